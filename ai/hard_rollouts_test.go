package ai

import (
	"slices"
	"strings"
	"testing"
	"time"

	"rummikub/game"
	"rummikub/variants"
)

// tilesOf reads codes as tiles (copy 0), failing the test on a bad code.
func tilesOf(t *testing.T, codes string) []game.Tile {
	t.Helper()
	var out []game.Tile
	for _, c := range strings.Fields(codes) {
		tl, err := game.ParseTile(c)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, tl)
	}
	return out
}

func TestQuickRun(t *testing.T) {
	for _, tc := range []struct {
		set         string
		first, last int
		ok          bool
	}{
		{"R3 R4 R5", 3, 5, true},
		{"* R4 R5", 3, 5, true},
		{"R3 * R5 R6", 3, 6, true},
		{"R11 R12 *", 11, 13, true},
		{"R5 B5 K5", 0, 0, false},   // a group
		{"R5 * *", 0, 0, false},     // one number tile: run or group
		{"R5 B6 R7", 0, 0, false},   // two colours
		{"R5 R7 R8", 0, 0, false},   // a gap
		{"* B5 K5 O5", 0, 0, false}, // a group with a joker
	} {
		first, last, ok := quickRun(tilesOf(t, tc.set))
		if ok != tc.ok || (ok && (first != tc.first || last != tc.last)) {
			t.Errorf("quickRun(%s) = %d, %d, %v; want %d, %d, %v", tc.set, first, last, ok, tc.first, tc.last, tc.ok)
		}
	}
}

// The quick play lays a double or colour-change joker at the end of a run
// with room for it, one to a run; a mirror joker stays on the rack.
func TestQuickSpecials(t *testing.T) {
	for _, tc := range []struct {
		sets, rack string
		laid       int
	}{
		{"R3 R4 R5", "*D", 1},
		{"R3 R4 R5", "*C", 1},
		{"R3 R4 R5", "*M", 0},
		{"R10 R11 R12", "*D", 0}, // no two numbers past 12
		{"R10 R11 R12", "*C", 1},
		{"R11 R12 R13", "*C", 0},
		{"B7 R7 K7", "*C", 0}, // a group
		{"R3 R4 R5", "*D *C", 1},
		{"R3 R4 R5|B1 B2 B3", "*D *C", 2},
	} {
		var sol Solution
		for _, s := range strings.Split(tc.sets, "|") {
			sol.Table = append(sol.Table, game.Set{Tiles: tilesOf(t, s)})
		}
		got := quickSpecials(sol, tilesOf(t, tc.rack))
		if got.Tiles != tc.laid || len(got.Played) != tc.laid || got.Value != tc.laid*jokerValue {
			t.Errorf("%s + %s: laid %d (%v, value %d), want %d", tc.sets, tc.rack, got.Tiles, got.Played, got.Value, tc.laid)
		}
	}
}

// hardViews are views of Hard's seat on turns of games of a variant
// between Hard and Greedy, where Hard has opened and cannot go out.
func hardViews(t *testing.T, variant string, games int) []View {
	r, err := variants.Lookup(variant)
	if err != nil {
		t.Fatal(err)
	}
	var views []View
	for k := range games {
		g, _ := game.New(r, r.Defaults, 2, 900001+uint64(k), &game.ManualClock{})
		for !g.Over() {
			v := ViewOf(g)
			var p Player = Greedy{}
			if g.Current() == k%2 {
				p = Hard{}
				if v.Opened && len(v.Rack) > 1 {
					views = append(views, v)
				}
			}
			turn := p.Play(v)
			if verdict, err := Take(g, turn); err != nil || (len(turn.Edits) > 0 && !verdict.Legal) {
				t.Fatalf("game %d: %s's turn: %v %+v", k, p.Name(), err, verdict)
			}
		}
	}
	return views
}

// In every number variant, every play Hard weighs is legal and keeps on
// the rack what it does not lay, drawing is among them while the pool
// lasts, and the play chosen is one of them.
func TestHardCandidates(t *testing.T) {
	games := 4
	if testing.Short() {
		games = 2
	}
	for _, variant := range []string{"classic", "sabra", "twist"} {
		views := hardViews(t, variant, games)
		if len(views) < 20 {
			t.Fatalf("%s: only %d views", variant, len(views))
		}
		weighed := 0
		for _, v := range views {
			best, err := Solve(v.Rules, v.Options, v.Position())
			if err != nil || best.Tiles == 0 {
				continue
			}
			cands := rolloutCandidates(v, best, time.Now().Add(time.Minute))
			if playedKey(cands[0]) != playedKey(best) {
				t.Fatalf("%s: the first candidate is not the best play", variant)
			}
			draw := false
			for _, c := range cands {
				if c.Tiles == 0 {
					draw = true
					continue
				}
				if len(c.Rack)+c.Tiles != len(v.Rack) {
					t.Errorf("%s: a candidate laying %d tiles leaves %d of %d on the rack", variant, c.Tiles, len(c.Rack), len(v.Rack))
				}
				if verdict := game.Judge(v.Rules, v.Options, v.Position(), game.Position{Table: c.Table, Rack: c.Rack, Opened: true}); !verdict.Legal {
					t.Errorf("%s: an illegal candidate: %v", variant, verdict.Reasons)
				}
			}
			if draw != (v.Pool > 0) {
				t.Errorf("%s: drawing among the candidates: %v, with %d tiles in the pool", variant, draw, v.Pool)
			}
			c := Hard{}.weigh(v, best, time.Now().Add(hardTwistBudget))
			if !slices.ContainsFunc(cands, func(x Solution) bool { return playedKey(x) == playedKey(c) }) {
				t.Errorf("%s: Hard chose a play it did not weigh: %v", variant, c.Played)
			}
			weighed++
		}
		if weighed < 10 {
			t.Errorf("%s: only %d turns weighed", variant, weighed)
		}
	}
}

// The quick step of the rollouts lays tiles from the rack only, and keeps
// the table's sets holding a special joker as they are.
func TestQuickStep(t *testing.T) {
	views := hardViews(t, "twist", 1)
	for _, v := range views {
		x := &expertSim{r: v.Rules, opts: v.Options, s: new(Solver), quick: true}
		sol, ok := x.step(v.Position())
		if !ok {
			continue
		}
		if len(sol.Rack)+sol.Tiles != len(v.Rack) || len(sol.Played) != sol.Tiles {
			t.Errorf("quick step: %d laid, %d played, %d left of %d", sol.Tiles, len(sol.Played), len(sol.Rack), len(v.Rack))
		}
		before := v.Table.Tiles(nil)
		after := slices.Concat(before, sol.Played)
		var got []game.Tile
		for _, s := range sol.Table {
			got = append(got, s.Tiles...)
		}
		slices.Sort(after)
		slices.Sort(got)
		if !slices.Equal(after, got) {
			t.Errorf("quick step: the table's tiles are not the old ones and the laid ones")
		}
		for _, s := range v.Table.Sets() {
			if slices.ContainsFunc(s.Tiles, isSpecial) && !slices.ContainsFunc(sol.Table, func(u game.Set) bool { return slices.Equal(u.Tiles, s.Tiles) }) {
				t.Errorf("quick step changed a set holding a special joker: %v", s.Tiles)
			}
		}
	}
}
