//go:build !nogui

package render

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"rummikub/game"
	"rummikub/game/records"
	"rummikub/input"
)

// replayScreen watches a finished game again, turn by turn: the table as
// it was after the turn, the tiles the turn laid marked, every rack
// below, and buttons to step back, forward, or play the turns in a row.
// Its game is a records.Replay: the record judged anew by the referee.
type replayScreen struct {
	rp   *records.Replay
	back screen
	// turn is the turns shown as played: 0 is the deal.
	turn    int
	playing bool
	// nextAt is the tick of the next step while playing.
	nextAt int
	// box is the part of the table any state of the game uses.
	box    [4]int // minCol, minRow, maxCol, maxRow
	msg    string
	px, py float64
	// jokers holds what each joker on the table stands for at turn
	// labelled (-1: none yet), as the table screen shows it.
	jokers   map[game.Tile]jokerLabel
	labelled int
}

// replayStep is the ticks between two turns while playing (at speed 1).
const replayStep = 60

// newReplayScreen opens a replay; back is the screen Back returns to.
func newReplayScreen(rp *records.Replay, back screen) *replayScreen {
	r := &replayScreen{rp: rp, back: back, px: -1, py: -1, box: [4]int{game.TableCols, game.TableRows, -1, -1},
		jokers: map[game.Tile]jokerLabel{}, labelled: -1}
	for _, s := range rp.States {
		for row := range game.TableRows {
			for col := range game.TableCols {
				if s.Table.At(game.Pos{Col: col, Row: row}) != 0 {
					r.box = [4]int{min(r.box[0], col), min(r.box[1], row), max(r.box[2], col), max(r.box[3], row)}
				}
			}
		}
	}
	if r.box[2] < 0 {
		r.box = [4]int{0, 0, 15, 3}
	}
	return r
}

// last is the number of turns the replay holds.
func (r *replayScreen) last() int { return len(r.rp.States) - 1 }

// replayLayout is where the replay screen's parts are.
type replayLayout struct {
	c                                   canvas
	table, racks                        rect
	back, prev, play, next, end, export rect
}

func (r *replayScreen) layout(a *App) replayLayout {
	c := newCanvas(a.w, a.h)
	return replayLayout{
		c:      c,
		table:  c.r(40, 150, 1200, 330),
		racks:  c.r(40, 496, 1200, 170),
		back:   c.r(40, 700, 150, 56),
		prev:   c.r(300, 700, 160, 56),
		play:   c.r(476, 700, 160, 56),
		next:   c.r(652, 700, 160, 56),
		end:    c.r(828, 700, 130, 56),
		export: c.r(1060, 700, 180, 56),
	}
}

// canExport says the replay offers Export: everywhere (a file in the
// Documents folder on the desktop, a download in the browser).
const canExport = true

func (r *replayScreen) update(a *App, f input.Frame) {
	l := r.layout(a)
	r.px, r.py = f.X, f.Y
	step := func(d int) {
		r.turn = min(max(r.turn+d, 0), r.last())
		r.playing = false
	}
	chars := string(f.Chars)
	switch {
	case f.HasKey(input.KeyEscape) || clicked(f, l.back):
		setCursor(false, false)
		a.scr = r.back
		return
	case strings.ContainsAny(chars, "pP,") || f.HasKey(input.KeyUndo) || clicked(f, l.prev):
		step(-1)
	case strings.ContainsAny(chars, "nN.") || f.HasKey(input.KeyRedo) || clicked(f, l.next):
		step(1)
	case strings.ContainsAny(chars, "eE") || clicked(f, l.end):
		step(r.last())
	case f.HasKey(input.KeySpace) || clicked(f, l.play):
		r.playing = !r.playing
		if r.playing && r.turn == r.last() {
			r.turn = 0
		}
		r.nextAt = a.tick + int(replayStep/a.settings.AnimSpeed)
	case canExport && (strings.ContainsAny(chars, "xX") || clicked(f, l.export)):
		r.export()
	}
	if r.playing && a.tick >= r.nextAt {
		r.turn++
		r.nextAt = a.tick + int(replayStep/a.settings.AnimSpeed)
		if r.turn >= r.last() {
			r.turn, r.playing = r.last(), false
		}
	}
	x, y := f.X, f.Y
	setCursor(l.back.Contains(x, y) || l.prev.Contains(x, y) || l.play.Contains(x, y) || l.next.Contains(x, y) ||
		l.end.Contains(x, y) || canExport && l.export.Contains(x, y), false)
}

// export writes the record as a file and says where.
func (r *replayScreen) export() {
	where, err := exportGame(r.rp.Record)
	if err != nil {
		r.msg = "The game could not be saved: " + err.Error()
		return
	}
	r.msg = "Saved as " + where
}

// turnLine says what turn i (from 1) did, in words.
func (r *replayScreen) turnLine(i int) string {
	rec := r.rp.Record
	if i == 0 {
		return "The deal"
	}
	t := rec.Turns[i-1]
	name := seatName(rec, t.Seat)
	laid := len(r.rp.Laid(i))
	switch t.Action {
	case game.ActPlayed:
		line := name + " laid " + plural(laid, "tile", "tiles")
		if laid == 0 {
			line = name + " rearranged the table"
		}
		if t.Points > 0 {
			line += fmt.Sprintf(" (%d points)", t.Points)
		}
		return line
	case game.ActRejected:
		return name + "'s turn broke the rules: taken back, penalty drawn"
	case game.ActDrew:
		return name + " drew"
	case game.ActPassed:
		return name + " passed"
	case game.ActTimedOut:
		return name + " ran out of time"
	}
	return name
}

