package game

import (
	"fmt"
	"slices"
)

// Action is how a turn ended.
type Action uint8

// The ways a turn ends.
const (
	ActPlayed   Action = iota + 1 // the turn was legal and stands
	ActRejected                   // the table broke the rules: rolled back, penalty drawn
	ActDrew                       // the player drew a tile
	ActPassed                     // the pool was empty and the player passed
	ActTimedOut                   // the time ran out
)

// String names the action.
func (a Action) String() string {
	switch a {
	case ActPlayed:
		return "played"
	case ActRejected:
		return "rejected"
	case ActDrew:
		return "drew"
	case ActPassed:
		return "passed"
	case ActTimedOut:
		return "timed out"
	}
	return fmt.Sprintf("action(%d)", a)
}

// Record is one finished turn: who, the edits in effect when it ended, and
// how it ended. A game's records with its seed replay the whole game; they
// are what a save file holds.
type Record struct {
	// Seat is the player whose turn it was.
	Seat int
	// Action is how the turn ended.
	Action Action
	// Edits are the edits in effect when the turn ended, in order.
	Edits []Edit
	// Drawn are the tiles the player drew (a draw or a penalty).
	Drawn []Tile
	// Points is the value of an initial meld the turn made, or the turn's
	// score in a variant scored turn by turn (Word).
	Points int
	// Returned are the tiles a failed turn laid that went back into the
	// pool (Rules.ReturnLaid).
	Returned []Tile
}

// Replay plays a game again from its seed and records, judging every turn
// anew, and fails if any turn ends differently from its record: another
// Action, or other Drawn, Points or Returned.
func Replay(r *Rules, opts Options, players int, seed uint64, records []Record) (*Game, error) {
	g, err := New(r, opts, players, seed, &ManualClock{})
	if err != nil {
		return nil, err
	}
	for i, rec := range records {
		if err := g.replayTurn(rec); err != nil {
			return g, fmt.Errorf("turn %d: %w", i+1, err)
		}
	}
	return g, nil
}

// replayTurn makes one recorded turn again.
func (g *Game) replayTurn(rec Record) error {
	if g.Over() {
		return ErrGameOver
	}
	if rec.Seat != g.Current() {
		return fmt.Errorf("seat %d recorded, seat %d to play: %w", rec.Seat, g.Current(), ErrNotYourTurn)
	}
	for _, e := range rec.Edits {
		if err := g.Move(e); err != nil {
			return err
		}
	}
	n := len(g.history)
	var err error
	switch rec.Action {
	case ActPlayed, ActRejected:
		_, err = g.EndTurn()
	case ActDrew, ActPassed:
		err = g.Draw()
	case ActTimedOut:
		g.expire()
	default:
		err = fmt.Errorf("unknown action %v", rec.Action)
	}
	if err != nil {
		return err
	}
	if len(g.history) != n+1 || g.history[n].Action != rec.Action {
		return fmt.Errorf("recorded %v, replayed differently", rec.Action)
	}
	return sameOutcome(rec, g.history[n])
}

// sameOutcome compares what a recorded turn says it drew, scored and sent
// back to the pool with what its replay did, and names the first field
// that differs.
func sameOutcome(rec, got Record) error {
	switch {
	case !slices.Equal(rec.Drawn, got.Drawn):
		return fmt.Errorf("Drawn: recorded [%s], replayed [%s]", Codes(rec.Drawn), Codes(got.Drawn))
	case rec.Points != got.Points:
		return fmt.Errorf("Points: recorded %d, replayed %d", rec.Points, got.Points)
	case !slices.Equal(rec.Returned, got.Returned):
		return fmt.Errorf("Returned: recorded [%s], replayed [%s]", Codes(rec.Returned), Codes(got.Returned))
	}
	return nil
}
