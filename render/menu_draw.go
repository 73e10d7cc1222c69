//go:build !nogui

package render

// Drawing the new-game screen (menu.go holds its state, layout and input).

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"rummikub/game"
	"rummikub/variants"
)

// deco are the tiles either side of the title: a group and a run.
var deco = [2][4]game.Tile{
	{game.NumberTile(game.Black, 7), game.NumberTile(game.Red, 7), game.NumberTile(game.Blue, 7), game.NumberTile(game.Orange, 7)},
	{game.NumberTile(game.Blue, 10), game.NumberTile(game.Blue, 11), game.JokerTile(game.Joker), game.NumberTile(game.Blue, 13)},
}

func (m *menuScreen) draw(a *App, dst *ebiten.Image) {
	l := m.layout(a)
	c := l.c
	u := c.U
	fillImage(dst, feltFill)
	m.drawTitle(a, dst, c)
	drawPanel(dst, l.left, "Game", u)
	drawPanel(dst, l.right, "Players", u)
	m.drawGame(a, dst, &l)
	m.drawSeats(a, dst, &l)

	drawButton(dst, l.settings, "Settings (O)", u, toneQuiet, l.settings.Contains(m.px, m.py), true)
	drawButton(dst, l.stats, "Statistics (T)", u, toneQuiet, l.stats.Contains(m.px, m.py), true)
	if canQuit {
		drawButton(dst, l.quit, "Quit (Q)", u, toneQuiet, l.quit.Contains(m.px, m.py), true)
	}
	if a.resume != nil {
		drawButton(dst, l.resume, "Resume match (R)", u, toneNormal, l.resume.Contains(m.px, m.py), true)
		drawTextAt(dst, m.resumeLine, l.resume.X+l.resume.W/2, l.resume.Y+l.resume.H+16*u, small(13, u), false, alignCenter, colTextDim)
	}
	drawButton(dst, l.start, "Start game", u, tonePrimary, l.start.Contains(m.px, m.py), true)
	drawTextAt(dst, "or press Enter", l.start.X+l.start.W/2, l.start.Y+l.start.H+14*u, small(13, u), false, alignCenter, colTextDim)
	switch {
	case m.err != "":
		drawTextAt(dst, m.err, c.x(640), c.y(668), 17*u, true, alignCenter, colBad)
	case a.notice != "":
		drawTextAt(dst, a.notice, c.x(640), c.y(660), 15*u, false, alignCenter, colWarn)
	}
	if m.replacing {
		m.drawReplacing(a, dst, &l)
	}
}

// drawTitle draws the game's name between a group and a run of tiles.
func (m *menuScreen) drawTitle(a *App, dst *ebiten.Image, c canvas) {
	u := c.U
	drawText(dst, "Rummikub", c.x(640), c.y(80), 64*u, true, true, colText)
	drawText(dst, "Choose a game and who plays it", c.x(640), c.y(126), 17*u, false, true, colTextDim)
	tw, th := 44*u, 44*u/tileAspect
	for side, tiles := range deco {
		x0 := c.x(228)
		if side == 1 {
			x0 = c.x(872)
		}
		for i, t := range tiles {
			angle := (float64(i) - 1.5) * 0.07
			y := c.y(46) + th*0.06*abs(float64(i)-1.5)
			drawTileAt(dst, &m.art, t, x0+float64(i)*tw*1.05, y, tw, th, angle, a.settings.ColorBlind)
		}
	}
}

