package ai_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"rummikub/ai"
	"rummikub/game"
)

// Properties of the best play that hold on positions of any size, where
// the exhaustive search cannot go.

// TestSolveWholeBoxLaysEverything: with every tile of the box in play the
// table and rack together can always be laid out (eight runs 1..13, the
// jokers inside them), so in classic the best play lays the whole rack.
func TestSolveWholeBoxLaysEverything(t *testing.T) {
	r := lookup(t, "classic")
	rng := rand.New(rand.NewPCG(5, 5))
	n := 150
	if testing.Short() {
		n = 30
	}
	for range n {
		pos := fullBoxPosition(r, rng, 0)
		sol := solveChecked(t, r, pos)
		if sol.Tiles != len(pos.Rack) {
			t.Fatalf("lays %d of %d rack tiles with the whole box in play\ntable %s\nrack %s\nanswer %s, rack %s",
				sol.Tiles, len(pos.Rack), tableString(pos.Table), game.Codes(pos.Rack), tableString(sol.Table), game.Codes(sol.Rack))
		}
	}
}

// mapPosition returns a position with every number tile replaced by f of
// it (jokers stay; pins are dropped, runs are rewritten in ascending
// order when f reverses the numbers).
func mapPosition(pos game.Position, f func(game.Tile) game.Tile) game.Position {
	out := game.Position{Opened: pos.Opened}
	mapTile := func(t game.Tile) game.Tile {
		if t.IsJoker() {
			return t
		}
		return f(t.Face()).WithCopy(t.Copy())
	}
	for _, s := range pos.Table {
		tiles := make([]game.Tile, len(s.Tiles))
		for i, t := range s.Tiles {
			tiles[i] = mapTile(t)
		}
		if len(tiles) > 1 && f(game.NumberTile(0, 1)).Number() != 1 {
			slices.Reverse(tiles)
		}
		out.Table = append(out.Table, game.Set{Tiles: tiles})
	}
	for _, t := range pos.Rack {
		out.Rack = append(out.Rack, mapTile(t))
	}
	return out
}

// TestSolveSymmetries: renaming the colours changes neither the tiles nor
// the value of the best play; reading the numbers backwards (n to 14-n)
// keeps the number of tiles. Adding a tile to the rack never makes the
// best play worse.
func TestSolveSymmetries(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 9))
	for _, variant := range []string{"classic", "sabra"} {
		r := lookup(t, variant)
		positions := selfPlayPositions(t, r, rng, 3)
		for i := range 40 {
			positions = append(positions, fullBoxPosition(r, rng, i%5*6))
		}
		for i, pos := range positions {
			if i%3 != 0 && i < len(positions)-40 {
				continue
			}
			sol := solveChecked(t, r, pos)
			perm := rng.Perm(game.NumColors)
			recoloured := mapPosition(pos, func(f game.Tile) game.Tile {
				return game.NumberTile(game.Color(perm[f.Color()]), f.Number())
			})
			if got := solveChecked(t, r, recoloured); got.Tiles != sol.Tiles || got.Value != sol.Value {
				t.Fatalf("%s: colours %v change the best play from %d tiles worth %d to %d worth %d\ntable %s\nrack %s",
					variant, perm, sol.Tiles, sol.Value, got.Tiles, got.Value, tableString(pos.Table), game.Codes(pos.Rack))
			}
			if pos.Opened {
				mirrored := mapPosition(pos, func(f game.Tile) game.Tile {
					return game.NumberTile(f.Color(), game.MaxNumber+1-f.Number())
				})
				if got := solveChecked(t, r, mirrored); got.Tiles != sol.Tiles {
					t.Fatalf("%s: numbers backwards change the best play from %d tiles to %d\ntable %s\nrack %s",
						variant, sol.Tiles, got.Tiles, tableString(pos.Table), game.Codes(pos.Rack))
				}
			}
			// One more tile, one not yet in play.
			var count [game.FaceSpace]int
			for _, s := range pos.Table {
				for _, t := range s.Tiles {
					count[t.Face()]++
				}
			}
			for _, t := range pos.Rack {
				count[t.Face()]++
			}
			for _, b := range r.Box {
				if count[b.Face()] < 2 && rng.IntN(4) == 0 {
					more := pos
					more.Rack = append(slices.Clone(pos.Rack), b.Face().WithCopy(count[b.Face()]))
					got := solveChecked(t, r, more)
					if got.Tiles < sol.Tiles || (got.Tiles == sol.Tiles && got.Value < sol.Value) {
						t.Fatalf("%s: adding %s to the rack makes the best play worse: %d tiles worth %d, was %d worth %d\ntable %s\nrack %s",
							variant, b, got.Tiles, got.Value, sol.Tiles, sol.Value, tableString(pos.Table), game.Codes(pos.Rack))
					}
					break
				}
			}
		}
	}
}

