package game_test

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"rummikub/game"
)

func TestNewGameDealsFourteenEachAndKeepsTheBox(t *testing.T) {
	r := rulesFor(t, "classic")
	for players := 2; players <= 4; players++ {
		g, err := game.New(r, r.Defaults, players, 7, &game.ManualClock{})
		if err != nil {
			t.Fatal(err)
		}
		s := g.Snapshot()
		for seat, rack := range s.Racks {
			if len(rack) != 14 {
				t.Errorf("%d players: seat %d has %d tiles", players, seat, len(rack))
			}
		}
		if want := 106 - 14*players; len(s.Pool) != want {
			t.Errorf("%d players: pool %d, want %d", players, len(s.Pool), want)
		}
		if err := game.CheckBox(r, s); err != nil {
			t.Error(err)
		}
		if s.Current != g.FirstPlayer() {
			t.Errorf("the first player %d does not play first (%d)", g.FirstPlayer(), s.Current)
		}
	}
	if _, err := game.New(r, r.Defaults, 5, 1, nil); err == nil {
		t.Error("a game of 5 was dealt")
	}
	if _, err := game.New(r, r.Defaults, 1, 1, nil); err == nil {
		t.Error("a game of 1 was dealt")
	}
}

func TestSameSeedSameDeal(t *testing.T) {
	r := rulesFor(t, "classic")
	a, _ := game.New(r, r.Defaults, 3, 42, &game.ManualClock{})
	b, _ := game.New(r, r.Defaults, 3, 42, &game.ManualClock{})
	c, _ := game.New(r, r.Defaults, 3, 43, &game.ManualClock{})
	if !a.Snapshot().Equal(b.Snapshot()) {
		t.Error("the same seed dealt two different games")
	}
	if a.Snapshot().Equal(c.Snapshot()) {
		t.Error("two seeds dealt the same game")
	}
}

// Each player picks a tile; the highest number goes first; ties draw again.
func TestHighestDrawnTileStarts(t *testing.T) {
	r := rulesFor(t, "classic")
	for seed := range uint64(300) {
		players := 2 + int(seed%3)
		g, err := game.New(r, r.Defaults, players, seed, &game.ManualClock{})
		if err != nil {
			t.Fatal(err)
		}
		ev, ok := lastEvent(g, game.FirstPlayerChosen)
		if !ok || len(ev.Tiles) != players {
			t.Fatalf("seed %d: no first-player draw in %v", seed, g.Events())
		}
		first := ev.Player
		for seat, tile := range ev.Tiles {
			if seat != first && tile != 0 && r.FirstPlayerRank(tile) >= r.FirstPlayerRank(ev.Tiles[first]) {
				t.Fatalf("seed %d: seat %d drew %v, not below the starter's %v", seed, seat, tile, ev.Tiles[first])
			}
		}
	}
}

func TestTurnsPassClockwiseInClassicAndCounterClockwiseInSabra(t *testing.T) {
	for _, tc := range []struct {
		variant string
		want    []int
	}{
		{"classic", []int{1, 2, 3, 0}},
		{"sabra", []int{3, 2, 1, 0}},
	} {
		r := rulesFor(t, tc.variant)
		g, _ := scene{racks: [][]string{{"K1"}, {"K2"}, {"K3"}, {"K4"}}}.start(t, r, r.Defaults)
		var got []int
		for range 4 {
			if err := g.Draw(); err != nil {
				t.Fatal(err)
			}
			got = append(got, g.Current())
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: turn order %v, want %v", tc.variant, got, tc.want)
		}
	}
}

func TestInitialMeldCommits(t *testing.T) {
	r := rulesFor(t, "classic")
	g, _ := scene{racks: [][]string{{"R10", "R11", "R12", "K1"}, {"B2"}}}.start(t, r, r.Defaults)
	lay(t, g, "R10", "R11", "R12")
	v, err := g.EndTurn()
	if err != nil || !v.Legal {
		t.Fatalf("EndTurn: %v %v", err, v.Reasons)
	}
	s := g.Snapshot()
	if !s.Opened[0] || s.Current != 1 || game.Codes(s.Racks[0]) != "K1" {
		t.Fatalf("after the meld: opened %v current %d rack %v", s.Opened, s.Current, s.Racks[0])
	}
	if ev, _ := lastEvent(g, game.Played); ev.Points != 33 || len(ev.Tiles) != 3 {
		t.Errorf("played event %v", ev)
	}
	if h := g.History(); len(h) != 1 || h[0].Action != game.ActPlayed || h[0].Points != 33 {
		t.Errorf("history %+v", h)
	}
}

