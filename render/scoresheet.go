package render

// The score table's content, apart from its drawing: pure, so it is
// tested without a display.

import (
	"fmt"
	"strconv"

	"rummikub/game"
)

// scoreSheet is the score table as text.
type scoreSheet struct {
	title, subtitle string
	// over says the match is over; winners are its winning seats.
	over bool
	// cheer says a person won the game just played, or the match is over:
	// the title is golden.
	cheer   bool
	winners []bool
	names   []string
	kinds   []string
	// rows are the game rows shown, oldest first; a first row may carry
	// several early games forward as one.
	rows []scoreRow
	// last is the index in rows of the game just played, or -1.
	last int
	// racks are the rack values the game just played left, racksLabel
	// their row's label.
	racks      []string
	racksLabel string
	totals     []string
	wins       []string
	places     []string
	// next is the main button's label.
	next string
}

// scoreRow is one line of the table: its label and a cell per player.
type scoreRow struct {
	label  string
	cells  []string
	winner int // the seat that won the game, or -1 for a carried row
}

// maxGameRows is the most game rows shown; earlier games are carried
// forward in one row.
const maxGameRows = 9

// makeSheet writes the score table of a match; res is the game just
// played (nil if none), already recorded in the match.
//
// In a variant scored turn by turn (Word), history, the game's turns, puts
// the game just played in the table turn by turn (addTurnRows).
func makeSheet(seats []Seat, m *game.Match, res *game.Result, history ...game.Record) scoreSheet {
	n := len(seats)
	results := m.Results
	sh := scoreSheet{over: m.Over(), winners: make([]bool, n), last: -1}
	for _, seat := range seats {
		sh.names = append(sh.names, seat.Name)
		kind := "Human"
		if !seat.Human {
			kind = "Computer · " + levelTitle(seat.Level)
		}
		sh.kinds = append(sh.kinds, kind)
	}

	// The game rows, the early ones carried forward when there are many.
	first := 0
	if len(results) > maxGameRows {
		first = len(results) - (maxGameRows - 1)
		carried := scoreRow{label: fmt.Sprintf("Games 1–%d", first), cells: make([]string, n), winner: -1}
		for i := range n {
			sum := 0
			for _, r := range results[:first] {
				if i < len(r.Scores) {
					sum += r.Scores[i]
				}
			}
			carried.cells[i] = signed(sum)
		}
		sh.rows = append(sh.rows, carried)
	}
	for gi := first; gi < len(results); gi++ {
		r := results[gi]
		row := scoreRow{label: "Game " + strconv.Itoa(gi+1), cells: make([]string, n), winner: r.Winner}
		for i := range n {
			if i < len(r.Scores) {
				row.cells[i] = signed(r.Scores[i])
			}
		}
		sh.rows = append(sh.rows, row)
	}

	// The game just played: its title and what each rack held.
	if res != nil && len(results) > 0 {
		sh.last = len(sh.rows) - 1
		sh.racksLabel = fmt.Sprintf("Left on rack, game %d", len(results))
		for i := range n {
			v := 0
			if i < len(res.RackValues) {
				v = res.RackValues[i]
			}
			cell := strconv.Itoa(v)
			if i == res.Winner && !res.Blocked {
				cell = "out"
			}
			sh.racks = append(sh.racks, cell)
		}
	}

	st := game.Standings(n, results)
	sh.totals = make([]string, n)
	sh.wins = make([]string, n)
	sh.places = make([]string, n)
	for k, x := range st {
		sh.totals[x.Seat] = signed(x.Total)
		sh.wins[x.Seat] = strconv.Itoa(x.Wins)
		place := k + 1
		for place > 1 && st[place-2].Wins == x.Wins && st[place-2].Total == x.Total {
			place--
		}
		sh.places[x.Seat] = ordinal(place)
	}
	var won []string
	for _, w := range game.Winners(n, results) {
		sh.winners[w] = true
		won = append(won, seats[w].Name)
	}

	switch {
	case sh.over && len(won) > 1:
		sh.title = joinNames(won) + " share the match!"
		best := st[0]
		sh.subtitle = fmt.Sprintf("%s won and %s each, after %s.", plural(best.Wins, "game", "games"), points(best.Total), plural(len(results), "game", "games"))
	case sh.over && len(won) == 1:
		sh.title = wins(won[0]) + " the match!"
		best := st[0]
		sh.subtitle = fmt.Sprintf("%s won of %d, %s in all.", plural(best.Wins, "game", "games"), len(results), points(best.Total))
	case res != nil && res.Winner >= 0 && res.Winner < n:
		sh.title = fmt.Sprintf("%s game %d", wins(seats[res.Winner].Name), len(results))
		sh.cheer = seats[res.Winner].Human
	default:
		sh.title = "Score table"
	}
	how := ""
	if res != nil {
		how = "went out: every tile laid."
		if res.Blocked {
			how = "The pool ran out and no one could play: the lowest rack wins."
			if blockedTie(res) {
				how = "The pool ran out and no one could play: the lowest rack wins (on a tie, fewer tiles, then turn order)."
			}
		} else if res.Winner >= 0 && res.Winner < n {
			how = seats[res.Winner].Name + " " + how
		}
	}
	if m.Rules != nil && m.Rules.Scoring != nil && res != nil && len(history) > 0 {
		how = sh.addTurnRows(seats, history, res, len(results))
	}
	sh.cheer = sh.cheer || sh.over
	if !sh.over {
		sh.subtitle = how
		sh.next = fmt.Sprintf("Next game, %d of %d (Enter)", len(results)+1, m.Games())
	} else {
		sh.next = "New game (Enter)"
	}
	return sh
}

// withTiles adds to the racks row how many tiles each rack held (left,
// by seat): "12 (3 tiles)".
func (sh *scoreSheet) withTiles(left []int) {
	for i := range sh.racks {
		if i < len(left) && sh.racks[i] != "out" {
			sh.racks[i] += " (" + plural(left[i], "tile", "tiles") + ")"
		}
	}
}

// signed writes a score with its sign: "+12", "-7", "0".
func signed(v int) string {
	if v > 0 {
		return "+" + strconv.Itoa(v)
	}
	return strconv.Itoa(v)
}

// points writes a total: "+112 points".
func points(v int) string {
	if v == 1 || v == -1 {
		return signed(v) + " point"
	}
	return signed(v) + " points"
}

// ordinal writes a place: "1st", "2nd", "3rd", "4th".
func ordinal(n int) string {
	switch n {
	case 1:
		return "1st"
	case 2:
		return "2nd"
	case 3:
		return "3rd"
	}
	return strconv.Itoa(n) + "th"
}

// wins writes "Ada wins", or "You win".
func wins(name string) string {
	if name == "You" || name == "you" {
		return name + " win"
	}
	return name + " wins"
}

// joinNames writes "A", "A and B", "A, B and C".
func joinNames(n []string) string {
	switch len(n) {
	case 0:
		return ""
	case 1:
		return n[0]
	}
	out := n[0]
	for _, s := range n[1 : len(n)-1] {
		out += ", " + s
	}
	return out + " and " + n[len(n)-1]
}

// plural writes a count with its noun: "1 round", "2 rounds".
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// blockedTie reports whether another seat's rack is worth as little as the
// winner's in a blocked game: the tie was broken by the rule's next steps.
func blockedTie(res *game.Result) bool {
	if res.Winner < 0 || res.Winner >= len(res.RackValues) {
		return false
	}
	for i, v := range res.RackValues {
		if i != res.Winner && v == res.RackValues[res.Winner] {
			return true
		}
	}
	return false
}
