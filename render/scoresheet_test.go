package render

import (
	"strings"
	"testing"

	"rummikub/game"
	"rummikub/variants"
)

// matchOf plays a match of results: each game's winner and the others'
// rack values (the winner went out).
func matchOf(t *testing.T, players, rounds int, games [][]int) (*game.Match, *game.Result) {
	t.Helper()
	r, err := variants.Lookup("classic")
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.NewMatch(r, game.Options{MeldThreshold: 30, Rounds: rounds}, players, 1)
	if err != nil {
		t.Fatal(err)
	}
	var last *game.Result
	for _, g := range games {
		res := game.Result{Winner: g[0], RackValues: make([]int, players), Scores: make([]int, players)}
		for i := range players {
			if i != g[0] {
				res.RackValues[i] = g[1+i]
				res.Scores[i] = -g[1+i]
				res.Scores[g[0]] += g[1+i]
			}
		}
		if err := m.Record(res); err != nil {
			t.Fatal(err)
		}
		last = &res
	}
	return m, last
}

var twoSeats = []Seat{{Name: "You", Human: true}, {Name: "Hard AI", Level: "hard"}}

func TestSheetAfterAGame(t *testing.T) {
	m, res := matchOf(t, 2, 1, [][]int{{1, 23, 0}})
	sh := makeSheet(twoSeats, m, res)
	if sh.over || sh.title != "Hard AI wins game 1" || sh.cheer {
		t.Errorf("title %q, over %v, cheer %v", sh.title, sh.over, sh.cheer)
	}
	if sh.subtitle != "Hard AI went out: every tile laid." {
		t.Errorf("subtitle %q", sh.subtitle)
	}
	if got := strings.Join(sh.rows[0].cells, " "); got != "-23 +23" || sh.rows[0].winner != 1 || sh.last != 0 {
		t.Errorf("game row %q, winner %d, last %d", got, sh.rows[0].winner, sh.last)
	}
	if got := strings.Join(sh.racks, " "); got != "23 out" {
		t.Errorf("racks %q", got)
	}
	sh.withTiles([]int{1, 0})
	if got := strings.Join(sh.racks, " / "); got != "23 (1 tile) / out" {
		t.Errorf("racks with their tiles %q", got)
	}
	if got := strings.Join(sh.totals, " ") + " / " + strings.Join(sh.wins, " "); got != "-23 +23 / 0 1" {
		t.Errorf("totals / wins %q", got)
	}
	if sh.next != "Next game, 2 of 2 (Enter)" {
		t.Errorf("button %q", sh.next)
	}
	if strings.Join(sh.kinds, ",") != "Human,Computer · Hard" {
		t.Errorf("kinds %v", sh.kinds)
	}

	m, res = matchOf(t, 2, 1, [][]int{{0, 0, 7}})
	if sh := makeSheet(twoSeats, m, res); sh.title != "You win game 1" || !sh.cheer {
		t.Errorf("a person's win: %q, cheer %v", sh.title, sh.cheer)
	}
}

func TestSheetMatchOver(t *testing.T) {
	m, res := matchOf(t, 2, 1, [][]int{{1, 23, 0}, {0, 0, 40}})
	sh := makeSheet(twoSeats, m, res)
	if !sh.over || sh.title != "You win the match!" || !sh.winners[0] || sh.winners[1] {
		t.Errorf("title %q, winners %v", sh.title, sh.winners)
	}
	if sh.next != "New game (Enter)" || strings.Join(sh.places, " ") != "1st 2nd" {
		t.Errorf("button %q, places %v", sh.next, sh.places)
	}
	if !strings.Contains(sh.subtitle, "1 game won of 2") || !strings.Contains(sh.subtitle, "+17 points") {
		t.Errorf("subtitle %q", sh.subtitle)
	}

	// Equal on games and points: a shared match, both first.
	m, res = matchOf(t, 2, 1, [][]int{{1, 10, 0}, {0, 0, 10}})
	sh = makeSheet(twoSeats, m, res)
	if sh.title != "You and Hard AI share the match!" || strings.Join(sh.places, " ") != "1st 1st" {
		t.Errorf("shared: %q, places %v", sh.title, sh.places)
	}
}