func TestIllegalEndRollsBackExactlyAndDrawsThree(t *testing.T) {
	r := rulesFor(t, "classic")
	sc := scene{
		table:  [][]string{{"B4", "B5", "B6"}, {"K8", "R8", "O8"}},
		racks:  [][]string{{"R1", "R2", "R3", "K13"}, {"B2"}},
		opened: []bool{false, true},
		pool:   []string{"O1", "O2", "O3"},
	}
	g, _ := sc.start(t, r, r.Defaults)
	before := g.Snapshot()
	lay(t, g, "R1", "R2", "R3")
	// Also move a table tile, which is not allowed before the initial meld.
	b6, _ := tableTile(t, g, "B6")
	if err := g.Move(game.Move(b6, game.TableLoc(20, 5))); err != nil {
		t.Fatal(err)
	}
	v, err := g.EndTurn()
	if err != nil || v.Legal {
		t.Fatalf("EndTurn legal=%v err=%v", v.Legal, err)
	}
	joined := ""
	for _, why := range v.Reasons {
		joined += why.Text + "\n"
	}
	for _, want := range []string{"needs at least 30", "may not change the sets on the table"} {
		if !strings.Contains(joined, want) {
			t.Errorf("reasons %q lack %q", joined, want)
		}
	}
	after := g.Snapshot()
	if after.Table != before.Table {
		t.Errorf("the table was not rolled back:\n%s", after.Table.String())
	}
	drawn := slices.Clone(before.Pool[len(before.Pool)-3:])
	slices.Reverse(drawn)
	want := append(slices.Clone(before.Racks[0]), drawn...)
	if !slices.Equal(after.Racks[0], want) {
		t.Errorf("rack %v, want %v", after.Racks[0], want)
	}
	if game.Codes(after.Drawn[0]) != "O1 O2 O3" || len(after.Pool) != len(before.Pool)-3 {
		t.Errorf("drew %v, pool %d", after.Drawn[0], len(after.Pool))
	}
	if after.Opened[0] || after.Current != 1 {
		t.Errorf("opened %v current %d", after.Opened, after.Current)
	}
	if ev, ok := lastEvent(g, game.Rejected); !ok || len(ev.Tiles) != 3 || len(ev.Reasons) == 0 {
		t.Errorf("rejected event %v", ev)
	}
}

func TestPenaltyDrawsOnlyWhatThePoolHolds(t *testing.T) {
	r := rulesFor(t, "classic")
	st := scene{racks: [][]string{{"R1", "R2", "R4"}, {"B2"}}, opened: []bool{true, true}}.state(t, r)
	// Keep two tiles in the pool; the rest go to seat 1.
	st.Racks[1] = append(st.Racks[1], st.Pool[2:]...)
	st.Pool = st.Pool[:2]
	g, err := game.Resume(r, r.Defaults, st, 0, &game.ManualClock{})
	if err != nil {
		t.Fatal(err)
	}
	lay(t, g, "R1", "R2", "R4")
	if v, _ := g.EndTurn(); v.Legal {
		t.Fatal("R1 R2 R4 was accepted")
	}
	if s := g.Snapshot(); len(s.Pool) != 0 || len(s.Racks[0]) != 5 {
		t.Fatalf("pool %d rack %d", len(s.Pool), len(s.Racks[0]))
	}
}

