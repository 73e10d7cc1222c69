//go:build !nogui

package render

import (
	"math"

	"rummikub/game"
)

// tileAspect is a tile's width over its height.
const tileAspect = 0.76

// layout is the geometry of the table screen for one window size. Every
// length scales with the window, so the game looks the same at any size
// and stays crisp on high-DPI screens (the screen is laid out in device
// pixels).
type layout struct {
	W, H float64
	// U is the scale: 1 at 1280×800.
	U float64
	// Top is the bar with the players, the pool and the timer.
	Top rect
	// Grid is the part of the table's grid on view: its first ViewCols
	// columns and ViewRows rows, each cell CellW by CellH.
	Grid               rect
	CellW, CellH       float64
	ViewCols, ViewRows int
	// Strip lies between the table and the rack: the newest message and
	// the initial-meld counter, which never cover a tile.
	Strip rect
	// Rack is the current player's rack; RackW and RackH its tile size.
	Rack         rect
	RackW, RackH float64
	RackPerRow   int
	RackRows     int
	// Buttons lies right of the rack.
	Buttons rect
}

// The table view's limits: it shows at least minViewCols columns and
// minViewRows rows, and viewMarginCols columns and viewMarginRows rows
// beyond the last tile, for the sets still to come; its tiles grow up to
// maxZoom times their size with the whole grid on view.
const (
	minViewCols    = 16
	minViewRows    = 4
	viewMarginCols = 3
	viewMarginRows = 1
	maxZoom        = 1.8
)

// minU is the scale below which the table screen's text and controls are
// drawn up to a fifth larger than the window's scale: in a small window
// (800×600) they stay readable and easy to hit, and the table and the rack
// take what room is left (at 0.625 the buttons' labels were 9 px and the
// players' line 7 px); in a tiny one (640×400) the table keeps its room.
const minU = 0.75

// newLayout computes the geometry of a w×h screen for a rack of n tiles
// and a table whose tiles reach used.Col columns and used.Row rows (see
// tableExtent): the table view scales to what the table holds.
func newLayout(w, h float64, rackTiles int, used game.Pos) layout {
	// The scale fits the 1280×800 design page, or a 800×1280 one in a
	// tall window, whichever is larger, so text stays readable in portrait.
	fit := math.Max(math.Min(w/1280, h/800), math.Min(w/800, h/1280))
	l := layout{W: w, H: h, U: math.Max(fit, math.Min(minU, fit*1.2))}
	u := l.U
	pad := 12 * u
	l.Top = rect{0, 0, w, 58 * u}
	btnW := 190 * u
	rackH := 2*86*u + 3*pad
	l.Rack = rect{pad, h - rackH - pad, w - btnW - 3*pad, rackH}
	l.Buttons = rect{w - btnW - pad, l.Rack.Y, btnW, rackH}
	area := rect{pad, l.Top.H + pad, w - 2*pad, l.Rack.Y - l.Top.H - 2*pad}
	// A tall window (portrait, a phone's browser) has height to spare
	// under a table as wide as the window: the rack takes it, up to twice
	// its size, so its tiles are bigger to the eye and the finger.
	if spare := area.H - area.W/game.TableCols/tileAspect*game.TableRows - pad; spare > 0 {
		grow := math.Min(spare, rackH)
		rackH += grow
		l.Rack.Y -= grow
		l.Rack.H = rackH
		l.Buttons.Y, l.Buttons.H = l.Rack.Y, rackH
		area.H -= grow
	}
	// The strip for the message and the meld counter, under the table.
	stripH := 30 * u
	l.Strip = rect{area.X, area.Y + area.H - stripH, area.W, stripH}
	area.H -= stripH + 4*u
	// The cells: as large as the columns and rows in use (and their
	// margins) allow, within maxZoom of the whole grid's size; then as
	// many columns and rows as fit that size, so the view is filled.
	full := math.Min(area.W/game.TableCols, area.H/game.TableRows*tileAspect)
	cols := min(max(used.Col+viewMarginCols, minViewCols), game.TableCols)
	rows := min(max(used.Row+viewMarginRows, minViewRows), game.TableRows)
	cw := math.Min(math.Min(area.W/float64(cols), area.H/float64(rows)*tileAspect), full*maxZoom)
	cw = math.Max(cw, full)
	l.CellW, l.CellH = cw, cw/tileAspect
	l.ViewCols = min(game.TableCols, max(cols, int(area.W/cw+1e-9)))
	l.ViewRows = min(game.TableRows, max(rows, int(area.H/l.CellH+1e-9)))
	gw, gh := cw*float64(l.ViewCols), l.CellH*float64(l.ViewRows)
	l.Grid = rect{area.X + (area.W-gw)/2, area.Y + (area.H-gh)/2, gw, gh}

	// Rack tiles: two rows as big as the rack allows; a long rack shrinks
	// its tiles until the rows that then fit hold them all.
	l.RackH = (rackH - 3*pad) / 2
	l.RackW = l.RackH * tileAspect
	for {
		l.RackPerRow = max(1, int((l.Rack.W-2*pad)/(l.RackW+2*u)))
		l.RackRows = max(2, int((rackH-pad)/(l.RackH+pad)))
		if rackTiles <= l.RackRows*l.RackPerRow || l.RackW <= 4 {
			break
		}
		l.RackW *= 0.96
		l.RackH *= 0.96
	}
	return l
}