func TestSheetCarriesEarlyGamesForward(t *testing.T) {
	seats := []Seat{{Name: "A", Human: true}, {Name: "B", Human: true}, {Name: "C", Human: true}, {Name: "D", Human: true}}
	var games [][]int
	for g := range 20 {
		w := g % 4
		row := []int{w, 0, 0, 0, 0}
		for i := range 4 {
			if i != w {
				row[1+i] = (g*7+i*3)%30 + 1
			}
		}
		games = append(games, row)
	}
	m, res := matchOf(t, 4, 5, games)
	sh := makeSheet(seats, m, res)
	if len(sh.rows) != maxGameRows || sh.rows[0].label != "Games 1–12" || sh.rows[0].winner != -1 {
		t.Fatalf("%d rows, first %q", len(sh.rows), sh.rows[0].label)
	}
	if sh.rows[len(sh.rows)-1].label != "Game 20" || sh.last != len(sh.rows)-1 {
		t.Errorf("last row %q, last %d", sh.rows[len(sh.rows)-1].label, sh.last)
	}
	// The rows shown still add up to the totals.
	for i := range 4 {
		sum := 0
		for _, r := range sh.rows {
			sum += atoi(t, r.cells[i])
		}
		if got := atoi(t, sh.totals[i]); got != sum {
			t.Errorf("seat %d: rows add to %d, total %d", i, sum, got)
		}
	}
}

func atoi(t *testing.T, s string) int {
	t.Helper()
	n, sign := 0, 1
	for i, r := range s {
		switch {
		case i == 0 && r == '+':
		case i == 0 && r == '-':
			sign = -1
		case r >= '0' && r <= '9':
			n = n*10 + int(r-'0')
		default:
			t.Fatalf("not a number: %q", s)
		}
	}
	return sign * n
}

func TestWordsOfTheSheet(t *testing.T) {
	for _, c := range [][2]string{
		{joinNames([]string{"A"}), "A"},
		{joinNames([]string{"A", "B", "C"}), "A, B and C"},
		{ordinal(2), "2nd"},
		{ordinal(4), "4th"},
		{signed(0), "0"},
		{signed(5), "+5"},
		{points(-1), "-1 point"},
		{plural(1, "game", "games"), "1 game"},
		{plural(3, "game", "games"), "3 games"},
		{wins("You"), "You win"},
		{wins("Ada"), "Ada wins"},
	} {
		if c[0] != c[1] {
			t.Errorf("got %q, want %q", c[0], c[1])
		}
	}
}

// A Word game's score table lists it turn by turn: each player's points
// for the turn and the running total, a failed turn and a draw, then the
// jokers left on the racks; the highest total wins.
func TestWordSheetListsTurns(t *testing.T) {
	r, err := variants.Lookup("word")
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.NewMatch(r, r.Defaults, 2, 1)
	if err != nil {
		t.Fatal(err)
	}
	res := game.Result{Winner: 0, RackValues: []int{0, 30}, Scores: []int{13, -22}}
	if err := m.Record(res); err != nil {
		t.Fatal(err)
	}
	history := []game.Record{
		{Seat: 0, Action: game.ActPlayed, Points: 6},
		{Seat: 1, Action: game.ActDrew},
		{Seat: 0, Action: game.ActRejected},
		{Seat: 1, Action: game.ActPlayed, Points: 8},
		{Seat: 0, Action: game.ActPlayed, Points: 7},
	}
	sh := makeSheet(twoSeats, m, &res, history...)
	want := [][]string{{"+6 · 6", "drew · 0"}, {"failed · 6", "+8 · 8"}, {"+7 · 13", ""}}
	if len(sh.rows) != len(want) {
		t.Fatalf("%d rows, want %d: %+v", len(sh.rows), len(want), sh.rows)
	}
	for k, row := range sh.rows {
		if row.label != "Game 1, turn "+string(rune('1'+k)) || strings.Join(row.cells, "|") != strings.Join(want[k], "|") {
			t.Errorf("row %d: %q %q, want %q", k, row.label, row.cells, want[k])
		}
	}
	if strings.Join(sh.racks, "|") != "0|-30" || sh.racksLabel != "Jokers left, game 1" {
		t.Errorf("racks %q %q", sh.racksLabel, sh.racks)
	}
	if !strings.Contains(sh.subtitle, "The highest score wins") || sh.title != "You win game 1" {
		t.Errorf("title %q, subtitle %q", sh.title, sh.subtitle)
	}
}