func TestUndoRedoAndReset(t *testing.T) {
	r := rulesFor(t, "classic")
	g, _ := scene{racks: [][]string{{"R10", "R11", "R12"}, {"B2"}}}.start(t, r, r.Defaults)
	start := g.View()
	r10 := rackTile(t, g, "R10")
	must(t, g.Move(game.Move(r10, game.TableLoc(3, 3))))
	one := g.View()
	must(t, g.Move(game.Move(r10, game.TableLoc(4, 3)))) // along the table
	two := g.View()
	must(t, g.Undo())
	if !g.View().Equal(one) {
		t.Fatal("undo did not restore the state after the first edit")
	}
	must(t, g.Redo())
	if !g.View().Equal(two) {
		t.Fatal("redo did not restore the state after the second edit")
	}
	if err := g.Redo(); !errors.Is(err, game.ErrNothingToRedo) {
		t.Fatalf("redo past the end: %v", err)
	}
	must(t, g.Reset())
	if !g.View().Equal(start) || g.Changed() {
		t.Fatal("reset did not restore the start of the turn")
	}
	if err := g.Reset(); !errors.Is(err, game.ErrNothingToUndo) {
		t.Fatalf("reset at the start: %v", err)
	}
	// The reset is one edit: Undo takes it back, Redo makes it again.
	must(t, g.Undo())
	if !g.View().Equal(two) {
		t.Fatal("undo after reset did not restore the state before it")
	}
	must(t, g.Redo())
	if !g.View().Equal(start) {
		t.Fatal("redo of the reset did not restore the start of the turn")
	}
	must(t, g.Undo())
	must(t, g.Undo())
	if !g.View().Equal(one) {
		t.Fatal("undo before the reset did not restore the first edit")
	}
	// A new edit after an undo drops the redo branch.
	must(t, g.Move(game.Move(r10, game.RackLoc(0))))
	if g.CanRedo() {
		t.Fatal("redo possible after a new edit")
	}
}

func must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func TestTilesMoveBetweenRackAndTableOnlyAsTheRulesAllow(t *testing.T) {
	r := rulesFor(t, "classic")
	g, _ := scene{
		table:  [][]string{{"B4", "B5", "B6"}},
		racks:  [][]string{{"B7", "K1", "K2"}, {"O9"}},
		opened: []bool{true, true},
	}.start(t, r, r.Defaults)
	b4, at := tableTile(t, g, "B4")
	if err := g.Move(game.Move(b4, game.RackLoc(0))); !errors.Is(err, game.ErrTableToRack) {
		t.Errorf("table tile to rack: %v", err)
	}
	b7 := rackTile(t, g, "B7")
	if err := g.Move(game.Move(b7, game.TableLoc(at.Col, at.Row))); !errors.Is(err, game.ErrCellTaken) {
		t.Errorf("onto a taken cell: %v", err)
	}
	if err := g.Move(game.Move(b7, game.TableLoc(game.TableCols, 0))); !errors.Is(err, game.ErrOffTable) {
		t.Errorf("off the table: %v", err)
	}
	o9 := g.View().Racks[1][0]
	if err := g.Move(game.Move(o9, game.TableLoc(10, 10))); !errors.Is(err, game.ErrNotYourTile) {
		t.Errorf("another player's tile: %v", err)
	}
	// A tile laid this turn may go back to the rack, to any place in it.
	must(t, g.Move(game.Move(b7, game.TableLoc(at.Col+3, at.Row))))
	must(t, g.Move(game.Move(b7, game.RackLoc(2))))
	if got := game.Codes(g.View().Racks[0]); got != "K1 K2 B7" {
		t.Errorf("rack after return %q", got)
	}
	// Rack reordering is an edit too.
	k2 := rackTile(t, g, "K2")
	must(t, g.Move(game.Move(k2, game.RackLoc(0))))
	if got := game.Codes(g.View().Racks[0]); got != "K2 K1 B7" {
		t.Errorf("rack after reorder %q", got)
	}
	// A whole set moves at once, into cells its own tiles leave.
	_, b5at := tableTile(t, g, "B5")
	b5, _ := tableTile(t, g, "B5")
	b6, _ := tableTile(t, g, "B6")
	shift := game.Edit{Steps: []game.Step{
		{Tile: b4, To: game.TableLoc(at.Col+1, at.Row)},
		{Tile: b5, To: game.TableLoc(b5at.Col+1, at.Row)},
		{Tile: b6, To: game.TableLoc(b5at.Col+2, at.Row)},
	}}
	must(t, g.Move(shift))
	if got := tableCodes(g.View()); !slices.Equal(got, []string{"B4 B5 B6"}) {
		t.Errorf("table after shifting a set %v", got)
	}
}

