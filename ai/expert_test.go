package ai

import (
	"slices"
	"testing"
	"time"

	"rummikub/game"
	"rummikub/variants"
)

// viewAfter plays greedy turns of a two-player classic game until the
// turn count, and returns the view of the seat to play then.
func viewAfter(t *testing.T, seed uint64, turns int) View {
	t.Helper()
	r, _ := variants.Lookup("classic")
	g, err := game.New(r, r.Defaults, 2, seed, &game.ManualClock{})
	if err != nil {
		t.Fatal(err)
	}
	for range turns {
		if _, err := Take(g, Greedy{}.Play(ViewOf(g))); err != nil || g.Over() {
			t.Fatalf("seed %d: %v (over %v)", seed, err, g.Over())
		}
	}
	return ViewOf(g)
}

// An imagined deal keeps what the viewer sees (its rack, the table) and
// deals exactly the tiles it has not seen: the others' racks of the sizes
// it sees, the rest in the pool.
func TestDealerDealsTheUnseenTiles(t *testing.T) {
	for _, seed := range []uint64{1, 2, 3} {
		v := viewAfter(t, seed, 9)
		x := &expertSim{r: v.Rules, opts: v.Options, s: new(Solver)}
		d := newDealer(v)
		for range 5 {
			w := d.deal(x, time.Now().Add(time.Minute))
			if !slices.Equal(w.racks[v.Seat], v.Rack) {
				t.Fatalf("seed %d: the viewer's rack changed", seed)
			}
			all := slices.Clone(w.pool)
			for s, rack := range w.racks {
				if len(rack) != v.RackSizes[s] {
					t.Fatalf("seed %d: seat %d holds %d tiles, not %d", seed, s, len(rack), v.RackSizes[s])
				}
				if s != v.Seat {
					all = append(all, rack...)
				}
			}
			if len(w.pool) != v.Pool {
				t.Fatalf("seed %d: pool of %d, not %d", seed, len(w.pool), v.Pool)
			}
			got, want := game.Codes(game.Sorted(all)), game.Codes(game.Sorted(unseen(v)))
			if got != want {
				t.Fatalf("seed %d: dealt %s\nunseen %s", seed, got, want)
			}
		}
	}
}

// A seat that drew before opening is dealt a rack that had no initial
// meld without its last tile, when one can be found.
func TestDealerHeedsADrawBeforeOpening(t *testing.T) {
	r, _ := variants.Lookup("classic")
	for seed := range uint64(40) {
		g, _ := game.New(r, r.Defaults, 2, seed, &game.ManualClock{})
		if err := g.Draw(); err != nil { // the first seat draws, unopened
			t.Fatal(err)
		}
		v := ViewOf(g)
		other := 1 - v.Seat
		if !v.Drew[other] || v.Drew[v.Seat] || v.SeatsOpened[other] {
			t.Fatalf("view %+v: the other seat drew unopened", v.Drew)
		}
		x := &expertSim{r: v.Rules, opts: v.Options, s: new(Solver)}
		w := newDealer(v).deal(x, time.Now().Add(time.Minute))
		rack := w.racks[other]
		if _, ok := x.step(game.Position{Rack: rack[:len(rack)-1]}); ok {
			t.Errorf("seed %d: a rack with a meld was imagined for a seat that drew: %s", seed, game.Codes(rack))
		}
	}
}

