package game

import (
	"slices"
	"testing"
)

// scoringRules is just enough of a variant to score racks.
var scoringRules = &Rules{JokerPenalty: 30}

// rackOfValue builds a rack of number tiles whose values sum to v.
func rackOfValue(v int) []Tile {
	var r []Tile
	for v > 0 {
		n := min(v, MaxNumber)
		r = append(r, NumberTile(Blue, n))
		v -= n
	}
	return r
}

// The score tables of the rule books: each row is one game; the winner is
// the seat with the positive score and every other seat held as many points
// as it lost.
var scoreTables = []struct {
	name   string
	games  [][]int
	totals []int
	winner []int // match winners
}{
	{
		name:   "classic 2015 and Twist 2017 sample score table",
		games:  [][]int{{24, -5, -16, -3}, {-6, -11, 22, -5}, {-32, -13, -2, 47}, {-10, -25, 41, -6}},
		totals: []int{-24, -54, 45, 33},
		winner: []int{2}, // player C won two games
	},
	{
		name:   "original 1980 score table",
		games:  [][]int{{24, -5, -16, -3}, {-6, -11, 22, -5}},
		totals: []int{18, -16, 6, -8},
		winner: []int{0}, // A and C won one game each; A has the higher total
	},
}

func TestScoreTablesOfTheRuleBooks(t *testing.T) {
	for _, tc := range scoreTables {
		t.Run(tc.name, func(t *testing.T) {
			var results []Result
			for g, row := range tc.games {
				winner := slices.IndexFunc(row, func(s int) bool { return s > 0 })
				racks := make([][]Tile, len(row))
				for seat, s := range row {
					if seat != winner {
						racks[seat] = rackOfValue(-s)
					}
				}
				res := ScoreGame(scoringRules, racks, winner, false)
				if !slices.Equal(res.Scores, row) {
					t.Errorf("game %d: scores %v, want %v", g+1, res.Scores, row)
				}
				results = append(results, res)
			}
			totals := make([]int, len(tc.totals))
			for _, st := range Standings(len(tc.totals), results) {
				totals[st.Seat] = st.Total
			}
			if !slices.Equal(totals, tc.totals) {
				t.Errorf("totals %v, want %v", totals, tc.totals)
			}
			if w := Winners(len(tc.totals), results); !slices.Equal(w, tc.winner) {
				t.Errorf("match winners %v, want %v", w, tc.winner)
			}
		})
	}
}

func TestJokerOnARackCosts30(t *testing.T) {
	racks := [][]Tile{nil, {JokerTile(Joker), NumberTile(Red, 4)}, {NumberTile(Black, 1)}}
	res := ScoreGame(scoringRules, racks, 0, false)
	if want := []int{35, -34, -1}; !slices.Equal(res.Scores, want) {
		t.Fatalf("scores %v, want %v", res.Scores, want)
	}
}

func TestBlockedGameScoresTheDifference(t *testing.T) {
	// The pool ran out: racks worth 10, 4, 25. The 4 wins; the others lose
	// the difference to it, and the winner scores the sum of those.
	racks := [][]Tile{rackOfValue(10), rackOfValue(4), rackOfValue(25)}
	w := blockedWinner(scoringRules, racks, 0, Clockwise)
	if w != 1 {
		t.Fatalf("winner %d, want 1", w)
	}
	res := ScoreGame(scoringRules, racks, w, true)
	if want := []int{-6, 27, -21}; !slices.Equal(res.Scores, want) {
		t.Fatalf("scores %v, want %v", res.Scores, want)
	}
}

func TestBlockedGameTieBreaks(t *testing.T) {
	twoTiles := []Tile{NumberTile(Red, 2), NumberTile(Red, 3)}
	oneTile := []Tile{NumberTile(Red, 5)}
	// Equal value: the fewer tiles win.
	if w := blockedWinner(scoringRules, [][]Tile{twoTiles, oneTile}, 0, Clockwise); w != 1 {
		t.Errorf("fewer tiles: winner %d, want 1", w)
	}
	// Equal value and tiles: first in turn order from the starting seat.
	racks := [][]Tile{oneTile, rackOfValue(9), oneTile, oneTile}
	if w := blockedWinner(scoringRules, racks, 2, Clockwise); w != 2 {
		t.Errorf("clockwise from 2: winner %d, want 2", w)
	}
	if w := blockedWinner(scoringRules, racks, 1, Clockwise); w != 2 {
		t.Errorf("clockwise from 1: winner %d, want 2", w)
	}
	if w := blockedWinner(scoringRules, racks, 1, CounterClockwise); w != 0 {
		t.Errorf("counter-clockwise from 1: winner %d, want 0", w)
	}
}

func TestScoresSumToZero(t *testing.T) {
	for v := range 200 {
		racks := [][]Tile{rackOfValue(v % 37), rackOfValue(v % 11), rackOfValue(v), rackOfValue(3 * v % 50)}
		for w := range racks {
			for _, blocked := range []bool{false, true} {
				sum := 0
				for _, s := range ScoreGame(scoringRules, racks, w, blocked).Scores {
					sum += s
				}
				if sum != 0 {
					t.Fatalf("scores sum to %d", sum)
				}
			}
		}
	}
}
