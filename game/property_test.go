package game_test

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"rummikub/game"
)

// Many whole games with random legal and illegal turns, undos, redos and
// timeouts. After every turn: the box is conserved, the table holds only
// valid sets, a failed turn restored the snapshot exactly apart from the
// penalty tiles. At the end: scores sum to zero and replaying the records
// gives the same final state.
func TestRandomGamesKeepTheRules(t *testing.T) {
	games := 120
	if testing.Short() {
		games = 20
	}
	var stats struct{ played, rejected, timedOut, drew, passed int }
	for _, variant := range []string{"classic", "sabra", "twist"} {
		r := rulesFor(t, variant)
		for i := range games {
			seed := uint64(i)*7919 + 1
			players := 2 + i%3
			clock := &game.ManualClock{}
			g, err := game.New(r, r.Defaults, players, seed, clock)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(seed, 99))
			for turn := 0; !g.Over(); turn++ {
				if turn > 3000 {
					t.Fatalf("%s seed %d: the game never ended", variant, seed)
				}
				prev := g.Snapshot()
				randomTurn(t, g, rng, clock)
				checkTurn(t, r, prev, g)
				switch g.History()[len(g.History())-1].Action {
				case game.ActPlayed:
					stats.played++
				case game.ActRejected:
					stats.rejected++
				case game.ActTimedOut:
					stats.timedOut++
				case game.ActDrew:
					stats.drew++
				case game.ActPassed:
					stats.passed++
				}
			}
			res := g.Result()
			sum := 0
			for _, s := range res.Scores {
				sum += s
			}
			if sum != 0 {
				t.Fatalf("%s seed %d: scores %v sum to %d", variant, seed, res.Scores, sum)
			}
			again, err := game.Replay(r, r.Defaults, players, seed, g.History())
			if err != nil {
				t.Fatalf("%s seed %d: replay: %v", variant, seed, err)
			}
			if !again.Snapshot().Equal(g.Snapshot()) || !slices.Equal(again.Result().Scores, res.Scores) {
				t.Fatalf("%s seed %d: the replay ended differently", variant, seed)
			}
		}
	}
	t.Logf("turns: %+v", stats)
	if stats.played == 0 || stats.rejected == 0 || stats.timedOut == 0 || stats.drew == 0 || stats.passed == 0 {
		t.Fatalf("the random games missed a kind of turn: %+v", stats)
	}
}

// checkTurn checks the invariants between the snapshot before a turn and
// the game after it.
func checkTurn(t *testing.T, r *game.Rules, prev game.State, g *game.Game) {
	t.Helper()
	now := g.Snapshot()
	if err := game.CheckBox(r, now); err != nil {
		t.Fatalf("turn %d: %v", prev.Turn, err)
	}
	if _, reasons := game.JudgeSets(r, now.Table.Sets()); len(reasons) > 0 {
		t.Fatalf("turn %d: an invalid table was committed: %v\n%s", prev.Turn, reasons, now.Table.String())
	}
	rec := g.History()[len(g.History())-1]
	seat := rec.Seat
	for other := range prev.Racks {
		if other != seat && !slices.Equal(prev.Racks[other], now.Racks[other]) {
			t.Fatalf("turn %d: seat %d's rack changed on seat %d's turn", prev.Turn, other, seat)
		}
	}
	switch rec.Action {
	case game.ActPlayed:
		if now.Table.Len() <= prev.Table.Len() || len(now.Racks[seat]) >= len(prev.Racks[seat]) || !now.Opened[seat] {
			t.Fatalf("turn %d: a play laid nothing", prev.Turn)
		}
	default:
		// Every other ending leaves the table exactly as it was and only
		// adds the drawn tiles to the rack, from the top of the pool.
		if now.Table != prev.Table {
			t.Fatalf("turn %d (%v): the table was not rolled back exactly", prev.Turn, rec.Action)
		}
		// The rack keeps the order the player left it in (KeepOrder), so
		// its tiles are compared as a set, the drawn ones last.
		want := append(slices.Clone(prev.Racks[seat]), rec.Drawn...)
		got := now.Racks[seat]
		kept := slices.Sorted(slices.Values(got[:len(got)-len(rec.Drawn)]))
		if !slices.Equal(kept, slices.Sorted(slices.Values(prev.Racks[seat]))) || !slices.Equal(got[len(got)-len(rec.Drawn):], rec.Drawn) {
			t.Fatalf("turn %d (%v): rack %v, want %v", prev.Turn, rec.Action, now.Racks[seat], want)
		}
		if !slices.Equal(now.Pool, prev.Pool[:len(prev.Pool)-len(rec.Drawn)]) || !slices.Equal(now.Opened, prev.Opened) {
			t.Fatalf("turn %d (%v): pool or opened changed", prev.Turn, rec.Action)
		}
	}
}

