package game_test

import (
	"slices"
	"strings"
	"testing"

	"rummikub/game"
)

// letters splits a word into tile codes: "CAT" -> C, A, T ("*" a joker).
func letters(w string) []string {
	return strings.Split(w, "")
}

// wordScene builds a Word game: the words on the table, the racks, who
// has opened, and the letters on top of the pool (first drawn first). With
// emptyPool the rest of the box goes to the last seat's rack.
func wordScene(t *testing.T, table []string, racks []string, opened []bool, pool string, emptyPool bool) (*game.Game, *game.ManualClock) {
	t.Helper()
	r := rulesFor(t, "word")
	sc := scene{opened: opened}
	for _, w := range table {
		sc.table = append(sc.table, letters(w))
	}
	for _, rk := range racks {
		sc.racks = append(sc.racks, letters(rk))
	}
	if pool != "" {
		sc.pool = letters(pool)
	}
	g, clock := sc.start(t, r, r.Defaults)
	if !emptyPool {
		return g, clock
	}
	s := g.Snapshot()
	last := len(s.Racks) - 1
	s.Racks[last] = append(s.Racks[last], s.Pool...)
	s.Pool = nil
	g, err := game.Resume(r, r.Defaults, s, 0, clock)
	if err != nil {
		t.Fatal(err)
	}
	return g, clock
}

// A played turn scores its longest word, and the rack is refilled to 7
// from the pool.
func TestWordTurnScoresAndRefills(t *testing.T) {
	g, _ := wordScene(t, nil, []string{"CATSOKE", "DOGSMEN"}, []bool{true, true}, "XYZ", false)
	lay(t, g, "C", "A", "T")
	v, err := g.EndTurn()
	if err != nil || !v.Legal || v.Points != 3 {
		t.Fatalf("CAT: %v %+v", err, v)
	}
	s := g.Snapshot()
	if got := game.Codes(s.Racks[0]); got != "S O K E X Y Z" {
		t.Errorf("rack after the refill %q, want S O K E X Y Z", got)
	}
	if s.Scores[0] != 3 || s.Scores[1] != 0 || s.Current != 1 {
		t.Errorf("scores %v, current %d", s.Scores, s.Current)
	}
	if e, ok := lastEvent(g, game.Refilled); !ok || game.Codes(e.Tiles) != "X Y Z" {
		t.Errorf("refill event %v", e)
	}
	if rec := g.History()[0]; rec.Points != 3 || game.Codes(rec.Drawn) != "X Y Z" {
		t.Errorf("record %+v", rec)
	}
}

// A rack emptied while the pool lasts doubles the turn and is refilled:
// the game goes on.
func TestWordEmptiedRackDoublesAndRefills(t *testing.T) {
	g, _ := wordScene(t, nil, []string{"STROKED", "DOGSMEN"}, []bool{true, true}, "", false)
	lay(t, g, letters("STROKED")...)
	v, err := g.EndTurn()
	if err != nil || !v.Legal || v.Points != 14 {
		t.Fatalf("STROKED: %v %+v", err, v)
	}
	s := g.Snapshot()
	if g.Over() || len(s.Racks[0]) != 7 || s.Scores[0] != 14 {
		t.Fatalf("over %v, rack %v, scores %v", g.Over(), s.Racks[0], s.Scores)
	}
}

// The game ends when the pool is empty and a player empties the rack;
// each joker on a rack costs 30; the highest score wins.
func TestWordGameEndsWithAnEmptyPoolAndAnEmptyRack(t *testing.T) {
	g, _ := wordScene(t, nil, []string{"CAT", "*DOG"}, []bool{true, true}, "", true)
	lay(t, g, "C", "A", "T")
	v, err := g.EndTurn()
	if err != nil || !v.Legal || v.Points != 6 {
		t.Fatalf("CAT: %v %+v", err, v)
	}
	if !g.Over() {
		t.Fatal("the game goes on")
	}
	res := g.Result()
	// Seat 1 holds the rest of the box, both jokers among it: 0 - 2×30.
	if res.Winner != 0 || res.Blocked || !slices.Equal(res.Scores, []int{6, -60}) || !slices.Equal(res.RackValues, []int{0, 60}) {
		t.Errorf("result %+v", res)
	}
}

