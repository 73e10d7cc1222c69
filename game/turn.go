package game

import "slices"

// Move makes an edit in the current player's pending turn.
func (g *Game) Move(e Edit) error {
	return g.move(e, Edited)
}

// move makes an edit and reports it as kind (Edited, or TurnReset).
func (g *Game) move(e Edit, kind EventKind) error {
	if g.Over() {
		return ErrGameOver
	}
	if g.timeUp() {
		return ErrTimeUp
	}
	seat := g.start.Current
	next, err := applyEdit(g.start, g.pending[g.cursor], seat, e)
	if err != nil {
		return err
	}
	g.pending = append(g.pending[:g.cursor+1], next)
	g.edits = append(g.edits[:g.cursor], e)
	g.cursor++
	g.emit(Event{Kind: kind, Player: seat, Edit: e})
	return nil
}

// Undo takes back the last edit of the turn.
func (g *Game) Undo() error {
	if g.Over() {
		return ErrGameOver
	}
	if g.cursor == 0 {
		return ErrNothingToUndo
	}
	g.cursor--
	g.emit(Event{Kind: Undone, Player: g.start.Current, Edit: g.edits[g.cursor]})
	return nil
}

// Redo makes again the last edit that was undone.
func (g *Game) Redo() error {
	if g.Over() {
		return ErrGameOver
	}
	if g.cursor == len(g.edits) {
		return ErrNothingToRedo
	}
	g.cursor++
	g.emit(Event{Kind: Redone, Player: g.start.Current, Edit: g.edits[g.cursor-1]})
	return nil
}

// Reset puts every tile back where it was at the start of the turn, but
// keeps the rack in the order the player left it (RackOrder). It is one
// edit (reported as TurnReset), so Undo takes it back; with nothing to put
// back it fails with ErrNothingToUndo.
func (g *Game) Reset() error {
	if g.Over() {
		return ErrGameOver
	}
	seat := g.start.Current
	start, cur := &g.start.Table, &g.pending[g.cursor].Table
	rack := g.RackOrder()
	var e Edit
	for _, l := range start.Lines() {
		for k, tile := range l.Tiles {
			p := Pos{Col: l.Start.Col + k, Row: l.Start.Row}
			// a joker goes back with its declaration (Word's letter):
			// moved without one it would read anew
			pin := start.Pinned(tile)
			if cur.At(p) != tile || cur.Pinned(tile) != pin {
				e.Steps = append(e.Steps, Step{Tile: tile, To: TableLoc(p.Col, p.Row), Pin: pin})
			}
		}
	}
	if len(e.Steps) == 0 && slices.Equal(rack, g.pending[g.cursor].Racks[seat]) {
		return ErrNothingToUndo
	}
	for i, tile := range rack {
		e.Steps = append(e.Steps, Step{Tile: tile, To: RackLoc(i)})
	}
	return g.move(e, TurnReset)
}

// EndTurn asks the referee about the pending table. A legal turn commits; an
// illegal one is rolled back to the snapshot and the player draws the
// penalty. A turn that laid nothing and left the sets as they were is not
// ended: the player must lay a tile or draw (ErrNothingDone).
func (g *Game) EndTurn() (Verdict, error) {
	if g.Over() {
		return Verdict{}, ErrGameOver
	}
	if g.timeUp() {
		return Verdict{}, ErrTimeUp
	}
	seat := g.start.Current
	cur := g.pending[g.cursor]
	before, after := g.start.Position(seat), cur.Position(seat)
	v := Judge(g.rules, g.opts, before, after)
	if !g.Changed() {
		return v, ErrNothingDone
	}
	rec := Record{Seat: seat, Edits: slices.Clone(g.edits[:g.cursor])}
	if !v.Legal {
		rec.Action = ActRejected
		g.penalize(rec, Event{Kind: Rejected, Player: seat, Reasons: v.Reasons})
		return v, nil
	}
	next := cur.Clone()
	next.Opened[seat] = true
	next.Passes = 0
	next.Drawn[seat] = nil
	if g.rules.Scoring != nil {
		next.Scores[seat] += v.Points
	}
	rec.Action, rec.Points = ActPlayed, v.Points
	emptied := len(next.Racks[seat]) == 0
	rec.Drawn = next.refill(seat, g.rules.RefillTo)
	rack := len(next.Racks[seat])
	g.history = append(g.history, rec)
	g.emit(Event{Kind: Played, Player: seat, Tiles: v.Played, Points: v.Points, Rack: rack, Emptied: emptied})
	if len(rec.Drawn) > 0 {
		g.emit(Event{Kind: Refilled, Player: seat, Tiles: rec.Drawn, Rack: rack, Emptied: emptied})
	}
	if len(next.Racks[seat]) == 0 {
		g.finish(next, seat, false)
		return v, nil
	}
	g.advance(next)
	return v, nil
}