// cellRect returns the rectangle of a table cell.
func (l *layout) cellRect(p game.Pos) rect {
	g := 0.04 * l.CellW
	return rect{l.Grid.X + float64(p.Col)*l.CellW + g, l.Grid.Y + float64(p.Row)*l.CellH + g, l.CellW - 2*g, l.CellH - 2*g}
}

// cellAt returns the table cell on view under a point, if any.
func (l *layout) cellAt(x, y float64) (game.Pos, bool) {
	if !l.Grid.Contains(x, y) {
		return game.Pos{}, false
	}
	p := game.Pos{Col: int((x - l.Grid.X) / l.CellW), Row: int((y - l.Grid.Y) / l.CellH)}
	return p, p.Col < l.ViewCols && p.Row < l.ViewRows
}

// tableExtent is how far a table's tiles reach: the number of columns
// and rows from the top left corner that hold them all.
func tableExtent(lines []game.Line) game.Pos {
	var e game.Pos
	for _, l := range lines {
		e.Col = max(e.Col, l.Start.Col+len(l.Tiles))
		e.Row = max(e.Row, l.Start.Row+1)
	}
	return e
}

// rackRect returns the rectangle of the i-th place of the rack.
func (l *layout) rackRect(i int) rect {
	pad := 12 * l.U
	row, col := i/l.RackPerRow, i%l.RackPerRow
	gap := 2 * l.U
	return rect{l.Rack.X + pad + float64(col)*(l.RackW+gap), l.Rack.Y + pad + float64(row)*(l.RackH+pad), l.RackW, l.RackH}
}

// rackIndexAt returns the rack place nearest to a point in the rack.
func (l *layout) rackIndexAt(x, y float64, n int) int {
	pad := 12 * l.U
	row := min(max(int((y-l.Rack.Y-pad/2)/(l.RackH+pad)), 0), l.RackRows-1)
	col := int((x - l.Rack.X - pad + l.RackW/2) / (l.RackW + 2*l.U))
	col = min(max(col, 0), l.RackPerRow)
	return min(row*l.RackPerRow+col, n)
}

// buttonSlots place the table screen's buttons (by index) in the button
// column: its row, its column (0 or 1) and how many columns it spans.
// End turn spans the first row; the rest go two by two.
var buttonSlots = [...]struct{ row, col, span int }{
	{0, 0, 2}, // End turn
	{1, 0, 1}, // Draw
	{2, 0, 1}, // Undo
	{2, 1, 1}, // Redo
	{3, 0, 1}, // Reset
	{1, 1, 1}, // Hint
	{4, 0, 1}, // Sort 777
	{4, 1, 1}, // Sort 789
	{5, 0, 1}, // Settings
	{5, 1, 1}, // Leave
	{3, 1, 1}, // Last turn
}

// button returns the rectangle of the i-th of n buttons in the column.
func (l *layout) button(i, n int) rect {
	gap := 6 * l.U
	rows := 0
	for _, s := range buttonSlots[:min(n, len(buttonSlots))] {
		rows = max(rows, s.row+1)
	}
	s := buttonSlots[i]
	bw := (l.Buttons.W - gap) / 2
	bh := (l.Buttons.H - float64(rows-1)*gap) / float64(rows)
	return rect{l.Buttons.X + float64(s.col)*(bw+gap), l.Buttons.Y + float64(s.row)*(bh+gap), bw*float64(s.span) + gap*float64(s.span-1), bh}
}