// A failed turn: the table is rolled back, the letters laid go back into
// the pool, the rack is refilled to 7 and the player misses the next turn.
func TestWordFailedTurnReturnsLettersAndMissesATurn(t *testing.T) {
	g, _ := wordScene(t, nil, []string{"XQZABCD", "DOGSMEN", "CATSOKE"}, []bool{true, true, true}, "", false)
	before := g.Snapshot()
	lay(t, g, "X", "Q", "Z")
	v, err := g.EndTurn()
	if err != nil || v.Legal {
		t.Fatalf("XQZ: %v %+v", err, v)
	}
	s := g.Snapshot()
	rec := g.History()[0]
	if rec.Action != game.ActRejected || game.Codes(rec.Returned) != "X Q Z" || len(rec.Drawn) != 3 {
		t.Fatalf("record %+v", rec)
	}
	if s.Table != before.Table || len(s.Racks[0]) != 7 || len(s.Pool) != len(before.Pool) {
		t.Fatalf("table, rack %v or pool %d not as expected", s.Racks[0], len(s.Pool))
	}
	for _, c := range []string{"A", "B", "C", "D"} {
		if !slices.ContainsFunc(s.Racks[0], func(x game.Tile) bool { return x.String() == c }) {
			t.Errorf("the %s left the rack", c)
		}
	}
	if err := game.CheckBox(g.Rules(), s); err != nil {
		t.Fatal(err)
	}
	if !s.Missing[0] || s.Current != 1 {
		t.Fatalf("missing %v, current %d", s.Missing, s.Current)
	}
	must(t, g.Draw()) // seat 1
	must(t, g.Draw()) // seat 2
	if g.Current() != 1 {
		t.Fatalf("seat %d plays; seat 0 should have missed its turn", g.Current())
	}
	if e, ok := lastEvent(g, game.TurnMissed); !ok || e.Player != 0 {
		t.Errorf("no missed turn event for seat 0: %v", e)
	}
	must(t, g.Draw()) // seat 1
	must(t, g.Draw()) // seat 2
	if g.Current() != 0 {
		t.Fatalf("seat %d plays; seat 0 misses only one turn", g.Current())
	}
}

// A turn that times out with letters laid is a failed turn; one that
// times out with nothing changed draws a tile.
func TestWordTimeOut(t *testing.T) {
	g, clock := wordScene(t, nil, []string{"CATSOKE", "DOGSMEN"}, []bool{true, true}, "", false)
	lay(t, g, "C", "A", "T")
	clock.Advance(g.Options().TimeLimit)
	g.Tick()
	rec := g.History()[0]
	s := g.Snapshot()
	if rec.Action != game.ActTimedOut || game.Codes(rec.Returned) != "C A T" || len(s.Racks[0]) != 7 || !s.Missing[0] {
		t.Fatalf("record %+v, rack %v, missing %v", rec, s.Racks[0], s.Missing)
	}
	clock.Advance(g.Options().TimeLimit) // seat 1 does nothing: draws one
	g.Tick()
	if rec := g.History()[1]; rec.Action != game.ActTimedOut || len(rec.Drawn) != 1 || len(rec.Returned) != 0 {
		t.Fatalf("record %+v", rec)
	}
	if g.Current() != 1 || g.Snapshot().Missing[0] {
		t.Fatalf("seat %d plays; seat 0 should have missed its turn", g.Current())
	}
}

// A player who cannot make the initial meld draws a tile, which ends the
// turn.
func TestWordDrawWithoutAMeld(t *testing.T) {
	g, _ := wordScene(t, nil, []string{"CATSOKEXQZABCD", "DOGSMENLUIJPRW"}, []bool{false, false}, "E", false)
	lay(t, g, "C", "A", "T")
	v := g.Check()
	if v.Legal || v.MeldValue != 3 || v.TurnScore != 3 {
		t.Errorf("CAT as an initial meld: %+v", v)
	}
	must(t, g.Draw())
	s := g.Snapshot()
	if len(s.Racks[0]) != 15 || s.Racks[0][14].String() != "E" || s.Table.Len() != 0 {
		t.Fatalf("rack %v", s.Racks[0])
	}
}