// pick chooses another play only when it gains enough, clearly.
func TestExpertPick(t *testing.T) {
	gainOf := func(ds ...float64) gain {
		var g gain
		for _, d := range ds {
			g.add(d)
		}
		return g
	}
	sure := gainOf(0.2, 0.1, 0.3, 0.2, 0.1, 0.2, 0.3, 0.2)
	noisy := gainOf(1, -1, 1, -1, 1, -1, 1, 0)
	tiny := gainOf(0.01, 0.01, 0.01, 0.01, 0.01, 0.01, 0.01, 0.01)
	few := gainOf(0.5, 0.5)
	for _, tc := range []struct {
		name  string
		gains []gain
		want  int
	}{
		{"a clear gain", []gain{{}, noisy, sure}, 2},
		{"only noise", []gain{{}, noisy}, 0},
		{"too small a gain", []gain{{}, tiny}, 0},
		{"too few deals", []gain{{}, few}, 0},
		{"dropped", []gain{{}, func() gain { g := sure; g.dropped = true; return g }()}, 0},
	} {
		cands := make([]Solution, len(tc.gains))
		cands[0].Tiles = 3 // the others lay fewer tiles
		if got := pick(tc.gains, cands, expertMargin); got != tc.want {
			t.Errorf("%s: pick = %d, want %d", tc.name, got, tc.want)
		}
	}
	// A candidate laying as many tiles as the best play needs no least
	// gain: the tiny but steady gain is taken then, not otherwise.
	same := []Solution{{Tiles: 3}, {Tiles: 3}}
	if got := pick([]gain{{}, tiny}, same, expertMargin); got != 1 {
		t.Errorf("a tiny gain at no cost in tiles: pick = %d, want 1", got)
	}
	even := gainOf(1, -1, 1, -1, 1, -1, 1, -1)
	if got := pick([]gain{{}, even}, same, expertMargin); got != 0 {
		t.Errorf("no gain at no cost in tiles: pick = %d, want 0", got)
	}
}

// The fitted evaluation reads a position as a person would: a mover who
// can go out is very likely to win, and holding fewer tiles than the other
// is better than holding more.
func TestFittedEvaluation(t *testing.T) {
	v := viewAfter(t, 4, 20)
	x := &expertSim{r: v.Rules, opts: v.Options, s: new(Solver), quick: true}
	codes := func(cs ...string) []game.Tile {
		var out []game.Tile
		for _, c := range cs {
			f, _ := game.ParseTile(c)
			for _, tl := range v.Rules.Box {
				if tl.Face() == f && !slices.Contains(out, tl) {
					out = append(out, tl)
					break
				}
			}
		}
		return out
	}
	out := codes("R1", "R2", "R3")
	few := codes("R1", "B5", "K9", "O13")
	many := codes("R1", "B5", "K9", "O13", "R11", "B2", "K7", "O4")
	chance := func(mover, other []game.Tile) float64 {
		return winChance(x.features(nil, mover, true, other, true, 30), hardWeights(v.Rules))
	}
	if p := chance(out, many); p < 0.9 {
		t.Errorf("a mover who goes out wins with chance %.2f", p)
	}
	if p, q := chance(few, many), chance(many, few); p <= 0.5 || q >= 0.5 {
		t.Errorf("fewer tiles: %.2f, more: %.2f", p, q)
	}
	if !fitted(v) {
		t.Error("a two-player classic game is not valued by the fitted evaluation")
	}
}

// Expert goes out when it can, however little it may think.
func TestExpertGoesOut(t *testing.T) {
	v := viewAfter(t, 4, 20)
	r := v.Rules
	// Put a rack that goes out by itself in the seat.
	var rack []game.Tile
	for _, code := range []string{"R1", "R2", "R3", "B9", "K9", "O9"} {
		f, _ := game.ParseTile(code)
		for _, x := range r.Box {
			if x.Face() == f && !slices.Contains(v.Table.Tiles(nil), x) {
				rack = append(rack, x)
				break
			}
		}
	}
	v.Rack, v.Opened = rack, true
	v.RackSizes[v.Seat] = len(rack)
	turn := Expert{Budget: time.Millisecond}.Play(v)
	if len(turn.Edits) == 0 {
		t.Fatal("Expert drew with a rack that goes out")
	}
	laid := 0
	for _, st := range turn.Edits[0].Steps {
		if slices.Contains(rack, st.Tile) {
			laid++
		}
	}
	if laid < len(rack) {
		t.Fatalf("Expert laid %d of its %d tiles", laid, len(rack))
	}
}

