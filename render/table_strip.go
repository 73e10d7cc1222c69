//go:build !nogui

package render

// The strip under the table: the turn's messages, the initial meld's
// counter, and the tooltips by the pointer.

import (
	"github.com/hajimehoshi/ebiten/v2"

	"rummikub/game"
)

// drawMessage shows the newest message in the strip under the table, and
// the two before it above it while they cover no tile.
func (t *tableScreen) drawMessage(a *App, dst *ebiten.Image) {
	l := &t.lay
	if t.drag != nil { // out of the way of a drop on the bottom rows
		return
	}
	lines := t.messageLines(a.tick)
	for k := range lines.n {
		i, r := lines.index[k], lines.rects[k]
		c := colTextDim // older lines are dimmer; the newest is bright
		if i == maxMessages-1 {
			c = colText
		}
		fillRoundRect(dst, r, 8*l.U, colPanel)
		drawText(dst, t.messages[i].text, r.X+r.W/2, r.Y+r.H/2, 16*l.U, false, true, c)
	}
}

// shownLines are the message lines on show, newest first: n of them, each
// message's index in tableScreen.messages and its rectangle.
type shownLines struct {
	n     int
	index [maxMessages]int
	rects [maxMessages]rect
}

// messageLines lays out the message lines on show at tick now: the newest
// in the strip, each older one above the one after it while it is still
// on show and covers no tile.
func (t *tableScreen) messageLines(now int) shownLines {
	var out shownLines
	y := t.lay.Strip.Y
	for i := maxMessages - 1; i >= 0; i-- {
		if !t.messageOn(i, now) {
			break
		}
		r := t.messageRect(t.messages[i].text, y)
		if i < maxMessages-1 && t.coversTiles(r) {
			break
		}
		out.index[out.n], out.rects[out.n] = i, r
		out.n++
		y -= t.lay.Strip.H + 2*t.lay.U
	}
	return out
}

// messageRect is where a message line goes, its top at y: centred under
// the table, clear of the meld counter.
func (t *tableScreen) messageRect(msg string, y float64) rect {
	l := &t.lay
	w := min(textWidth(msg, 16*l.U, false)+30*l.U, l.Strip.W)
	x := l.Strip.X + (l.Strip.W-w)/2
	if m := t.meldRect(); m.W > 0 && x+w > m.X-8*l.U {
		x = max(l.Strip.X, m.X-8*l.U-w)
	}
	return rect{x, y, w, l.Strip.H}
}

// meldRect is where the initial-meld counter goes: at the right end of
// the strip under the table, while the person has not opened; empty
// otherwise.
func (t *tableScreen) meldRect() rect {
	g := t.s.g
	seat := t.view.Current
	// The initial meld's count before the player opens; a Word turn's
	// score on every turn.
	scored := g.Rules().Scoring != nil
	if !t.s.isHuman(seat) || seat != t.shown || (t.view.Opened[seat] && !scored) || g.Over() || t.handover {
		return rect{}
	}
	l := &t.lay
	w := textWidth(t.labels.meld, 16*l.U, true) + 24*l.U
	return rect{l.Strip.X + l.Strip.W - w, l.Strip.Y, w, l.Strip.H}
}

// coversTiles reports whether a rectangle covers a tile on the table.
func (t *tableScreen) coversTiles(r rect) bool {
	for _, line := range t.lines {
		for k := range line.Tiles {
			if overlaps(r, t.lay.cellRect(game.Pos{Col: line.Start.Col + k, Row: line.Start.Row})) {
				return true
			}
		}
	}
	return false
}

// drawTooltip shows why a set breaks the rules, or what a special joker
// does, next to the pointer.
func (t *tableScreen) drawTooltip(a *App, dst *ebiten.Image, msg string) {
	l := &t.lay
	r := t.tooltipRect(msg)
	fillRoundRect(dst, r, 6*l.U, colPanel)
	edge := colBad
	if t.hoverInfo {
		edge = colGold // what a joker does: no fault
	}
	strokeRoundRect(dst, r, 6*l.U, 2*l.U, edge)
	drawText(dst, msg, r.X+r.W/2, r.Y+r.H/2, 15*l.U, false, true, colText)
}

// tooltipRect is where a tooltip goes: under the pointer, but never over
// the buttons (End turn's reason) or the rack: then above the button
// column, right-aligned with it (a rack joker's help: above the rack, by
// the pointer); and never over the initial meld's counter: then above it.
func (t *tableScreen) tooltipRect(msg string) rect {
	l := &t.lay
	x, y := t.pointer.X, t.pointer.Y
	w := textWidth(msg, 15*l.U, false) + 24*l.U
	r := rect{min(x+16*l.U, l.W-w-4), y + 18*l.U, w, 30 * l.U}
	switch {
	case t.hoverInfo && overlaps(r, l.Rack):
		r.Y = l.Rack.Y - r.H - 8*l.U // a rack tile's help: just above the rack
	case overlaps(r, l.Buttons) || overlaps(r, l.Rack):
		r.X, r.Y = max(4, l.Buttons.X+l.Buttons.W-w), l.Buttons.Y-r.H-8*l.U
	}
	if m := t.meldRect(); m.W > 0 && overlaps(r, m) {
		r.Y = m.Y - r.H - 6*l.U // above the initial meld's counter, not over it
	}
	return r
}

// overlaps reports whether two rectangles share some area.
func overlaps(a, b rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}
