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
// the reasons it lists.
func (t *tableScreen) confirmPanel() rect {
	u := t.lay.U
	w := 600 * u
	for _, r := range t.confirmReasons() {
		w = max(w, textWidth(r, 15*u, false)+48*u)
	}
	w = min(w, t.lay.W-16*u)
	h := 220*u + float64(max(len(t.confirmReasons())-1, 0))*22*u
	return rect{t.lay.W/2 - w/2, t.lay.H/2 - h/2, w, h}
}
