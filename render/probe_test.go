//go:build !nogui

package render_test

import (
	"strings"
	"testing"

	"rummikub/game"
	"rummikub/input"
	"rummikub/render"
)

// The probe describes the table as the next frame draws it, at every
// tick of a drag: at the tick a tile leaves a long rack, the rack's tiles
// grow back (fewer to fit) and the probe must say where they are now,
// not where they were at the update's start (a browser test aiming its
// next drag with it would miss).
func TestProbeFollowsTheLayout(t *testing.T) {
	// 31 tiles: one more than two rows of full-size tiles hold at 1280×800.
	long := "K1 K2 K3 K4 K5 K6 K7 K8 K9 K10 K11 K12 K13 R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 R12 R13 B1 B2 B3 B4 B5"
	st := deal(t, []string{long, "O1 O2 O3 O4 O5 O6 O7 O8 O9 O10 O11 O12 O13 B13"}, nil, []bool{true, true})
	p := newPlayer(t, youVersus("easy"), st, 0, screenW, screenH)
	p.frame()
	if v := p.app.Probe(1).Variant; v != p.game().Rules().Name || v == "" {
		t.Fatalf("the probe names the variant %q, the game plays %q", v, p.game().Rules().Name)
	}
	before := p.app.RackRect(1)
	from := p.app.RackRect(0)
	to := p.app.CellRect(2, 2)
	x0, y0 := centre(from)
	p.script.Drag(x0, y0, to.X+from.W/2, to.Y+from.H/2)
	for tick := 0; !p.script.Done(); tick++ {
		p.step(1)
		pr := p.app.Probe(1)
		p.frame() // lays the screen out as it draws it
		for i := range pr.Rack {
			if r := p.app.RackRect(i); pr.Rack[i].At != (render.ProbeRect{X: r.X, Y: r.Y, W: r.W, H: r.H}) {
				t.Fatalf("tick %d: the probe puts rack tile %d (%s) at %+v, the frame at %+v", tick, i, pr.Rack[i].Code, pr.Rack[i].At, r)
			}
		}
		if c := p.app.CellRect(0, 0); pr.Cell.X > c.X || pr.Cell.X+pr.Cell.W < c.X+c.W {
			t.Fatalf("tick %d: the probe's first cell %+v, the frame's tile in it %+v", tick, pr.Cell, c)
		}
	}
	p.settle()
	view := p.game().View()
	if got := view.Table.At(game.Pos{Col: 2, Row: 2}); got == 0 || !strings.HasPrefix(got.String(), "K1") {
		t.Fatalf("the tile did not land: %v", got)
	}
	if p.app.RackRect(1) == before {
		t.Fatal("the rack's layout did not change: the test proves nothing")
	}
}

// The new-game screen's probe names the time per turn's choices where
// they are drawn, and the one chosen: clicking "No limit" chooses it.
func TestProbeTimeChoices(t *testing.T) {
	script := &input.Script{}
	app := render.NewApp(script, &game.ManualClock{}, render.DefaultSettings())
	app.SetScreenSize(screenW, screenH)
	app.ShowNewGame(youVersus("hard"))
	pr := app.Probe(1)
	none, ok := pr.Buttons["time:No limit"]
	if pr.Screen != "newgame" || !ok || pr.TimeLimit != "1 min" || pr.Buttons["time:1 min"].W == 0 {
		t.Fatalf("the new-game screen's probe: %+v", pr)
	}
	script.Click(none.X+none.W/2, none.Y+none.H/2)
	for !script.Done() {
		if err := app.Update(); err != nil {
			t.Fatal(err)
		}
	}
	if pr := app.Probe(1); pr.TimeLimit != "No limit" {
		t.Errorf("after a click on No limit the probe says %q", pr.TimeLimit)
	}
}
