//go:build !nogui

package render

import (
	"rummikub/ai"
	"rummikub/game"
	"rummikub/variants"
)

// This file lets the tests (package render_test) see the table screen's
// geometry and a little of its state, as a player would see them on
// screen, without reaching into its fields.

// Rect is a rectangle on screen: X, Y, W, H and Contains.
type Rect = rect

// The table screen's buttons.
const (
	BtnEnd     = btnEnd
	BtnDraw    = btnDraw
	BtnUndo    = btnUndo
	BtnRedo    = btnRedo
	BtnReset   = btnReset
	BtnHint    = btnHint
	NumButtons = numButtons
)

// Colours a player sees.
var (
	ColTile     = colTile
	ColFelt     = colFelt
	ColFeltDark = colFeltDark
	ColButton   = colButton
)

func (a *App) table() *tableScreen {
	t, ok := a.scr.(*tableScreen)
	if !ok {
		panic("render test: not on the table screen but on " + a.Screen())
	}
	return t
}

// RackRect is the rectangle of the shown rack's i-th place in the layout of
// the last Update or Draw.
func (a *App) RackRect(i int) Rect { return a.table().lay.rackRect(i) }

// CellRect is the rectangle a tile in a table cell is drawn in.
func (a *App) CellRect(col, row int) Rect {
	return a.table().lay.cellRect(game.Pos{Col: col, Row: row})
}

// CellSize is the size of a table cell (the tile drawn in it is a little
// smaller, see CellRect).
func (a *App) CellSize() (w, h float64) {
	l := &a.table().lay
	return l.CellW, l.CellH
}

// ButtonRect is the rectangle of a table screen's button.
func (a *App) ButtonRect(b int) Rect { return a.table().lay.button(b, numButtons) }

// RackArea is the rectangle of the rack itself.
func (a *App) RackArea() Rect { return a.table().lay.Rack }

// Confirming reports whether the table screen asks before ending an
// illegal turn.
func (a *App) Confirming() bool { return a.table().confirm }

// ShownSeat is the seat whose rack is on screen.
func (a *App) ShownSeat() int { return a.table().shown }

// DraggedTiles counts the tiles being dragged.
func (a *App) DraggedTiles() int {
	if d := a.table().drag; d != nil {
		return len(d.tiles)
	}
	return 0
}

// Message is the table screen's last message.
func (a *App) Message() string { return a.table().messages[maxMessages-1].text }

// AudioOpen reports whether the app opened an audio device.
func (a *App) AudioOpen() bool { return a.sound != nil && a.sound.ctx != nil }

// AudioAvailable is audioAvailable.
var AudioAvailable = audioAvailable

// ResumeRect is the new-game screen's Resume match button; empty when no
// match is offered.
func (a *App) ResumeRect() Rect {
	m, ok := a.scr.(*menuScreen)
	if !ok {
		panic("render test: not on the new-game screen but on " + a.Screen())
	}
	return m.layout(a).resume
}

// LeaveRect is the table screen's Leave game button.
func (a *App) LeaveRect() Rect { return a.table().lay.button(btnMenu, numButtons) }

// Notice is the notice on the new-game screen.
func (a *App) Notice() string { return a.notice }

// HandingOver says the hand-over screen hides the rack.
func (a *App) HandingOver() bool { return a.table().handover }

// Hover is the tooltip the table screen shows under the pointer.
func (a *App) Hover() string { return a.table().hover }

// JokerLabel describes what the table shows under a joker, if anything:
// its text, the colour marks before and after it as colour letters in
// brackets, and "=0" for a mirror's badge: "R3-4", "7(BO)", "(R)8(B)",
// "R4=0".
func (a *App) JokerLabel(tile game.Tile) (string, bool) {
	lb, ok := a.table().labels.joker[tile]
	if !ok {
		return "", false
	}
	marks := func(cs []game.Color) string {
		if len(cs) == 0 {
			return ""
		}
		s := "("
		for _, c := range cs {
			s += string(c.Letter())
		}
		return s + ")"
	}
	s := marks(lb.before) + lb.text + marks(lb.either)
	if lb.zero {
		s += "=0"
	}
	return s, true
}

// menu is the new-game screen.
func (a *App) menu() *menuScreen {
	m, ok := a.scr.(*menuScreen)
	if !ok {
		panic("render test: not on the new-game screen but on " + a.Screen())
	}
	return m
}

// VariantRect is the new-game screen's button of a variant; empty if it
// has none.
func (a *App) VariantRect(name string) Rect {
	l := a.menu().layout(a)
	for i, n := range variants.Names() {
		if n == name && i < len(l.variant) {
			return l.variant[i]
		}
	}
	return Rect{}
}

// FreeJokersRect is the new-game screen's "Jokers move freely" switch;
// empty when the variant does not offer it.
func (a *App) FreeJokersRect() Rect { return a.menu().layout(a).free }

