package game

// Result is how a game ended and what each seat scored.
type Result struct {
	// Winner is the seat that won the game.
	Winner int
	// Blocked says the game ended because the pool was empty and every
	// player passed in turn; otherwise the winner emptied the rack.
	Blocked bool
	// RackValues is the penalty value of each seat's rack at the end.
	RackValues []int
	// Scores is each seat's score for the game. They sum to zero in the
	// number variants; in a variant scored turn by turn (Word) each is the
	// seat's turn points less its rack's cost, and the winner's is highest.
	Scores []int
}

// ScoreGame scores a finished game as the rule books' score tables do:
// every loser scores minus the difference between their rack value and the
// winner's (the winner's is 0 when the winner emptied the rack), and the
// winner scores the sum of what the others lost.
func ScoreGame(r *Rules, racks [][]Tile, winner int, blocked bool) Result {
	res := Result{Winner: winner, Blocked: blocked, RackValues: make([]int, len(racks)), Scores: make([]int, len(racks))}
	for i, rack := range racks {
		res.RackValues[i] = r.RackValue(rack)
	}
	for i := range racks {
		if i != winner {
			loss := res.RackValues[i] - res.RackValues[winner]
			res.Scores[i] = -loss
			res.Scores[winner] += loss
		}
	}
	return res
}

// blockedWinner picks the winner of a game whose pool ran out and that no
// one could go on with: the lowest rack value wins; on a tie, the fewer
// tiles; on a further tie, the seat that comes first in turn order from the
// seat that started the game.
func blockedWinner(r *Rules, racks [][]Tile, first int, dir Direction) int {
	n := len(racks)
	best := -1
	for k := range n {
		seat := ((first+int(dir)*k)%n + n) % n
		if best < 0 {
			best = seat
			continue
		}
		v, bv := r.RackValue(racks[seat]), r.RackValue(racks[best])
		if v < bv || (v == bv && len(racks[seat]) < len(racks[best])) {
			best = seat
		}
	}
	return best
}

// ScoreTurns scores a finished game of a variant scored turn by turn
// (Rules.Scoring, Word Rummikub): each seat scores its total of turn points
// less what its rack costs (Scoring.Final), and the highest score wins. On
// a tie the seat that emptied its rack wins (wentOut, unless the game was
// blocked), then the tied seat that comes first in turn order from the
// seat that started the game. RackValues are what the racks cost.
func ScoreTurns(r *Rules, totals []int, racks [][]Tile, wentOut int, blocked bool, first int) Result {
	n := len(racks)
	res := Result{Blocked: blocked, RackValues: make([]int, n), Scores: make([]int, n)}
	for i, rack := range racks {
		total := 0
		if i < len(totals) {
			total = totals[i]
		}
		res.Scores[i] = r.Scoring.Final(r, total, rack)
		res.RackValues[i] = total - res.Scores[i]
	}
	best := -1
	for k := range n {
		seat := ((first+int(r.Direction)*k)%n + n) % n
		switch {
		case best < 0 || res.Scores[seat] > res.Scores[best]:
			best = seat
		case res.Scores[seat] == res.Scores[best] && !blocked && seat == wentOut:
			best = seat
		}
	}
	res.Winner = best
	return res
}
