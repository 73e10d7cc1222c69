//go:build !nogui

package render_test

import (
	"bytes"
	"testing"

	"rummikub/render"
)

// TestStillFramesLookTheSame plays the same turn on two Apps, one drawing
// every frame, the other only the frames that differ from the last
// (SkipStillFrames, as in the game's window), and those only where they
// changed: every frame must be the same pixel for pixel, a frame like the
// last must not be drawn again, and a frame that changed must be.
func TestStillFramesLookTheSame(t *testing.T) {
	st := deal(t, []string{"K1 R10 B4 R11 O7 R12 K13 B2", weakRack}, nil, []bool{false, false})
	every := newPlayer(t, youVersus("easy"), st, 0, screenW, screenH)
	still := newPlayer(t, youVersus("easy"), st, 0, screenW, screenH)
	still.app.SkipStillFrames()
	every.settle()
	still.settle()

	same := func(what string) {
		t.Helper()
		a, b := every.frame(), still.frame()
		if !bytes.Equal(a.Pix, b.Pix) {
			t.Fatalf("%s: the frame drawn only on a change differs from the frame drawn every time", what)
		}
	}
	same("first frame")
	played := render.FramesDrawn()
	still.frame()
	still.step(1)
	still.frame()
	if got := render.FramesDrawn(); got != played {
		t.Fatalf("a still table was drawn again (%d frames drawn, want %d)", got, played)
	}
	same("still table")

	// A tile dragged: each step of the way a new frame, as the other App draws it.
	for i, code := range []string{"R10", "R11", "R12"} {
		for _, p := range []*player{every, still} {
			from := p.app.RackRect(p.rackIndex(code))
			to := p.app.CellRect(8+i, 4)
			x0, y0 := centre(from)
			p.script.Drag(x0, y0, to.X+from.W/2, to.Y+from.H/2)
		}
		for !every.script.Done() || !still.script.Done() {
			every.step(1)
			still.step(1)
			same("dragging " + code)
		}
		every.settle()
		still.settle()
		same("after dragging " + code)
	}
	if render.FramesDrawn() <= played+3 {
		t.Fatalf("only %d frames drawn while three tiles were dragged", render.FramesDrawn()-played)
	}
	if render.FramesDrawnInPart() == 0 {
		t.Fatal("no frame was drawn only where it changed")
	}

	// Another image (a resized window) gets the whole frame.
	every.resize(900, 600)
	still.resize(900, 600)
	every.step(1)
	still.step(1)
	same("resized")
}

// TestPixelWidthCoversTheSamePixels checks the time bar's snapped width:
// a pixel is covered when its centre is, and the snapped width covers
// the very pixels the width did.
func TestPixelWidthCoversTheSamePixels(t *testing.T) {
	covered := func(x, w float64) (n int) {
		for k := -2; k < 400; k++ {
			if c := float64(k) + 0.5; c >= x && c < x+w {
				n++
			}
		}
		return n
	}
	widths := map[float64]bool{}
	for _, x := range []float64{0, 3.3, 10.5, 117.8} {
		for w := 0.0; w < 300; w += 0.37 {
			got := render.PixelWidth(x, w)
			if covered(x, got) != covered(x, w) {
				t.Fatalf("x %v, width %v: the snapped width %v covers %d pixels, want %d", x, w, got, covered(x, got), covered(x, w))
			}
			widths[got] = true
		}
		if len(widths) > 330 {
			t.Fatalf("x %v: %d different widths for 300 pixels", x, len(widths))
		}
		clear(widths)
	}
}
