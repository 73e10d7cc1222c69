//go:build !nogui

package render

// The table's dialogs: the question before a turn that breaks the rules
// ends, leaving the match, and the pass-and-play hand-over.

import "github.com/hajimehoshi/ebiten/v2"

// drawConfirm asks before ending a turn that breaks the rules.
func (t *tableScreen) drawConfirm(a *App, dst *ebiten.Image) {
	l := &t.lay
	u := l.U
	panel := t.drawQuestion(dst, "End anyway (Enter)", "Keep playing (Esc)")
	drawText(dst, "This table breaks the rules", l.W/2, panel.Y+36*u, 24*u, true, true, colWarn)
	y := panel.Y + 74*u
	reasons, warning := t.confirmLines(panel.W)
	for _, why := range reasons {
		drawText(dst, why, l.W/2, y, 15*u, false, true, colText)
		y += 22 * u
	}
	for _, line := range warning {
		drawText(dst, line, l.W/2, y+4*u, 15*u, false, true, colTextDim)
		y += 22 * u
	}
}

// drawLeaving asks before leaving the game.
func (t *tableScreen) drawLeaving(a *App, dst *ebiten.Image) {
	l := &t.lay
	u := l.U
	panel := t.drawQuestion(dst, "Leave (Enter)", "Stay (Esc)")
	drawText(dst, "Leave this game?", l.W/2, panel.Y+40*u, 24*u, true, true, colText)
	_, told := t.confirmLines(panel.W)
	for i, line := range told {
		drawText(dst, line, l.W/2, panel.Y+84*u+float64(i)*22*u, 15*u, false, true, colTextDim)
	}
}

// drawQuestion draws the panel of the confirmation dialogs (confirmPanel)
// with its two answers, yes in red, and returns the panel for the text.
func (t *tableScreen) drawQuestion(dst *ebiten.Image, yesLabel, noLabel string) rect {
	u := t.lay.U
	panel := t.confirmPanel()
	fillRoundRect(dst, panel, 14*u, colDialog)
	strokeRoundRect(dst, panel, 14*u, 2*u, colWarn)
	yes, no := t.confirmButtons()
	fillRoundRect(dst, yes, 8*u, colBad)
	drawText(dst, yesLabel, yes.X+yes.W/2, yes.Y+yes.H/2, 17*u, true, true, colButtonText)
	fillRoundRect(dst, no, 8*u, colButton)
	drawText(dst, noLabel, no.X+no.W/2, no.Y+no.H/2, 17*u, true, true, colButtonText)
	return panel
}

// leaveText says what leaving does to the match.
func (t *tableScreen) leaveText() string {
	if t.s.fromState {
		return "This game was set up by hand: it is not kept."
	}
	return "The match is kept: Resume match on the new-game screen takes it up again."
}

// drawHandover hides the rack until the next person is ready, and tells
// them what happened since their last turn.
func (t *tableScreen) drawHandover(a *App, dst *ebiten.Image) {
	l := &t.lay
	u := l.U
	next := t.s.cfg.Seats[t.view.Current].Name
	fillRoundRect(dst, l.Rack, 10*u, colRackEdge)
	heading, told := t.labels.handoverHeading, t.labels.handover
	size := 15 * u
	w := 560 * u
	for _, text := range told {
		w = max(w, textWidth(text, size, false)+60*u)
	}
	w = min(w, l.W-16*u)
	// Wrapped to the panel when the screen is too narrow for a line.
	told = t.labels.told.wrap(told, w-60*u, size, func(s string) float64 { return textWidth(s, size, false) })
	h := 180*u + float64(len(told))*24*u
	if len(told) > 0 {
		h += 30 * u
	}
	panel := rect{l.W/2 - w/2, l.H/2 - h/2, w, h}
	fillRoundRect(dst, panel, 14*u, colDialog)
	drawText(dst, "Pass the screen to "+next, l.W/2, panel.Y+50*u, 28*u, true, true, colText)
	y := panel.Y + 95*u
	if len(told) > 0 {
		drawText(dst, heading, l.W/2, y, size, true, true, colTextDim)
		y += 28 * u
		for _, text := range told {
			drawText(dst, text, l.W/2, y, size, false, true, colText)
			y += 24 * u
		}
		y += 8 * u
	}
	drawText(dst, next+": tap or press Space when you are ready.", l.W/2, y+12*u, 17*u, false, true, colTextDim)
}

// handoverLines are what the hand-over screen tells the next person: the
// turns since their last one (the last maxHandoverLines), or on the game's
// first turn who starts and why, under a heading.
func (t *tableScreen) handoverLines() (heading string, lines []string) {
	for _, n := range t.story.since(t.view.Current) {
		lines = append(lines, n.text)
	}
	heading = "Since your last turn:"
	if !t.story.played(t.view.Current) {
		heading = "Before your turn:" // a first turn
	}
	if len(t.s.g.History()) == 0 && t.story.firstDraw != nil {
		heading = "To begin:"
		lines = append(lines, firstMessage(t.s.cfg.Seats, t.story.firstDraw, t.view.Current))
	}
	if len(lines) > maxHandoverLines {
		lines = lines[len(lines)-maxHandoverLines:]
	}
	return heading, lines
}

// maxHandoverLines is how many turns the hand-over screen tells.
const maxHandoverLines = 6