// Draw ends the turn by drawing a tile. Pending edits are put back first
// (drawing instead of playing is no misplay). With the pool empty, the
// player passes.
func (g *Game) Draw() error {
	if g.Over() {
		return ErrGameOver
	}
	if g.timeUp() {
		return ErrTimeUp
	}
	seat := g.start.Current
	next := g.rollback()
	drawn := next.draw(seat, 1)
	drawn = append(drawn, next.refill(seat, g.rules.RefillTo)...)
	rec := Record{Seat: seat, Action: ActDrew, Drawn: drawn, Edits: slices.Clone(g.edits[:g.cursor])}
	if len(drawn) == 0 {
		rec.Action = ActPassed
		next.Passes++
		g.emit(Event{Kind: Passed, Player: seat})
	} else {
		next.Passes = 0
		g.emit(Event{Kind: Drew, Player: seat, Tiles: drawn})
	}
	g.history = append(g.history, rec)
	g.advance(next)
	return nil
}

// Tick enforces the time limit: it warns the player shortly before the
// time runs out, and when it has run out ends the turn as the rules say
// (the UI calls Tick every frame; tests move a ManualClock).
func (g *Game) Tick() {
	rem, timed := g.Remaining()
	if !timed || g.Over() {
		return
	}
	if !g.warned && rem <= g.rules.WarnBefore {
		g.warned = true
		g.emit(Event{Kind: TimeWarning, Player: g.start.Current})
	}
	if rem <= 0 {
		g.expire()
	}
}

// expire ends a turn whose time ran out: with the table changed, the change
// is rolled back and the player draws the penalty; otherwise the player
// draws one tile.
func (g *Game) expire() {
	seat := g.start.Current
	rec := Record{Seat: seat, Action: ActTimedOut, Edits: slices.Clone(g.edits[:g.cursor])}
	if g.Changed() {
		g.penalize(rec, Event{Kind: TimedOut, Player: seat})
		return
	}
	next := g.rollback()
	drawn := next.draw(seat, 1)
	drawn = append(drawn, next.refill(seat, g.rules.RefillTo)...)
	rec.Drawn = drawn
	if len(drawn) == 0 {
		next.Passes++
	} else {
		next.Passes = 0
	}
	g.history = append(g.history, rec)
	g.emit(Event{Kind: TimedOut, Player: seat, Tiles: drawn})
	g.advance(next)
}

// penalize rolls the turn back to its snapshot, draws the penalty and
// passes the turn on. With an empty pool the misplay counts as a pass.
// Under Rules.ReturnLaid the tiles the turn laid go back into the pool
// first; under Rules.MissTurn the player misses the next turn.
func (g *Game) penalize(rec Record, e Event) {
	next := g.rollback()
	seat := e.Player
	if g.rules.ReturnLaid {
		rec.Returned = g.Laid()
		next.Racks[seat] = slices.DeleteFunc(next.Racks[seat], func(t Tile) bool { return slices.Contains(rec.Returned, t) })
		next.returnToPool(rec.Returned, g.seed)
		e.Returned = rec.Returned
	}
	drawn := next.draw(seat, g.rules.PenaltyDraw)
	drawn = append(drawn, next.refill(seat, g.rules.RefillTo)...)
	if g.rules.MissTurn {
		next.Missing[seat] = true
	}
	if len(drawn) == 0 {
		next.Passes++
	} else {
		next.Passes = 0
	}
	rec.Drawn = drawn
	e.Tiles = drawn
	g.history = append(g.history, rec)
	g.emit(e)
	g.advance(next)
}

// rollback returns the state at the start of the turn with the current
// player's rack in the order the player left it: rolling a turn back puts
// every tile back, but keeps the rack as the player sorted it. A tile
// taken back from the table goes after the tile it followed the last time
// it was on the rack.
func (g *Game) rollback() State {
	next := g.start.Clone()
	next.Racks[next.Current] = g.RackOrder()
	return next
}

