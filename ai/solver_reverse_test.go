package ai_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"rummikub/ai"
	"rummikub/game"
)

// TestTurnedSetsAreSetsTurned: turning a set round (every number n read
// as 14-n, the tiles in the other order) keeps it valid, each joker
// standing for the turned tiles, and turning it again gives it back, pins
// and copies included.
func TestTurnedSetsAreSetsTurned(t *testing.T) {
	r := lookup(t, "twist")
	cases := []struct{ set, turned string }{
		{"R4 R5 R6", "R8 R9 R10"},
		{"K1 B1 O1", "O13 B13 K13"},
		{"*:R9 R10 R11", "R3 R4 *:R5"},
		{"R4 B4 *:K4", "*:K10 B10 R10"},
		{"K2 *D:K3K4 K5", "K9 *D:K10K11 K12"},
		{"K12 O12 *D:R12B12", "*D:R2B2 O2 K2"},
		{"R8 *C:R9 O10 O11 O12", "O2 O3 O4 *C:O5 R6"},
		{"R4 R5 *C:R6 B7 B8", "B6 B7 *C:B8 R9 R10"},
		{"O9 *C:O10 B11", "B3 *C:B4 O5"},
		{"B11 *C:B12 K13", "K1 *C:K2 B3"},
		{"R6 *C:R7 *:O8", "*:O6 *C:O7 R8"},
		{"B4 *D:B5B6 *C:B7 K8", "K6 *C:K7 *D:B8B9 B10"},
	}
	for _, tc := range cases {
		pos := positionOf(t, tc.set, "", true)
		want := positionOf(t, tc.turned, "", true)
		got := ai.TurnedPosition(pos)
		if tableString(got.Table) != tableString(want.Table) {
			t.Errorf("%s turned: got %s, want %s", tc.set, tableString(got.Table), tableString(want.Table))
		}
		if _, why := r.Sets.Check(got.Table[0]); why != "" {
			t.Errorf("%s turned to %s: the referee refuses it: %s", tc.set, tableString(got.Table), why)
		}
		back := ai.TurnedPosition(got)
		if tableString(back.Table) != tableString(pos.Table) || back.Table[0].Tiles[0] != pos.Table[0].Tiles[0] {
			t.Errorf("%s turned twice: %s", tc.set, tableString(back.Table))
		}
	}
}

// TestTurnedRulesReadMirroredRuns: the referee of a turned position
// (solver_reverse_rules.go) takes a mirrored run falling to its mirror,
// which the rules refuse, and refuses one climbing to it; what each tile
// stands for is what it stands for turned back, turned; sets that turn
// into sets read the same either way.
func TestTurnedRulesReadMirroredRuns(t *testing.T) {
	r := lookup(t, "twist")
	tr := ai.TurnedRules(r)
	cases := []struct {
		set       string
		real      bool   // the rules take it
		turned    bool   // the turned rules take it
		mirrorFor string // what its mirror joker stands for, read by the turned rules
	}{
		{"R12 R11 *M R11 R12", false, true, "R10"},
		{"R2 R3 *M R3 R2", true, false, ""},
		{"K13 *D K10 *M K10 *D K13", false, true, "K9"},
		{"B2 B1 *M B1 B2", false, false, ""}, // its mirror would stand for 0
		{"B7 R7 *M R7 B7", true, true, "K7"},
		{"O5 *M O5", true, true, "O4"}, // a run's start, read as O9 *M:O10 O9 turned
		{"R4 R5 R6", true, true, ""},
	}
	for _, tc := range cases {
		set := positionOf(t, tc.set, "", true).Table[0]
		if _, why := r.Sets.Check(set); (why == "") != tc.real {
			t.Errorf("%s: the rules take it: %v, want %v (%s)", tc.set, why == "", tc.real, why)
		}
		m, why := tr.Sets.Check(set)
		if (why == "") != tc.turned {
			t.Errorf("%s: the turned rules take it: %v, want %v (%s)", tc.set, why == "", tc.turned, why)
			continue
		}
		for i, x := range set.Tiles {
			if x.Kind() == game.MirrorJoker && tc.mirrorFor != "" && m.Stands[i][0].String() != tc.mirrorFor {
				t.Errorf("%s: the turned rules read the mirror as %s, want %s", tc.set, m.Stands[i][0], tc.mirrorFor)
			}
		}
	}
}

