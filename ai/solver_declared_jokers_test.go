package ai_test

import (
	"slices"
	"testing"

	"rummikub/game"
)

// TestSolveDeclaredJokersLeftAsTheyWere solves Twist positions whose table
// holds a set of two jokers declared otherwise than the set checker reads
// them (`*D:O8K8 R8 *:B8`, read alone as `*D:B8K8 R8 *:O8`; mirrored
// doubles), as a program may give them to `solve`. The referee keeps such
// a set left as it was (game.KeepsJokers); the solver's search had read
// it anew and found its jokers moved, laying nothing where the witness
// play below lays a tile. Each witness is judged by the referee, and the
// solver must lay as much as it does. (The exhaustive search of the tests
// lists each set once, read by the checker, and misses these plays too.)
func TestSolveDeclaredJokersLeftAsTheyWere(t *testing.T) {
	r := lookup(t, "twist")
	for _, c := range []struct{ table, rack, witness string }{
		{"*D:O8K8 R8 *:B8 | *:R6 R7 R8", "R9 K9", "*D:O8K8 R8 *:B8 | *:R6 R7 R8 R9"},
		{"*D:O8K8 R8 *:B8 | *:R6 R7 R8", "K7 O8 B9 B8", "*D:O8K8 R8 *:B8 | K7 R7 *:B7 | R8 B8 O8"},
		{"B11 *D:K11O11 *M:R11 *D:K11O11 B11 | *:B3 B4 B5", "B6 O6", "B11 *D:K11O11 *M:R11 *D:K11O11 B11 | *:B3 B4 B5 B6"},
		{"B11 *D:K11O11 *M:R11 *D:K11O11 B11 | *:R4 B4 K4", "O4 K11", "B11 *D:K11O11 *M:R11 *D:K11O11 B11 | K4 B4 O4 *:R4"},
		{"O11 *D:R11B11 *M:K11 *D:R11B11 O11 | R11 *C:R12 O13", "R11 O13 R10 K9 O10", "O11 *D:R11B11 *M:K11 *D:R11B11 O11 | R10 R11 *C:R12 O13"},
		{"O11 *D:B11K11 *M:R11 *D:B11K11 O11 | K10 K11 *:K12", "O10 B11 B12 K13 *M", "O11 *D:B11K11 *M:R11 *D:B11K11 O11 | K10 K11 *:K12 K13"},
		{"R11 *D:O11K11 *M:B11 *D:O11K11 R11 | *:B11 B12 B13 | R10 O10 K10", "K11 B11 B11 K11 B10",
			"R11 *D:O11K11 *M:B11 *D:O11K11 R11 | K10 R10 B10 O10 | K11 B11 *:R11 | B11 B12 B13"},
		// The declared joker of a set left as it was was taken as broken
		// (no joker's reading keeps `*:B8`) with no child, its set fixed:
		// the node and every legal play under it were dropped.
		{"*D:R8O8 K8 *:B8 | K7 K8 *C:K9 B10", "R8 K7 R8 *", "*D:R8O8 K8 *:B8 | *:K6 K7 K8 *C:K9 B10"},
		{"B11 *D:K11O11 *M:R11 *D:K11O11 B11 | *:K10 K11 K12", "R11 K11 K13 R12 B13",
			"B11 *D:K11O11 *M:R11 *D:K11O11 B11 | *:K10 K11 K12 K13"},
		{"*D:K3B3 O3 *:R3 | B3 B4 *:B5 | R4 O4 B4", "O1 B2 B3 O3 K3",
			"*D:K3B3 O3 *:R3 | B2 B3 B4 *:B5 | K3 B3 O3 | R4 B4 O4"},
	} {
		pos := positionOf(t, c.table, c.rack, true)
		tiles, value := judgeWitness(t, r, pos, c.witness)
		sol := solveWith(t, r, r.Defaults, pos)
		if sol.Tiles*1024+sol.Value < tiles*1024+value {
			t.Errorf("table %s, rack %s: the solver lays %d tiles worth %d (%s), the legal play %s lays %d worth %d",
				c.table, c.rack, sol.Tiles, sol.Value, tableString(sol.Table), c.witness, tiles, value)
		}
	}
}

// judgeWitness has the referee judge a play written as a table of codes
// (its tiles taken by face from the position's table, then its rack) and
// returns the tiles it lays and their value; it fails the test if the
// play is not legal.
func judgeWitness(t *testing.T, r *game.Rules, pos game.Position, witness string) (tiles, value int) {
	t.Helper()
	var table []game.Tile
	for _, s := range pos.Table {
		table = append(table, s.Tiles...)
	}
	rack := slices.Clone(pos.Rack)
	take := func(code game.Tile) game.Tile {
		for _, from := range []*[]game.Tile{&table, &rack} {
			if i := slices.IndexFunc(*from, func(u game.Tile) bool { return u.Face() == code.Face() }); i >= 0 {
				tile := (*from)[i]
				*from = slices.Delete(*from, i, i+1)
				return tile
			}
		}
		t.Fatalf("witness %s: no tile %s left", witness, code)
		return 0
	}
	var after []game.Set
	for _, s := range positionOf(t, witness, "", true).Table {
		set := game.Set{Tiles: make([]game.Tile, len(s.Tiles)), Pins: s.Pins}
		for i, code := range s.Tiles {
			set.Tiles[i] = take(code)
		}
		after = append(after, set)
	}
	v := game.Judge(r, r.Defaults, pos, game.Position{Table: after, Rack: rack, Opened: true})
	if !v.Legal {
		t.Fatalf("witness %s: the referee says %v", witness, v.Reasons)
	}
	for _, p := range v.Played {
		value += r.PenaltyValue(p)
	}
	return len(v.Played), value
}