// MenuChoice is the variant and house options the new-game screen shows.
func (a *App) MenuChoice() (string, game.Options) { m := a.menu(); return m.variant, m.opts }

// BtnReplay is the Last turn button.
const BtnReplay = btnReplay

// Marked returns the tiles marked on the table as laid and as moved by
// the others since the shown person's last turn.
func (a *App) Marked() (laid, moved []game.Tile) {
	t := a.table()
	return t.story.laid, t.story.moved
}

// Messages are the table screen's messages on show, oldest first.
func (a *App) Messages() []string {
	var out []string
	for _, m := range a.table().messages {
		if m.text != "" {
			out = append(out, m.text)
		}
	}
	return out
}

// HandoverLines are what the hand-over screen tells.
func (a *App) HandoverLines() []string {
	_, lines := a.table().handoverLines()
	return lines
}

// ColLaid and ColMoved are the marks of the tiles the others laid and moved.
var ColLaid, ColMoved = colLaid, colMoved

// LeaveText is what the Leave dialog says happens to the match.
func (a *App) LeaveText() string { return a.table().leaveText() }

// AskingToReplace says the new-game screen asks before a new match
// replaces the saved one.
func (a *App) AskingToReplace() bool { return a.menu().replacing }

// TimeSegment is the rectangle of the new-game screen's i-th time limit
// choice.
func (a *App) TimeSegment(i int) Rect {
	m := a.menu()
	l := m.layout(a)
	n := len(m.rules().Choices.TimeLimits)
	w := l.time.W / float64(n)
	return Rect{X: l.time.X + float64(i)*w, Y: l.time.Y, W: w, H: l.time.H}
}

// TooltipRect is where the tooltip on show is drawn; empty if none.
func (a *App) TooltipRect() Rect {
	t := a.table()
	if t.hover == "" {
		return Rect{}
	}
	return t.tooltipRect(t.hover)
}

// ConfirmLines are the broken rules the confirmation panel lists.
func (a *App) ConfirmLines() []string { return a.table().confirmReasons() }

// SeatStatus is the line under a seat's name in the top bar.
func (a *App) SeatStatus(seat int) string { return a.table().labels.seatStatus[seat] }

// ViewSize is how many columns and rows of the table are on view.
func (a *App) ViewSize() (cols, rows int) {
	l := &a.table().lay
	return l.ViewCols, l.ViewRows
}

// LastCell is the bottom right cell on view.
func (a *App) LastCell() game.Pos {
	l := &a.table().lay
	return game.Pos{Col: l.ViewCols - 1, Row: l.ViewRows - 1}
}

// StripRect is the strip under the table; MeldRect the initial-meld
// counter in it (empty when not shown); MessageRects the message lines on
// show, newest first.
func (a *App) StripRect() Rect { return a.table().lay.Strip }

// MeldRect is the initial-meld counter's rectangle, empty when not shown.
func (a *App) MeldRect() Rect { return a.table().meldRect() }

// MessageRects are the rectangles of the message lines on show, newest
// first, as drawMessage lays them out.
func (a *App) MessageRects() []Rect {
	lines := a.table().messageLines(a.tick)
	return lines.rects[:lines.n]
}

// GridRect is the part of the table on view.
func (a *App) GridRect() Rect { return a.table().lay.Grid }

// Choosing returns the letters the open joker choice offers, or "".
func (a *App) Choosing() string {
	if c := a.table().choose; c != nil {
		return string(c.letters)
	}
	return ""
}

// ChooseRect is the button of the open choice's i-th letter.
func (a *App) ChooseRect(i int) Rect { return a.table().chooseRects()[i] }

// MeldLabel is the count shown above the table: the initial meld's, or a
// Word turn's score.
func (a *App) MeldLabel() string { return a.table().labels.meld }

// ButtonLabel is the label a table button shows (see render.Btn*).
func (a *App) ButtonLabel(b int) string { return a.table().buttonLabel(b) }

// Sort buttons' indices, for tests.
const (
	BtnSortGroups = btnGroups
	BtnSortRuns   = btnRuns
)

// PixelWidth is pixelWidth, the time bar's snapped width.
var PixelWidth = pixelWidth

// FramesDrawnInPart is how many of FramesDrawn were drawn only where they
// changed.
func FramesDrawnInPart() int { return record.partly }

// WithHintSolver runs body with Hint's solver replaced by solve, then puts
// it back.
func WithHintSolver(solve func(*game.Rules, game.Options, game.Position) (ai.Solution, error), body func()) {
	old := hintSolver
	hintSolver = solve
	defer func() { hintSolver = old }()
	body()
}

// HintTiles returns the rack tiles the hint marks.
func (a *App) HintTiles() []game.Tile { return a.table().hint }

// CanReplayLastTurn reports whether Last turn (L) has a turn to play again.
func (a *App) CanReplayLastTurn() bool { return a.table().buttonEnabled(btnReplay) }
