//go:build !js

package words

// verifyAtStart is true outside the browser: the embedded lists are
// checked when the program starts (see embedded.go).
const verifyAtStart = true
