//go:build !nogui

package render_test

import (
	"testing"

	"rummikub/game"
	"rummikub/input"
	"rummikub/render"
)

// Two people at one screen: before each person's turn a hand-over screen
// hides the racks until the next person taps or presses Space, and then
// shows that person's rack, never the other's.
func TestPassAndPlayHandsOver(t *testing.T) {
	st := deal(t, []string{"R1 R2 R3 K9", "B4 B5 O11 O12"}, nil, []bool{false, false})
	cfg := render.Config{Variant: "classic", Seed: 1, Seats: []render.Seat{{Name: "Ann", Human: true}, {Name: "Bo", Human: true}}}
	p := newPlayer(t, cfg, st, 0, screenW, screenH)
	g := p.game()
	for turn, keyOrTap := range []string{"space", "tap", "enter", "tap"} {
		seat := g.Current()
		if !p.app.HandingOver() {
			t.Fatalf("turn %d: no hand-over screen before %s's turn", turn, cfg.Seats[seat].Name)
		}
		if s := share(p.frame(), p.app.RackRect(0), render.ColTile); s > 0.05 {
			t.Fatalf("turn %d: a tile shows on the hidden rack (%.0f%% tile ivory)", turn, 100*s)
		}
		switch keyOrTap {
		case "space":
			p.script.Tap(input.KeySpace)
		case "enter":
			p.script.Tap(input.KeyEnter)
		default:
			p.script.Click(screenW/2, screenH/2)
		}
		p.play()
		if p.app.HandingOver() {
			t.Fatalf("turn %d: the hand-over screen did not close on %s", turn, keyOrTap)
		}
		if p.app.ShownSeat() != seat || g.Current() != seat {
			t.Fatalf("turn %d: seat %d's rack is shown in seat %d's turn", turn, p.app.ShownSeat(), seat)
		}
		looksLikeTile(t, p.frame(), p.app.RackRect(0), "the rack's first tile")
		p.script.Tap(input.KeyDraw)
		p.play()
		if g.Current() == seat {
			t.Fatalf("turn %d: the draw did not end %s's turn", turn, cfg.Seats[seat].Name)
		}
	}
	if n := len(g.History()); n != 4 {
		t.Errorf("%d turns recorded, want 4", n)
	}
	for _, r := range g.History() {
		if r.Action != game.ActDrew {
			t.Errorf("turn of seat %d ended %v, want a draw", r.Seat, r.Action)
		}
	}
}