// RackOrder returns the current player's rack at the start of the turn in
// the order a rollback leaves it (see rollback), so a Reset can keep it.
func (g *Game) RackOrder() []Tile {
	seat := g.start.Current
	order := g.pending[g.cursor].Racks[seat]
	for i := g.cursor - 1; i >= 0; i-- { // pending[0] is the start: every tile
		order = KeepOrder(g.pending[i].Racks[seat], order)
	}
	return slices.Clone(order)
}

// KeepOrder returns the tiles of pending in their order, with each tile of
// earlier that pending lacks put back after the tile it follows in earlier
// (the nearest one before it that pending holds), or first.
func KeepOrder(earlier, pending []Tile) []Tile {
	out := slices.Clone(pending)
	for i, t := range earlier {
		if slices.Contains(out, t) {
			continue
		}
		at := 0
		for j := i - 1; j >= 0; j-- {
			if k := slices.Index(out, earlier[j]); k >= 0 {
				at = k + 1
				break
			}
		}
		out = slices.Insert(out, at, t)
	}
	return out
}

// advance hands the turn to the next seat, or ends a game that no one can
// go on with.
func (g *Game) advance(next State) {
	next.Turn++
	if next.Passes >= next.Players() {
		g.finish(next, blockedWinner(g.rules, next.Racks, g.first, g.rules.Direction), true)
		return
	}
	n := next.Players()
	step := func(seat int) int { return ((seat+int(g.rules.Direction))%n + n) % n }
	next.Current = step(next.Current)
	// Seats that must miss a turn are passed over, each once.
	for next.Current < len(next.Missing) && next.Missing[next.Current] {
		next.Missing[next.Current] = false
		g.emit(Event{Kind: TurnMissed, Player: next.Current})
		next.Current = step(next.Current)
	}
	g.beginTurn(next)
}

// Laid returns the tiles of the player's rack at the start of the turn
// that the pending turn has put on the table, in rack order.
func (g *Game) Laid() []Tile {
	seat := g.start.Current
	now := g.pending[g.cursor].Racks[seat]
	var out []Tile
	for _, t := range g.start.Racks[seat] {
		if !slices.Contains(now, t) {
			out = append(out, t)
		}
	}
	return out
}

// finish ends the game in state s with the given winner.
func (g *Game) finish(s State, winner int, blocked bool) {
	var res Result
	if g.rules.Scoring != nil {
		res = ScoreTurns(g.rules, s.Scores, s.Racks, winner, blocked, g.first)
	} else {
		res = ScoreGame(g.rules, s.Racks, winner, blocked)
	}
	g.result = &res
	g.start = s
	g.pending = append(g.pending[:0], s)
	g.edits = g.edits[:0]
	g.cursor = 0
	g.emit(Event{Kind: GameOver, Player: winner, Result: g.result})
}

// timeUp ends the turn if its time has run out, and reports whether it did.
// Every action checks it first, so the limit holds even for a caller that
// does not Tick.
func (g *Game) timeUp() bool {
	if rem, timed := g.Remaining(); !timed || rem > 0 {
		return false
	}
	g.Tick()
	return true
}

// Changed reports whether the pending turn changes anything the rules see:
// a tile laid from the rack, or the table's sets rearranged. Moving whole
// sets to other cells, or reordering the rack, is no change, and ending a
// turn that changes nothing is refused without a penalty (ErrNothingDone).
func (g *Game) Changed() bool {
	seat := g.start.Current
	cur := g.pending[g.cursor]
	if len(cur.Racks[seat]) != len(g.start.Racks[seat]) {
		return true
	}
	if cur.Table == g.start.Table {
		return false // the same grid: nothing moved
	}
	return !sameTable(g.rules, g.start.Table.Sets(), cur.Table.Sets())
}

// sameTable reports whether two tables hold the same sets, wherever they lie.
func sameTable(r *Rules, a, b []Set) bool {
	if len(a) != len(b) {
		return false
	}
	ja, _ := JudgeSets(r, a)
	jb, _ := JudgeSets(r, b)
	fresh, gone := Unmatched(ja, jb)
	return len(fresh) == 0 && len(gone) == 0
}