func TestEndingATurnThatDidNothingIsRefused(t *testing.T) {
	r := rulesFor(t, "classic")
	g, _ := scene{
		table:  [][]string{{"B4", "B5", "B6"}},
		racks:  [][]string{{"K1"}, {"O9"}},
		opened: []bool{true, true},
	}.start(t, r, r.Defaults)
	before := g.Snapshot()
	if g.Changed() {
		t.Error("Changed before any edit")
	}
	if _, err := g.EndTurn(); !errors.Is(err, game.ErrNothingDone) {
		t.Fatalf("EndTurn with nothing done: %v", err)
	}
	// Moving a whole set elsewhere changes nothing for the rules either.
	b4, _ := tableTile(t, g, "B4")
	b5, _ := tableTile(t, g, "B5")
	b6, _ := tableTile(t, g, "B6")
	must(t, g.Move(game.Edit{Steps: []game.Step{
		{Tile: b4, To: game.TableLoc(5, 5)}, {Tile: b5, To: game.TableLoc(6, 5)}, {Tile: b6, To: game.TableLoc(7, 5)},
	}}))
	if g.Changed() {
		t.Error("Changed after only moving a whole set")
	}
	if _, err := g.EndTurn(); !errors.Is(err, game.ErrNothingDone) {
		t.Fatalf("EndTurn after moving a set: %v", err)
	}
	if g.Current() != 0 || len(g.History()) != 0 || g.Snapshot().Table != before.Table {
		t.Fatal("a refused end changed the game")
	}
}

func TestDrawingPutsPendingTilesBackAndDrawsOne(t *testing.T) {
	r := rulesFor(t, "classic")
	g, _ := scene{racks: [][]string{{"R10", "R11", "R12"}, {"B2"}}, pool: []string{"K5"}}.start(t, r, r.Defaults)
	before := g.Snapshot()
	lay(t, g, "R10", "R11", "R12")
	must(t, g.Draw())
	s := g.Snapshot()
	if s.Table != before.Table || game.Codes(s.Racks[0]) != "R10 R11 R12 K5" || s.Current != 1 {
		t.Fatalf("after draw: table\n%s rack %v current %d", s.Table.String(), s.Racks[0], s.Current)
	}
	if ev, _ := lastEvent(g, game.Drew); game.Codes(ev.Tiles) != "K5" {
		t.Errorf("drew event %v", ev)
	}
}

func TestTimeLimit(t *testing.T) {
	r := rulesFor(t, "classic")
	sc := scene{racks: [][]string{{"R10", "R11", "R12"}, {"B2"}}, pool: []string{"K5", "K6", "K7", "K8"}}

	t.Run("warns before the time runs out", func(t *testing.T) {
		g, clock := sc.start(t, r, r.Defaults)
		clock.Advance(r.Defaults.TimeLimit - r.WarnBefore - time.Second)
		g.Tick()
		if _, ok := lastEvent(g, game.TimeWarning); ok {
			t.Fatal("warned too early")
		}
		clock.Advance(time.Second)
		g.Tick()
		g.Tick()
		n := 0
		for _, e := range g.Events() {
			if e.Kind == game.TimeWarning {
				n++
			}
		}
		if n != 1 || g.Current() != 0 {
			t.Fatalf("%d warnings, current %d", n, g.Current())
		}
	})

	t.Run("nothing changed: the player draws one tile", func(t *testing.T) {
		g, clock := sc.start(t, r, r.Defaults)
		clock.Advance(r.Defaults.TimeLimit)
		g.Tick()
		s := g.Snapshot()
		if s.Current != 1 || game.Codes(s.Racks[0]) != "R10 R11 R12 K5" {
			t.Fatalf("current %d rack %v", s.Current, s.Racks[0])
		}
		if h := g.History(); h[0].Action != game.ActTimedOut || len(h[0].Drawn) != 1 {
			t.Errorf("history %+v", h)
		}
	})

	t.Run("a pending change is rolled back and costs three", func(t *testing.T) {
		g, clock := sc.start(t, r, r.Defaults)
		before := g.Snapshot()
		lay(t, g, "R10", "R11", "R12") // a legal meld, but the time runs out
		clock.Advance(r.Defaults.TimeLimit + time.Millisecond)
		g.Tick()
		s := g.Snapshot()
		if s.Table != before.Table || len(s.Racks[0]) != 6 || s.Opened[0] {
			t.Fatalf("table\n%s rack %v", s.Table.String(), s.Racks[0])
		}
		if ev, _ := lastEvent(g, game.TimedOut); len(ev.Tiles) != 3 {
			t.Errorf("timed-out event %v", ev)
		}
	})

	t.Run("a new turn gets the whole time", func(t *testing.T) {
		g, clock := sc.start(t, r, r.Defaults)
		clock.Advance(r.Defaults.TimeLimit / 2)
		must(t, g.Draw())
		if rem, ok := g.Remaining(); !ok || rem != r.Defaults.TimeLimit {
			t.Fatalf("remaining %v %v", rem, ok)
		}
	})

	t.Run("no limit never runs out", func(t *testing.T) {
		opts := r.Defaults
		opts.TimeLimit = game.NoLimit
		g, clock := sc.start(t, r, opts)
		clock.Advance(24 * time.Hour)
		g.Tick()
		if g.Current() != 0 {
			t.Fatal("an untimed turn ran out")
		}
	})

	t.Run("sabra allows two minutes", func(t *testing.T) {
		sabra := rulesFor(t, "sabra")
		g, clock := sc.start(t, sabra, sabra.Defaults)
		clock.Advance(time.Minute + 30*time.Second)
		g.Tick()
		if g.Current() != 0 {
			t.Fatal("a sabra turn ran out before two minutes")
		}
		clock.Advance(30 * time.Second)
		g.Tick()
		if g.Current() == 0 {
			t.Fatal("a sabra turn did not run out at two minutes")
		}
	})
}

