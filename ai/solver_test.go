package ai_test

import (
	"slices"
	"strings"
	"testing"

	"rummikub/ai"
	"rummikub/game"
	"rummikub/variants"
)

// lookup returns a variant's rules or fails the test.
func lookup(t testing.TB, name string) *game.Rules {
	t.Helper()
	r, err := variants.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// positionOf reads a position: the table as sets separated by "|" ("R4 R5
// R6 | K1 B1 O1", jokers may carry a pin "*:R5") and the rack ("R3 R7").
// Tiles of one face get copies 0, 1... in reading order.
func positionOf(t testing.TB, table, rack string, opened bool) game.Position {
	t.Helper()
	var copies [game.FaceSpace]int
	next := func(code string) (game.Tile, game.Pin) {
		tile, pin, err := game.ParseCode(code)
		if err != nil {
			t.Fatal(err)
		}
		f := tile.Face()
		tile = tile.WithCopy(copies[f])
		copies[f]++
		return tile, pin
	}
	pos := game.Position{Opened: opened}
	for _, part := range strings.Split(table, "|") {
		codes := strings.Fields(part)
		if len(codes) == 0 {
			continue
		}
		var s game.Set
		pinned := false
		for _, code := range codes {
			tile, pin := next(code)
			s.Tiles = append(s.Tiles, tile)
			s.Pins = append(s.Pins, pin)
			pinned = pinned || !pin.IsZero()
		}
		if !pinned {
			s.Pins = nil
		}
		pos.Table = append(pos.Table, s)
	}
	for _, code := range strings.Fields(rack) {
		tile, _ := next(code)
		pos.Rack = append(pos.Rack, tile)
	}
	return pos
}

// tableString writes a table as "R4 R5 R6 | K1 B1 O1", pins included.
func tableString(sets []game.Set) string {
	parts := make([]string, len(sets))
	for i, s := range sets {
		codes := make([]string, len(s.Tiles))
		for j, tile := range s.Tiles {
			codes[j] = tile.String()
			if p := s.PinAt(j); !p.IsZero() {
				codes[j] += ":" + p.String()
			}
		}
		parts[i] = strings.Join(codes, " ")
	}
	return strings.Join(parts, " | ")
}

// solveChecked solves a position and checks the answer with the referee:
// a play must be legal, and its figures must match the tiles it moved.
func solveChecked(t testing.TB, r *game.Rules, pos game.Position) ai.Solution {
	t.Helper()
	sol, err := ai.Solve(r, r.Defaults, pos)
	if err != nil {
		t.Fatalf("%s: table %s, rack %s, opened %v: %v", r.Name, tableString(pos.Table), game.Codes(pos.Rack), pos.Opened, err)
	}
	checkSolution(t, r, pos, sol)
	return sol
}

// checkSolution checks a solution with the referee and against its own
// figures.
func checkSolution(t testing.TB, r *game.Rules, pos game.Position, sol ai.Solution) {
	t.Helper()
	where := func() string {
		return r.Name + ": table " + tableString(pos.Table) + ", rack " + game.Codes(pos.Rack) +
			"\n  answer: " + tableString(sol.Table) + ", rack " + game.Codes(sol.Rack)
	}
	if sol.Tiles == 0 {
		if sol.Value != 0 || len(sol.Played) != 0 || !slices.Equal(sol.Rack, pos.Rack) || tableString(sol.Table) != tableString(pos.Table) {
			t.Fatalf("no play must leave the position as it was\n%s", where())
		}
		return
	}
	v := game.Judge(r, r.Defaults, pos, game.Position{Table: sol.Table, Rack: sol.Rack, Opened: pos.Opened})
	if !v.Legal {
		t.Fatalf("the referee refuses the answer: %v\n%s", v.Reasons, where())
	}
	value := 0
	for _, tile := range v.Played {
		value += r.PenaltyValue(tile)
	}
	if len(v.Played) != sol.Tiles || value != sol.Value || len(sol.Played) != sol.Tiles {
		t.Fatalf("answer claims %d tiles worth %d, the referee sees %d (%s) worth %d\n%s",
			sol.Tiles, sol.Value, len(v.Played), game.Codes(v.Played), value, where())
	}
	if len(sol.Rack)+sol.Tiles != len(pos.Rack) {
		t.Fatalf("rack of %d tiles after laying %d of %d\n%s", len(sol.Rack), sol.Tiles, len(pos.Rack), where())
	}
}

// matchesBrute fails the test unless sol, the solver's answer for position
// i, lays as many tiles worth as much as the exhaustive search finds
// under the variant's default house options; it reports whether the best
// play lays any tile.
func matchesBrute(t testing.TB, r *game.Rules, i int, pos game.Position, sol ai.Solution) bool {
	t.Helper()
	tiles, value, _ := bruteBestWith(r, r.Defaults, pos)
	if sol.Tiles != tiles || sol.Value != value {
		t.Fatalf("position %d: table %s, rack %s: the solver lays %d tiles worth %d (%s), the exhaustive search %d worth %d",
			i, tableString(pos.Table), game.Codes(pos.Rack), sol.Tiles, sol.Value, tableString(sol.Table), tiles, value)
	}
	return tiles > 0
}

// tableTiles counts the tiles on a position's table.
func tableTiles(pos game.Position) int {
	n := 0
	for _, s := range pos.Table {
		n += len(s.Tiles)
	}
	return n
}

// handCase is a position worked out by hand, with the best play's figures.
type handCase struct {
	name         string
	variant      string
	table, rack  string
	opened       bool
	tiles, value int
	after        string // the table after, when only one play is best ("" to skip)
	changed      int    // sets of the table the best play changes (-1 to skip)
}

// handCases are the manipulation examples of the rule books (2015 and 1980),
// joker exchanges, initial melds and positions with no play.
var handCases = []handCase{
	// Classic 2015, "Building onto sets".
	{name: "extend a run", table: "B4 B5 B6", rack: "B3 B7", opened: true,
		tiles: 2, value: 10, after: "B3 B4 B5 B6 B7", changed: 1},
	{name: "take the fourth tile of a group", table: "K4 R4 B4 O4", rack: "B3 B5 B6", opened: true,
		tiles: 3, value: 14, changed: 1},
	{name: "add a fourth tile and take one", table: "B8 B9 B10", rack: "B11 K8 O8", opened: true,
		tiles: 3, value: 27, changed: 1},
	{name: "split a run", table: "R4 R5 R6 R7 R8", rack: "R6", opened: true,
		tiles: 1, value: 6, changed: 1},
	{name: "combined split", table: "O1 O2 O3 O4 | K1 R1 B1 O1", rack: "B1", opened: true,
		tiles: 1, value: 1, changed: 2},
	{name: "multiple split", table: "O5 O6 O7 | R5 R6 R7 | K5 K6 K7 K8 K9", rack: "K10 B5", opened: true,
		tiles: 2, value: 15, changed: 3},
	// The 1980 rule book: the same manipulations, no joker involved.
	{name: "sabra: add to a run and a group", variant: "sabra", table: "O4 O5 O6 | K10 R10 B10", rack: "O7 O10", opened: true,
		tiles: 2, value: 17, after: "O4 O5 O6 O7 | K10 R10 B10 O10", changed: 2},
	{name: "sabra: multiple split", variant: "sabra", table: "O5 O6 O7 | R5 R6 R7 | K5 K6 K7 K8 K9", rack: "K10 B5", opened: true,
		tiles: 2, value: 15, changed: 3},
	// Jokers.
	{name: "free a joker from a run", table: "R4 * R6", rack: "R5 K9 B9", opened: true,
		tiles: 3, value: 23, changed: 1},
	{name: "sabra: exchange a joker of a run", variant: "sabra", table: "R4 * R6", rack: "R5 K9 B9", opened: true,
		tiles: 3, value: 23, changed: 1},
	{name: "extend a run holding a joker", table: "K7 * K9", rack: "K10", opened: true,
		tiles: 1, value: 10, changed: 1},
	{name: "sabra: a run holding a joker stays", variant: "sabra", table: "K7 * K9", rack: "K10", opened: true,
		tiles: 0, value: 0, changed: 0},
	{name: "free a joker with one missing colour", table: "K5 R5 *", rack: "B5 K1 K2", opened: true,
		tiles: 3, value: 8, changed: 1},
	{name: "sabra: one missing colour does not free a joker", variant: "sabra", table: "K5 R5 *", rack: "B5 K1 K2", opened: true,
		tiles: 0, changed: 0},
	{name: "sabra: both missing colours free the joker", variant: "sabra", table: "K5 R5 *", rack: "B5 O5 K1 K2", opened: true,
		tiles: 4, value: 13, changed: 1},
	{name: "sabra: exchange one of two jokers of a run", variant: "sabra", table: "R4 * * R7", rack: "R5 K1 K2", opened: true,
		tiles: 3, value: 8, after: "R4 R5 *:R6 R7 | K1 K2 *:K3", changed: 1},
	{name: "sabra: both jokers of a group of three freed", variant: "sabra", table: "* * K5", rack: "R5 B5 O5 K1 K2", opened: true,
		tiles: 5, value: 18, changed: 1},
	{name: "sabra: a freed joker must find a set", variant: "sabra", table: "K5 R5 *", rack: "B5 O5", opened: true,
		tiles: 0, changed: 0},
	{name: "a table tile frees the joker", table: "R3 * R5 | R4 K4 B4 O4", rack: "K11 K12", opened: true,
		tiles: 2, value: 23, changed: 2},
	{name: "sabra: a table tile may not free the joker", variant: "sabra", table: "R3 * R5 | R4 K4 B4 O4", rack: "K11 K12", opened: true,
		tiles: 0, changed: 0},
	{name: "lay a rack joker on the table", table: "B1 B2 B3", rack: "*", opened: true,
		tiles: 1, value: 30, changed: 1},
	{name: "two jokers and a tile", table: "", rack: "* * K13", opened: true,
		tiles: 3, value: 73, changed: 0},
	{name: "the table's jokers must stay on the table", table: "K1 * * | R5 R6 R7", rack: "K2 R8", opened: true,
		tiles: 2, value: 10, changed: -1},
	{name: "a joker makes a third group of one number", table: "K5 R5 B5 O5 | K5 R5 B5 O5", rack: "*", opened: true,
		tiles: 1, value: 30, changed: 2},
	{name: "a joker makes a third run of one colour", opened: true,
		table: "R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 R12 R13 | R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 R12 R13", rack: "*",
		tiles: 1, value: 30, changed: 1},
	{name: "four runs of one colour at one number", opened: true,
		table: "R4 R5 R6 R7 R8 R9 R10 | R4 R5 R6 R7 R8 R9 R10", rack: "* *",
		tiles: 2, value: 60, changed: -1},
	// Initial melds.
	{name: "initial meld of a run", table: "K5 R5 B5", rack: "R10 R11 R12 K1",
		tiles: 3, value: 33, after: "K5 R5 B5 | R10 R11 R12", changed: 0},
	{name: "initial meld too small", table: "", rack: "R1 R2 R3 K1",
		tiles: 0, changed: 0},
	{name: "initial meld of two sets", table: "", rack: "R1 R2 R3 K9 B9 O9 B13",
		tiles: 6, value: 33, changed: 0},
	{name: "initial meld may not touch the table", table: "R4 R5 R6", rack: "R7 K10 R10 B10",
		tiles: 3, value: 30, after: "R4 R5 R6 | K10 R10 B10", changed: 0},
	{name: "initial meld: the joker makes 30 as R11", table: "", rack: "R9 R10 * K1 K2 K3",
		tiles: 6, value: 55, changed: 0},
	{name: "initial meld: a joker counts what it stands for", table: "", rack: "K2 K3 * R4 B4",
		tiles: 0, changed: 0},
	{name: "initial meld: more tiles beat more value", table: "", rack: "K10 R10 B10 O10 K11 K12",
		tiles: 6, value: 63, changed: 0},
	// No play.
	{name: "nothing fits", table: "R4 R5 R6", rack: "K1 B9", opened: true,
		tiles: 0, changed: 0},
	{name: "empty rack", table: "R4 R5 R6", rack: "", opened: true,
		tiles: 0, changed: 0},
	{name: "empty table, no set on the rack", table: "", rack: "K1 K2 R2 B5 B6 O9", opened: true,
		tiles: 0, changed: 0},
}

// TestSolveHandCases checks the solver on positions worked out by hand.
func TestSolveHandCases(t *testing.T) {
	for _, tc := range handCases {
		t.Run(tc.name, func(t *testing.T) {
			variant := tc.variant
			if variant == "" {
				variant = "classic"
			}
			r := lookup(t, variant)
			pos := positionOf(t, tc.table, tc.rack, tc.opened)
			sol := solveChecked(t, r, pos)
			if sol.Tiles != tc.tiles || sol.Value != tc.value {
				t.Errorf("best play lays %d tiles worth %d, want %d worth %d\n  answer: %s, rack %s",
					sol.Tiles, sol.Value, tc.tiles, tc.value, tableString(sol.Table), game.Codes(sol.Rack))
			}
			if tc.after != "" && tableString(sol.Table) != tc.after {
				t.Errorf("table after %q, want %q", tableString(sol.Table), tc.after)
			}
			if tc.changed >= 0 && sol.Changed != tc.changed {
				t.Errorf("the play changes %d sets, want %d\n  answer: %s", sol.Changed, tc.changed, tableString(sol.Table))
			}
			if n := len(pos.Rack) + tableTiles(pos); n <= 13 {
				if tiles, value, _ := bruteBest(r, pos); tiles != tc.tiles || value != tc.value {
					t.Errorf("the exhaustive search finds %d tiles worth %d, the case says %d worth %d", tiles, value, tc.tiles, tc.value)
				}
			}
		})
	}
}