// drawGame draws the variant and its house options.
func (m *menuScreen) drawGame(a *App, dst *ebiten.Image, l *menuLayout) {
	c, u := l.c, l.c.U
	r := m.rules()
	drawLabel(dst, "VARIANT", c.x(80), c.y(216), u)
	for i, name := range variants.Names() {
		if i >= len(l.variant) {
			break
		}
		v, _ := variants.Lookup(name)
		title := name
		if v != nil && v.Title != "" {
			title = v.Title
		}
		b := l.variant[i]
		if name == m.variant {
			fillRoundRect(dst, b, 10*u, colButton)
			drawText(dst, title, b.X+b.W/2, b.Y+b.H/2, fitSize(title, b.W-16*u, 18*u, true), true, true, colButtonText)
			continue
		}
		fill := colFeltDark
		if b.Contains(m.px, m.py) {
			fill = colFeltLine
		}
		fillRoundRect(dst, b, 10*u, fill)
		strokeRoundRect(dst, b, 10*u, 1.5*u, colFeltLine)
		drawText(dst, title, b.X+b.W/2, b.Y+b.H/2, fitSize(title, b.W-16*u, 18*u, false), false, true, colText)
	}
	facts := variantFacts(r)
	if blurb := r.Summary; blurb != "" {
		drawTextAt(dst, blurb, c.x(80), l.variantY, fitSize(blurb, 520*u, small(15, u), false), false, alignStart, colText)
		drawTextAt(dst, facts, c.x(80), l.variantY+20*u, small(14, u), false, alignStart, colTextDim)
	} else {
		drawTextAt(dst, facts, c.x(80), l.variantY, small(15, u), false, alignStart, colTextDim)
	}

	ch := r.Choices
	if len(ch.MeldThresholds) > 0 {
		drawLabel(dst, "INITIAL MELD", c.x(80), l.meldY, u)
		unit := " points"
		if ch.MeldLetters {
			unit = " letters"
		}
		drawTextAt(dst, fmt.Sprintf("rule book: %d%s", r.Defaults.MeldThreshold, unit), c.x(600), l.meldY, small(14, u), false, alignEnd, colTextDim)
		labels := make([]string, len(ch.MeldThresholds))
		for i, v := range ch.MeldThresholds {
			labels[i] = strconv.Itoa(v)
		}
		if len(labels) == 1 {
			labels[0] += unit // one wide button: room for its unit
		}
		drawSegments(dst, l.meld, labels, slices.Index(ch.MeldThresholds, m.opts.MeldThreshold), u, m.px, m.py)
	}
	if len(ch.TimeLimits) > 0 {
		drawLabel(dst, "TIME PER TURN", c.x(80), l.timeY, u)
		drawTextAt(dst, "rule book: "+durationLabel(r.Defaults.TimeLimit), c.x(600), l.timeY, small(14, u), false, alignEnd, colTextDim)
		labels := make([]string, len(ch.TimeLimits))
		for i, v := range ch.TimeLimits {
			labels[i] = durationLabel(v)
		}
		drawSegments(dst, l.time, labels, slices.Index(ch.TimeLimits, m.opts.TimeLimit), u, m.px, m.py)
	}
	if len(ch.Rounds) > 0 {
		y := l.rounds.Y - 18*u
		drawLabel(dst, "MATCH LENGTH", c.x(80), y, u)
		k := slices.Index(ch.Rounds, m.opts.Rounds)
		value := plural(m.opts.Rounds, "round", "rounds")
		drawStepper(dst, l.rounds, value, u, m.px, m.py, k > 0, k >= 0 && k < len(ch.Rounds)-1)
		games := plural(m.opts.Rounds*m.n, "game", "games")
		if ch.FreeJokers {
			games = "= " + games
		} else {
			games = "= " + games + " in the match"
		}
		drawTextAt(dst, games, l.rounds.X+l.rounds.W+14*u, l.rounds.Y+l.rounds.H/2, small(15, u), false, alignStart, colTextDim)
	}
	if ch.FreeJokers {
		// The house option "Jokers move freely": a switch, and what it
		// does beside it.
		drawLabel(dst, "JOKERS MOVE FREELY", l.free.X, l.free.Y-18*u, u)
		drawToggle(dst, l.free, m.opts.FreeJokers, u, l.free.Contains(m.px, m.py))
		note := "must be freed"
		if m.opts.FreeJokers {
			note = "any set, any time"
		}
		drawTextAt(dst, "Table jokers:", l.free.X+l.free.W+8*u, l.free.Y+l.free.H*0.3, small(13, u), false, alignStart, colTextDim)
		drawTextAt(dst, note, l.free.X+l.free.W+8*u, l.free.Y+l.free.H*0.72, small(13, u), false, alignStart, colTextDim)
	}
}

// variantFacts describes a variant in a line: its box, the deal and the
// way turns pass.
func variantFacts(r *game.Rules) string {
	facts := fmt.Sprintf("%d tiles, %d each, turns pass %s", len(r.Box), r.RackSize, r.Direction)
	if r.RefillTo > 0 {
		facts += fmt.Sprintf(", racks refilled to %d", r.RefillTo)
	}
	return facts
}

// seatInk colours the seats' badges like the tiles' four colours.
var seatInk = [maxSeats]game.Color{game.Red, game.Blue, game.Orange, game.Black}

// drawSeats draws the number of players and each seat.
func (m *menuScreen) drawSeats(a *App, dst *ebiten.Image, l *menuLayout) {
	c, u := l.c, l.c.U
	drawLabel(dst, "NUMBER OF PLAYERS", c.x(680), c.y(216), u)
	drawSegments(dst, l.count, countLabels, m.n-2, u, m.px, m.py)
	if m.focus >= 0 {
		drawTextAt(dst, "Tab: next name  ·  Esc: done", c.x(1200), l.count.Y+l.count.H/2, small(14, u), false, alignEnd, colTextDim)
	} else {
		drawTextAt(dst, "A person or the computer in each seat", c.x(1200), l.count.Y+l.count.H/2, small(14, u), false, alignEnd, colTextDim)
	}
	levels := menuLevels()
	levelLabels := make([]string, len(levels))
	for i, lv := range levels {
		levelLabels[i] = levelTitle(lv)
	}
	caret := (a.tick/30)%2 == 0
	for i := range m.n {
		b := l.badge[i]
		drawTileAt(dst, &m.art, game.NumberTile(seatInk[i], i+1), b.X, b.Y, b.W, b.H, 0, a.settings.ColorBlind)
		kind := 1
		if m.human[i] {
			kind = 0
		}
		drawSegments(dst, l.kind[i], kindLabels, kind, u, m.px, m.py)
		f := l.field[i]
		if m.human[i] {
			drawTextField(dst, f, m.names[i], "Player "+strconv.Itoa(i+1), m.focus == i, m.selectAll, caret, u, f.Contains(m.px, m.py))
		} else {
			drawSegments(dst, f, levelLabels, slices.Index(levels, m.levels[i]), u, m.px, m.py)
			drawTextAt(dst, levelBlurb(m.rules(), m.levels[i]), f.X+f.W, f.Y+f.H+10*u, small(12, u), false, alignEnd, colTextDim)
		}
	}
	if m.n < maxSeats {
		y := l.badge[m.n].Y + l.badge[m.n].H/2
		more := "More players: choose 3 or 4 above, or press 3 or 4."
		if m.n == 3 {
			more = "A fourth player: choose 4 above, or press 4."
		}
		drawTextAt(dst, more, c.x(680), y, small(14, u), false, alignStart, colTextDim)
	}
}
