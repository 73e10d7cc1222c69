package ai_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"rummikub/ai"
	"rummikub/game"
)

// apartPosition makes a small opened position around a table group that
// holds a joker (a group of four in classic; in Twist also a double
// joker's group of three): the group's tiles have other sets to go to
// (runs through its number in its colours), and the rack holds tiles near
// it, so that taking the group apart, exchanging its joker or keeping it
// all compete (solver_apart_groups.go keeps groups apart inside the
// programme).
func apartPosition(rng *rand.Rand, twist bool) (table, rack string) {
	colours := []string{"K", "R", "B", "O"}
	rng.Shuffle(len(colours), func(i, j int) { colours[i], colours[j] = colours[j], colours[i] })
	n := 2 + rng.IntN(10)
	code := func(c string, m int) string { return fmt.Sprintf("%s%d", c, m) }
	group := fmt.Sprintf("%s %s %s *", code(colours[0], n), code(colours[1], n), code(colours[2], n))
	if twist && rng.IntN(2) == 0 {
		group = fmt.Sprintf("%s %s *D", code(colours[0], n), code(colours[1], n))
	}
	table = group
	// a run beside the group's number in one of its colours
	c := colours[rng.IntN(2)]
	if n+3 <= game.MaxNumber && rng.IntN(2) == 0 {
		table += fmt.Sprintf(" | %s %s %s", code(c, n+1), code(c, n+2), code(c, n+3))
	} else if n-3 >= 1 {
		table += fmt.Sprintf(" | %s %s %s", code(c, n-3), code(c, n-2), code(c, n-1))
	}
	near := []string{}
	for _, c := range colours {
		for d := -2; d <= 2; d++ {
			if m := n + d; m >= 1 && m <= game.MaxNumber {
				near = append(near, code(c, m))
			}
		}
	}
	k := 1 + rng.IntN(4)
	for i := range k {
		if i > 0 {
			rack += " "
		}
		rack += near[rng.IntN(len(near))]
	}
	return table, rack
}

// TestSolveGroupsApartMatchBruteForce compares the solver with the
// exhaustive search on positions around a table group holding a joker,
// classic and Twist: in Twist the solver keeps a group taken apart inside
// its programme, and the positions must exercise that (in classic it
// branches tile by tile, apartMasks).
func TestSolveGroupsApartMatchBruteForce(t *testing.T) {
	positions := 400
	if testing.Short() {
		positions = 100
	}
	before, ruledBefore := ai.ApartRuns(), ai.RuledRuns()
	for _, variant := range []string{"classic", "twist"} {
		r := lookup(t, variant)
		rng := rand.New(rand.NewPCG(41, 5))
		tried := 0
		for tried < positions {
			table, rack := apartPosition(rng, variant == "twist")
			pos, ok := tryPosition(table, rack)
			if !ok || !validTable(r, pos) {
				continue
			}
			tried++
			sol := solveWith(t, r, r.Defaults, pos)
			tiles, value, _ := bruteBestWith(r, r.Defaults, pos)
			if sol.Tiles*1024+sol.Value != tiles*1024+value {
				t.Fatalf("%s: table %s, rack %s: solver lays %d tiles worth %d (%s), exhaustive search %d worth %d",
					variant, table, rack, sol.Tiles, sol.Value, tableString(sol.Table), tiles, value)
			}
		}
	}
	if ai.ApartRuns() == before {
		t.Error("no programme run kept a group apart: the positions do not exercise it")
	}
	t.Logf("%d programme runs kept groups apart, %d rules of jokers of groups kept", ai.ApartRuns()-before, ai.RuledRuns()-ruledBefore)
}

// tryPosition reads an opened position from codes, or reports that it
// needs more than two copies of a face.
func tryPosition(table, rack string) (game.Position, bool) {
	var copies [game.FaceSpace]int
	ok := true
	next := func(code string) (game.Tile, game.Pin) {
		tile, pin, err := game.ParseCode(code)
		if err != nil {
			panic(err)
		}
		f := tile.Face()
		if copies[f] >= 2 {
			ok = false
		}
		tile = tile.WithCopy(copies[f] % 2)
		copies[f]++
		return tile, pin
	}
	pos := game.Position{Opened: true}
	for _, part := range splitSets(table) {
		var s game.Set
		for _, code := range part {
			tile, _ := next(code)
			s.Tiles = append(s.Tiles, tile)
		}
		pos.Table = append(pos.Table, s)
	}
	for _, code := range splitSets(rack)[0] {
		tile, _ := next(code)
		pos.Rack = append(pos.Rack, tile)
	}
	return pos, ok
}

// splitSets splits codes into sets at "|".
func splitSets(codes string) [][]string {
	var out [][]string
	for _, part := range strings.Split(codes, "|") {
		out = append(out, strings.Fields(part))
	}
	return out
}

// validTable reports whether every set of a position's table is valid.
func validTable(r *game.Rules, pos game.Position) bool {
	for _, s := range pos.Table {
		if _, why := r.Sets.Check(s); why != "" {
			return false
		}
	}
	return true
}
