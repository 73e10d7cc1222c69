//go:build !nogui

package render

// The story of the game as the players follow it: each finished turn told
// in words, the tiles laid and moved since a person's last turn marked on
// the table until they act, the hand-over screen's account of what
// happened since the next person's last turn, and the last turn played
// again on request.

import (
	"fmt"
	"slices"

	"rummikub/game"
)

// story is what the table screen remembers to tell the players.
type story struct {
	// start is the table at the start of the turn in progress, read once
	// the turn began (startOK); startTurn is the history length then.
	start     game.Table
	startOK   bool
	startTurn int
	// notes are the last turns told, oldest first.
	notes []turnNote
	// firstDraw holds, by seat, the tile each drew to choose who starts
	// (0 for a seat out of an earlier draw); shown until a turn ends.
	firstDraw []game.Tile
	// laid and moved are the tiles marked on the table: laid or moved by
	// the others since the shown person's last turn, until that person
	// acts. markedTurn is the history length they were found for.
	laid, moved []game.Tile
	markedTurn  int
	// turnTables are, for a match resumed, the table before each of its
	// turns and after the last, replayed from its seed, so that each turn
	// read at once is told as it was live; toldTurns counts the turns
	// told from them. Dropped once those turns are told.
	turnTables []game.Table
	toldTurns  int
}

// turnNote is one finished turn: who played it, what it did in words,
// and the table before and after it (when known: a batch of turns read at
// once, as when a match is resumed, is told without its tables).
type turnNote struct {
	seat          int
	text          string
	before, after game.Table
	known         bool
}

// maxNotes is how many turns the story keeps.
const maxNotes = 32

// endsTurn reports whether an event ends a turn.
func endsTurn(k game.EventKind) bool {
	switch k {
	case game.Played, game.Drew, game.Passed, game.Rejected, game.TimedOut:
		return true
	}
	return false
}

// turnBegins reads the table at the start of the turn in progress, once.
func (st *story) turnBegins(g *game.Game) {
	st.turnTables = nil // the turns read at once are told
	if n := len(g.History()); !st.startOK || st.startTurn != n {
		st.start, st.startOK, st.startTurn = g.Snapshot().Table, true, n
		st.firstDrawDone(n)
	}
}

// resumed reads, for a game that comes back with turns played (a match
// resumed), the table before its last turn, replayed from the game's
// seed: its turns' events all come at once, and the last of them is then
// known as a turn played live is (Last turn (L), the marks of what it
// laid and moved).
func (st *story) resumed(g *game.Game) {
	h := g.History()
	if st.startOK || len(h) == 0 {
		return
	}
	r, err := game.Replay(g.Rules(), g.Options(), len(g.View().Racks), g.Seed(), nil)
	if err != nil {
		return // the game replayed once already; a failure leaves the turns unknown
	}
	tables := make([]game.Table, 0, len(h)+1)
	tables = append(tables, r.Snapshot().Table)
	for _, rec := range h {
		if r.Apply(rec) != nil {
			return
		}
		tables = append(tables, r.Snapshot().Table)
	}
	st.start, st.startOK, st.startTurn = tables[len(h)-1], true, len(h)-1
	// Each turn ends with one event: the events read at once are then
	// the turns, in order.
	ends := 0
	for _, e := range g.Events() {
		if endsTurn(e.Kind) {
			ends++
		}
	}
	if ends == len(h) {
		st.turnTables, st.toldTurns = tables, 0
	}
}

// firstDrawDone forgets the first draw once a turn has ended.
func (st *story) firstDrawDone(turns int) {
	if turns > 0 {
		st.firstDraw = nil
	}
}

