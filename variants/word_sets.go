package variants

import (
	"fmt"
	"math/bits"

	"rummikub/game"
	"rummikub/game/words"
)

// MinWordLen is the fewest letters a word on the table may have.
const MinWordLen = 3

// wordSets is the game.SetChecker of Word Rummikub: a set is a word read
// left to right, of at least 3 letters, in the dictionary (the embedded one
// when dict is nil). A joker stands for one letter: the letter it was
// declared to stand for ("*:A"), else the letter that makes the word. When
// several letters would, a lone undeclared joker stands for the first in
// the alphabet and Meld.Open lists them all (any of them frees it, as
// either missing colour frees the joker of a group of three); two
// undeclared jokers stand for the first reading in alphabetical order.
type wordSets struct {
	dict *words.Dict
}

// Dict returns the dictionary the checker reads.
func (w wordSets) Dict() *words.Dict {
	if w.dict != nil {
		return w.dict
	}
	return words.Default()
}

// Check judges one set as a word.
func (w wordSets) Check(s game.Set) (game.Meld, string) {
	n := len(s.Tiles)
	var letters [words.MaxLen]byte // 0 for an undeclared joker
	var blanks []int
	for i, t := range s.Tiles {
		switch t.Kind() {
		case game.Letter:
			if i < words.MaxLen {
				letters[i] = t.Letter()
			}
			if !s.PinAt(i).IsZero() {
				return game.Meld{}, fmt.Sprintf("declares a letter for the %s, which is no joker", t)
			}
		case game.Joker:
			p := s.PinAt(i)
			switch {
			case p.IsZero():
				blanks = append(blanks, i)
			case p[0].Kind() != game.Letter || p[1] != 0:
				return game.Meld{}, fmt.Sprintf("has a joker declared as %s, which is no letter", p)
			case i < words.MaxLen:
				letters[i] = p[0].Letter()
			}
		default:
			return game.Meld{}, fmt.Sprintf("holds the %s, which is no letter tile", t.Name())
		}
	}
	if n < MinWordLen {
		if n == 1 {
			return game.Meld{}, fmt.Sprintf("has 1 letter: a word needs at least %d", MinWordLen)
		}
		return game.Meld{}, fmt.Sprintf("has %d letters: a word needs at least %d", n, MinWordLen)
	}
	if n > words.MaxLen {
		return game.Meld{}, fmt.Sprintf("has %d letters: no word of the dictionary is longer than %d", n, words.MaxLen)
	}
	d := w.Dict()
	reading, open := readWord(d, letters[:n], blanks)
	if reading == nil {
		if len(blanks) > 0 {
			return game.Meld{}, "is not a word of the dictionary, whatever its jokers stand for"
		}
		return game.Meld{}, "is not a word of the dictionary"
	}
	m := game.Meld{Kind: game.Word, Value: n, Stands: make([]game.Pin, n)}
	for i, c := range reading {
		m.Stands[i] = game.Pin{game.LetterTile(c)}
	}
	if len(open) > 1 {
		m.Open = open
	}
	return m, ""
}

// readWord finds the first reading, in alphabetical order, of letters as a
// word of d, a 0 standing for any letter (the blanks, in order). It returns
// nil if there is none. With exactly one blank it also returns every
// letter that blank may stand for.
func readWord(d *words.Dict, letters []byte, blanks []int) ([]byte, []game.Face) {
	if len(blanks) == 0 {
		if !d.Contains(string(letters)) {
			return nil, nil
		}
		return upper(letters), nil
	}
	buf := make([]byte, len(letters))
	var first []byte
	var open []game.Face
	var walk func(n words.Node, i int) bool
	walk = func(n words.Node, i int) bool {
		if i == len(letters) {
			if !d.IsWord(n) {
				return false
			}
			if first == nil {
				first = upper(buf)
			}
			if len(blanks) == 1 {
				open = append(open, game.LetterTile(buf[blanks[0]]-'a'+'A'))
				return false // go on: collect every letter of the blank
			}
			return true
		}
		if c := letters[i]; c != 0 {
			next, ok := d.Next(n, c)
			if !ok {
				return false
			}
			buf[i] = c | 0x20
			return walk(next, i+1)
		}
		for m := d.Letters(n); m != 0; m &= m - 1 {
			c := byte('a' + bits.TrailingZeros32(m))
			next, _ := d.Next(n, c)
			buf[i] = c
			if walk(next, i+1) {
				return true
			}
		}
		return false
	}
	walk(d.Root(), 0)
	return first, open
}

// upper returns the letters in upper case.
func upper(b []byte) []byte {
	out := make([]byte, len(b))
	for i, c := range b {
		out[i] = c &^ 0x20
	}
	return out
}
