package render

// The score table of a variant scored turn by turn (Word Rummikub), as the
// rule book's scorekeeper lists it: the game just played turn by turn,
// each player's points for the turn with the running total beside them,
// then the jokers left on the racks; the highest total wins. Pure, so it
// is tested without a display.

import (
	"fmt"
	"strconv"

	"rummikub/game"
)

// maxTurnRows is the most turn rows shown; earlier turns are carried
// forward in one row with their totals.
const maxTurnRows = 8

// turnCell writes one turn of a player: its points and the running total
// ("+7 · 23"), or what happened instead ("drew · 23").
func turnCell(rec game.Record, total int) string {
	what := signed(rec.Points)
	switch rec.Action {
	case game.ActDrew:
		what = "drew"
	case game.ActPassed:
		what = "passed"
	case game.ActRejected, game.ActTimedOut:
		what = "failed"
	}
	return what + " · " + strconv.Itoa(total)
}

// addTurnRows puts the game just played into the sheet turn by turn, in
// place of its one game row: the k-th row holds each player's k-th turn.
// The rack row then names the jokers' cost; it returns how the game ended,
// for the subtitle.
func (sh *scoreSheet) addTurnRows(seats []Seat, history []game.Record, res *game.Result, games int) string {
	n := len(seats)
	turns := make([][]string, n)
	totals := make([]int, n)
	for _, rec := range history {
		if rec.Seat < 0 || rec.Seat >= n {
			continue
		}
		if rec.Action == game.ActPlayed {
			totals[rec.Seat] += rec.Points
		}
		turns[rec.Seat] = append(turns[rec.Seat], turnCell(rec, totals[rec.Seat]))
	}
	rounds := 0
	for _, ts := range turns {
		rounds = max(rounds, len(ts))
	}
	if sh.last >= 0 {
		sh.rows = sh.rows[:sh.last] // the game's own row: shown turn by turn
	}
	first := 0
	if rounds > maxTurnRows {
		first = rounds - (maxTurnRows - 1)
		carried := scoreRow{label: fmt.Sprintf("Turns 1–%d", first), cells: make([]string, n), winner: -1}
		for i, ts := range turns {
			if first-1 < len(ts) {
				carried.cells[i] = "… " + ts[first-1]
			} else if len(ts) > 0 {
				carried.cells[i] = "… " + ts[len(ts)-1]
			}
		}
		sh.rows = append(sh.rows, carried)
	}
	for k := first; k < rounds; k++ {
		row := scoreRow{label: fmt.Sprintf("Game %d, turn %d", games, k+1), cells: make([]string, n), winner: -1}
		for i, ts := range turns {
			if k < len(ts) {
				row.cells[i] = ts[k]
			}
		}
		sh.rows = append(sh.rows, row)
	}
	sh.last = -1
	if res == nil {
		return ""
	}
	sh.racksLabel = fmt.Sprintf("Jokers left, game %d", games)
	for i := range sh.racks {
		sh.racks[i] = "0"
		if i < len(res.RackValues) && res.RackValues[i] > 0 {
			sh.racks[i] = signed(-res.RackValues[i])
		}
	}
	if res.Winner < 0 || res.Winner >= n {
		return ""
	}
	return fmt.Sprintf("%s: %s in the game. The highest score wins.", seats[res.Winner].Name, points(res.Scores[res.Winner]))
}
