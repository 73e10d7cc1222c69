package game

import (
	"errors"
	"fmt"
	"slices"
)

// Area is where a tile can be during a turn.
type Area uint8

// The areas a player can move tiles between.
const (
	OnRack Area = iota
	OnTable
)

// Loc is a place for a tile: a cell of the table, or an index in the rack of
// the player whose turn it is.
type Loc struct {
	Area Area
	// Pos is the cell, for OnTable.
	Pos Pos
	// Index is the place in the rack, for OnRack; it is clamped to the rack.
	Index int
}

// TableLoc returns the location of a table cell.
func TableLoc(col, row int) Loc { return Loc{Area: OnTable, Pos: Pos{col, row}} }

// RackLoc returns the location of a place in the rack.
func RackLoc(index int) Loc { return Loc{Area: OnRack, Index: index} }

// String writes the location for logs.
func (l Loc) String() string {
	if l.Area == OnTable {
		return l.Pos.String()
	}
	return fmt.Sprintf("rack[%d]", l.Index)
}

// Step moves one tile to a location.
type Step struct {
	Tile Tile
	To   Loc
	// Pin declares what a joker put on the table stands for (Word: the
	// letter the player chose); the zero Pin declares nothing. A joker's
	// declaration lasts while it lies on the table and every step that
	// moves it sets it anew, so a step that only shifts a declared joker
	// carries its pin along (Table.Pinned).
	Pin Pin `json:",omitzero"`
}

// Edit is one undoable change a player makes during a turn: one or more
// tiles moved at once (a single tile, a whole set, a set shifted to make
// room). Every tile of the edit is lifted first, then all are put down in
// order, so tiles may move into cells that other tiles of the same edit
// leave.
type Edit struct {
	Steps []Step
}

// Move returns an edit that moves one tile.
func Move(t Tile, to Loc) Edit { return Edit{Steps: []Step{{Tile: t, To: to}}} }

// Errors that explain why an edit cannot be made.
var (
	// ErrNotYourTile: the tile is on another player's rack or in the pool.
	ErrNotYourTile = errors.New("that tile is not on your rack or the table")
	// ErrTableToRack: a tile that was on the table when the turn began
	// may not go to a rack.
	ErrTableToRack = errors.New("only tiles you laid this turn can go back to your rack")
	// ErrCellTaken: another tile holds the cell and does not move away.
	ErrCellTaken = errors.New("that cell is taken")
	// ErrOffTable: the cell is outside the table's grid.
	ErrOffTable = errors.New("that cell is off the table")
	// ErrTileTwice: one edit names the same tile in two steps.
	ErrTileTwice = errors.New("a tile can only move once in one edit")
	// ErrEmptyEdit: the edit has no steps.
	ErrEmptyEdit = errors.New("nothing to move")
	// ErrGameOver: the game has ended; nothing more can be done.
	ErrGameOver = errors.New("the game is over")
	// ErrNothingDone: ending a turn that changed nothing the rules see is
	// refused, without a penalty.
	ErrNothingDone = errors.New("lay at least one tile from your rack, or draw")
	// ErrNotYourTurn: a seat acted out of turn.
	ErrNotYourTurn = errors.New("it is not that player's turn")
	// ErrNothingToUndo: no edit of this turn is left to take back.
	ErrNothingToUndo = errors.New("nothing to undo")
	// ErrNothingToRedo: no undone edit is left to make again.
	ErrNothingToRedo = errors.New("nothing to redo")
	// ErrBadLoc: a step names neither the rack nor a table cell.
	ErrBadLoc = errors.New("a tile can only go to the rack or a cell of the table")
	// ErrTimeUp: the turn's time ran out; the turn was rolled back with
	// the penalty and passed on.
	ErrTimeUp = errors.New("the time for this turn ran out")
)

// applyEdit returns the state after the seat makes edit e in state cur, in a
// turn that started from start. It checks the edit first and changes nothing
// if the edit is not allowed.
func applyEdit(start, cur State, seat int, e Edit) (State, error) {
	if len(e.Steps) == 0 {
		return cur, ErrEmptyEdit
	}
	for _, st := range e.Steps {
		if st.To.Area != OnRack && st.To.Area != OnTable {
			return cur, ErrBadLoc
		}
	}
	next := cur.Clone()
	rack := next.Racks[seat]
	// Lift every tile.
	for i, st := range e.Steps {
		for _, prev := range e.Steps[:i] {
			if prev.Tile == st.Tile {
				return cur, ErrTileTwice
			}
		}
		if j := slices.Index(rack, st.Tile); j >= 0 {
			rack = slices.Delete(rack, j, j+1)
		} else if p, ok := next.Table.Find(st.Tile); ok && st.Tile != 0 {
			next.Table.Put(p, 0)
			if st.To.Area == OnRack && !slices.Contains(start.Racks[seat], st.Tile) {
				return cur, ErrTableToRack
			}
		} else {
			return cur, ErrNotYourTile
		}
	}
	// Put every tile down.
	for _, st := range e.Steps {
		switch st.To.Area {
		case OnTable:
			if !st.To.Pos.In() {
				return cur, ErrOffTable
			}
			if next.Table.At(st.To.Pos) != 0 {
				return cur, ErrCellTaken
			}
			next.Table.Put(st.To.Pos, st.Tile)
			next.Table.Pin(st.Tile, st.Pin)
		case OnRack:
			i := min(max(st.To.Index, 0), len(rack))
			rack = slices.Insert(rack, i, st.Tile)
		}
	}
	next.Racks[seat] = rack
	return next, nil
}
