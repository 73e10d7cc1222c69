//go:build !nogui

package render

import (
	"errors"
	"fmt"

	"rummikub/game"
	"rummikub/input"
)

// updateLeaving asks whether to leave the game for the new-game screen.
func (t *tableScreen) updateLeaving(a *App, f input.Frame) {
	yes, no := t.confirmButtons()
	switch {
	case f.HasKey(input.KeyEnter) || f.Pressed && yes.Contains(f.X, f.Y):
		t.leaving = false
		if !t.s.fromState && !t.s.g.Over() {
			sv := t.s.saved()
			a.resume = &sv // the new-game screen offers the match again
		}
		a.scr = newMenuScreen(a)
	case f.HasKey(input.KeyEscape) || f.Pressed && no.Contains(f.X, f.Y):
		t.leaving = false
	}
}

// endTurn ends a person's turn.
func (t *tableScreen) endTurn(a *App) {
	if _, err := t.s.g.EndTurn(); errors.Is(err, game.ErrNothingDone) {
		t.say(a, "Lay at least one tile from your rack, or draw.")
	}
	t.hint, t.hintPlan = nil, nil
}

// updateConfirm asks whether to end a turn that breaks the rules.
func (t *tableScreen) updateConfirm(a *App, f input.Frame) {
	yes, no := t.confirmButtons()
	switch {
	case f.HasKey(input.KeyEnter) || f.Pressed && yes.Contains(f.X, f.Y):
		t.confirm = false
		t.endTurn(a)
	case f.HasKey(input.KeyEscape) || f.Pressed && no.Contains(f.X, f.Y):
		t.confirm = false
	}
}

// confirmButtons are the two buttons of the confirmation panels.
func (t *tableScreen) confirmButtons() (yes, no rect) {
	u := t.lay.U
	p := t.confirmPanel()
	y := p.Y + p.H - 70*u
	return rect{t.lay.W/2 - 230*u, y, 210 * u, 48 * u}, rect{t.lay.W/2 + 20*u, y, 210 * u, 48 * u}
}

// confirmReasons are the lines the confirmation panel lists: every rule
// the table breaks, set by set.
func (t *tableScreen) confirmReasons() []string {
	if !t.confirm {
		return nil
	}
	var out []string
	for i, r := range t.verdict.Reasons {
		if i == maxReasonLines-1 && len(t.verdict.Reasons) > maxReasonLines {
			out = append(out, fmt.Sprintf("and %d more.", len(t.verdict.Reasons)-i))
			break
		}
		out = append(out, capitalise(playerReason(r))+".")
	}
	return out
}

// confirmPanel is the panel of the confirmation dialogs, tall enough for
// the lines it shows (see confirmLines).
func (t *tableScreen) confirmPanel() rect {
	u := t.lay.U
	w := t.confirmWidth()
	reasons, rest := t.confirmLines(w)
	var h float64
	if t.confirm {
		h = 220*u + float64(max(len(reasons)-1, 0)+max(len(rest)-1, 0))*22*u
	} else {
		h = 220*u + float64(max(len(rest)-2, 0))*22*u
	}
	return rect{t.lay.W/2 - w/2, t.lay.H/2 - h/2, w, h}
}

// confirmWidth is the confirmation panel's width: wide enough for the
// reasons it lists, within the screen.
func (t *tableScreen) confirmWidth() float64 {
	u := t.lay.U
	w := 600 * u
	for _, r := range t.confirmReasons() {
		w = max(w, textWidth(r, 15*u, false)+48*u)
	}
	return min(w, t.lay.W-16*u)
}

// confirmLines are the lines under a confirmation's title, wrapped to a
// panel w wide: the rules the table breaks and then what ending the
// turn costs, or, leaving the game, what that does to the match.
func (t *tableScreen) confirmLines(w float64) (reasons, rest []string) {
	u := t.lay.U
	size := 15 * u
	width := func(s string) float64 { return textWidth(s, size, false) }
	maxW := w - 48*u
	if !t.confirm {
		t.labels.one[0] = t.leaveText()
		return nil, t.labels.warning.wrap(t.labels.one[:], maxW, size, width)
	}
	t.labels.one[0] = t.labels.failWarning
	return t.labels.reasons.wrap(t.confirmReasons(), maxW, size, width), t.labels.warning.wrap(t.labels.one[:], maxW, size, width)
}
