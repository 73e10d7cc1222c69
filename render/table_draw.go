//go:build !nogui

package render

import (
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"rummikub/game"
)

var tileOp ebiten.DrawImageOptions

// draw paints the table screen.
func (t *tableScreen) draw(a *App, dst *ebiten.Image) {
	t.lay = newLayout(a.w, a.h, len(t.view.Racks[max(t.shown, 0)]), t.extent)
	l := &t.lay
	fillImage(dst, feltFill)
	fillRoundRect(dst, rect{l.Grid.X - 6*l.U, l.Grid.Y - 6*l.U, l.Grid.W + 12*l.U, l.Grid.H + 12*l.U}, 10*l.U, colFeltDark)
	t.drawTopBar(a, dst)
	if t.handover {
		t.drawTurnStart(a, dst)
		t.drawHandover(a, dst)
		return
	}
	t.drawSetMarks(dst)
	// The rack.
	fillRoundRect(dst, l.Rack, 10*l.U, colRackWood)
	strokeRoundRect(dst, l.Rack, 10*l.U, 3*l.U, colRackEdge)
	t.drawDropPreview(dst, a)
	t.drawTable(a, dst, true)
	t.drawButtons(a, dst)
	t.drawMessage(a, dst)
	if t.hover != "" && t.drag == nil && !t.confirm && !t.leaving {
		t.drawTooltip(a, dst, t.hover)
	}
	if t.choose != nil {
		t.drawChoose(dst)
	}
	if t.confirm {
		t.drawConfirm(a, dst)
	}
	if t.leaving {
		t.drawLeaving(a, dst)
	}
}

// drawTable draws the tiles on the table and, if withRack, the rack's
// tiles; dragged tiles come last, on top.
func (t *tableScreen) drawTable(a *App, dst *ebiten.Image, withRack bool) {
	l := &t.lay
	w, h := l.CellW-0.08*l.CellW, l.CellH-0.08*l.CellW
	one := func(tile game.Tile) {
		t.drawTile(a, dst, tile, w, h)
		p := t.pos[tile]
		switch {
		case slices.Contains(t.laid, tile):
			strokeRoundRect(dst, rect{p.X - 1, p.Y - 1, w + 2, h + 2}, w*0.16, 2.5*l.U, colGood)
		case slices.Contains(t.story.laid, tile):
			drawLaidMark(dst, rect{p.X, p.Y, w, h}, l.U)
		case slices.Contains(t.story.moved, tile):
			drawMovedMark(dst, rect{p.X, p.Y, w, h}, l.U)
		}
	}
	// The tiles at rest, then those gliding to their places, over them.
	moving := t.moving[:0]
	for _, line := range t.lines {
		for k, tile := range line.Tiles {
			if t.drag != nil && slices.Contains(t.drag.tiles, tile) {
				continue
			}
			if r := l.cellRect(game.Pos{Col: line.Start.Col + k, Row: line.Start.Row}); t.pos[tile] != (point{r.X, r.Y}) {
				moving = append(moving, tile)
				continue
			}
			one(tile)
		}
	}
	for _, tile := range moving {
		one(tile)
	}
	t.moving = moving
	if withRack {
		drawn := t.view.Drawn[t.shown]
		for _, tile := range t.view.Racks[t.shown] {
			if t.drag != nil && slices.Contains(t.drag.tiles, tile) {
				continue
			}
			t.drawTile(a, dst, tile, l.RackW, l.RackH)
			p := t.pos[tile]
			switch {
			case slices.Contains(t.hint, tile):
				strokeRoundRect(dst, rect{p.X - 2, p.Y - 2, l.RackW + 4, l.RackH + 4}, l.RackW*0.16, 3*l.U, colHint)
			case slices.Contains(drawn, tile):
				strokeRoundRect(dst, rect{p.X - 2, p.Y - 2, l.RackW + 4, l.RackH + 4}, l.RackW*0.16, 3*l.U, colDrawn)
			}
		}
	}
	if t.drag != nil {
		for _, tile := range t.drag.tiles {
			t.drawTile(a, dst, tile, l.CellW*1.04, l.CellH*1.04)
		}
	}
	t.drawJokerLabels(dst, a.settings.ColorBlind)
}

