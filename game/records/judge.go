package records

import (
	"errors"
	"fmt"
	"slices"

	"rummikub/game"
)

// Verdict is what the referee makes of a whole record: the scores of a
// game that stands to its end, or the first turn that does not stand.
// It is the JSON line `rummikub replay` prints.
type Verdict struct {
	// OK says every turn stands and the recorded result, if any, is the
	// one the referee gives.
	OK bool `json:"ok"`
	// Variant is the record's variant.
	Variant string `json:"variant"`
	// Turns counts the turns that stand.
	Turns int `json:"turns"`
	// Over says the game ended with the last turn.
	Over bool `json:"over"`
	// Winner and Scores are the game's result, when it is over.
	Winner *int  `json:"winner,omitempty"`
	Scores []int `json:"scores,omitempty"`
	// Turn is the first turn that does not stand, from 1; 0 when all do.
	Turn int `json:"turn,omitempty"`
	// Error says what is wrong.
	Error string `json:"error,omitempty"`
}

// Judge replays a record through its variant's referee from the deal.
func Judge(rec Game) Verdict {
	v := Verdict{Variant: rec.Game.Variant}
	rp, err := Open(rec)
	v.Turns = max(len(rp.States)-1, 0)
	if err != nil {
		v.Error = err.Error()
		var te *TurnError
		if errors.As(err, &te) {
			v.Turn = te.Turn
		}
		return v
	}
	v.Over = rp.Result != nil
	if v.Over {
		w := rp.Result.Winner
		v.Winner, v.Scores = &w, rp.Result.Scores
	}
	switch {
	case rec.Result != nil && !v.Over:
		v.Error = "the record holds a result but the game is not over after its last turn"
	case rec.Result != nil && (rec.Result.Winner != rp.Result.Winner || !slices.Equal(rec.Result.Scores, rp.Result.Scores)):
		v.Error = fmt.Sprintf("the record's result (seat %d wins, scores %v) is not the referee's", rec.Result.Winner, rec.Result.Scores)
	default:
		v.OK = true
	}
	return v
}

// TurnError is the error of a turn that does not stand.
type TurnError struct {
	// Turn is the turn, from 1.
	Turn int
	// Err is what the referee said.
	Err error
}

// Error implements error.
func (e *TurnError) Error() string { return fmt.Sprintf("turn %d does not stand: %v", e.Turn, e.Err) }

// Unwrap returns the referee's error.
func (e *TurnError) Unwrap() error { return e.Err }

// Replay is a record played again: the state before every turn and after
// the last, for a viewer to step through.
type Replay struct {
	// Record is the record replayed.
	Record Game
	// Rules are the record's variant.
	Rules *game.Rules
	// States[i] is the state after i turns; States[0] is the deal.
	States []game.State
	// Result is the game's result when it is over after the last turn.
	Result *game.Result
}

// Open replays a record turn by turn. On a turn that does not stand it
// returns the replay up to that turn with a *TurnError.
func Open(rec Game) (*Replay, error) {
	rp := &Replay{Record: rec}
	if err := rec.check(); err != nil {
		return rp, fmt.Errorf("the record %w", err)
	}
	r, opts, err := rec.Rules()
	if err != nil {
		return rp, err
	}
	rp.Rules = r
	g, err := game.New(r, opts, len(rec.Game.Seats), rec.Seed, &game.ManualClock{})
	if err != nil {
		return rp, err
	}
	rp.States = append(rp.States, g.Snapshot())
	for i, t := range rec.Turns {
		if err := g.Apply(t); err != nil {
			return rp, &TurnError{Turn: i + 1, Err: err}
		}
		if g.Over() {
			rp.States = append(rp.States, g.View())
			if i+1 < len(rec.Turns) {
				return rp, &TurnError{Turn: i + 2, Err: game.ErrGameOver}
			}
			r := *g.Result()
			rp.Result = &r
			break
		}
		rp.States = append(rp.States, g.Snapshot())
	}
	return rp, nil
}

// Laid returns the tiles turn i (from 1) laid from the rack: on the
// table after it, not before.
func (rp *Replay) Laid(i int) []game.Tile {
	if i < 1 || i >= len(rp.States) {
		return nil
	}
	before := rp.States[i-1].Table.Tiles(nil)
	slices.Sort(before)
	var out []game.Tile
	for _, t := range rp.States[i].Table.Tiles(nil) {
		if _, found := slices.BinarySearch(before, t); !found {
			out = append(out, t)
		}
	}
	return out
}
