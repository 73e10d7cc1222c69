package game

import (
	"fmt"
	"slices"
	"time"
)

// PendingEdits returns the edits of the turn in progress that are in
// effect (those an undo has taken back are left out): with the time left
// (Remaining), what a save keeps of an unfinished turn.
func (g *Game) PendingEdits() []Edit { return slices.Clone(g.edits[:g.cursor]) }

// ResumeTurn makes an unfinished turn again, as a save kept it: the edits
// in effect, each checked as Move checks it, and the time the turn had
// left (ignored when turns are not timed; clamped to the time limit). The
// turn must just have begun.
func (g *Game) ResumeTurn(edits []Edit, left time.Duration) error {
	if g.Over() {
		return ErrGameOver
	}
	if g.cursor != 0 || len(g.edits) != 0 {
		return fmt.Errorf("the turn has already begun")
	}
	for i, e := range edits {
		if err := g.Move(e); err != nil {
			return fmt.Errorf("edit %d of the unfinished turn: %w", i+1, err)
		}
	}
	if g.opts.TimeLimit > 0 {
		left = min(max(left, 0), g.opts.TimeLimit)
		g.turnStart = g.clock.Now().Add(left - g.opts.TimeLimit)
		g.warned = left <= g.rules.WarnBefore
	}
	return nil
}

// Apply makes one recorded turn again, judging it anew, as Replay does for
// each record: a replay viewer steps a game forward with it. It fails if
// the turn ends differently from its record.
func (g *Game) Apply(rec Record) error { return g.replayTurn(rec) }
