package game_test

import (
	"slices"
	"testing"

	"rummikub/game"
)

func TestKeepOrder(t *testing.T) {
	tile := func(code string) game.Tile {
		x, err := game.ParseTile(code)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	tiles := func(codes ...string) []game.Tile {
		out := make([]game.Tile, len(codes))
		for i, c := range codes {
			out[i] = tile(c)
		}
		return out
	}
	start := tiles("R1", "K5", "B9", "O2", "R7")
	tests := []struct {
		name    string
		pending []game.Tile
		want    []game.Tile
	}{
		{"unchanged", start, start},
		{"sorted", tiles("R1", "O2", "K5", "R7", "B9"), tiles("R1", "O2", "K5", "R7", "B9")},
		{"laid tiles come back after the tile they followed", tiles("O2", "R1", "R7"), tiles("O2", "R1", "K5", "B9", "R7")},
		{"the first tile laid comes back first", tiles("K5", "B9"), tiles("R1", "K5", "B9", "O2", "R7")},
		{"all laid", nil, start},
	}
	for _, tc := range tests {
		if got := game.KeepOrder(start, tc.pending); !slices.Equal(got, tc.want) {
			t.Errorf("%s: %s, want %s", tc.name, game.Codes(got), game.Codes(tc.want))
		}
	}
}

// A turn rolled back (ended with a table that breaks the rules, or a draw
// with tiles moved) keeps the rack in the order the player sorted it.
func TestRollbackKeepsTheRackOrder(t *testing.T) {
	for _, end := range []string{"rejected", "drew"} {
		r := rulesFor(t, "classic")
		g, err := game.New(r, r.Defaults, 2, 7, &game.ManualClock{})
		must(t, err)
		seat := g.Current()
		rack := g.View().Racks[seat]
		// Sort the rack backwards, then lay one tile alone (an invalid set).
		var e game.Edit
		for i := range rack {
			e.Steps = append(e.Steps, game.Step{Tile: rack[len(rack)-1-i], To: game.RackLoc(i)})
		}
		must(t, g.Move(e))
		sorted := g.View().Racks[seat]
		must(t, g.Move(game.Move(sorted[3], game.TableLoc(0, 0))))
		if end == "rejected" {
			if _, err := g.EndTurn(); err != nil {
				t.Fatal(err)
			}
		} else {
			must(t, g.Draw())
		}
		got := g.Snapshot().Racks[seat]
		if !slices.Equal(got[:len(sorted)], sorted) {
			t.Errorf("%s: rack %s, want the sorted %s first", end, game.Codes(got), game.Codes(sorted))
		}
		// The record replays to the same state, rack order included.
		again, err := game.Replay(g.Rules(), g.Options(), 2, g.Seed(), g.History())
		if err != nil {
			t.Fatal(err)
		}
		if !again.Snapshot().Equal(g.Snapshot()) {
			t.Errorf("%s: the replayed game differs", end)
		}
	}
}
