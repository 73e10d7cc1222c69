package game_test

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"rummikub/game"
	"rummikub/game/words"
)

// Whole Word games with random legal and illegal turns, draws and
// timeouts. After every turn: the box is conserved, the table holds only
// valid words, no word twice, a rack that played is refilled to 7 while
// the pool lasts, and a failed turn leaves the table as it was. Word's
// scores do not sum to zero; what replaces that invariant: each seat's
// final score is the sum of the points of its played turns less 30 for
// each joker left on its rack, every played turn scores between 3 and 30
// (a word of 3 to 15 letters, doubled at most), every seat whose turn
// failed missed its next turn (or the game ended first), and the winner
// has the highest score. Replaying the records gives the same game.
func TestRandomWordGamesKeepTheRules(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 8
	}
	r := rulesFor(t, "word")
	var stats struct{ played, rejected, timedOut, drew, passed, missed, emptied int }
	for i := range games {
		seed := uint64(i)*7919 + 3
		players := 2 + i%3
		clock := &game.ManualClock{}
		g, err := game.New(r, r.Defaults, players, seed, clock)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 7))
		failed := make([]int, players)
		for turn := 0; !g.Over(); turn++ {
			if turn > 3000 {
				t.Fatalf("seed %d: the game never ended", seed)
			}
			prev := g.Snapshot()
			failedTurn := randomWordTurn(t, g, rng, clock)
			checkWordTurn(t, r, prev, g)
			rec := g.History()[len(g.History())-1]
			switch rec.Action {
			case game.ActPlayed:
				stats.played++
				if len(g.Snapshot().Racks[rec.Seat]) == len(rec.Drawn) {
					stats.emptied++
				}
			case game.ActRejected:
				stats.rejected++
			case game.ActTimedOut:
				stats.timedOut++
			case game.ActDrew:
				stats.drew++
			case game.ActPassed:
				stats.passed++
			}
			if failedTurn || rec.Action == game.ActRejected {
				failed[rec.Seat]++
			}
		}
		res := g.Result()
		end := g.Snapshot()
		points := make([]int, players)
		for _, rec := range g.History() {
			if rec.Action == game.ActPlayed {
				if rec.Points < 3 || rec.Points > 30 {
					t.Fatalf("seed %d: a turn scored %d", seed, rec.Points)
				}
				points[rec.Seat] += rec.Points
			}
		}
		missed := make([]int, players)
		for _, e := range g.Events() {
			if e.Kind == game.TurnMissed {
				missed[e.Player]++
				stats.missed++
			}
		}
		for s := range players {
			jokers := 0
			for _, x := range end.Racks[s] {
				if x.IsJoker() {
					jokers++
				}
			}
			if res.Scores[s] != points[s]-30*jokers || end.Scores[s] != points[s] {
				t.Fatalf("seed %d: seat %d scored %d (total %d), its turns %d less %d jokers", seed, s, res.Scores[s], end.Scores[s], points[s], jokers)
			}
			if res.Scores[s] > res.Scores[res.Winner] {
				t.Fatalf("seed %d: seat %d scored %d, more than the winner %d", seed, s, res.Scores[s], res.Scores[res.Winner])
			}
			pending := 0
			if end.Missing[s] {
				pending = 1
			}
			if failed[s] != missed[s]+pending {
				t.Fatalf("seed %d: seat %d failed %d turns, missed %d (%d pending)", seed, s, failed[s], missed[s], pending)
			}
		}
		if !res.Blocked && (len(end.Pool) != 0 || len(end.Racks[res.Winner]) != 0 && !slices.ContainsFunc(end.Racks, func(r []game.Tile) bool { return len(r) == 0 })) {
			t.Fatalf("seed %d: the game ended with %d tiles in the pool and no empty rack", seed, len(end.Pool))
		}
		again, err := game.Replay(r, r.Defaults, players, seed, g.History())
		if err != nil {
			t.Fatalf("seed %d: replay: %v", seed, err)
		}
		if !again.Snapshot().Equal(end) || !slices.Equal(again.Result().Scores, res.Scores) {
			t.Fatalf("seed %d: the replay ended differently", seed)
		}
	}
	t.Logf("turns: %+v", stats)
	if stats.played == 0 || stats.rejected == 0 || stats.timedOut == 0 || stats.drew == 0 || stats.missed == 0 {
		t.Fatalf("the random games missed a kind of turn: %+v", stats)
	}
}

