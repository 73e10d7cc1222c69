package records

import (
	"reflect"
	"testing"

	"rummikub/game"
	"rummikub/game/storage"
)

// result makes a finished record of a variant against the levels, the
// person (seat 0) scoring score and winning or not.
func result(variant string, score int, won bool, levels ...string) Game {
	j := choices(variant, levels...)
	n := len(j.Seats)
	r := game.Result{Scores: make([]int, n), RackValues: make([]int, n)}
	r.Scores[0], r.Scores[1] = score, -score
	if !won {
		r.Winner = 1
	}
	return Game{Version: Version, Game: j, Seed: 1, Result: &r}
}

func TestSummary(t *testing.T) {
	var st Stats
	st.Add(result("classic", 20, true, "easy"))
	st.Add(result("classic", -5, false, "hard"))
	st.Add(result("sabra", 40, true, "easy", "hard"))
	st.Add(result("sabra", 10, true, "medium"))
	last := result("classic", -30, false, "easy")
	last.MatchWinners = []int{0} // lost the game, won the match
	st.Add(last)
	ai := result("classic", 3, true, "easy")
	ai.Game.Seats[0].Human, ai.Game.Seats[0].Level = false, "hard"
	st.Add(ai) // no person at the table: not counted
	people := result("word", 7, true, "easy")
	people.Game.Seats[1] = storage.Seat{Name: "Bo", Human: true}
	st.Add(people)

	s := st.Summary()
	for _, c := range []struct {
		name string
		got  Tally
		want Tally
	}{
		{"all", s.All, Tally{Games: 6, Won: 4, Matches: 1, MatchesWon: 1, Total: 42, Best: 40}},
		{"classic", s.Variants["classic"], Tally{Games: 3, Won: 1, Matches: 1, MatchesWon: 1, Total: -15, Best: 20}},
		{"sabra", s.Variants["sabra"], Tally{Games: 2, Won: 2, Total: 50, Best: 40}},
		{"easy", s.Levels["easy"], Tally{Games: 3, Won: 2, Matches: 1, MatchesWon: 1, Total: 30, Best: 40}},
		{"hard", s.Levels["hard"], Tally{Games: 2, Won: 1, Total: 35, Best: 40}},
		{"people", s.Levels[People], Tally{Games: 1, Won: 1, Total: 7, Best: 7}},
	} {
		if c.got != c.want {
			t.Errorf("%s: %+v, want %+v", c.name, c.got, c.want)
		}
	}
	if s.Longest != 2 || s.Streak != 1 {
		t.Errorf("streaks: longest %d, current %d; want 2 and 1", s.Longest, s.Streak)
	}
	if got := s.Variants["classic"].Average(); got != -5 {
		t.Errorf("classic average %v", got)
	}
	if l := st.Last(2); len(l) != 2 || l[0].Game.Variant != "word" || l[1].Result.Scores[0] != -30 {
		t.Errorf("the last games: %+v", l)
	}
}

// The file keeps the last KeepRecent games whole and counts every game.
func TestStatsBounded(t *testing.T) {
	var st, all Stats
	for i := range 3*KeepRecent + 7 {
		rec := result([]string{"classic", "twist"}[i%2], i%17-8, i%3 != 0, "easy")
		st.Add(rec)
		all.Recent = append(all.Recent, rec) // the same games, none folded
	}
	if len(st.Recent) != KeepRecent {
		t.Errorf("%d games whole", len(st.Recent))
	}
	got, want := st.Summary(), all.Summary()
	if got.All != want.All || got.Longest != want.Longest || got.Streak != want.Streak ||
		got.Variants["twist"] != want.Variants["twist"] || got.Levels["easy"] != want.Levels["easy"] {
		t.Errorf("folded counts %+v, want %+v", got, want)
	}
}

// FuzzParseStats: no file makes the statistics' loader panic, and what it
// accepts summarizes, takes a game and writes back to a file that reads.
func FuzzParseStats(f *testing.F) {
	var st Stats
	st.Add(result("classic", 10, true, "easy"))
	st.Add(result("word", -4, false, "hard", "medium"))
	data, _ := jsonOf(st)
	f.Add(data)
	f.Add([]byte(`{"version": 1, "older": {"all": {"games": 3, "won": 2}, "longest": 2, "streak": 1}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := ParseStats(data)
		if err != nil {
			return
		}
		_ = s.Summary()
		s.Add(result("sabra", 1, true, "easy"))
		again, err := jsonOf(s)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ParseStats(again); err != nil {
			t.Fatalf("statistics written back do not read: %v", err)
		}
	})
}

// A file that would pass its size limit folds its oldest games into the
// counts, just enough to fit, and shows the same statistics.
func TestStatsFoldedToFit(t *testing.T) {
	var st Stats
	for i := range 12 {
		st.Add(playGame(t, choices([]string{"classic", "word"}[i%2], "easy"), uint64(100+i), 0))
	}
	whole, err := encodeStats(st, MaxStatsSize)
	if err != nil {
		t.Fatal(err)
	}
	for _, limit := range []int{len(whole), len(whole) - 1, len(whole) * 2 / 3, len(whole) / 3, 10} {
		data, err := encodeStats(st, limit)
		if err != nil {
			t.Fatal(err)
		}
		back, err := ParseStats(data)
		if err != nil {
			t.Fatalf("limit %d: the file does not read back: %v", limit, err)
		}
		kept := len(back.Recent)
		switch {
		case limit == len(whole) && kept != len(st.Recent):
			t.Errorf("limit %d: %d games kept whole of %d, though all fit", limit, kept, len(st.Recent))
		case limit < len(whole) && kept == len(st.Recent):
			t.Errorf("limit %d: no game folded in a file of %d bytes", limit, len(data))
		case len(data) > limit && kept > 0:
			t.Errorf("limit %d: %d bytes with %d games whole", limit, len(data), kept)
		}
		if kept > 0 && back.Recent[kept-1].Seed != st.Recent[len(st.Recent)-1].Seed {
			t.Errorf("limit %d: the newest game was folded", limit)
		}
		if kept < len(st.Recent) {
			// One more game kept whole would not have fitted.
			split := len(st.Recent) - kept - 1
			more := Stats{Older: st.Older.clone(), Recent: st.Recent[split:]}
			for _, rec := range st.Recent[:split] {
				more.Older.add(rec)
			}
			if d, _ := jsonOf(more); len(d)+1 <= limit {
				t.Errorf("limit %d: folded more games than needed (%d bytes with %d whole)", limit, len(d), kept+1)
			}
		}
		if got, want := back.Summary(), st.Summary(); !reflect.DeepEqual(got, want) {
			t.Errorf("limit %d: statistics %+v, want %+v", limit, got, want)
		}
	}
}