// TestTurnedRulesJudgeAsTheRules: a turn of a position turned round is
// legal by the turned rules exactly when the turn turned back is legal by
// the rules, around mirrored runs and the rule on freeing a joker: the
// solver's play of each position, and the same play with a table joker
// moved to another set (often freed against the rule).
func TestTurnedRulesJudgeAsTheRules(t *testing.T) {
	r := lookup(t, "twist")
	tr := ai.TurnedRules(r)
	rng := rand.New(rand.NewPCG(twistSeed, 41))
	judged, legal, illegal := 0, 0, 0
	for i := 0; judged < 300; i++ {
		pos := twistPositionOf(r, rng, 7+i%4, mirrorRunBox(rng))
		if !pos.Opened || len(pos.Table) < 2 {
			continue
		}
		sol, err := ai.SolveBest(r, r.Defaults, pos)
		if err != nil {
			t.Fatal(err)
		}
		var plays []game.Position
		if sol.Tiles > 0 {
			plays = append(plays, game.Position{Table: sol.Table, Rack: sol.Rack, Opened: true})
		}
		moved := game.Position{Table: slices.Clone(pos.Table), Rack: pos.Rack, Opened: true}
		for si, s := range moved.Table {
			if j := slices.IndexFunc(s.Tiles, func(x game.Tile) bool { return x.IsJoker() }); j >= 0 && si+1 < len(moved.Table) {
				x := s.Tiles[j]
				moved.Table[si].Tiles = slices.Delete(slices.Clone(s.Tiles), j, j+1)
				moved.Table[si].Pins = nil
				moved.Table[si+1].Tiles = append(slices.Clone(moved.Table[si+1].Tiles), x)
				moved.Table[si+1].Pins = nil
				plays = append(plays, moved)
				break
			}
		}
		for _, after := range plays {
			judged++
			want := game.Judge(r, r.Defaults, pos, after).Legal
			got := game.Judge(tr, r.Defaults, ai.TurnedPosition(pos), ai.TurnedPosition(after)).Legal
			if got != want {
				t.Fatalf("position %d: %s ++ %s to %s: legal %v by the rules, %v turned round",
					i, tableString(pos.Table), game.Codes(pos.Rack), tableString(after.Table), want, got)
			}
			if want {
				legal++
			} else {
				illegal++
			}
		}
	}
	t.Logf("%d turns judged: %d legal, %d illegal", judged, legal, illegal)
	if legal < 50 || illegal < 50 {
		t.Errorf("%d legal and %d illegal turns judged: the test does not exercise both", legal, illegal)
	}
}

// TestSolveTwistTurnedMatchesBruteForce holds the solver on positions
// turned round (solver_reverse.go, forced on every position it may turn)
// to the exhaustive search on random small opened Twist positions (about
// half of them with a mirror joker), under the joker-freeing rule: the
// turned answer, turned
// back, lays as many tiles worth as much as the best play, and the referee
// accepts it (solveWith).
func TestSolveTwistTurnedMatchesBruteForce(t *testing.T) {
	want := 600
	if testing.Short() {
		want = 150
	}
	r := lookup(t, "twist")
	rng := rand.New(rand.NewPCG(twistSeed, 31))
	turned, plays := 0, 0
	for i := 0; turned < want; i++ {
		pos := twistPosition(r, rng, 7+i%5)
		if !ai.Turnable(r, r.Defaults, pos) {
			continue
		}
		turned++
		var sol ai.Solution
		ai.WithTurnAlways(func() { sol = solveWith(t, r, r.Defaults, pos) })
		if matchesBrute(t, r, i, pos, sol) {
			plays++
		}
	}
	if plays < want/4 {
		t.Errorf("only %d of %d positions have a play: the test does not exercise the turned answers", plays, want)
	}
}

// mirrorRunBox is the part of the Twist box a small position around
// mirrored runs deals from: both copies of a few numbers of one or two
// colours, from 1 up to 13 (a mirrored run climbs to its mirror, so it
// cannot end at 13, and turned round it falls to it), and a mirror joker
// or two first, with a regular or double joker now and then.
func mirrorRunBox(rng *rand.Rand) []game.Tile {
	width := 2 + rng.IntN(3)
	lowest := 1 + rng.IntN(game.MaxNumber-width+1)
	colours := rng.Perm(game.NumColors)[:1+rng.IntN(2)]
	var box []game.Tile
	for cp := range 2 {
		for _, c := range colours {
			for n := lowest; n < lowest+width; n++ {
				box = append(box, game.NumberTile(game.Color(c), n).WithCopy(cp))
			}
		}
	}
	rng.Shuffle(len(box), func(i, j int) { box[i], box[j] = box[j], box[i] })
	jokers := []game.Tile{game.JokerTile(game.MirrorJoker)}
	if rng.IntN(3) == 0 {
		jokers = append(jokers, game.JokerTile(game.MirrorJoker).WithCopy(1))
	}
	switch rng.IntN(4) {
	case 0:
		jokers = append(jokers, game.JokerTile(game.Joker))
	case 1:
		jokers = append(jokers, game.JokerTile(game.DoubleJoker))
	}
	return append(jokers, box...)
}

