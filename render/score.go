//go:build !nogui

package render

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"rummikub/input"
)

// scoreScreen shows the score table after a game, laid out like the rule
// book's: a row per game, a column per player, the totals below with the
// games won; the rack each player was left with in the game just played;
// and, when the match is over, its winner and every player's place.
type scoreScreen struct {
	s *session
	// sheet is the table's text, made once: the results do not change
	// while the screen is up.
	sheet  scoreSheet
	px, py float64
}

func newScoreScreen(a *App, s *session) *scoreScreen {
	if res := s.g.Result(); res != nil && len(s.match.Results) < s.match.Games() {
		_ = s.match.Record(*res)
		a.recordGame(s)
		switch {
		case s.fromState: // not saved, so nothing to forget either
		case s.match.Over():
			a.forgetMatch()
		default:
			a.saveMatch(s)
		}
	}
	setCursor(false, false)
	sheet := makeSheet(s.cfg.Seats, s.match, s.g.Result(), s.g.History()...)
	if s.g.Over() {
		racks := s.g.Snapshot().Racks
		left := make([]int, len(racks))
		for i, r := range racks {
			left[i] = len(r)
		}
		sheet.withTiles(left)
	}
	return &scoreScreen{s: s, sheet: sheet, px: -1, py: -1}
}

// scoreLayout is where the score screen's table and buttons are.
type scoreLayout struct {
	c     canvas
	panel rect
	// labelW is the first column's width; colW a player's column's.
	x0, labelW, colW float64
	// rowH is a row's height; titleY and subtitleY the titles' centre lines.
	rowH, titleY, subtitleY float64
	next, menu, again       rect
	// replay watches the game again.
	replay rect
}

func (sc *scoreScreen) layout(a *App) scoreLayout {
	c := newCanvas(a.w, a.h)
	n := max(len(sc.sheet.names), 1)
	l := scoreLayout{c: c}
	l.x0 = c.x(144)
	l.labelW = 210 * c.U
	l.colW = (992*c.U - l.labelW) / float64(n)
	rows := len(sc.sheet.rows) + 3
	if sc.sheet.over {
		rows++
	}
	rowH := min(36, 430/float64(rows))
	panelH := 62 + float64(rows)*rowH + 28
	// The title and the table stand together, centred above the buttons.
	top := max(20, (660-(130+panelH))/2)
	l.titleY = c.y(top + 52)
	l.subtitleY = c.y(top + 98)
	l.panel = c.r(120, top+130, 1040, panelH)
	l.rowH = rowH * c.U
	l.next = c.r(836, 684, 324, 60)
	l.menu = c.r(120, 686, 180, 56)
	l.again = c.r(316, 686, 200, 56)
	l.replay = c.r(532, 686, 160, 56)
	return l
}

func (sc *scoreScreen) update(a *App, f input.Frame) {
	l := sc.layout(a)
	sc.px, sc.py = f.X, f.Y
	switch {
	case f.HasKey(input.KeyEnter) || f.HasKey(input.KeySpace) || clicked(f, l.next):
		sc.next(a)
		return
	case f.HasKey(input.KeyEscape) || clicked(f, l.menu):
		sc.toMenu(a)
		return
	case sc.canWatch() && (strings.ContainsAny(string(f.Chars), "wW") || clicked(f, l.replay)):
		sc.watch(a)
		return
	case sc.sheet.over && (f.HasKey(input.KeyReset) || clicked(f, l.again)):
		cfg := sc.s.cfg
		cfg.Seed = 0
		setCursor(false, false)
		if err := a.Start(cfg); err != nil {
			sc.toMenu(a)
		}
		return
	}
	hand := l.next.Contains(f.X, f.Y) || l.menu.Contains(f.X, f.Y) || sc.sheet.over && l.again.Contains(f.X, f.Y) ||
		sc.canWatch() && l.replay.Contains(f.X, f.Y)
	setCursor(hand, false)
}

// next deals the match's next game, or goes to the new-game screen when
// the match is over.
func (sc *scoreScreen) next(a *App) {
	if sc.s.match.Over() {
		sc.toMenu(a)
		return
	}
	if err := sc.s.nextGame(); err != nil {
		sc.toMenu(a)
		return
	}
	setCursor(false, false)
	a.scr = newTableScreen(a, sc.s)
}

// toMenu leaves for the new-game screen, which offers a match that is not
// over to be resumed.
func (sc *scoreScreen) toMenu(a *App) {
	setCursor(false, false)
	if !sc.s.match.Over() && !sc.s.fromState {
		sv := sc.s.saved()
		a.resume = &sv
	}
	a.scr = newMenuScreen(a)
}

// Colours of the score table.
var (
	colGold     = colWarn
	colGoldWash = color.RGBA{0x2a, 0x20, 0x0a, 0x2c}
	colRowBand  = color.RGBA{0x1f, 0x4d, 0x3e, 0xff}
)

