//go:build !js

package records

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"strconv"
	"testing"
	"time"

	"rummikub/ai"
	"rummikub/game"
	"rummikub/game/storage"
	"rummikub/variants"
)

// The soak: computer players play turn after turn, game after game, in
// every variant, with 2 to 4 seats; at random points the match is saved
// (the match save, through storage.Files, sometimes in the middle of a
// turn) and taken up again from the file, the game going on from the
// reloaded copy. After every turn the box is conserved and the scores
// keep their invariant; after every reload the state is the one saved;
// every finished game goes into the statistics, whose counts must come
// out right; the heap, measured after each game, must stay flat.
//
// The short soak runs in `go test` (a few seconds);
// RUMMIKUB_SOAK_TURNS=50000 runs a long one and logs its figures.

// soakTurns is how many turns the soak plays.
func soakTurns(t *testing.T) int {
	if s := os.Getenv("RUMMIKUB_SOAK_TURNS"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	if testing.Short() {
		return 600
	}
	return 1500
}

// soak is the soak's state: the store, the figures.
type soak struct {
	t       *testing.T
	st      storage.Store
	rng     *rand.Rand
	turns   int
	games   int
	reloads int
	midTurn int
	counted int // games the statistics must count
}

func TestSoak(t *testing.T) {
	if os.Getenv(crashDirEnv) != "" {
		t.Skip("in the crash test's helper")
	}
	sk := &soak{t: t, st: storage.Files{Dir: t.TempDir()}, rng: rand.New(rand.NewPCG(2024, 12))}
	target := soakTurns(t)
	names := variants.Names()
	levels := []string{"easy", "medium", "greedy"}
	var heap []uint64
	start := time.Now()
	for m := 0; sk.turns < target; m++ {
		variant := names[m%len(names)]
		seats := 2 + m%3
		lv := make([]string, seats-1)
		for i := range lv {
			lv[i] = levels[sk.rng.IntN(len(levels))]
		}
		j := choices(variant, lv...)
		j.Rounds = 1
		sk.playMatch(j, uint64(m)*7919+1, target)
		runtime.GC()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		heap = append(heap, ms.HeapAlloc)
	}
	stats, msg := LoadStats(sk.st)
	if msg != "" {
		t.Fatal(msg)
	}
	if got := stats.Summary().All.Games; got != sk.counted {
		t.Errorf("the statistics count %d games, %d were played to the end", got, sk.counted)
	}
	peak := slices.Max(heap)
	t.Logf("soak: %d turns, %d games (%d matches), %d reloads (%d in the middle of a turn), heap after GC %.1f MB at most, %v",
		sk.turns, sk.games, len(heap), sk.reloads, sk.midTurn, float64(peak)/(1<<20), time.Since(start).Round(time.Millisecond))
	// Memory stays flat: the heap after the last matches is no larger
	// than after the first ones, give or take what a game holds.
	if q := len(heap) / 4; q >= 3 {
		first, last := slices.Max(heap[:q]), slices.Max(heap[len(heap)-q:])
		if last > first+first/2+8<<20 {
			t.Errorf("the heap grew from %d to %d bytes", first, last)
		}
	}
}

// playMatch plays a match of the choices to its end, or until the soak
// has played target turns.
func (sk *soak) playMatch(j storage.Game, seed uint64, target int) {
	t := sk.t
	r, _ := variants.Lookup(j.Variant)
	m, err := game.NewMatch(r, OptionsOf(r, j), len(j.Seats), seed)
	if err != nil {
		t.Fatal(err)
	}
	for !m.Over() && sk.turns < target {
		g, err := m.NextGame(&game.ManualClock{})
		if err != nil {
			t.Fatal(err)
		}
		points := make([]int, len(j.Seats))
		for n := 0; !g.Over(); n++ {
			if n > game.MaxTurns {
				t.Fatalf("%s seed %d: the game never ends", j.Variant, seed)
			}
			g = sk.turn(j, m, g)
			sk.turns++
			checkTurn(t, r, g, points)
		}
		res := *g.Result()
		checkResult(t, r, g, points)
		if err := m.Record(res); err != nil { // scores sum to zero, or Word's winner highest
			t.Fatal(err)
		}
		sk.games++
		rec := Of(j, seed, len(m.Results)-1, g, time.Now())
		if m.Over() {
			rec.MatchWinners = game.Winners(len(j.Seats), m.Results)
		}
		if msg, err := RecordGame(sk.st, rec); err != nil || msg != "" {
			t.Fatal(msg, err)
		}
		sk.counted++
	}
}

// turn plays one turn; at random points the match is saved before the
// turn ends and the game taken up again from the file: the game that goes
// on is the reloaded one.
func (sk *soak) turn(j storage.Game, m *game.Match, g *game.Game) *game.Game {
	t := sk.t
	turn, err := ai.PlayTurn(playerOf(t, j.Seats[g.Current()]), ai.ViewOf(g))
	if err != nil {
		t.Fatal(err)
	}
	if sk.rng.IntN(12) == 0 {
		// Part of the turn made, then saved and reloaded.
		k := 0
		if len(turn.Edits) > 0 {
			k = sk.rng.IntN(len(turn.Edits) + 1)
		}
		for _, e := range turn.Edits[:k] {
			if err := g.Move(e); err != nil {
				t.Fatal(err)
			}
		}
		g = sk.reload(j, m, g)
		if k > 0 {
			sk.midTurn++
		}
		turn.Edits = turn.Edits[k:]
		if len(turn.Edits) == 0 && k > 0 {
			_, _ = ai.Finish(g)
			return g
		}
	}
	_, _ = ai.Take(g, turn)
	return g
}

// reload saves the match with the game in play, unfinished turn and all,
// reads it back from the store and checks that the game it gives is the
// one saved.
func (sk *soak) reload(j storage.Game, m *game.Match, g *game.Game) *game.Game {
	t := sk.t
	sk.reloads++
	sv := storage.Match{Version: storage.MatchVersion, Game: j, Seed: m.Seed, Results: m.Results, Turns: g.History(),
		Pending: &storage.Pending{Edits: g.PendingEdits()}}
	if err := storage.SaveJSON(sk.st, storage.MatchName, sv, false); err != nil {
		t.Fatal(err)
	}
	var back storage.Match
	if err := storage.LoadJSON(sk.st, storage.MatchName, storage.MaxMatchSize, &back); err != nil {
		t.Fatal(err)
	}
	// The record the file gives replays to the same position.
	data, _ := json.Marshal(back)
	rec, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	rp, err := Open(rec)
	if err != nil {
		t.Fatalf("reload %d: %v", sk.reloads, err)
	}
	if !rp.States[len(rp.States)-1].Equal(g.Snapshot()) {
		t.Fatalf("reload %d: the replayed record is not the game saved", sk.reloads)
	}
	// The match goes on from the file.
	again, err := m.ResumeGame(back.Turns, &game.ManualClock{})
	if err != nil {
		t.Fatal(err)
	}
	if err := again.ResumeTurn(back.Pending.Edits, 0); err != nil {
		t.Fatal(err)
	}
	if !again.Snapshot().Equal(g.Snapshot()) || !again.View().Equal(g.View()) || len(again.History()) != len(g.History()) {
		t.Fatalf("reload %d: the reloaded game is not the one saved", sk.reloads)
	}
	return again
}

// checkTurn checks the invariants after a turn: the box is whole, and in
// Word each seat's running score is the sum of its played turns' points.
func checkTurn(t *testing.T, r *game.Rules, g *game.Game, points []int) {
	t.Helper()
	s := g.Snapshot()
	if err := game.CheckBox(r, s); err != nil {
		t.Fatalf("%s turn %d: %v", r.Name, s.Turn, err)
	}
	h := g.History()
	if rec := h[len(h)-1]; rec.Action == game.ActPlayed && r.Scoring != nil {
		points[rec.Seat] += rec.Points
	}
	if r.Scoring != nil && !g.Over() {
		for i, p := range points {
			if s.Scores[i] != p {
				t.Fatalf("%s turn %d: seat %d has %d points, its turns %d", r.Name, s.Turn, i, s.Scores[i], p)
			}
		}
	}
}

// checkResult checks a finished game's scores: they sum to zero in the
// number variants; in Word each is the seat's points less 30 a joker left
// on its rack, and the winner's is highest.
func checkResult(t *testing.T, r *game.Rules, g *game.Game, points []int) {
	t.Helper()
	res, end := g.Result(), g.Snapshot()
	sum := 0
	for i, sc := range res.Scores {
		sum += sc
		if r.Scoring != nil {
			jokers := 0
			for _, x := range end.Racks[i] {
				if x.IsJoker() {
					jokers++
				}
			}
			if sc != points[i]-30*jokers || sc > res.Scores[res.Winner] {
				t.Fatalf("word: seat %d scored %d, its turns %d, %d jokers left, the winner %d", i, sc, points[i], jokers, res.Scores[res.Winner])
			}
		}
	}
	if r.Scoring == nil && sum != 0 {
		t.Fatalf("%s: the scores %v sum to %d", r.Name, res.Scores, sum)
	}
}
