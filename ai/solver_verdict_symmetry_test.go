package ai_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"rummikub/ai"
	"rummikub/game"
)

// TestVerdictSymmetries judges the solver's answers (legal turns) again
// after changes a player expects to make no difference, and each must stay
// legal: the sets before and after the turn listed in another order, a
// group's tiles laid out in another order, and the colours renamed (the
// rules treat the four colours alike) in the whole position. A review found
// the referee's verdict changing under each: a group of two jokers
// reordered, two sets of the same tiles listed in the other order, the
// jokers of a mirrored group freed by the orange 4s but not the red ones,
// a joker before a colour-change joker kept in black runs but not in blue
// ones (variants/twist_kept_test.go holds those turns).
func TestVerdictSymmetries(t *testing.T) {
	small := 1500
	if testing.Short() {
		small = 300
	}
	twist := lookup(t, "twist")
	rng := rand.New(rand.NewPCG(5, 23))
	var positions []benchPosition
	for i := range small {
		positions = append(positions, benchPosition{twist, twistPosition(twist, rng, 7+i%5)})
	}
	positions = append(positions, fixedTwistPositions(t)...)
	positions = append(positions, fixedBenchPositions(t)[:120]...)
	judged, played := 0, 0
	for _, bp := range positions {
		r, before := bp.r, bp.pos
		sol, err := ai.SolveBest(r, r.Defaults, before)
		if err != nil {
			t.Fatal(err)
		}
		if sol.Tiles == 0 {
			continue
		}
		played++
		after := game.Position{Table: sol.Table, Rack: sol.Rack, Opened: before.Opened}
		check := func(change string, b, a game.Position) {
			t.Helper()
			judged++
			if v := game.Judge(r, r.Defaults, b, a); !v.Legal {
				t.Fatalf("%s (%s): table %s, rack %s, after %s: refused %v; the same turn before the change, after %s, is legal",
					r.Name, change, tableString(b.Table), game.Codes(b.Rack), tableString(a.Table), v.Reasons, tableString(after.Table))
			}
		}
		check("the sets in another order", shuffledSets(rng, before), shuffledSets(rng, after))
		if a, ok := groupsReordered(rng, r, after); ok {
			check("the groups' tiles in another order", before, a)
		}
		perm := rng.Perm(game.NumColors)
		check("the colours renamed", recoloured(perm, before), recoloured(perm, after))
	}
	if played < small/3 {
		t.Errorf("a play in %d of %d positions (%d turns judged): the positions hardly test the referee", played, len(positions), judged)
	}
}

// shuffledSets returns the position with its sets in a random order.
func shuffledSets(rng *rand.Rand, pos game.Position) game.Position {
	out := pos
	out.Table = slices.Clone(pos.Table)
	rng.Shuffle(len(out.Table), func(i, j int) { out.Table[i], out.Table[j] = out.Table[j], out.Table[i] })
	return out
}

// groupsReordered returns the position with the tiles of each group (with
// their declarations) in a random order, and whether it holds a group.
func groupsReordered(rng *rand.Rand, r *game.Rules, pos game.Position) (game.Position, bool) {
	out := pos
	out.Table = slices.Clone(pos.Table)
	any := false
	for i, s := range out.Table {
		if m, why := r.Sets.Check(s); why != "" || m.Kind != game.Group {
			continue
		}
		perm := rng.Perm(len(s.Tiles))
		set := game.Set{Tiles: make([]game.Tile, len(s.Tiles))}
		if s.Pins != nil {
			set.Pins = make([]game.Pin, len(s.Tiles))
		}
		for to, from := range perm {
			set.Tiles[to] = s.Tiles[from]
			if s.Pins != nil {
				set.Pins[to] = s.Pins[from]
			}
		}
		out.Table[i], any = set, true
	}
	return out, any
}

// recoloured returns the position with every number tile and declaration
// of colour c in colour perm[c] (each tile keeps its copy).
func recoloured(perm []int, pos game.Position) game.Position {
	tile := func(t game.Tile) game.Tile {
		if t.Kind() != game.Number {
			return t
		}
		return game.NumberTile(game.Color(perm[t.Color()]), t.Number()).WithCopy(t.Copy())
	}
	out := pos
	out.Table = make([]game.Set, len(pos.Table))
	for i, s := range pos.Table {
		set := game.Set{Tiles: make([]game.Tile, len(s.Tiles))}
		for j, t := range s.Tiles {
			set.Tiles[j] = tile(t)
		}
		if s.Pins != nil {
			set.Pins = make([]game.Pin, len(s.Pins))
			for j, p := range s.Pins {
				for k, f := range p {
					if f != 0 {
						set.Pins[j][k] = tile(f)
					}
				}
			}
		}
		out.Table[i] = set
	}
	out.Rack = make([]game.Tile, len(pos.Rack))
	for i, t := range pos.Rack {
		out.Rack[i] = tile(t)
	}
	return out
}