// checkWordTurn checks the invariants between the snapshot before a turn
// and the game after it.
func checkWordTurn(t *testing.T, r *game.Rules, prev game.State, g *game.Game) {
	t.Helper()
	now := g.Snapshot()
	if err := game.CheckBox(r, now); err != nil {
		t.Fatalf("turn %d: %v", prev.Turn, err)
	}
	sets := now.Table.Sets()
	judged, reasons := game.JudgeSets(r, sets)
	if len(reasons) > 0 {
		t.Fatalf("turn %d: an invalid table was committed: %v\n%s", prev.Turn, reasons, now.Table.String())
	}
	seen := map[string]bool{}
	for _, s := range judged {
		w := ""
		for _, p := range s.Stands {
			w += p[0].String()
		}
		if seen[w] {
			t.Fatalf("turn %d: %s twice on the table", prev.Turn, w)
		}
		seen[w] = true
	}
	rec := g.History()[len(g.History())-1]
	seat := rec.Seat
	if len(now.Pool) > 0 && len(now.Racks[seat]) < r.RefillTo {
		t.Fatalf("turn %d: %d tiles on the rack and %d in the pool after the turn", prev.Turn, len(now.Racks[seat]), len(now.Pool))
	}
	for other := range prev.Racks {
		if other != seat && !slices.Equal(prev.Racks[other], now.Racks[other]) {
			t.Fatalf("turn %d: seat %d's rack changed on seat %d's turn", prev.Turn, other, seat)
		}
	}
	if rec.Action != game.ActPlayed {
		if now.Table != prev.Table {
			t.Fatalf("turn %d (%v): the table was not rolled back exactly", prev.Turn, rec.Action)
		}
		want := slices.DeleteFunc(slices.Clone(prev.Racks[seat]), func(x game.Tile) bool { return slices.Contains(rec.Returned, x) })
		want = append(want, rec.Drawn...)
		// The rack comes back in the order the player left it (Game.RackOrder):
		// compare the tiles, not their order.
		if !sameTiles(now.Racks[seat], want) {
			t.Fatalf("turn %d (%v): rack %v, want %v", prev.Turn, rec.Action, now.Racks[seat], want)
		}
	}
}

// randomWordTurn plays one turn: usually the longest word on the rack and
// letters added to the ends of the table's words, sometimes a draw, a
// random misplay or a timeout. It reports whether the turn timed out with
// the table changed.
func randomWordTurn(t *testing.T, g *game.Game, rng *rand.Rand, clock *game.ManualClock) bool {
	t.Helper()
	roll := rng.IntN(100)
	switch {
	case roll < 5:
		must(t, g.Draw())
		return false
	case roll < 12:
		randomEdits(g, rng, 1+rng.IntN(3))
		endOrDraw(t, g)
		return false
	case roll < 16:
		if rng.IntN(2) == 0 {
			randomEdits(g, rng, 1)
		}
		changed := g.Changed()
		rem, _ := g.Remaining()
		clock.Advance(rem)
		g.Tick()
		return changed
	}
	v := g.View()
	seat := v.Current
	min := 3
	if !v.Opened[seat] {
		min = g.Options().MeldThreshold
	}
	if w := longestWord(v.Racks[seat]); len(w) >= min {
		if p, ok := v.Table.FreeSpan(len(w)); ok {
			var e game.Edit
			for i, x := range w {
				e.Steps = append(e.Steps, game.Step{Tile: x, To: game.TableLoc(p.Col+i, p.Row)})
			}
			must(t, g.Move(e))
		}
	}
	if v.Opened[seat] {
		extendWords(g, rng)
	}
	if _, err := g.EndTurn(); err != nil {
		must(t, g.Draw())
	}
	return false
}

// extendWords adds rack letters to the ends of the table's words where
// that still spells a word not on the table.
func extendWords(g *game.Game, rng *rand.Rand) {
	r := g.Rules()
	for _, tile := range slices.Clone(g.View().Racks[g.Current()]) {
		v := g.View()
		if !slices.Contains(v.Racks[v.Current], tile) {
			continue
		}
		for _, l := range v.Table.Lines() {
			end := game.Pos{Col: l.Start.Col + len(l.Tiles), Row: l.Start.Row}
			beyond := game.Pos{Col: end.Col + 1, Row: end.Row}
			if !end.In() || v.Table.At(end) != 0 || v.Table.At(beyond) != 0 {
				continue
			}
			grown := append(slices.Clone(l.Tiles), tile)
			if _, why := r.Sets.Check(game.Set{Tiles: grown}); why == "" && rng.IntN(3) != 0 {
				_ = g.Move(game.Move(tile, game.TableLoc(end.Col, end.Row)))
				if !g.Check().Legal {
					_ = g.Undo()
				}
				break
			}
		}
	}
}

// longestWord finds a longest word that the rack's letters (and jokers)
// spell, as the rack's tiles in order.
func longestWord(rack []game.Tile) []game.Tile {
	d := words.Default()
	var best, cur []game.Tile
	used := make([]bool, len(rack))
	var walk func(n words.Node)
	walk = func(n words.Node) {
		if d.IsWord(n) && len(cur) > len(best) {
			best = slices.Clone(cur)
		}
		next := d.Letters(n)
		tried := uint32(0)
		for i, x := range rack {
			if used[i] {
				continue
			}
			var m uint32
			if x.IsJoker() {
				m = next &^ tried
			} else if x.Kind() == game.Letter {
				m = next & (1 << (x.Letter() - 'A')) &^ tried
			}
			if !x.IsJoker() {
				tried |= m
			}
			for ; m != 0; m &= m - 1 {
				child, _ := d.Next(n, byte('a'+bits.TrailingZeros32(m)))
				used[i] = true
				cur = append(cur, x)
				walk(child)
				cur = cur[:len(cur)-1]
				used[i] = false
				if x.IsJoker() {
					break // one reading of a joker is enough here
				}
			}
		}
	}
	walk(d.Root())
	return best
}

// sameTiles reports whether two racks hold the same tiles in any order.
func sameTiles(a, b []game.Tile) bool {
	x, y := slices.Clone(a), slices.Clone(b)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}