// drawTurnStart draws the table as the turn in progress found it, for the
// hand-over screen: a turn resumed half played (a match saved mid-turn)
// keeps its laid and moved tiles from whoever is at the screen until the
// next person says they are ready. Between turns it is the table itself.
func (t *tableScreen) drawTurnStart(a *App, dst *ebiten.Image) {
	l := &t.lay
	turn := len(t.s.g.History())
	if t.startTurn != turn || t.startLabels == nil {
		start := t.s.g.Snapshot().Table
		t.startLines = start.Lines()
		after, _ := game.JudgeSets(t.s.rules, start.Sets())
		if t.startLabels == nil {
			t.startLabels = map[game.Tile]jokerLabel{}
		}
		jokerLabels(t.startLabels, t.startLines, after)
		t.startTurn = turn
	}
	w, h := l.CellW-0.08*l.CellW, l.CellH-0.08*l.CellW
	for _, line := range t.startLines {
		for k, tile := range line.Tiles {
			r := l.cellRect(game.Pos{Col: line.Start.Col + k, Row: line.Start.Row})
			tileOp.GeoM.Reset()
			tileOp.GeoM.Translate(r.X, r.Y)
			drawImage(dst, a.art.image(tile, w, h, a.settings.ColorBlind), &tileOp)
			if lb, ok := t.startLabels[tile]; ok {
				drawJokerLabel(dst, lb, jokerLabelBox(r.X, r.Y, l.CellW, l.CellH), l.CellW, l.U, a.settings.ColorBlind)
			}
		}
	}
}

// drawLaidMark marks a tile another player laid since the person's last
// turn: a thick outline and a round badge at its top right corner (a
// shape as well as a colour, for colour-blind eyes).
func drawLaidMark(dst *ebiten.Image, r rect, u float64) {
	strokeRoundRect(dst, rect{r.X - 2, r.Y - 2, r.W + 4, r.H + 4}, r.W*0.16, 3.5*u, colLaid)
	d := math.Max(8*u, r.W*0.26)
	fillRoundRect(dst, rect{r.X + r.W - d*0.7, r.Y - d*0.3, d, d}, d, colLaid)
}

// drawMovedMark marks a tile another player moved since the person's last
// turn: a thin outline and a bar under the tile.
func drawMovedMark(dst *ebiten.Image, r rect, u float64) {
	strokeRoundRect(dst, rect{r.X - 1, r.Y - 1, r.W + 2, r.H + 2}, r.W*0.16, 2*u, colMoved)
	fillRoundRect(dst, rect{r.X + r.W*0.15, r.Y + r.H + 2*u, r.W * 0.7, math.Max(3*u, r.H*0.07)}, 2*u, colMoved)
}

// drawTile draws one tile where it is.
func (t *tableScreen) drawTile(a *App, dst *ebiten.Image, tile game.Tile, w, h float64) {
	p := t.pos[tile]
	img := a.art.image(tile, w, h, a.settings.ColorBlind)
	tileOp.GeoM.Reset()
	tileOp.GeoM.Translate(p.X, p.Y)
	drawImage(dst, img, &tileOp)
}

// drawJokerLabels writes under each joker on the table what it stands
// for (see jokerLabel): its text between colour marks, each a dot of the
// colour or in colour-blind mode the colour's shape, and for a mirror
// joker a "0" badge, as it counts 0.
func (t *tableScreen) drawJokerLabels(dst *ebiten.Image, colorBlind bool) {
	l := &t.lay
	for tile, lb := range t.labels.joker {
		p := t.pos[tile]
		drawJokerLabel(dst, lb, jokerLabelBox(p.X, p.Y, l.CellW, l.CellH), l.CellW, l.U, colorBlind)
	}
}

// jokerLabelBox is where a joker's label goes on a tile drawn at x, y in a
// cell of cellW×cellH: over the bottom of the tile.
func jokerLabelBox(x, y, cellW, cellH float64) rect {
	return rect{x + cellW*0.08, y + cellH*0.68, cellW * 0.76, cellH * 0.22}
}