// told notes a finished turn and returns its message, made by text from
// what the turn changed on the table (empty when unknown). last says the
// event is the last turn ending among those read at once: the game's
// table is then the table after it.
func (st *story) told(t *tableScreen, e game.Event, last bool, text func(tableChange) string) string {
	n := turnNote{seat: e.Player}
	var c tableChange
	switch k := st.toldTurns; {
	case last && st.startOK:
		n.before, n.after, n.known = st.start, t.s.g.Snapshot().Table, true
		c = changeOf(&n.before, &n.after)
	case k+1 < len(st.turnTables):
		// a turn of a match resumed, told as it was live
		n.before, n.after, n.known = st.turnTables[k], st.turnTables[k+1], true
		c = changeOf(&n.before, &n.after)
	}
	if st.turnTables != nil {
		st.toldTurns++
	}
	n.text = text(c)
	st.notes = append(st.notes, n)
	if len(st.notes) > maxNotes {
		st.notes = st.notes[len(st.notes)-maxNotes:]
	}
	return n.text
}

// since returns the turns told since the seat's last turn.
func (st *story) since(seat int) []turnNote {
	for i := len(st.notes) - 1; i >= 0; i-- {
		if st.notes[i].seat == seat {
			return st.notes[i+1:]
		}
	}
	return st.notes
}

// played reports whether the story holds a turn of the seat.
func (st *story) played(seat int) bool {
	return slices.ContainsFunc(st.notes, func(n turnNote) bool { return n.seat == seat })
}

// markFor marks the tiles the others laid and moved since the seat's last
// turn, once a turn.
func (st *story) markFor(seat, turns int) {
	if st.markedTurn == turns || !st.startOK {
		return
	}
	st.markedTurn = turns
	st.laid, st.moved = nil, nil
	told := st.since(seat)
	if len(told) == 0 || !told[0].known {
		return
	}
	c := changeOf(&told[0].before, &st.start)
	st.laid, st.moved = c.Laid, c.Moved
}

// unmark takes the marks away.
func (st *story) unmark() { st.laid, st.moved = nil, nil }

// lastPlay is the last turn told whose tables are known, if any.
func (st *story) lastPlay() (turnNote, bool) {
	for i := len(st.notes) - 1; i >= 0; i-- {
		if n := st.notes[i]; n.known {
			return n, true
		}
	}
	return turnNote{}, false
}

// replay plays the last turn's animation again: every tile it laid comes
// from its player's seat and every tile it moved from its old cell, one
// after another, and the marks show what it did until the person acts.
// Tiles the person has moved since are left where they are.
func (t *tableScreen) replay(a *App) {
	n, ok := t.story.lastPlay()
	if !ok {
		t.say(a, "No turn to play again yet.")
		return
	}
	c := changeOf(&n.before, &n.after)
	if c.Empty() {
		t.say(a, "Last turn: "+n.text)
		return
	}
	sx, sy := t.seatPoint(n.seat)
	gap := int(8 / a.settings.AnimSpeed)
	next := a.tick + gap
	for _, l := range n.after.Lines() {
		for k, tile := range l.Tiles {
			p := game.Pos{Col: l.Start.Col + k, Row: l.Start.Row}
			if t.view.Table.At(p) != tile {
				continue // the person moved it since
			}
			was, on := n.before.Find(tile)
			switch {
			case !on:
				t.pos[tile] = point{sx, sy}
			case was != p:
				r := t.lay.cellRect(was)
				t.pos[tile] = point{r.X, r.Y}
			default:
				continue
			}
			t.wait[tile] = next
			next += gap
		}
	}
	t.story.laid, t.story.moved = c.Laid, c.Moved
	t.say(a, "Last turn: "+n.text)
}

// firstMessage tells how the first player was chosen: the tile each seat
// drew, and who starts (in Word, whose tiles are letters, the letter
// closest to A; otherwise the highest number).
func firstMessage(seats []Seat, drawn []game.Tile, first int) string {
	rule := "the highest number"
	if holdsLetters(drawn) {
		rule = "the letter closest to A"
	}
	s := "To choose who starts, each drew a tile:"
	sep := " "
	for i, x := range drawn {
		if x == 0 || i >= len(seats) {
			continue
		}
		s += fmt.Sprintf("%s%s %s", sep, seats[i].Name, x)
		sep = ", "
	}
	return s + ". " + says(seats[first].Name, "starts") + ", with " + rule + "."
}
