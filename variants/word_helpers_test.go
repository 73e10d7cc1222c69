package variants_test

import (
	"strings"
	"testing"

	"rummikub/game"
)

// parseWord reads a word written as letters, one tile each: "CAT". A "*"
// is a joker; a lower-case letter right after it says what the joker
// stands for ("C*aT" is C, a joker standing for A, T).
func parseWord(t testing.TB, w string) game.Set {
	t.Helper()
	var s game.Set
	pinned := false
	for i := 0; i < len(w); i++ {
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
		default:
			t.Fatalf("bad letter %q in %q", c, w)
		}
	}
	if !pinned {
		s.Pins = nil
	}
	return s
}

// parseWords reads words separated by "|" or spaces: "CLAP | PEAR".
func parseWords(t testing.TB, s string) []game.Set {
	t.Helper()
	var sets []game.Set
	for _, w := range strings.Fields(strings.ReplaceAll(s, "|", " ")) {
		sets = append(sets, parseWord(t, w))
	}
	return sets
}

// wordTurn is one Word turn to judge: the table and rack before it and
// the table after it (the rack after is the rack less the tiles laid).
type wordTurn struct {
	name    string
	initial bool   // the player has not made the initial meld yet
	table   string // words before the turn
	rack    string // letters on the rack, "*" for a joker
	after   string // words after the turn
	legal   bool
	score   int      // Verdict.TurnScore (and Points when legal)
	meld    int      // Verdict.MeldValue, for an initial meld
	reasons []string // every reason, in order; checked when legal is false
}

// check judges the turn under the rules and compares the verdict.
func (tc wordTurn) check(t *testing.T, r *game.Rules) {
	t.Helper()
	before := game.Position{Table: parseWords(t, tc.table), Rack: parseWord(t, tc.rack).Tiles, Opened: !tc.initial}
	after := game.Position{Table: parseWords(t, tc.after), Opened: !tc.initial}
	laid := map[game.Face]int{}
	for _, s := range after.Table {
		for _, x := range s.Tiles {
			laid[x.Face()]++
		}
	}
	for _, s := range before.Table {
		for _, x := range s.Tiles {
			laid[x.Face()]--
		}
	}
	for _, x := range before.Rack {
		if laid[x.Face()] > 0 {
			laid[x.Face()]--
			continue
		}
		after.Rack = append(after.Rack, x)
	}
	v := game.Judge(r, r.Defaults, before, after)
	var got []string
	for _, why := range v.Reasons {
		got = append(got, why.Text)
	}
	if v.Legal != tc.legal {
		t.Fatalf("legal = %v, want %v; reasons: %q", v.Legal, tc.legal, got)
	}
	if !tc.legal && strings.Join(got, "\n") != strings.Join(tc.reasons, "\n") {
		t.Errorf("reasons\n got %q\nwant %q", got, tc.reasons)
	}
	wantPoints := 0
	if v.Legal {
		wantPoints = tc.score
	}
	if v.TurnScore != tc.score || v.Points != wantPoints {
		t.Errorf("turn score %d, points %d; want %d and %d", v.TurnScore, v.Points, tc.score, wantPoints)
	}
	if tc.initial && v.MeldValue != tc.meld {
		t.Errorf("meld value %d, want %d", v.MeldValue, tc.meld)
	}
}
