//go:build !nogui

package render

// ConfirmPanel is the confirmation dialog's panel and ConfirmText the
// lines drawn in it under the title, wrapped to it.
func (a *App) ConfirmPanel() Rect { return a.table().confirmPanel() }

func (a *App) ConfirmText() []string {
	t := a.table()
	reasons, rest := t.confirmLines(t.confirmPanel().W)
	return append(append([]string{}, reasons...), rest...)
}

// TextWidth measures a line of dialog text at the table's scale.
func (a *App) TextWidth(s string) float64 { return textWidth(s, 15*a.table().lay.U, false) }

// StoryTexts are the turns the table screen's story tells, oldest first.
func (a *App) StoryTexts() []string {
	var out []string
	for _, n := range a.table().story.notes {
		out = append(out, n.text)
	}
	return out
}

// ResumeSaved takes up the match on screen again from its save, as
// Resume match does.
func (a *App) ResumeSaved() error {
	s, err := resumeSession(a.table().s.saved(), a.clock)
	if err != nil {
		return err
	}
	a.scr = newTableScreen(a, s)
	return nil
}

// NameField is the new-game screen's name field of a seat, and SeatName
// the name typed there.
func (a *App) NameField(i int) Rect { return a.menu().layout(a).field[i] }

func (a *App) SeatName(i int) string { return a.menu().names[i] }

// NameWidth measures a name as its field draws it.
func (a *App) NameWidth(i int) float64 {
	l := a.menu().layout(a)
	r := l.field[i]
	return textWidth(a.menu().names[i], min(r.H*0.42, 20*l.c.U), false)
}
