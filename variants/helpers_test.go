package variants_test

import (
	"strings"
	"testing"

	"rummikub/game"
	"rummikub/variants"
)

// rulesOf looks a variant up or fails the test.
func rulesOf(t testing.TB, name string) *game.Rules {
	t.Helper()
	r, err := variants.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// parseSet reads a set written as codes: "R4 *:R5 R6".
func parseSet(t testing.TB, s string) game.Set {
	t.Helper()
	var set game.Set
	pinned := false
	for _, code := range strings.Fields(s) {
		tile, pin, err := game.ParseCode(code)
		if err != nil {
			t.Fatal(err)
		}
		set.Tiles = append(set.Tiles, tile)
		set.Pins = append(set.Pins, pin)
		pinned = pinned || !pin.IsZero()
	}
	if !pinned {
		set.Pins = nil
	}
	return set
}

// parseTable reads sets separated by "|": "R4 R5 R6 | K1 B1 O1".
func parseTable(t testing.TB, s string) []game.Set {
	t.Helper()
	var sets []game.Set
	for _, part := range strings.Split(s, "|") {
		if strings.TrimSpace(part) != "" {
			sets = append(sets, parseSet(t, part))
		}
	}
	return sets
}

// parseTiles reads loose tiles: "R3 R7 K1".
func parseTiles(t testing.TB, s string) []game.Tile {
	t.Helper()
	return parseSet(t, s).Tiles
}

// turn is one turn to judge: the table and rack before it, the table after.
type turn struct {
	name    string
	initial bool   // the player has not made the initial meld yet
	table   string // sets before the turn, "|" between sets
	rack    string // rack before the turn
	after   string // sets after the turn
	left    string // rack after the turn; "" means the rack minus the tiles laid
	opts    game.Options
	legal   bool
	points  int      // the meld value (Verdict.MeldValue); Points too when legal
	reasons []string // every reason, in order; checked when legal is false
}

// positions builds the before and after positions of a turn.
func (tc turn) positions(t testing.TB) (before, after game.Position) {
	t.Helper()
	before = game.Position{Table: parseTable(t, tc.table), Rack: parseTiles(t, tc.rack), Opened: !tc.initial}
	after = game.Position{Table: parseTable(t, tc.after)}
	if tc.left != "" {
		after.Rack = parseTiles(t, tc.left)
		return before, after
	}
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
	return before, after
}

// check judges the turn under the rules and compares the verdict.
func (tc turn) check(t *testing.T, r *game.Rules) {
	t.Helper()
	before, after := tc.positions(t)
	opts, err := r.WithOptions(tc.opts)
	if err != nil {
		t.Fatal(err)
	}
	v := game.Judge(r, opts, before, after)
	var got []string
	for _, why := range v.Reasons {
		got = append(got, why.Text)
	}
	if v.Legal != tc.legal {
		t.Fatalf("%s: legal = %v, want %v; reasons: %q", r.Name, v.Legal, tc.legal, got)
	}
	if !tc.legal && strings.Join(got, "\n") != strings.Join(tc.reasons, "\n") {
		t.Errorf("%s: reasons\n got %q\nwant %q", r.Name, got, tc.reasons)
	}
	wantPoints := 0 // only a legal turn makes a meld
	if v.Legal {
		wantPoints = tc.points
	}
	if v.MeldValue != tc.points || v.Points != wantPoints {
		t.Errorf("%s: meld value %d, points %d; want %d and %d", r.Name, v.MeldValue, v.Points, tc.points, wantPoints)
	}
}