// drawJokerLabel draws what a joker stands for in a box over the bottom of
// its tile, on a table whose cells are cellW wide (the table's and the
// replay's).
func drawJokerLabel(dst *ebiten.Image, lb jokerLabel, box rect, cellW, u float64, colorBlind bool) {
	c := color.RGBA{0x20, 0x20, 0x20, 0xff}
	if lb.ink >= 0 {
		c = tileInk[lb.ink]
	}
	fillRoundRect(dst, box, 4*u, colTile)
	// Lay the parts out from the left, centred in the box; if they do
	// not fit, all of them shrink alike (the text, the colour marks,
	// the mirror's badge: `7●●⓪` of a mirror beside a group).
	k := 1.0
	mark := cellW * 0.17
	marks := float64(len(lb.before) + len(lb.either))
	badge := 0.0
	if lb.zero {
		badge = box.H + cellW*0.04
	}
	size := box.H * 0.18 / 0.22
	tw := textWidth(lb.text, size, true)
	if total := tw + marks*mark + badge; total > box.W {
		k = box.W / total
		size, mark, badge = size*k, mark*k, badge*k
		tw = textWidth(lb.text, size, true)
	}
	x := box.X + (box.W-tw-marks*mark-badge)/2
	cy := box.Y + box.H/2
	for _, ink := range lb.before {
		drawColorMark(dst, ink, x+mark/2, cy, cellW*k, colorBlind)
		x += mark
	}
	drawText(dst, lb.text, x+tw/2, cy, size, true, true, c)
	x += tw
	for _, ink := range lb.either {
		drawColorMark(dst, ink, x+mark/2, cy, cellW*k, colorBlind)
		x += mark
	}
	if lb.zero {
		d := box.H * 0.9 * k
		bx := x + cellW*0.04*k
		fillRoundRect(dst, rect{bx, cy - d/2, d, d}, d, colMirror)
		drawText(dst, "0", bx+d/2, cy, d*0.8, true, true, colTile)
	}
}

// drawColorMark draws a colour's mark centred at (x, y) on a tile of
// width w: a dot of the colour, or in colour-blind mode its shape.
func drawColorMark(dst *ebiten.Image, ink game.Color, x, y, w float64, colorBlind bool) {
	if colorBlind {
		colorMark(dst, ink, x, y, w*0.06, tileInk[ink])
		return
	}
	d := w * 0.13
	fillRoundRect(dst, rect{x - d/2, y - d/2, d, d}, w, tileInk[ink])
}

// drawSetMarks outlines the sets that break the rules in red.
func (t *tableScreen) drawSetMarks(dst *ebiten.Image) {
	l := &t.lay
	// Every set sits on a darker mat, so the sets read as groups.
	for _, line := range t.lines {
		if len(line.Tiles) < 2 {
			continue
		}
		c := l.cellRect(line.Start)
		mat := rect{c.X - 3*l.U, c.Y - 3*l.U, float64(len(line.Tiles))*l.CellW - 0.08*l.CellW + 6*l.U, c.H + 6*l.U}
		fillRoundRect(dst, mat, 8*l.U, colSetMat)
	}
	for _, r := range t.verdict.Reasons {
		if r.Set < 1 || r.Set > len(t.lines) {
			continue
		}
		line := t.lines[r.Set-1]
		c := l.cellRect(line.Start)
		box := rect{c.X - 3*l.U, c.Y - 3*l.U, float64(len(line.Tiles))*l.CellW - 0.08*l.CellW + 6*l.U, c.H + 6*l.U}
		fillRoundRect(dst, box, 8*l.U, color.RGBA{0xff, 0x40, 0x30, 0x60})
		strokeRoundRect(dst, box, 8*l.U, 3*l.U, colBad)
	}
}

// drawDropPreview shows the cells a dragged tile would land in.
func (t *tableScreen) drawDropPreview(dst *ebiten.Image, a *App) {
	if t.drag == nil {
		return
	}
	x, y := t.pos[t.drag.tiles[t.drag.grab]].X+t.drag.dx, t.pos[t.drag.tiles[t.drag.grab]].Y+t.drag.dy
	cells, free := t.dropCells(t.drag, x, y)
	c := colGood
	if !free {
		c = colBad
	}
	for _, p := range cells {
		if p.In() {
			strokeRoundRect(dst, t.lay.cellRect(p), t.lay.CellW*0.14, 3*t.lay.U, c)
		}
	}
	// Over the rack: green if the tiles may go back (laid this turn),
	// red if not.
	if t.lay.Rack.Contains(t.pointer.X, t.pointer.Y) {
		rc := colGood
		start := t.s.g.Snapshot().Racks[t.shown]
		for _, tile := range t.drag.tiles {
			if !slices.Contains(start, tile) {
				rc = colBad
			}
		}
		strokeRoundRect(dst, t.lay.Rack, 10*t.lay.U, 4*t.lay.U, rc)
	}
}

