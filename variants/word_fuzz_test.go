package variants_test

import (
	"testing"

	"rummikub/game"
	"rummikub/game/words"
	"rummikub/variants"
)

// FuzzWordSet: any line of letters and jokers is judged without a panic; a
// valid word spells a word of the dictionary, one tile a letter, each
// letter tile standing for itself and a declared joker for its letter.
func FuzzWordSet(f *testing.F) {
	for _, s := range []string{"CAT", "C*T", "C*aT", "**A", "HEA*vY", "DISAPPEAR", "XQZ", "AT", "*", "ABCDEFGHIJKLMNOPQ", "*z*z*"} {
		f.Add(s)
	}
	sets := rulesOf(f, "word").Sets
	f.Fuzz(func(t *testing.T, w string) {
		var s game.Set
		pinned := false
		for i := 0; i < len(w) && len(s.Tiles) < 20; i++ {
			c := w[i]
			switch {
			case c == '*':
				s.Tiles = append(s.Tiles, game.JokerTile(game.Joker))
				var pin game.Pin
				if i+1 < len(w) && w[i+1] >= 'a' && w[i+1] <= 'z' {
					pin[0] = game.LetterTile(w[i+1] - 'a' + 'A')
					pinned = true
					i++
				}
				s.Pins = append(s.Pins, pin)
			case c >= 'A' && c <= 'Z':
				s.Tiles = append(s.Tiles, game.LetterTile(c))
				s.Pins = append(s.Pins, game.Pin{})
			}
		}
		if !pinned {
			s.Pins = nil
		}
		m, why := sets.Check(s)
		if why != "" {
			return
		}
		spelled := variants.Spelling(m)
		if m.Kind != game.Word || len(m.Stands) != len(s.Tiles) || m.Value != len(s.Tiles) || !words.Contains(spelled) {
			t.Fatalf("%q judged a word: %+v", w, m)
		}
		for i, x := range s.Tiles {
			want := x.Letter()
			if x.IsJoker() {
				want = s.PinAt(i)[0].Letter()
			}
			if want != 0 && spelled[i] != want {
				t.Fatalf("%q: tile %d reads %c", w, i, spelled[i])
			}
		}
	})
}
