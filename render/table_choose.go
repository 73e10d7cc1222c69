//go:build !nogui

package render

// The letter a joker stands for, in Word: a joker dropped into a word that
// several letters complete asks which one, with a row of letters beside
// it. The choice is an edit of its own (the joker put back in its cell
// declaring the letter, game.Step.Pin), so Undo takes it back and the
// referee reads the joker as the player meant it. Esc or a click
// elsewhere leaves the joker undeclared: the referee then reads the first
// letter that fits, and a tile of any of them frees it.

import (
	"slices"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"rummikub/game"
	"rummikub/input"
)

// jokerChoice is an open question: which letter a joker stands for.
type jokerChoice struct {
	tile    game.Tile
	letters []byte
}

// fittingLetters lists, A to Z, the letters a joker on the table may stand
// for: those that make its line a valid word, its other jokers as they
// are declared.
func fittingLetters(r *game.Rules, tb *game.Table, joker game.Tile) []byte {
	p, ok := tb.Find(joker)
	if !ok {
		return nil
	}
	line, ok := tb.LineAt(p)
	if !ok {
		return nil
	}
	k := p.Col - line.Start.Col
	pins := tb.LinePins(line)
	if pins == nil {
		pins = make([]game.Pin, len(line.Tiles))
	}
	var out []byte
	for c := byte('A'); c <= 'Z'; c++ {
		pins[k] = game.Pin{game.LetterTile(c)}
		if _, why := r.Sets.Check(game.Set{Tiles: line.Tiles, Pins: pins}); why == "" {
			out = append(out, c)
		}
	}
	return out
}

// declareDrop fills in the jokers' declarations of a drop's edit in Word:
// a joker that only shifts, or moves with its whole word, keeps its
// letter; a joker the player drops on its own declares nothing, and when
// several letters fit where it lands the returned choice asks which.
func (t *tableScreen) declareDrop(e *game.Edit, d *dragging) *jokerChoice {
	if !t.s.rules.Letters() {
		return nil
	}
	after := t.view.Table
	for _, st := range e.Steps {
		if p, ok := after.Find(st.Tile); ok {
			after.Put(p, 0)
		}
	}
	var ask *jokerChoice
	for i, st := range e.Steps {
		if !st.Tile.IsJoker() || st.To.Area != game.OnTable {
			continue
		}
		after.Put(st.To.Pos, st.Tile)
		if d.set || !slices.Contains(d.tiles, st.Tile) {
			e.Steps[i].Pin = t.view.Table.Pinned(st.Tile)
			after.Pin(st.Tile, e.Steps[i].Pin)
			continue
		}
		ask = &jokerChoice{tile: st.Tile}
	}
	if ask == nil {
		return nil
	}
	for _, st := range e.Steps {
		if !st.Tile.IsJoker() && st.To.Area == game.OnTable {
			after.Put(st.To.Pos, st.Tile)
		}
	}
	ask.letters = fittingLetters(t.s.rules, &after, ask.tile)
	if len(ask.letters) < 2 {
		return nil
	}
	return ask
}

// askAgain opens the choice for a joker the player laid this turn and
// tapped, when several letters fit its word.
func (t *tableScreen) askAgain(tile game.Tile) {
	if !t.s.rules.Letters() || !tile.IsJoker() || !slices.Contains(t.laid, tile) {
		return
	}
	if letters := fittingLetters(t.s.rules, &t.view.Table, tile); len(letters) > 1 {
		t.choose = &jokerChoice{tile: tile, letters: letters}
	}
}

// chooseRects are the letter buttons of the open choice, in a row below
// the joker (above it on the table's bottom rows).
func (t *tableScreen) chooseRects() []rect {
	c := t.choose
	p, ok := t.view.Table.Find(c.tile)
	if !ok {
		return nil
	}
	l := &t.lay
	cell := l.cellRect(p)
	s := l.CellW * 0.78
	gap := s * 0.12
	n := float64(len(c.letters))
	x := cell.X + cell.W/2 - (n*s+(n-1)*gap)/2
	x = min(max(x, l.Grid.X), l.Grid.X+l.Grid.W-(n*s+(n-1)*gap))
	// Below the joker, on the felt (which reaches the strip under the table,
	// beyond the grid on view), or above it at the table's foot.
	y := cell.Y + cell.H + 34*l.U
	if y+s+12*l.U > l.Strip.Y {
		y = cell.Y - s - 12*l.U
	}
	out := make([]rect, len(c.letters))
	for i := range out {
		out[i] = rect{x + float64(i)*(s+gap), y, s, s}
	}
	return out
}

// updateChoose answers the choice: a letter clicked or typed declares it,
// Esc or a click elsewhere leaves the joker undeclared.
func (t *tableScreen) updateChoose(a *App, f input.Frame) {
	c := t.choose
	pick := byte(0)
	for _, r := range f.Chars {
		if l := byte(unicode.ToUpper(r)); r < 128 && slices.Contains(c.letters, l) {
			pick = l
		}
	}
	if f.Pressed {
		for i, r := range t.chooseRects() {
			if r.Contains(f.X, f.Y) {
				pick = c.letters[i]
			}
		}
		if pick == 0 {
			t.choose = nil // a click elsewhere: left open
			return
		}
	}
	if f.HasKey(input.KeyEscape) {
		t.choose = nil
		return
	}
	if pick == 0 {
		return
	}
	t.choose = nil
	t.declare(a, c.tile, pick)
}

// declare makes the edit that declares a joker on the table as a letter.
func (t *tableScreen) declare(a *App, joker game.Tile, letter byte) {
	p, ok := t.view.Table.Find(joker)
	if !ok {
		return
	}
	e := game.Edit{Steps: []game.Step{{Tile: joker, To: game.TableLoc(p.Col, p.Row), Pin: game.Pin{game.LetterTile(letter)}}}}
	if err := t.s.g.Move(e); err != nil {
		a.sound.play(soundIllegal)
		t.say(a, capitalise(err.Error())+".")
	}
}

// drawChoose draws the open choice: a panel with a caption and a letter
// button each.
func (t *tableScreen) drawChoose(dst *ebiten.Image) {
	rs := t.chooseRects()
	if len(rs) == 0 {
		return
	}
	l := &t.lay
	u := l.U
	first, last := rs[0], rs[len(rs)-1]
	panel := rect{first.X - 10*u, first.Y - 28*u, last.X + last.W - first.X + 20*u, first.H + 38*u}
	panel.W = max(panel.W, 230*u)
	fillRoundRect(dst, panel, 10*u, colDialog)
	strokeRoundRect(dst, panel, 10*u, 2*u, colWarn)
	drawText(dst, "The joker stands for… (Esc: any)", panel.X+panel.W/2, panel.Y+14*u, 14*u, true, true, colText)
	for i, r := range rs {
		hot := r.Contains(t.pointer.X, t.pointer.Y)
		fill := colTile
		if hot {
			fill = colWarn
		}
		fillRoundRect(dst, r, r.W*0.14, fill)
		strokeRoundRect(dst, r, r.W*0.14, 1.5*u, colTileEdge)
		drawText(dst, string(rune(t.choose.letters[i])), r.X+r.W/2, r.Y+r.H/2, r.H*0.6, true, true, tileInk[game.Black])
	}
}