func (sc *scoreScreen) draw(a *App, dst *ebiten.Image) {
	l := sc.layout(a)
	c, u := l.c, l.c.U
	sh := &sc.sheet
	fillImage(dst, feltFill)

	// The title: the game's winner, or the match's.
	titleInk := colText
	if sh.cheer {
		titleInk = colGold
	}
	size := fitSize(sh.title, 1100*u, 46*u, true)
	drawText(dst, sh.title, c.x(640), l.titleY, size, true, true, titleInk)
	if sh.over {
		tw := textWidth(sh.title, size, true)
		drawStar(dst, c.x(640)-tw/2-34*u, l.titleY, 18*u, colGold)
		drawStar(dst, c.x(640)+tw/2+34*u, l.titleY, 18*u, colGold)
	}
	drawText(dst, sh.subtitle, c.x(640), l.subtitleY, fitSize(sh.subtitle, 1100*u, 19*u, false), false, true, colTextDim)

	// The table.
	rows := len(sh.rows)
	extra := 3 // totals, games won, and the racks or places
	if sh.over {
		extra = 4
	}
	headerH := 62 * u
	rowH := l.rowH
	panel := l.panel
	drawPanel(dst, panel, "", u)
	n := len(sh.names)
	colX := func(i int) float64 { return l.x0 + l.labelW + float64(i)*l.colW }
	top := panel.Y + 12*u
	bottom := top + headerH + float64(rows+extra)*rowH

	// The game just played has a lighter band.
	if sh.last >= 0 {
		by := top + headerH + float64(sh.last)*rowH
		fillRoundRect(dst, rect{l.x0 - 8*u, by + 2*u, colX(n) - l.x0 + 16*u, rowH - 4*u}, 8*u, colRowBand)
	}
	// The match's winners get a golden column.
	for i := range n {
		if sh.over && sh.winners[i] {
			col := rect{colX(i) + 4*u, top, l.colW - 8*u, bottom - top + 4*u}
			fillRoundRect(dst, col, 12*u, colGoldWash)
			strokeRoundRect(dst, col, 12*u, 2*u, colGold)
		}
	}
	// Header: the players.
	for i, name := range sh.names {
		cx := colX(i) + l.colW/2
		nameSize := fitSize(name, l.colW-44*u, 21*u, true)
		drawText(dst, ellipsize(name, l.colW-20*u, nameSize, true), cx, top+22*u, nameSize, true, true, colText)
		drawText(dst, sh.kinds[i], cx, top+46*u, fitSize(sh.kinds[i], l.colW-16*u, small(14, u), false), false, true, colTextDim)
	}
	y := top + headerH
	line(dst, l.x0, y, colX(n)-l.x0, u, colFeltLine)

	// A row per game.
	for _, row := range sh.rows {
		cy := y + rowH/2
		ink := colTextDim
		if row.winner < 0 {
			ink = colButtonOff
		}
		drawTextAt(dst, row.label, l.x0+8*u, cy, 17*u, false, alignStart, ink)
		for i, cell := range row.cells {
			cx := colX(i) + l.colW/2
			if i == row.winner {
				w := max(textWidth(cell, 19*u, true)+40*u, 76*u)
				fillRoundRect(dst, rect{cx - w/2, cy - 13*u, w, 26 * u}, 13*u, colGood)
				drawStar(dst, cx-w/2+13*u, cy, 7*u, colButtonText)
				drawText(dst, cell, cx+6*u, cy, 19*u, true, true, colButtonText)
				continue
			}
			drawText(dst, cell, cx, cy, 19*u, false, true, colText)
		}
		y += rowH
	}
	line(dst, l.x0, y, colX(n)-l.x0, u, colTextDim)

	// Totals, games won, then the racks of the game just played, or the
	// places when the match is over.
	sc.drawTotalsRow(dst, l, y, rowH, "Total", sh.totals, true, colText, colX)
	y += rowH
	sc.drawTotalsRow(dst, l, y, rowH, "Games won", sh.wins, false, colText, colX)
	y += rowH
	if sh.over {
		sc.drawTotalsRow(dst, l, y, rowH, "Place", sh.places, true, colGold, colX)
		y += rowH
	}
	if len(sh.racks) == n {
		sc.drawTotalsRow(dst, l, y, rowH, sh.racksLabel, sh.racks, false, colTextDim, colX)
	}

	// Buttons.
	if !sh.over {
		drawButton(dst, l.menu, "Menu (Esc)", u, toneQuiet, l.menu.Contains(sc.px, sc.py), true)
	} else {
		drawButton(dst, l.menu, "Menu (Esc)", u, toneQuiet, l.menu.Contains(sc.px, sc.py), true)
		drawButton(dst, l.again, "Play again (R)", u, toneNormal, l.again.Contains(sc.px, sc.py), true)
	}
	if sc.canWatch() {
		drawButton(dst, l.replay, "Replay (W)", u, toneNormal, l.replay.Contains(sc.px, sc.py), true)
	}
	drawButton(dst, l.next, sh.next, u, tonePrimary, l.next.Contains(sc.px, sc.py), true)
}

// drawTotalsRow draws a labelled row of the table's foot.
func (sc *scoreScreen) drawTotalsRow(dst *ebiten.Image, l scoreLayout, y, rowH float64, label string, cells []string, bold bool, ink color.RGBA, colX func(int) float64) {
	u := l.c.U
	cy := y + rowH/2
	size := 17 * u
	if bold {
		size = 20 * u
	}
	drawTextAt(dst, label, l.x0+8*u, cy, 17*u, bold, alignStart, ink)
	for i, cell := range cells {
		c := ink
		if ink == colGold && i < len(sc.sheet.winners) && !sc.sheet.winners[i] {
			c = colText // only the winners' places are golden
		}
		drawText(dst, cell, colX(i)+l.colW/2, cy, size, bold, true, c)
	}
}

// line draws a horizontal rule.
func line(dst *ebiten.Image, x, y, w, u float64, c color.RGBA) {
	fillRoundRect(dst, rect{x, y - u/2, w, max(u, 1)}, 0, c)
}
