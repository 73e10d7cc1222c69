package game_test

import (
	"slices"
	"testing"
	"time"

	"rummikub/ai"
	"rummikub/game"
)

// A match of two rounds for three players lasts six games; every game is a
// new deal, and the winner has won the most games (then the best total).
func TestMatchOfRounds(t *testing.T) {
	r := rulesFor(t, "classic")
	opts := r.Defaults
	opts.Rounds = 2
	m, err := game.NewMatch(r, opts, 3, 5)
	if err != nil {
		t.Fatal(err)
	}
	if m.Games() != 6 {
		t.Fatalf("games %d, want 6", m.Games())
	}
	var deals []game.State
	for !m.Over() {
		g, err := m.NextGame(&game.ManualClock{})
		if err != nil {
			t.Fatal(err)
		}
		deals = append(deals, g.Snapshot())
		for turns := 0; !g.Over(); turns++ {
			if turns > 2000 {
				t.Fatal("a game never ended")
			}
			if _, err := ai.Take(g, ai.Easy{}.Play(ai.ViewOf(g))); err != nil {
				t.Fatal(err)
			}
		}
		must(t, m.Record(*g.Result()))
	}
	if _, err := m.NextGame(nil); err == nil {
		t.Fatal("a seventh game was dealt")
	}
	for i := 1; i < len(deals); i++ {
		if deals[i].Equal(deals[i-1]) {
			t.Fatal("two games of the match had the same deal")
		}
	}
	st := game.Standings(3, m.Results)
	wins, total := 0, 0
	for i, s := range st {
		wins += s.Wins
		total += s.Total
		if i > 0 && (s.Wins > st[i-1].Wins || s.Wins == st[i-1].Wins && s.Total > st[i-1].Total) {
			t.Fatalf("standings out of order: %+v", st)
		}
	}
	if wins != 6 || total != 0 {
		t.Fatalf("wins %d total %d", wins, total)
	}
	if w := game.Winners(3, m.Results); len(w) == 0 || w[0] != st[0].Seat {
		t.Fatalf("winners %v, standings %+v", w, st)
	}
	if err := m.Record(game.Result{Scores: []int{1, -1}}); err == nil {
		t.Fatal("a two-player result was recorded in a three-player match")
	}
}

func TestMatchWinnersShareAFullTie(t *testing.T) {
	results := []game.Result{
		{Winner: 0, Scores: []int{10, -10}},
		{Winner: 1, Scores: []int{-10, 10}},
	}
	if w := game.Winners(2, results); !slices.Equal(w, []int{0, 1}) {
		t.Fatalf("winners %v, want both", w)
	}
}

// A match rebuilt from its results and the records of the game in play is
// the match that was saved: the same position, the same history, and the
// turn in progress timed afresh by the new clock.
func TestMatchResumeGame(t *testing.T) {
	r := rulesFor(t, "classic")
	opts := r.Defaults
	opts.Rounds = 1
	m, err := game.NewMatch(r, opts, 2, 11)
	must(t, err)
	g, err := m.NextGame(&game.ManualClock{})
	must(t, err)
	for !g.Over() {
		_, err := ai.Take(g, ai.Greedy{}.Play(ai.ViewOf(g)))
		must(t, err)
	}
	must(t, m.Record(*g.Result()))
	g, err = m.NextGame(&game.ManualClock{})
	must(t, err)
	for range 15 {
		_, err := ai.Take(g, ai.Easy{}.Play(ai.ViewOf(g)))
		must(t, err)
	}

	again, err := game.NewMatch(r, opts, 2, 11)
	must(t, err)
	must(t, again.Record(m.Results[0]))
	clock := &game.ManualClock{T: time.Date(2030, 1, 1, 0, 0, 0, 0, time.UTC)}
	back, err := again.ResumeGame(g.History(), clock)
	must(t, err)
	if !back.Snapshot().Equal(g.Snapshot()) || len(back.History()) != len(g.History()) {
		t.Fatal("the resumed game differs from the saved one")
	}
	if rem, timed := back.Remaining(); !timed || rem != opts.TimeLimit {
		t.Errorf("the turn in progress has %v left, want the whole %v", rem, opts.TimeLimit)
	}

	// A record that does not replay (a tile moved that is nobody's) fails.
	bad := slices.Clone(g.History())
	bad[3] = game.Record{Seat: bad[3].Seat, Action: game.ActPlayed,
		Edits: []game.Edit{game.Move(game.Tile(0xffff), game.TableLoc(0, 0))}}
	if _, err := again.ResumeGame(bad, clock); err == nil {
		t.Error("a damaged record replayed")
	}
	// The first game, over, cannot be resumed as the game in play.
	if _, err := again.ResumeGame(nil, clock); err != nil {
		t.Errorf("a fresh second game: %v", err)
	}
	must(t, again.Record(m.Results[0]))
	if _, err := again.ResumeGame(nil, clock); err == nil {
		t.Error("a game was resumed in a match that is over")
	}
}
