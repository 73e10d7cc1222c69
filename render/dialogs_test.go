//go:build !nogui

package render_test

import (
	"strings"
	"testing"

	"rummikub/input"
	"rummikub/render"
)

// The confirmation before ending a turn that breaks the rules names every
// set that breaks a rule, and End turn's tooltip never covers the button.
func TestConfirmNamesEverySetAndTooltipsStayOffButtons(t *testing.T) {
	st := deal(t, []string{"R1 K5 B9 O2", weakRack}, nil, []bool{true, true})
	p := newPlayer(t, youVersus("easy"), st, 0, screenW, screenH)
	p.settle()
	p.dragToCell(p.rackIndex("R1"), 2, 1)
	p.dragToCell(p.rackIndex("K5"), 8, 3)
	end := p.app.ButtonRect(render.BtnEnd)
	x, y := centre(end)
	p.script.Move(x, y, 3)
	p.until("the pointer rests", 10, p.script.Done)
	p.step(1)
	if p.app.Hover() == "" {
		t.Fatal("no reason shown over End turn")
	}
	tip := p.app.TooltipRect()
	for b := range render.NumButtons {
		r := p.app.ButtonRect(b)
		if tip.X < r.X+r.W && r.X < tip.X+tip.W && tip.Y < r.Y+r.H && r.Y < tip.Y+tip.H {
			t.Errorf("the tooltip %v covers button %d %v", tip, b, r)
		}
	}
	p.frame()
	p.script.Tap(input.KeyEnter)
	p.play()
	if !p.app.Confirming() {
		t.Fatal("no confirmation")
	}
	lines := p.app.ConfirmLines()
	if len(lines) != 2 || !strings.Contains(lines[0], "red 1") || !strings.Contains(lines[1], "black 5") {
		t.Errorf("the confirmation lists %q, want both sets", lines)
	}
	p.frame()
}