// randomTurn plays one turn for the current player: usually its best
// simple play, sometimes a draw, a random misplay or a timeout.
func randomTurn(t *testing.T, g *game.Game, rng *rand.Rand, clock *game.ManualClock) {
	t.Helper()
	roll := rng.IntN(100)
	switch {
	case roll < 8:
		must(t, g.Draw())
		return
	case roll < 16:
		randomEdits(g, rng, 1+rng.IntN(3))
		endOrDraw(t, g)
		return
	case roll < 20:
		if rng.IntN(2) == 0 {
			randomEdits(g, rng, 1)
		}
		rem, timed := g.Remaining()
		if !timed {
			t.Fatal("the default rules have no time limit")
		}
		clock.Advance(rem)
		g.Tick()
		return
	}
	simplePlay(g, rng)
	endOrDraw(t, g)
}

func endOrDraw(t *testing.T, g *game.Game) {
	t.Helper()
	if _, err := g.EndTurn(); errors.Is(err, game.ErrNothingDone) {
		must(t, g.Draw())
	} else if err != nil {
		t.Fatal(err)
	}
}

// randomEdits moves random tiles of the rack or the table to random cells,
// undoing and redoing now and then and checking undo restores the view.
func randomEdits(g *game.Game, rng *rand.Rand, n int) {
	for range n {
		v := g.View()
		var pick []game.Tile
		pick = append(pick, v.Racks[v.Current]...)
		pick = v.Table.Tiles(pick)
		if len(pick) == 0 {
			return
		}
		tile := pick[rng.IntN(len(pick))]
		to := game.TableLoc(rng.IntN(game.TableCols), rng.IntN(game.TableRows))
		if rng.IntN(5) == 0 {
			to = game.RackLoc(rng.IntN(20))
		}
		if g.Move(game.Move(tile, to)) != nil {
			continue
		}
		if rng.IntN(4) == 0 {
			after := g.View()
			_ = g.Undo()
			if !g.View().Equal(v) {
				panic("undo did not restore the view")
			}
			_ = g.Redo()
			if !g.View().Equal(after) {
				panic("redo did not restore the view")
			}
		}
	}
}

// simplePlay lays the sets it finds on the rack (if they make an initial
// meld, or the player has opened) and, once opened, adds single rack tiles
// to the ends of sets on the table where that keeps them valid.
func simplePlay(g *game.Game, rng *rand.Rand) {
	r := g.Rules()
	v := g.View()
	seat := v.Current
	sets := rackSets(v.Racks[seat])
	value := 0
	for _, s := range sets {
		for _, x := range s {
			value += x.Number()
		}
	}
	if v.Opened[seat] || value >= g.Options().MeldThreshold {
		for _, s := range sets {
			v := g.View()
			p, ok := v.Table.FreeSpan(len(s))
			if !ok {
				break
			}
			var e game.Edit
			for i, x := range s {
				e.Steps = append(e.Steps, game.Step{Tile: x, To: game.TableLoc(p.Col+i, p.Row)})
			}
			_ = g.Move(e)
		}
	}
	if !v.Opened[seat] {
		return
	}
	for _, tile := range slices.Clone(g.View().Racks[seat]) {
		v := g.View()
		for _, l := range v.Table.Lines() {
			end := game.Pos{Col: l.Start.Col + len(l.Tiles), Row: l.Start.Row}
			beyond := game.Pos{Col: end.Col + 1, Row: end.Row}
			if !end.In() || v.Table.At(end) != 0 || v.Table.At(beyond) != 0 {
				continue
			}
			grown := append(slices.Clone(l.Tiles), tile)
			if _, why := r.Sets.Check(game.Set{Tiles: grown}); why == "" && rng.IntN(4) != 0 {
				_ = g.Move(game.Move(tile, game.TableLoc(end.Col, end.Row)))
				break
			}
		}
	}
}

// rackSets finds disjoint runs and groups among a rack's number tiles.
func rackSets(rack []game.Tile) [][]game.Tile {
	used := map[game.Tile]bool{}
	var sets [][]game.Tile
	for c := range game.NumColors {
		var run []game.Tile
		for n := 1; n <= game.MaxNumber+1; n++ {
			i := slices.IndexFunc(rack, func(x game.Tile) bool {
				return !used[x] && x.Kind() == game.Number && x.Color() == game.Color(c) && x.Number() == n
			})
			if i >= 0 {
				run = append(run, rack[i])
				continue
			}
			if len(run) >= 3 {
				for _, x := range run {
					used[x] = true
				}
				sets = append(sets, run)
			}
			run = nil
		}
	}
	for n := 1; n <= game.MaxNumber; n++ {
		var group []game.Tile
		for c := range game.NumColors {
			i := slices.IndexFunc(rack, func(x game.Tile) bool {
				return !used[x] && x.Kind() == game.Number && x.Color() == game.Color(c) && x.Number() == n
			})
			if i >= 0 {
				group = append(group, rack[i])
			}
		}
		if len(group) >= 3 {
			for _, x := range group {
				used[x] = true
			}
			sets = append(sets, group)
		}
	}
	return sets
}