// TestSolveTwistTurnedMirrorRuns is TestSolveTwistTurnedMatchesBruteForce
// on positions around mirrored runs (mirrorRunBox), on the table and to be
// laid: turned round, the programme, its quick answer and the search's
// lines lay them falling to the mirror, and the referee of the turned
// position reads them so (solver_reverse_rules.go). The answers must
// hold mirrored runs often enough to exercise that.
func TestSolveTwistTurnedMirrorRuns(t *testing.T) {
	want := 600
	if testing.Short() {
		want = 150
	}
	r := lookup(t, "twist")
	rng := rand.New(rand.NewPCG(twistSeed, 37))
	isMirror := func(t game.Tile) bool { return t.Kind() == game.MirrorJoker }
	mirrorRun := func(s game.Set) bool {
		if !slices.ContainsFunc(s.Tiles, isMirror) {
			return false
		}
		for _, x := range s.Tiles {
			if !x.IsJoker() && x.Number() != s.Tiles[0].Number() {
				return true
			}
		}
		return false
	}
	turned, laid, onTable := 0, 0, 0
	for i := 0; turned < want; i++ {
		pos := twistPositionOf(r, rng, 7+i%4, mirrorRunBox(rng))
		if !ai.Turnable(r, r.Defaults, pos) {
			continue
		}
		turned++
		if slices.ContainsFunc(pos.Table, mirrorRun) {
			onTable++
		}
		var sol ai.Solution
		ai.WithTurnAlways(func() { sol = solveWith(t, r, r.Defaults, pos) })
		matchesBrute(t, r, i, pos, sol)
		if slices.ContainsFunc(sol.Table, mirrorRun) {
			laid++
		}
	}
	t.Logf("%d positions turned round: mirrored runs in %d answers, on %d tables", turned, laid, onTable)
	if laid < want/10 || onTable < want/20 {
		t.Errorf("mirrored runs in %d answers and on %d tables of %d positions: the test does not exercise them", laid, onTable, want)
	}
}

// TestSolveTwistTurnedKeepsTheTable: a position solved turned round keeps
// the table's sets as they were where the best play allows, as one solved
// upwards does (the tie-break runs turned round, then again on the play
// turned back): new sets from the rack leave every set of the table, a
// tile laid at the end of a run changes that run alone. A table whose
// sets turned round would come back changed (a mirrored run, a double's
// pins) fails it.
func TestSolveTwistTurnedKeepsTheTable(t *testing.T) {
	r := lookup(t, "twist")
	table := "R2 R3 *M:R4 R3 R2 | K5 K6 K7 | B9 *D:B10B11 B12 | O4 R4 K4 | B5 B6 B7 B8"
	cases := []struct {
		rack    string
		tiles   int
		changed int
	}{
		{"O10 O11 O12", 3, 0},
		{"K8", 1, 1},
		{"K8 O10 O11 O12", 4, 1},
	}
	for _, tc := range cases {
		pos := positionOf(t, table, tc.rack, true)
		var sol ai.Solution
		ai.WithTurnAlways(func() { sol = solveWith(t, r, r.Defaults, pos) })
		if sol.Tiles != tc.tiles || sol.Changed != tc.changed {
			t.Errorf("rack %s, solved turned round: %d tiles changing %d sets (%s), want %d tiles and %d sets",
				tc.rack, sol.Tiles, sol.Changed, tableString(sol.Table), tc.tiles, tc.changed)
		}
	}
}

// TestSolveTwistTurnedSavedPositions: on the Twist benchmark's saved
// positions the solver may turn, the answer solved turned round lays as
// many tiles worth as much as the answer solved as they are, wherever
// both are proven (neither falls back), and both are legal.
func TestSolveTwistTurnedSavedPositions(t *testing.T) {
	if testing.Short() {
		t.Skip("solves 50 saved positions twice")
	}
	compared := 0
	for i, bp := range fixedTwistPositions(t) {
		if !ai.Turnable(bp.r, bp.r.Defaults, bp.pos) {
			continue
		}
		a := ai.Asides()
		straight := solveWith(t, bp.r, bp.r.Defaults, bp.pos)
		fellBack := ai.Asides() > a
		var turned ai.Solution
		ai.WithTurnAlways(func() { turned = solveWith(t, bp.r, bp.r.Defaults, bp.pos) })
		if fellBack || ai.Asides() > a {
			continue
		}
		compared++
		if straight.Tiles != turned.Tiles || straight.Value != turned.Value {
			t.Errorf("position %d: %d tiles worth %d as it is, %d worth %d turned round", i, straight.Tiles, straight.Value, turned.Tiles, turned.Value)
		}
	}
	if compared < 30 {
		t.Errorf("only %d positions compared", compared)
	}
}