// ScoreTurns: the highest score wins; on a tie the player who went out,
// then turn order from the first player.
func TestScoreTurns(t *testing.T) {
	r := rulesFor(t, "word")
	joker := r.Box[len(r.Box)-1]
	for _, tc := range []struct {
		name    string
		totals  []int
		racks   [][]game.Tile
		out     int
		blocked bool
		first   int
		winner  int
		scores  []int
	}{
		{"highest", []int{10, 20, 5}, [][]game.Tile{nil, {joker}, nil}, 0, false, 0, 0, []int{10, -10, 5}},
		{"tie, went out", []int{10, 10}, [][]game.Tile{nil, nil}, 1, false, 0, 1, []int{10, 10}},
		{"tie, blocked", []int{10, 10, 10}, [][]game.Tile{nil, nil, nil}, 1, true, 2, 2, []int{10, 10, 10}},
	} {
		res := game.ScoreTurns(r, tc.totals, tc.racks, tc.out, tc.blocked, tc.first)
		if res.Winner != tc.winner || !slices.Equal(res.Scores, tc.scores) {
			t.Errorf("%s: winner %d scores %v, want %d %v", tc.name, res.Winner, res.Scores, tc.winner, tc.scores)
		}
	}
}

// wordSceneLowPool is wordScene with only n tiles left in the pool (the
// rest of the box on the last seat's rack).
func wordSceneLowPool(t *testing.T, racks []string, n int) *game.Game {
	t.Helper()
	opened := make([]bool, len(racks))
	for i := range opened {
		opened[i] = true
	}
	g, clock := wordScene(t, nil, racks, opened, "", true)
	s := g.Snapshot()
	last := len(s.Racks) - 1
	s.Pool = slices.Clone(s.Racks[last][:n])
	s.Racks[last] = slices.Clone(s.Racks[last][n:])
	r := rulesFor(t, "word")
	g, err := game.Resume(r, r.Defaults, s, 0, clock)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// A refill that empties the pool says how many tiles the rack holds (6,
// not 7), and that the rack was not emptied.
func TestWordRefillFromALowPoolTellsTheRack(t *testing.T) {
	g := wordSceneLowPool(t, []string{"CATSOKE", "DOGSMEN"}, 2)
	lay(t, g, "C", "A", "T")
	if v, err := g.EndTurn(); err != nil || !v.Legal {
		t.Fatalf("CAT: %v %+v", err, v)
	}
	e, ok := lastEvent(g, game.Refilled)
	if !ok || len(e.Tiles) != 2 || e.Rack != 6 || e.Emptied {
		t.Errorf("refill event %+v, want 2 tiles drawn, a rack of 6, not emptied", e)
	}
	if p, ok := lastEvent(g, game.Played); !ok || p.Rack != 6 || p.Emptied || p.Points != 3 {
		t.Errorf("played event %+v, want a rack of 6, not emptied, 3 points", p)
	}
}

// A rack emptied with fewer than 7 tiles in the pool is told as emptied
// (the turn doubled) and refilled with what the pool held.
func TestWordEmptiedRackWithALowPoolIsTold(t *testing.T) {
	g := wordSceneLowPool(t, []string{"STROKED", "DOGSMEN"}, 3)
	lay(t, g, letters("STROKED")...)
	if v, err := g.EndTurn(); err != nil || !v.Legal || v.Points != 14 {
		t.Fatalf("STROKED: %v %+v", err, v)
	}
	if p, ok := lastEvent(g, game.Played); !ok || !p.Emptied || p.Rack != 3 || p.Points != 14 {
		t.Errorf("played event %+v, want emptied, a rack of 3, 14 points", p)
	}
	if e, ok := lastEvent(g, game.Refilled); !ok || len(e.Tiles) != 3 || e.Rack != 3 || !e.Emptied {
		t.Errorf("refill event %+v, want 3 tiles drawn, a rack of 3, emptied", e)
	}
}
