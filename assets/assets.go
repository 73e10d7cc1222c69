// Package assets holds the data files the game embeds in its binary.
//
// The Word Rummikub dictionary is generated from SCOWL (Spell Checker
// Oriented Word Lists, Kevin Atkinson; see SCOWL-LICENSE) by
// build/wordlist.sh: words-common.txt holds the words of SCOWL levels 10-35,
// words-more.txt those of levels 40-60 that are not common, each sorted, one
// lower-case word of 3 to 15 letters a-z a line; words.sum gives each list's
// word count and SHA-256. Package game/words reads them. A missing file
// fails the build (go:embed); a damaged one fails the words package's tests
// and its start-up check.
package assets

import _ "embed"

// WordsCommon is the dictionary's common words (SCOWL levels 10 to 35).
//
//go:embed words-common.txt
var WordsCommon string

// WordsMore is the dictionary's other words (SCOWL levels 40 to 60).
//
//go:embed words-more.txt
var WordsMore string

// WordsSum lists each word list's name, word count and SHA-256, one line
// each, as build/wordlist.sh wrote them.
//
//go:embed words.sum
var WordsSum string

// ScowlLicense is SCOWL's copyright and licence notice, which must go with
// every copy of the word lists.
//
//go:embed SCOWL-LICENSE
var ScowlLicense string
