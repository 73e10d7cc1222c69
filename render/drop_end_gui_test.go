//go:build !nogui

package render_test

import (
	"testing"

	"rummikub/game"
)

// R8 dropped so that it covers the right part of R7, the last tile of
// R6 R7, extends the set: R6 R7 R8, and while it is held the preview
// outlines the cell after R7.
func TestDropOverTheLastTileExtends(t *testing.T) {
	st := deal(t, []string{"R8 K1 B4", weakRack}, map[game.Pos]string{{Col: 4, Row: 2}: "R5 R6 R7"}, []bool{true, true})
	p := newPlayer(t, youVersus("easy"), st, 0, screenW, screenH)
	p.settle()
	from := p.app.RackRect(p.rackIndex("R8"))
	r7 := p.app.CellRect(6, 2)
	x0, y0 := centre(from)
	// The tile's middle over the right third of R7.
	x1, y1 := r7.X+r7.W*0.7, r7.Y+r7.H/2
	p.script.Move(x0, y0, 1).Press().Move(x1, y1, 10).Wait(2)
	p.until("the tile is held over R7", 100, p.script.Done)
	p.step(2)
	p.frame() // the preview, to look at
	p.script.Release()
	p.play()
	p.frame()
	tb := p.game().View().Table
	if l, _ := tb.LineAt(game.Pos{Col: 4, Row: 2}); game.Codes(l.Tiles) != "R5 R6 R7 R8" {
		t.Errorf("the set is %s, want R5 R6 R7 R8", game.Codes(l.Tiles))
	}
}
