package words

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"rummikub/assets"
)

// The embedded lists, checked against assets.WordsSum when the program
// starts: a damaged list stops it at once rather than in the middle of a
// game (and fails this package's tests long before). In the browser the
// check waits for the dictionary's first use (verifyAtStart): hashing the
// lists there would delay the page's first frame by a few hundred
// milliseconds.
var embedded = []List{
	{Name: "words-common.txt", Text: assets.WordsCommon, Common: true},
	{Name: "words-more.txt", Text: assets.WordsMore},
}

func init() {
	if verifyAtStart {
		verifyEmbedded()
	}
}

// verifyEmbedded stops the program if an embedded list is damaged.
func verifyEmbedded() {
	if err := Verify(embedded, assets.WordsSum); err != nil {
		panic(err)
	}
}

// Verify checks word lists against a sum file: one line "name count
// sha256" for each list, in the same order, as build/wordlist.sh writes it.
func Verify(lists []List, sum string) error {
	lines := strings.Split(strings.TrimSpace(sum), "\n")
	if len(lines) != len(lists) {
		return fmt.Errorf("words: the sum file lists %d word lists, not %d", len(lines), len(lists))
	}
	for i, l := range lists {
		f := strings.Fields(lines[i])
		if len(f) != 3 || f[0] != l.Name {
			return fmt.Errorf("words: sum line %d is %q, want the count and SHA-256 of %s", i+1, lines[i], l.Name)
		}
		want, err := strconv.Atoi(f[1])
		if err != nil {
			return fmt.Errorf("words: sum line %d: bad count %q", i+1, f[1])
		}
		if n := strings.Count(l.Text, "\n"); n != want {
			return fmt.Errorf("words: %s has %d lines, its sum says %d: the embedded dictionary is damaged", l.Name, n, want)
		}
		h := sha256.Sum256([]byte(l.Text))
		if got := hex.EncodeToString(h[:]); got != f[2] {
			return fmt.Errorf("words: %s has SHA-256 %s, its sum says %s: the embedded dictionary is damaged", l.Name, got, f[2])
		}
	}
	return nil
}

var (
	defaultOnce sync.Once
	defaultDict *Dict
)

// Default returns the embedded English dictionary (SCOWL levels up to 60,
// American and British spellings, words of 3 to 15 letters; the words of
// levels up to 35 are common). It is built on first use, in about the time
// of a few frames; later calls return the same dictionary.
func Default() *Dict {
	defaultOnce.Do(func() {
		if !verifyAtStart {
			verifyEmbedded()
		}
		d, err := New(embedded...)
		if err != nil {
			panic(err) // the lists passed Verify at start-up: a bug in New
		}
		defaultDict = d
	})
	return defaultDict
}

// Contains reports whether w is a word of the default dictionary.
func Contains(w string) bool { return Default().Contains(w) }
