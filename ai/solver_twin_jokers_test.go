package ai_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"rummikub/ai"
	"rummikub/game"
)

// TestSolveTwinJokersMatchesBruteForce compares the solver with the
// exhaustive search on small positions whose table holds a set with both
// jokers of a kind (`* * R11`, `*D B5 *D`), beside random sets and a rack
// near its number: where the rule's count of a set's other tiles turns on
// which joker is which (a joker is not one of its own set's other tiles,
// heldJoker.freedWellAt). The random positions of the other comparisons
// seldom deal such a set.
func TestSolveTwinJokersMatchesBruteForce(t *testing.T) {
	for _, c := range []struct {
		variant   string
		positions int
	}{{"classic", 1500}, {"twist", 100}} {
		t.Run(c.variant, func(t *testing.T) {
			positions := c.positions
			if testing.Short() {
				positions /= 5
			}
			r := lookup(t, c.variant)
			rng := rand.New(rand.NewPCG(83, uint64(len(c.variant))))
			played := 0
			for i := range positions {
				pos := twinJokersPosition(r, rng, c.variant == "twist")
				var sol ai.Solution
				// A budget the search does not run out of: this test is of
				// its logic (the benchmark measures what the budget costs;
				// a few of these positions need more than the game's).
				ai.WithTwistBudget(5_000_000, func() { sol = solveWith(t, r, r.Defaults, pos) })
				if matchesBrute(t, r, i, pos, sol) {
					played++
				}
			}
			if played < positions/4 {
				t.Errorf("a play in %d of %d positions: the positions hardly test a play", played, positions)
			}
		})
	}
}

// twinJokersPosition deals a small position (smallPosition, twistPosition)
// and adds to its table a valid set of one or two of its numbers' tiles
// and both jokers of a kind it does not use, and to its rack a tile or two
// of that set's numbers.
func twinJokersPosition(r *game.Rules, rng *rand.Rand, twist bool) game.Position {
	for {
		var pos game.Position
		kinds := []game.Kind{game.Joker}
		if twist {
			pos = twistPosition(r, rng, 9)
			kinds = append(kinds, game.DoubleJoker, game.ColorJoker, game.MirrorJoker)
		} else {
			pos = smallPosition(rng, 9)
		}
		pos.Opened = true
		dealt := map[game.Tile]bool{}
		var numbers []game.Tile
		for _, list := range append(setTiles(pos.Table), pos.Rack) {
			for _, t := range list {
				dealt[t] = true
				if !t.IsJoker() {
					numbers = append(numbers, t)
				}
			}
		}
		kinds = slices.DeleteFunc(kinds, func(k game.Kind) bool {
			return dealt[game.JokerTile(k).WithCopy(0)] || dealt[game.JokerTile(k).WithCopy(1)]
		})
		if len(kinds) == 0 || len(numbers) == 0 {
			continue
		}
		k := kinds[rng.IntN(len(kinds))]
		x := numbers[rng.IntN(len(numbers))]
		set, ok := twinSet(r, rng, k, x, dealt)
		if !ok {
			continue
		}
		pos.Table = append(pos.Table, set)
		for range 1 + rng.IntN(2) {
			c, n := game.Color(rng.IntN(game.NumColors)), x.Number()-2+rng.IntN(5)
			if n >= 1 && n <= game.MaxNumber {
				if t, ok := freeCopy(game.NumberTile(c, n), dealt); ok {
					pos.Rack = append(pos.Rack, t)
					dealt[t] = true
				}
			}
		}
		return pos
	}
}

// twinSet builds a set of both jokers of kind k and one or two number
// tiles around x (x itself, and another of its colour or number), in a
// random order, that the set checker reads as valid; dealt holds the
// tiles already dealt, and gains the set's.
func twinSet(r *game.Rules, rng *rand.Rand, k game.Kind, x game.Tile, dealt map[game.Tile]bool) (game.Set, bool) {
	tiles := []game.Tile{game.JokerTile(k).WithCopy(0), game.JokerTile(k).WithCopy(1)}
	reals := []game.Tile{game.NumberTile(x.Color(), x.Number())}
	switch rng.IntN(3) {
	case 1: // a run's tile
		if n := x.Number() + 1 + rng.IntN(2); n <= game.MaxNumber {
			reals = append(reals, game.NumberTile(x.Color(), n))
		}
	case 2: // a group's tile
		if c := game.Color(rng.IntN(game.NumColors)); c != x.Color() {
			reals = append(reals, game.NumberTile(c, x.Number()))
		}
	}
	for _, f := range reals {
		t, ok := freeCopy(f, dealt)
		if !ok || slices.Contains(tiles, t) {
			return game.Set{}, false
		}
		tiles = append(tiles, t)
	}
	for tries := 0; tries < 12; tries++ {
		rng.Shuffle(len(tiles), func(i, j int) { tiles[i], tiles[j] = tiles[j], tiles[i] })
		set := game.Set{Tiles: slices.Clone(tiles)}
		if judged, _ := game.JudgeSets(r, []game.Set{set}); judged[0].Kind != game.NotAMeld {
			for _, t := range set.Tiles {
				dealt[t] = true
			}
			return set, true
		}
	}
	return game.Set{}, false
}

// freeCopy returns a copy of a face that is not dealt, if the box has one.
func freeCopy(f game.Tile, dealt map[game.Tile]bool) (game.Tile, bool) {
	for cp := range 2 {
		if t := f.WithCopy(cp); !dealt[t] {
			return t, true
		}
	}
	return 0, false
}

// setTiles lists the tiles of each set.
func setTiles(sets []game.Set) [][]game.Tile {
	out := make([][]game.Tile, len(sets))
	for i, s := range sets {
		out[i] = s.Tiles
	}
	return out
}
