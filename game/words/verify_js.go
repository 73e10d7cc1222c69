//go:build js

package words

// verifyAtStart is false in the browser: the embedded lists are checked
// on the dictionary's first use (see embedded.go).
const verifyAtStart = false