func TestGoingOutEndsTheGameAndScores(t *testing.T) {
	r := rulesFor(t, "classic")
	g, _ := scene{
		table:  [][]string{{"B4", "B5", "B6"}},
		racks:  [][]string{{"B7", "B8"}, {"O9", "*"}, {"K2", "K3"}},
		opened: []bool{true, true, true},
	}.start(t, r, r.Defaults)
	b7, b8 := rackTile(t, g, "B7"), rackTile(t, g, "B8")
	_, at := tableTile(t, g, "B6")
	must(t, g.Move(game.Edit{Steps: []game.Step{
		{Tile: b7, To: game.TableLoc(at.Col+1, at.Row)}, {Tile: b8, To: game.TableLoc(at.Col+2, at.Row)},
	}}))
	if v, err := g.EndTurn(); err != nil || !v.Legal {
		t.Fatalf("%v %v", err, v.Reasons)
	}
	res := g.Result()
	if !g.Over() || res == nil || res.Winner != 0 || res.Blocked {
		t.Fatalf("result %+v", res)
	}
	if want := []int{44, -39, -5}; !slices.Equal(res.Scores, want) {
		t.Errorf("scores %v, want %v", res.Scores, want)
	}
	if err := g.Draw(); !errors.Is(err, game.ErrGameOver) {
		t.Errorf("draw after the end: %v", err)
	}
}

// The whole box on the table and racks, an empty pool: players pass until
// everyone has passed in a row, and the lowest rack wins.
func TestEmptyPoolPassesEndTheGame(t *testing.T) {
	r := rulesFor(t, "classic")
	var table [][]string
	for _, c := range []string{"K", "R", "B", "O"} {
		for cp := range 2 {
			var run []string
			for n := 1; n <= 13; n++ {
				if c == "O" && cp == 1 && n > 10 {
					break
				}
				run = append(run, c+itoa(n))
			}
			table = append(table, run)
		}
	}
	g, _ := scene{table: table, racks: [][]string{{"O11", "*"}, {"O13", "*"}, {"O12"}}, opened: []bool{true, true, true}}.start(t, r, r.Defaults)
	if n := len(g.Snapshot().Pool); n != 0 {
		t.Fatalf("pool holds %d", n)
	}
	must(t, g.Draw()) // seat 0 passes
	// Seat 1 tries something illegal: with an empty pool it costs nothing
	// and counts as a pass.
	lay(t, g, "O13")
	if v, _ := g.EndTurn(); v.Legal {
		t.Fatal("a loose tile was accepted")
	}
	if g.Over() {
		t.Fatal("the game ended before every player passed")
	}
	must(t, g.Draw()) // seat 2 passes: everyone has passed in a row
	res := g.Result()
	if res == nil || !res.Blocked || res.Winner != 2 {
		t.Fatalf("result %+v", res)
	}
	if want := []int{-29, -31, 60}; !slices.Equal(res.Scores, want) {
		t.Errorf("scores %v, want %v", res.Scores, want)
	}
}

