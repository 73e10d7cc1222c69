package game

import "fmt"

// EventKind says what happened.
type EventKind uint8

// The things a game reports. The UI, the sound and the log follow a game
// by reading its events.
const (
	// FirstPlayerChosen: Tiles holds, by seat, the tiles of the draw that
	// decided (0 for a seat that lost an earlier draw); Player starts.
	FirstPlayerChosen EventKind = iota + 1
	// Dealt: every seat has its tiles.
	Dealt
	// TurnStarted: Player's turn begins.
	TurnStarted
	// Edited: Player moved tiles (Edit).
	Edited
	// Undone and Redone: Player took back or re-made an edit (Edit).
	Undone
	Redone
	// TurnReset: Player put every tile back where it was at the start of
	// the turn.
	TurnReset
	// Played: Player's turn was legal and stands. Tiles are the tiles laid
	// from the rack; Points the value of an initial meld made this turn, or
	// the turn's score in a variant scored turn by turn (Word); Emptied
	// whether the turn laid the whole rack; Rack how many tiles the rack
	// holds after the turn, refill included.
	Played
	// Rejected: Player ended the turn with a table that breaks the rules
	// (Reasons); the table was rolled back and Tiles were drawn as penalty.
	Rejected
	// Drew: Player drew Tiles (one) and the turn ended.
	Drew
	// Passed: the pool is empty and Player played nothing.
	Passed
	// TimeWarning: Player's time is about to run out.
	TimeWarning
	// TimedOut: Player's time ran out. If the table had changed it was
	// rolled back and Tiles were drawn as penalty, else one tile was drawn.
	TimedOut
	// GameOver: the game has ended (Result).
	GameOver
	// Refilled: Player refilled the rack from the pool at the end of a
	// played turn (Tiles; Rules.RefillTo). Rack is how many tiles the rack
	// holds now (fewer than Rules.RefillTo when the pool ran out); Emptied
	// whether the turn had laid the whole rack first.
	Refilled
	// TurnMissed: Player misses this turn for a failed one
	// (Rules.MissTurn); the next seat plays.
	TurnMissed
)

var eventNames = map[EventKind]string{
	FirstPlayerChosen: "first player", Dealt: "dealt", TurnStarted: "turn",
	Edited: "edit", Undone: "undo", Redone: "redo", TurnReset: "reset",
	Played: "played", Rejected: "rejected", Drew: "drew", Passed: "passed",
	TimeWarning: "time warning", TimedOut: "timed out", GameOver: "game over",
	Refilled: "refilled", TurnMissed: "turn missed",
}

// String names the kind.
func (k EventKind) String() string {
	if s, ok := eventNames[k]; ok {
		return s
	}
	return fmt.Sprintf("event(%d)", k)
}

// Event is one thing that happened in a game.
type Event struct {
	// Kind says what happened.
	Kind EventKind
	// Player is the seat it happened to.
	Player int
	// Tiles are the tiles it concerns: laid, drawn, or taken back.
	Tiles []Tile
	// Points is the value of an initial meld made by a played turn, or
	// the turn's score in a variant scored turn by turn (Word).
	Points int
	// Returned are the tiles a failed turn sent back into the pool
	// (Rules.ReturnLaid).
	Returned []Tile
	// Reasons are the rules a refused turn broke.
	Reasons []Reason
	// Edit is the edit made, undone or redone.
	Edit Edit
	// Result is the game's result when it ended.
	Result *Result
	// Rack is, for Played and Refilled, how many tiles the player's rack
	// holds after the turn, refill included.
	Rack int
	// Emptied is, for Played and Refilled, whether the turn laid every
	// tile of the player's rack (a Word turn's score doubles).
	Emptied bool
}

// String describes the event for a log.
func (e Event) String() string {
	s := fmt.Sprintf("%v seat=%d", e.Kind, e.Player)
	if len(e.Tiles) > 0 {
		s += " tiles=" + Codes(e.Tiles)
	}
	if e.Points != 0 {
		s += fmt.Sprintf(" points=%d", e.Points)
	}
	for _, r := range e.Reasons {
		s += "; " + r.Text
	}
	return s
}
