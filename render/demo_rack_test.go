//go:build !nogui

package render_test

import (
	"testing"

	"rummikub/render"
)

// With computer players only (a demo), the rack on screen is the one of
// the player whose turn it is, highlighted above the table: a watcher
// sees what that player holds, turn after turn.
func TestComputersOnlyShowTheCurrentRack(t *testing.T) {
	st := deal(t, []string{"R1 R2 R3 K9", "B4 B5 O11 O12", "K1 K2 O5 O6"}, nil, []bool{false, false, false})
	cfg := render.Config{Variant: "classic", Seed: 1, Seats: []render.Seat{{Level: "easy"}, {Level: "easy"}, {Level: "easy"}}}
	p := newPlayer(t, cfg, st, 0, screenW, screenH)
	g := p.game()
	seen := map[int]bool{}
	for turn := range 4 {
		seat := g.Current()
		if p.app.ShownSeat() != seat {
			t.Fatalf("turn %d: seat %d's rack is shown in seat %d's turn", turn, p.app.ShownSeat(), seat)
		}
		seen[seat] = true
		p.until("the computer player has moved", 20000, func() bool { return len(g.History()) > turn })
		p.settle()
	}
	if len(seen) < 2 {
		t.Fatalf("the racks of %d seats were shown in 4 turns, want every player's in turn", len(seen))
	}
}