// TestSolveKeepsTheTable: when the rack's tiles make sets of their own,
// the table's sets stay as they were (the programme by itself would merge
// R1 R2 R3 and R4 R5 R6 into one run), and the new sets come after them.
func TestSolveKeepsTheTable(t *testing.T) {
	r := lookup(t, "classic")
	pos := positionOf(t, "R1 R2 R3 | R4 R5 R6 | K9 B9 O9", "K7 B7 O7 R10", true)
	sol := solveChecked(t, r, pos)
	if want := "R1 R2 R3 | R4 R5 R6 | K9 B9 O9 | K7 B7 O7"; tableString(sol.Table) != want || sol.Changed != 0 {
		t.Errorf("table after %q (%d sets changed), want %q", tableString(sol.Table), sol.Changed, want)
	}
	// One set must change: the others stay.
	pos = positionOf(t, "R1 R2 R3 | R4 R5 R6 | K9 B9 O9 | B1 B2 B3", "R9 K7 B7 O7", true)
	sol = solveChecked(t, r, pos)
	if sol.Tiles != 4 || sol.Changed != 1 {
		t.Errorf("lays %d tiles changing %d sets (%s), want 4 tiles and 1 set", sol.Tiles, sol.Changed, tableString(sol.Table))
	}
}

// TestSolveUnsupported: the solver refuses what it does not model.
func TestSolveUnsupported(t *testing.T) {
	r := lookup(t, "classic")
	pos := positionOf(t, "", "R5 R5 R5", true)
	if _, err := ai.Solve(r, r.Defaults, pos); err == nil {
		t.Error("three red 5s: no error")
	}
	pos = positionOf(t, "", "* * *", true)
	if _, err := ai.Solve(r, r.Defaults, pos); err == nil {
		t.Error("three jokers: no error")
	}
	pos = game.Position{Rack: []game.Tile{game.LetterTile('A')}, Opened: true}
	if _, err := ai.Solve(r, r.Defaults, pos); err == nil {
		t.Error("a letter tile: no error")
	}
}

// TestSolveConcurrently: Solve may be called from several goroutines at
// once (its caches are shared) and answers as it does alone.
func TestSolveConcurrently(t *testing.T) {
	r := lookup(t, "classic")
	rng := rand.New(rand.NewPCG(4, 4))
	var positions []game.Position
	for i := range 24 {
		positions = append(positions, fullBoxPosition(r, rng, i%4*6))
	}
	want := make([]ai.Solution, len(positions))
	for i, pos := range positions {
		want[i] = solveChecked(t, r, pos)
	}
	errs := make(chan error, 4)
	for range 4 {
		go func() {
			for i, pos := range positions {
				got, err := ai.Solve(r, r.Defaults, pos)
				if err == nil && (got.Tiles != want[i].Tiles || got.Value != want[i].Value) {
					err = fmt.Errorf("position %d: %d tiles worth %d, alone %d worth %d", i, got.Tiles, got.Value, want[i].Tiles, want[i].Value)
				}
				if err != nil {
					errs <- err
					return
				}
			}
			errs <- nil
		}()
	}
	for range 4 {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}