// seatName is a seat's name in a record.
func seatName(rec records.Game, seat int) string {
	if seat >= 0 && seat < len(rec.Game.Seats) && rec.Game.Seats[seat].Name != "" {
		return rec.Game.Seats[seat].Name
	}
	return fmt.Sprintf("Player %d", seat+1)
}

func (r *replayScreen) draw(a *App, dst *ebiten.Image) {
	l := r.layout(a)
	c, u := l.c, l.c.U
	fillImage(dst, feltFill)
	rec := r.rp.Record
	drawText(dst, fmt.Sprintf("Replay · %s · game %d", variantTitle(rec.Game.Variant), rec.Index+1), c.x(640), c.y(50), 34*u, true, true, colText)
	drawText(dst, fmt.Sprintf("Turn %d of %d · %s", r.turn, r.last(), r.turnLine(r.turn)), c.x(640), c.y(94), 20*u, false, true, colText)
	if r.turn == r.last() && r.rp.Result != nil {
		res := r.rp.Result
		parts := make([]string, len(res.Scores))
		for i, s := range res.Scores {
			parts[i] = fmt.Sprintf("%s %+d", seatName(rec, i), s)
		}
		drawText(dst, says(seatName(rec, res.Winner), "wins")+" · "+strings.Join(parts, " · "), c.x(640), c.y(126), 18*u, true, true, colGold)
	}
	state := r.rp.States[r.turn]
	laid := map[game.Tile]bool{}
	for _, t := range r.rp.Laid(r.turn) {
		laid[t] = true
	}
	// The table: the cells any state uses, as large as they fit.
	cols, rows := r.box[2]-r.box[0]+1, r.box[3]-r.box[1]+1
	cell := min(l.table.W/float64(cols), l.table.H/float64(rows)/1.35)
	cw, ch := cell*0.94, cell*1.3
	ox := l.table.X + (l.table.W-cell*float64(cols))/2
	oy := l.table.Y + (l.table.H-cell*1.35*float64(rows))/2
	fillRoundRect(dst, rect{l.table.X - 8*u, l.table.Y - 8*u, l.table.W + 16*u, l.table.H + 16*u}, 12*u, colFeltDark)
	if r.labelled != r.turn && r.rp.Rules != nil {
		after, _ := game.JudgeSets(r.rp.Rules, state.Table.Sets())
		jokerLabels(r.jokers, state.Table.Lines(), after)
		r.labelled = r.turn
	}
	for row := r.box[1]; row <= r.box[3]; row++ {
		for col := r.box[0]; col <= r.box[2]; col++ {
			t := state.Table.At(game.Pos{Col: col, Row: row})
			if t == 0 {
				continue
			}
			x, y := ox+float64(col-r.box[0])*cell, oy+float64(row-r.box[1])*cell*1.35
			drawTileAt(dst, &a.art, t, x, y, cw, ch, 0, a.settings.ColorBlind)
			if lb, ok := r.jokers[t]; ok {
				drawJokerLabel(dst, lb, jokerLabelBox(x, y, cell, cell*1.35), cell, u, a.settings.ColorBlind)
			}
			if laid[t] {
				drawLaidMark(dst, rect{x, y, cw, ch}, u)
			}
		}
	}
	// The racks, one line a seat, the player to move next marked.
	n := len(state.Racks)
	lineH := l.racks.H / float64(max(n, 1))
	for s, rack := range state.Racks {
		y := l.racks.Y + float64(s)*lineH
		ink := colTextDim
		if s == state.Current && r.turn < r.last() {
			ink = colText
		}
		drawTextAt(dst, ellipsize(seatName(rec, s), 160*u, small(16, u), true), l.racks.X, y+lineH/2, small(16, u), true, alignStart, ink)
		// Rack tiles no larger than the table's, all on one line.
		tw := min(cell, lineH*0.75/1.4, (l.racks.W-180*u)/float64(max(len(rack), 1)))
		for i, t := range rack {
			drawTileAt(dst, &a.art, t, l.racks.X+180*u+float64(i)*tw, y+(lineH-tw*1.4)/2, tw*0.94, tw*1.35, 0, a.settings.ColorBlind)
		}
	}
	hot := func(b rect) bool { return b.Contains(r.px, r.py) }
	drawButton(dst, l.back, "Back (Esc)", u, toneQuiet, hot(l.back), true)
	drawButton(dst, l.prev, "Previous (P)", u, toneNormal, hot(l.prev), r.turn > 0)
	play := "Play (Space)"
	if r.playing {
		play = "Pause (Space)"
	}
	drawButton(dst, l.play, play, u, tonePrimary, hot(l.play), true)
	drawButton(dst, l.next, "Next (N)", u, toneNormal, hot(l.next), r.turn < r.last())
	drawButton(dst, l.end, "End (E)", u, toneQuiet, hot(l.end), r.turn < r.last())
	if canExport {
		drawButton(dst, l.export, "Export (X)", u, toneNormal, hot(l.export), true)
	}
	if r.msg != "" { // the buttons show their keys: the line is for Export's answer
		drawTextAt(dst, ellipsize(r.msg, 1200*u, small(15, u), false), c.x(640), c.y(778), small(15, u), false, alignCenter, colTextDim)
	}
}
