//go:build !nogui

package render_test

import (
	"testing"

	"rummikub/game"
	"rummikub/render"
)

// Before the person opens, End turn's amber reason stands clear of the
// initial meld's counter, at 1280×800 and at 800×600.
func TestEndTurnReasonClearsTheMeldCounter(t *testing.T) {
	for _, size := range [][2]int{{screenW, screenH}, {800, 600}} {
		st := deal(t, []string{"R12 B12 K1 O7", weakRack}, map[game.Pos]string{{Col: 5, Row: 1}: "K10 K11 K12 K13"}, []bool{false, false})
		p := newPlayer(t, youVersus("easy"), st, 0, size[0], size[1])
		p.settle()
		p.dragToCell(p.rackIndex("R12"), 3, 3)
		p.dragToCell(p.rackIndex("B12"), 4, 3)
		x, y := centre(p.app.ButtonRect(render.BtnEnd))
		p.script.Move(x, y, 3)
		p.until("the pointer rests", 10, p.script.Done)
		p.step(1)
		if p.app.Hover() == "" {
			t.Fatal("no reason shown over End turn")
		}
		p.frame()
		tip, meld := p.app.TooltipRect(), p.app.MeldRect()
		if meld.W == 0 {
			t.Fatal("no meld counter")
		}
		if tip.X < meld.X+meld.W && meld.X < tip.X+tip.W && tip.Y < meld.Y+meld.H && meld.Y < tip.Y+tip.H {
			t.Errorf("at %v the reason %v covers the meld counter %v", size, tip, meld)
		}
	}
}
