package game

import (
	"fmt"
	"slices"
)

// Match is a series of games: the house options' number of rounds, each
// round as many games as there are players.
type Match struct {
	Rules   *Rules
	Options Options
	Players int
	// Seed derives every game's seed, so a match can be played again.
	Seed uint64
	// Results holds the result of every game played so far.
	Results []Result
}

// NewMatch starts a match with the house options completed from the
// variant's defaults.
func NewMatch(r *Rules, opts Options, players int, seed uint64) (*Match, error) {
	opts, err := r.WithOptions(opts)
	if err != nil {
		return nil, err
	}
	if players < 2 || players > 4 {
		return nil, fmt.Errorf("a match needs 2 to 4 players, not %d", players)
	}
	return &Match{Rules: r, Options: opts, Players: players, Seed: seed}, nil
}

// Games returns how many games the match lasts.
func (m *Match) Games() int { return m.Options.Rounds * m.Players }

// Over reports whether every game of the match has been played.
func (m *Match) Over() bool { return len(m.Results) >= m.Games() }

// NextGame deals the next game of the match.
func (m *Match) NextGame(clock Clock) (*Game, error) {
	if m.Over() {
		return nil, fmt.Errorf("the match is over")
	}
	return New(m.Rules, m.Options, m.Players, m.nextSeed(), clock)
}

// ResumeGame rebuilds the match's game in play from the records of its
// finished turns: it deals the next game as NextGame does and replays
// every record, judging each turn anew, so a damaged record fails rather
// than giving a wrong game. The game then reads time from clock, and the
// turn in progress starts afresh. It is how a saved match comes back.
func (m *Match) ResumeGame(records []Record, clock Clock) (*Game, error) {
	if m.Over() {
		return nil, fmt.Errorf("the match is over")
	}
	g, err := Replay(m.Rules, m.Options, m.Players, m.nextSeed(), records)
	if err != nil {
		return nil, err
	}
	if g.Over() {
		return nil, fmt.Errorf("the saved game is over but its result is not recorded")
	}
	if clock == nil {
		clock = SystemClock{}
	}
	g.clock = clock
	g.turnStart, g.warned = clock.Now(), false
	return g, nil
}

// nextSeed is the seed of the match's next game.
func (m *Match) nextSeed() uint64 { return GameSeed(m.Seed, len(m.Results)) }

// GameSeed is the seed of game index (0 the first) of a match dealt with
// seed: what NextGame deals, so a game's record can name its own deal.
func GameSeed(matchSeed uint64, index int) uint64 {
	return matchSeed + uint64(index)*0x9e3779b97f4a7c15
}

// Record adds a finished game's result. In the number variants its scores
// must sum to zero; in a variant scored turn by turn (Rules.Scoring) the
// winner must have the highest score.
func (m *Match) Record(r Result) error {
	if m.Over() {
		return fmt.Errorf("the match is over: all %d games are played", m.Games())
	}
	if len(r.Scores) != m.Players || r.Winner < 0 || r.Winner >= m.Players {
		return fmt.Errorf("a result for seat %d of %d players in a match of %d", r.Winner, len(r.Scores), m.Players)
	}
	sum := 0
	for _, s := range r.Scores {
		sum += s
	}
	if sum != 0 && m.Rules.Scoring == nil {
		return fmt.Errorf("a game's scores must sum to zero, not %d", sum)
	}
	if m.Rules.Scoring != nil && slices.Max(r.Scores) != r.Scores[r.Winner] {
		return fmt.Errorf("the winner scored %d, not the highest score %d", r.Scores[r.Winner], slices.Max(r.Scores))
	}
	m.Results = append(m.Results, r)
	return nil
}

// Standing is one seat's place in a match.
type Standing struct {
	Seat  int
	Wins  int
	Total int
}

// Standings returns every seat's games won and total score, best first:
// the most games won, ties broken by the highest total score.
func Standings(players int, results []Result) []Standing {
	st := make([]Standing, players)
	for i := range st {
		st[i].Seat = i
	}
	for _, r := range results {
		st[r.Winner].Wins++
		for i, s := range r.Scores {
			st[i].Total += s
		}
	}
	slices.SortStableFunc(st, func(a, b Standing) int {
		if a.Wins != b.Wins {
			return b.Wins - a.Wins
		}
		return b.Total - a.Total
	})
	return st
}

// Winners returns the seats that won the match: the most games won, ties
// broken by the highest total score; seats equal on both share the win.
func Winners(players int, results []Result) []int {
	st := Standings(players, results)
	var w []int
	for _, s := range st {
		if s.Wins == st[0].Wins && s.Total == st[0].Total {
			w = append(w, s.Seat)
		}
	}
	return w
}