func itoa(n int) string {
	if n >= 10 {
		return string(rune('0'+n/10)) + string(rune('0'+n%10))
	}
	return string(rune('0' + n))
}

func TestAPlayResetsThePassCount(t *testing.T) {
	r := rulesFor(t, "classic")
	var table [][]string
	for _, c := range []string{"K", "R", "B", "O"} {
		for cp := range 2 {
			var run []string
			for n := 1; n <= 13; n++ {
				if c == "O" && cp == 1 && n > 10 {
					break
				}
				run = append(run, c+itoa(n))
			}
			table = append(table, run)
		}
	}
	g, _ := scene{table: table, racks: [][]string{{"*"}, {"O12", "O13", "*", "O11"}}, opened: []bool{true, true}}.start(t, r, r.Defaults)
	must(t, g.Draw())            // seat 0 passes
	lay(t, g, "*", "O12", "O13") // seat 1 plays: the joker stands for O11
	view := g.View()
	if vd, err := g.EndTurn(); err != nil || !vd.Legal {
		t.Fatalf("%v %v\n%s", err, vd.Reasons, view.Table.String())
	}
	if g.Snapshot().Passes != 0 {
		t.Fatal("a play did not reset the passes")
	}
	must(t, g.Draw()) // seat 0 passes again: only one pass in a row
	if g.Over() {
		t.Fatal("the game ended though a player had just played")
	}
}

// Reset moves the table's tiles back and the laid tiles to the rack, in
// the order the player left the rack, as one edit that Undo takes back.
func TestResetIsOneUndoableEdit(t *testing.T) {
	r := rulesFor(t, "classic")
	g, _ := scene{table: [][]string{{"B4", "B5", "B6"}}, racks: [][]string{{"R13", "B3", "K9", "O1"}, {"B2"}}, opened: []bool{true, true}}.start(t, r, r.Defaults)
	start := g.View()
	b3, k9, o1 := rackTile(t, g, "B3"), rackTile(t, g, "K9"), rackTile(t, g, "O1")
	must(t, g.Move(game.Move(o1, game.RackLoc(0)))) // the player reorders the rack
	b4, at := tableTile(t, g, "B4")
	must(t, g.Move(game.Move(b4, game.TableLoc(at.Col, at.Row+4))))
	must(t, g.Move(game.Move(b3, game.TableLoc(10, 2))))
	must(t, g.Move(game.Move(k9, game.TableLoc(14, 3))))
	before := g.View()
	order := g.RackOrder()
	must(t, g.Reset())
	v := g.View()
	if v.Table != start.Table || g.Changed() {
		t.Fatalf("reset left the table\n%s", v.Table.String())
	}
	if !slices.Equal(v.Racks[0], order) || v.Racks[0][0] != o1 {
		t.Errorf("after reset the rack is %s, want %s", game.Codes(v.Racks[0]), game.Codes(order))
	}
	must(t, g.Undo())
	if !g.View().Equal(before) {
		t.Fatal("undo did not take the reset back")
	}
	must(t, g.Redo())
	if g.Changed() {
		t.Fatal("redo did not make the reset again")
	}
}

// A record whose turn names other tiles drawn, other points or other
// tiles returned than the turn's replay does not replay; the error names
// the turn and the field.
func TestReplayChecksDrawnPointsAndReturned(t *testing.T) {
	r := rulesFor(t, "classic")
	g, err := game.New(r, r.Defaults, 2, 5, &game.ManualClock{})
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		must(t, g.Draw())
	}
	hist := g.History()
	if _, err := game.Replay(r, r.Defaults, 2, 5, hist); err != nil {
		t.Fatalf("the untouched record: %v", err)
	}
	for field, tamper := range map[string]func(*game.Record){
		"Drawn":    func(rec *game.Record) { rec.Drawn = hist[0].Drawn },
		"Points":   func(rec *game.Record) { rec.Points = 30 },
		"Returned": func(rec *game.Record) { rec.Returned = hist[1].Drawn },
	} {
		bad := slices.Clone(hist)
		tamper(&bad[1])
		_, err := game.Replay(r, r.Defaults, 2, 5, bad)
		if err == nil || !strings.Contains(err.Error(), "turn 2") || !strings.Contains(err.Error(), field) {
			t.Errorf("a record with a made-up %s replays: %v", field, err)
		}
	}
}