// drawTopBar shows the players, the pool, the timer and the meld count.
func (t *tableScreen) drawTopBar(a *App, dst *ebiten.Image) {
	l := &t.lay
	u := l.U
	fillRoundRect(dst, rect{0, 0, l.W, l.Top.H}, 0, colPanel)
	g := t.s.g
	cur := t.view.Current
	for seat, s := range t.s.cfg.Seats {
		x, y := t.seatPoint(seat)
		w := l.W * 0.62 / float64(len(t.s.cfg.Seats))
		box := rect{x - w/2 + 4*u, 6 * u, w - 8*u, l.Top.H - 12*u}
		if seat == cur && !g.Over() {
			fillRoundRect(dst, box, 8*u, colFeltLine)
			strokeRoundRect(dst, box, 8*u, 2*u, colWarn)
		}
		name := t.labels.seatName[seat]
		drawText(dst, name, x, y-9*u, fitSize(name, box.W-12*u, 17*u, seat == cur), seat == cur, true, colText) // a long name shrinks to its box
		status := t.labels.seatStatus[seat]
		if seat == cur && t.ai.thinking && !s.Human {
			status = "thinking…"
		}
		drawText(dst, status, x, y+11*u, 14*u, false, true, colTextDim)
	}
	right := l.W * 0.64
	drawText(dst, t.labels.pool, right+40*u, l.Top.H/2, 17*u, true, true, colText)
	if rem, timed := g.Remaining(); timed && !g.Over() {
		limit := g.Options().TimeLimit
		// The bar, then the seconds beside it, in the bar's colour when
		// the time is nearly out.
		bar := rect{right + 90*u, l.Top.H/2 - 9*u, l.W - right - 160*u, 18 * u}
		fillRoundRect(dst, bar, 9*u, colFeltDark)
		frac := float64(rem) / float64(limit)
		c, ink := colGood, colText
		if rem <= g.Rules().WarnBefore {
			c = colWarn
			if (a.tick/15)%2 == 0 {
				c = colBad
			}
			ink = c
		}
		// fillRect: a rounded shape is cached per size, and this one
		// changes every frame; its width snapped to the pixels it covers,
		// so the frame changes only when they do.
		x := bar.X + 5*u
		fillRect(dst, rect{x, bar.Y + 4*u, pixelWidth(x, math.Max(0, bar.W*frac-10*u)), bar.H - 8*u}, c)
		drawText(dst, t.labels.second(int(rem.Seconds()+0.99)), bar.X+bar.W+35*u, l.Top.H/2, 18*u, true, true, ink)
	}
	if r := t.meldRect(); r.W > 0 {
		scored := g.Rules().Scoring != nil
		c := colTextDim
		if !scored && t.verdict.MeldValue >= g.Options().MeldThreshold || scored && t.verdict.Legal && t.verdict.TurnScore > 0 {
			c = colGood
		}
		fillRoundRect(dst, r, 8*u, colPanel)
		drawText(dst, t.labels.meld, r.X+r.W/2, r.Y+r.H/2, 16*u, true, true, c)
	}
}

// buttonEnabled says whether a button does something now.
func (t *tableScreen) buttonEnabled(b int) bool {
	g := t.s.g
	if b == btnMenu || b == btnSettings {
		return true
	}
	if g.Over() || !t.s.isHuman(g.Current()) || t.handover {
		return false
	}
	switch b {
	case btnUndo, btnReset:
		return g.CanUndo()
	case btnReplay:
		_, ok := t.story.lastPlay()
		return ok
	case btnRedo:
		return g.CanRedo()
	}
	return true
}

// drawButtons draws the turn's buttons.
func (t *tableScreen) drawButtons(a *App, dst *ebiten.Image) {
	l := &t.lay
	for i := range numButtons {
		r := l.button(i, numButtons)
		c := colButton
		if !t.buttonEnabled(i) {
			c = colButtonOff
		}
		if i == btnEnd && t.buttonEnabled(i) && t.changed {
			// green for a table the rules accept, amber for one they
			// refuse; plain while nothing is laid (it only says to lay
			// a tile or draw)
			c = colGood
			if !t.verdict.Legal {
				c = colWarn
			}
		}
		fillRoundRect(dst, r, 8*l.U, c)
		size := 15 * l.U
		label := t.buttonLabel(i)
		if w := textWidth(label, size, true); w > r.W-10*l.U {
			size *= (r.W - 10*l.U) / w // a narrow window: the label shrinks to fit
		}
		drawText(dst, label, r.X+r.W/2, r.Y+r.H/2, size, true, true, colButtonText)
	}
}
