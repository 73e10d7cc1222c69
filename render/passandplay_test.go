//go:build !nogui

package render_test

import (
	"testing"
	"time"

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

// timedPassAndPlay starts a timed game of two people at one screen, the
// first person's hand-over closed.
func timedPassAndPlay(t *testing.T, opened []bool) *player {
	t.Helper()
	table := map[game.Pos]string{{Col: 0, Row: 0}: "B4 B5 B6"}
	st := deal(t, []string{"R1 R2 R3 K9", "B8 B9 O11 O12"}, table, opened)
	cfg := render.Config{Variant: "classic", Seed: 1, Options: game.Options{TimeLimit: time.Minute},
		Seats: []render.Seat{{Name: "Ann", Human: true}, {Name: "Bo", Human: true}}}
	p := newPlayer(t, cfg, st, 0, screenW, screenH)
	p.script.Click(screenW/2, screenH/2)
	p.play()
	if p.app.HandingOver() {
		t.Fatal("the first hand-over did not close")
	}
	return p
}

// A tile held when a person's time runs out is dropped with the turn: the
// hand-over screen does not show it, and the next person's tap to close
// that screen moves nothing (it used to drop Ann's table tile in Bo's
// turn, breaking two sets).
func TestPassAndPlayTimeOutDropsTheDrag(t *testing.T) {
	p := timedPassAndPlay(t, []bool{true, true})
	g := p.game()
	x, y := centre(p.app.CellRect(2, 0)) // B6 on the table
	p.script.Move(x, y, 1).Press().Wait(3).Move(x+5, y+200, 5)
	p.until("the drag", 100, p.script.Done)
	if p.app.DraggedTiles() == 0 {
		t.Fatal("B6 is not being dragged")
	}
	p.clock.Advance(61 * time.Second)
	p.step(3)
	if g.Current() != 1 || !p.app.HandingOver() {
		t.Fatalf("after the time ran out: seat %d's turn, handing over %v", g.Current(), p.app.HandingOver())
	}
	if n := p.app.DraggedTiles(); n != 0 {
		t.Fatalf("%d tiles still dragged on the hand-over screen", n)
	}
	cx, cy := centre(p.app.CellRect(8, 3))
	p.script.Move(cx, cy, 1).Release().Wait(1).Press().Wait(1).Release().Wait(1)
	p.play()
	if p.app.HandingOver() {
		t.Fatal("Bo's tap did not close the hand-over screen")
	}
	if g.Changed() {
		view := g.View()
		t.Errorf("Bo's turn is changed by his tap: table %s", game.Codes(view.Table.Tiles(nil)))
	}
	if v := g.Check(); len(v.Reasons) > 0 && g.Changed() {
		t.Errorf("the table breaks the rules after Bo's tap: %v", v.Reasons)
	}
}

// The question before ending a turn against the rules, open when the time
// runs out, goes with the turn: the next person does not find it.
func TestPassAndPlayTimeOutClosesTheQuestion(t *testing.T) {
	p := timedPassAndPlay(t, []bool{false, false})
	g := p.game()
	p.dragToCell(p.rackIndex("K9"), 5, 3)
	p.script.Tap(input.KeyEnter)
	p.play()
	if !p.app.Confirming() {
		t.Fatal("ending a turn of K9 alone does not ask first")
	}
	p.clock.Advance(61 * time.Second)
	p.step(3)
	if g.Current() != 1 {
		t.Fatalf("seat %d's turn after the time ran out, want Bo's", g.Current())
	}
	p.script.Click(screenW/2, screenH/2)
	p.play()
	if p.app.Confirming() {
		t.Fatal("Bo finds Ann's question open on his turn")
	}
}