// Expert's rollouts: Hard's, two turns of quick estimates valued by the
// evaluation fitted to them for the seats (Sabra and Twist of three and
// four seats too); ten turns of the solver's plays valued by the tiles
// held in two-player Twist; Horizon sets the turns.
func TestExpertRolloutPlan(t *testing.T) {
	classic, _ := variants.Lookup("classic")
	twist, _ := variants.Lookup("twist")
	sabra, _ := variants.Lookup("sabra")
	tests := []struct {
		name          string
		r             *game.Rules
		seats         int
		horizon       int
		limit         int
		fitted, quick bool
		weights       *evalFeatures
	}{
		{"classic, two seats", classic, 2, 0, expertHorizon, true, true, &hardClassicWeights},
		{"sabra, two seats", sabra, 2, 0, expertHorizon, true, true, &hardClassicWeights},
		{"classic, three seats", classic, 3, 0, expertHorizon, true, true, &hardClassicWeights3},
		{"sabra, four seats", sabra, 4, 0, expertHorizon, true, true, &hardClassicWeights4},
		{"classic, two seats, to the end", classic, 2, -1, expertLimit, true, true, &hardClassicWeights},
		{"twist, two seats", twist, 2, 0, expertTilesHorizon, false, false, nil},
		{"twist, two seats, five turns", twist, 2, 5, 5, false, false, nil},
		{"twist, four seats", twist, 4, 0, expertHorizon, true, true, &hardTwistWeights4},
		{"twist, three seats", twist, 3, 0, expertHorizon, true, true, &hardTwistWeights3},
	}
	for _, tc := range tests {
		v := View{Rules: tc.r, RackSizes: make([]int, tc.seats)}
		x := &expertSim{fitted: true, quick: true, weights: &hardTwistWeights} // plan must set every field
		limit := x.plan(v, tc.horizon)
		if limit != tc.limit || x.fitted != tc.fitted || x.quick != tc.quick || x.weights != tc.weights {
			t.Errorf("%s: limit %d fitted %v quick %v weights %p, want %d %v %v %p",
				tc.name, limit, x.fitted, x.quick, x.weights, tc.limit, tc.fitted, tc.quick, tc.weights)
		}
	}
}

// With two seats, Expert weighs the best play without each set it makes of
// rack tiles alone: [R7 B7 K7 O7] and [R9 B9 K9 O9] from the rack, and B4
// onto the table's [B1 B2 B3], give candidates holding back either group
// (no tile left out alone does: the other three of its group are laid).
func TestExpertHoldsSetsBack(t *testing.T) {
	r, err := variants.Lookup("classic")
	if err != nil {
		t.Fatal(err)
	}
	var tb game.Table
	for i, x := range tilesOf(t, "B1 B2 B3") {
		tb.Put(game.Pos{Col: 2 + i, Row: 0}, x)
	}
	rack := tilesOf(t, "R7 B7 K7 O7 R9 B9 K9 O9 B4 K12")
	v := View{Rules: r, Options: r.Defaults, Table: tb, Rack: rack, Opened: true, RackSizes: []int{len(rack), 10}, Pool: 40}
	best, err := Solve(r, r.Defaults, v.Position())
	if err != nil || best.Tiles != 9 {
		t.Fatalf("best play: %d tiles (%v), want 9", best.Tiles, err)
	}
	held := map[string]bool{}
	for _, c := range (Expert{}).candidates(v, best, time.Now().Add(time.Minute)) {
		held[game.Codes(game.Sorted(slices.Clone(c.Rack)))] = true
	}
	for _, want := range []string{"K12 R7 B7 K7 O7", "K12 R9 B9 K9 O9"} {
		w := game.Codes(game.Sorted(tilesOf(t, want)))
		if !held[w] {
			t.Errorf("no candidate keeps %s on the rack; racks kept: %v", w, held)
		}
	}
}

// With two seats and no special jokers, Expert makes its initial meld as
// soon as it can, as Hard does, without weighing it; with three seats it
// weighs waiting.
func TestExpertOpensAtOnce(t *testing.T) {
	r, err := variants.Lookup("classic")
	if err != nil {
		t.Fatal(err)
	}
	defer func() { expertSeen = nil }()
	for _, seats := range []int{2, 3} {
		weighed := false
		expertSeen = func(int) { weighed = true }
		rack := tilesOf(t, "R10 B10 K10 R1 B5 K9")
		sizes := []int{len(rack), 14, 14}[:seats]
		v := View{Rules: r, Options: r.Defaults, Rack: rack, RackSizes: sizes, Pool: 50, Drew: make([]bool, seats)}
		turn := Expert{Budget: 50 * time.Millisecond}.Play(v)
		if seats == 2 && (len(turn.Edits) == 0 || weighed) {
			t.Errorf("two seats: opened %v, weighed %v; want it to open at once", len(turn.Edits) > 0, weighed)
		}
		if seats == 3 && !weighed {
			t.Error("three seats: Expert did not weigh waiting against opening")
		}
	}
}
