//go:build !nogui

package render_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"rummikub/game"
	"rummikub/input"
	"rummikub/render"
)

// With no sound device the game opens no audio and plays a whole turn
// cycle, with the sounds of placing, an illegal end, drawing and a warning,
// without an error.
func TestSilentWithoutASoundDevice(t *testing.T) {
	t.Setenv("RUMMIKUB_SOUND", "")
	t.Setenv("ALSA_CONFIG_PATH", "")
	if render.AudioAvailable() {
		t.Skip("this machine has a sound device")
	}
	st := deal(t, []string{"R1 K2 R5 O11", weakRack}, nil, []bool{true, false})
	p := newPlayer(t, youVersus("easy"), st, 0, screenW, screenH)
	if p.app.AudioOpen() {
		t.Fatal("the app opened audio without a device")
	}
	p.settle()
	g := p.game()
	p.dragToCell(p.rackIndex("R1"), 3, 3)            // place
	p.script.Tap(input.KeyEnter).Tap(input.KeyEnter) // illegal end, confirmed
	p.play()
	p.until("the computer player has moved", 3000, func() bool { return g.Current() == 0 })
	p.clock.Advance(55 * time.Second) // the warning 10 s before the minute
	p.step(2)
	p.script.Tap(input.KeyDraw) // draw
	p.play()
	kinds := map[game.EventKind]bool{}
	for _, e := range g.Events() {
		kinds[e.Kind] = true
	}
	for _, k := range []game.EventKind{game.Edited, game.Rejected, game.Drew, game.TimeWarning} {
		if !kinds[k] {
			t.Errorf("no %v event: the sound it plays was not tried", k)
		}
	}
	p.frame()
}

// The layout follows the window: at 800×600 and at 1920×1080 the rack's
// tiles, the buttons and the table stay on screen, the tiles are drawn
// where the layout says, and a rack of many tiles still fits.
func TestWindowResize(t *testing.T) {
	table := map[game.Pos]string{{Col: 0, Row: 0}: "K1 K2 K3", {Col: game.TableCols - 4, Row: game.TableRows - 1}: "O5 O6 O7 O8"}
	big := "K4 K5 K6 K7 K8 K9 K10 K11 K12 K13 R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 R12 R13 B1 B2 B3 B4 B5 B6 B7 B8 B9 B10"
	huge := big + " B11 B12 B13 O1 O2 O3 O4 O5 O6 O7 O8 O9 O10 O11 O12 O13 K4 K5 K6 K7"
	for _, tc := range []struct {
		rack string
		w, h int
	}{
		{"R1 K2 R5 O11 B13 K9 O3 B8 R12 K4 O6 B1 R7 K11", 800, 600},
		{"R1 K2 R5 O11 B13 K9 O3 B8 R12 K4 O6 B1 R7 K11", 1920, 1080},
		{"R1 K2 R5 O11 B13 K9 O3 B8 R12 K4 O6 B1 R7 K11", 640, 400},
		{"R1 K2 R5 O11 B13 K9 O3 B8 R12 K4 O6 B1 R7 K11", 640, 780},
		{big, 640, 1000},
		{big, 800, 600},
		{big, 1920, 1080},
		{huge, 640, 400},
	} {
		n := len(strings.Fields(tc.rack))
		t.Run(fmt.Sprintf("%dx%d, %d tiles", tc.w, tc.h, n), func(t *testing.T) {
			st := deal(t, []string{tc.rack, weakRack}, table, []bool{true, false})
			p := newPlayer(t, youVersus("easy"), st, 0, screenW, screenH)
			p.settle()
			p.resize(tc.w, tc.h)
			p.settle()
			screen := render.Rect{W: float64(tc.w), H: float64(tc.h)}
			inside := func(r render.Rect, what string) {
				t.Helper()
				if r.X < 0 || r.Y < 0 || r.X+r.W > screen.W || r.Y+r.H > screen.H || r.W <= 0 || r.H <= 0 {
					t.Errorf("%s at %+v is not inside the %dx%d screen", what, r, tc.w, tc.h)
				}
			}
			rack := p.app.RackArea()
			inside(rack, "the rack")
			img := p.frame()
			for i := range n {
				r := p.app.RackRect(i)
				inside(r, fmt.Sprintf("rack tile %d", i))
				if r.X+r.W > rack.X+rack.W || r.Y+r.H > rack.Y+rack.H {
					t.Errorf("rack tile %d at %+v sticks out of the rack %+v", i, r, rack)
				}
				looksLikeTile(t, img, r, fmt.Sprintf("rack tile %d", i))
			}
			for b := range render.NumButtons {
				inside(p.app.ButtonRect(b), fmt.Sprintf("button %d", b))
			}
			inside(p.app.CellRect(0, 0), "the top left cell")
			inside(p.app.CellRect(game.TableCols-1, game.TableRows-1), "the bottom right cell")
			looksLikeTile(t, img, p.app.CellRect(0, 0), "K1 at the top left")
			looksLikeTile(t, img, p.app.CellRect(game.TableCols-1, game.TableRows-1), "O8 at the bottom right")
			p.looksEmptyCell(img, 12, 5, "an empty cell")
			// A tile is still dragged where the new layout puts things.
			p.dragToCell(p.rackIndex("R1"), 12, 5)
			if v := p.game().View(); cellTile(v.Table, 12, 5) != "R1" {
				t.Errorf("dragging R1 at %dx%d did not lay it in cell (12, 5)", tc.w, tc.h)
			}
		})
	}
}
