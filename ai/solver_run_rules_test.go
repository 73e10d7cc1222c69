package ai_test

import (
	"testing"

	"rummikub/ai"
	"rummikub/game"
)

// TestSolveTwistRunJokersLegalPlays solves positions whose best plays keep
// or take apart a table joker's run in ways the programme's rules of
// jokers of runs (solver_run_rules.go) must not refuse, and compares the
// answers with the exhaustive search: a new run at f-1 that goes on into f
// with a special joker (the counters see one run through f-2..f), a twin
// holding two of S's tiles and F, and a colour-change joker's set kept by
// the tiles above it when the programme does not tell them (their other
// copy is on the table). The programme's optimum with the rules must bound
// the best play too: earlier versions of the rules refused these plays.
func TestSolveTwistRunJokersLegalPlays(t *testing.T) {
	r := lookup(t, "twist")
	for _, c := range []struct{ table, rack, why string }{
		{"R5 R6 *:R7", "R3 R4 *D R9 K8 B8", "R3 R4 R5 | R6 *D:R7R8 R9: a double at f"},
		{"R5 R6 *:R7", "R3 R4 *C B8 B9 K11 B11", "a colour-change joker at f"},
		{"R4 R5 *:R6 R7 R8 R9", "R4 R5 R6 R6 *M K11 B11", "R4 R5 R6 *M R6 R5 R4: a twin keeps J"},
		{"R5 R6 *C:R7 B8 B9 | B9 K9 O9", "R4 B7 K11 K12", "B7 B8 B9 keeps the colour-change joker's set"},
		{"R5 R6 *C:R7 K8 K9 | B9 K9 O9 *:R9", "R4 K7 B11 B12 B4 O4", "K7 K8 K9 keeps it"},
		{"R7 R8 *C:R9 K10 K11 | B11 K11 O11", "R6 K9 B11 B12 R5 K9 O1", "K9 K10 K11 keeps it"},
		{"*:O11 O12 O13", "O8 K9 B13 *C", "K9 *C:K10 *:O11 O12 O13: J kept after a colour change"},
		{"*:K8 K9 K10 | R8 R9 R10", "O5 K5 R6 O5 *C", "R6 *C:R7 *:K8 K9 K10: the same"},
		{"*:R4 R5 R6 | O7 O8 O9", "R2 O2 K7 *C", "the same"},
		{"O2 O3 O4 O5 *C:O6", "O2 O3 *C K5 O4 O5", "O4 O5 *C:O6 beside O2 O3 *C:O4 K5: a run that turns at f-2 is not the pair's"},
		{"O2 O3 O4 O5 *C:O6 | *C:O2 O3 O4", "O5 O2 K5 K1", "the same"},
	} {
		checkRunJokerPosition(t, r, c.table, c.rack, c.why, false)
	}
}

// TestSolveTwistRunJokersRefusedPlays solves positions whose free
// rearrangement breaks the rule of a table joker of a run in ways the
// programme's rules of jokers of runs must see: they must refuse that
// play (their optimum lies below the free one) and still bound the best
// legal play, which the solver finds, as the exhaustive search does. Each
// failed before the change its reason names.
func TestSolveTwistRunJokersRefusedPlays(t *testing.T) {
	r := lookup(t, "twist")
	for _, c := range []struct{ table, rack, why string }{
		{"*:K1 K2 K3", "*D K6 R7 R8", "K2 K3 *D:K4K5: the pair above held in a special run"},
		{"K4 *:K5 K6 K7", "*C R6 R7 K8 O1 O2", "K6 K7 K8 beside K4 *C:K5 R6 R7: a colour-change joker at f keeps no regular joker"},
		{"K4 *:K5 K6 K7", "*C R6 R7 K8 O1 O2 B9", "the same, one tile more"},
		{"K4 *:K5 K6 K7", "*C R6 R7 O1 O2 K8 K9", "K6 K7 K8 K9 beside O1 O2 *C K4: the same"},
		{"R4 R5 *C:R6 B7 B8", "* K4 O4 K5 O5 K1 O3", "*:B6 B7 B8 beside K1 *C:K2 O3: a regular joker at f keeps no colour-change joker"},
		{"R4 R5 *C:R6 B7 B8", "B1 B2 B9 K7 O7", "B1 B2 *C:B3 R4 R5: a colour-change joker after number tiles is not the run's last"},
		{"R4 R5 *C:R6 B7 B8 | K7 O7 R7", "B1 B2 B9 B10", "the same, with B7 B8 B9 B10"},
		{"R4 R5 *C:R6 B7 B8", "* K7 O7 K8 O8 K1 O3", "R4 R5 *:R6: a run started at f-2 holds the pair below for certain, and a regular joker at f keeps nothing"},
		{"R4 R5 *C:R6 B7 B8", "* B9 K1 O3", "the same beside B7 B8 B9"},
	} {
		checkRunJokerPosition(t, r, c.table, c.rack, c.why, true)
	}
}

// checkRunJokerPosition checks a position of the tests above against the
// exhaustive search: the programme's optimum with the rules of jokers of
// runs bounds the best legal play, the solver finds it, and, when refused
// is set, the rules refuse the free rearrangement's optimum.
func checkRunJokerPosition(t *testing.T, r *game.Rules, table, rack, why string, refused bool) {
	t.Helper()
	pos := positionOf(t, table, rack, true)
	for _, s := range pos.Table {
		if _, reason := r.Sets.Check(s); reason != "" {
			t.Fatalf("%s: invalid set %s: %s", table, tableString([]game.Set{s}), reason)
		}
	}
	tiles, value, _ := bruteBestWith(r, r.Defaults, pos)
	best := int32(tiles*1024 + value)
	ruled := ai.RuledRootScore(r, pos)
	if free := ai.FreeRootScore(r, pos); refused && ruled >= free {
		t.Errorf("table %s, rack %s (%s): the rules do not refuse the free optimum (%d, free %d)", table, rack, why, ruled, free)
	}
	if ruled < best {
		t.Errorf("table %s, rack %s (%s): the programme with the rules bounds the plays at %d, the best legal play scores %d",
			table, rack, why, ruled, best)
	}
	if sol := solveWith(t, r, r.Defaults, pos); sol.Tiles != tiles || sol.Value != value {
		t.Errorf("table %s, rack %s (%s): the solver lays %d tiles worth %d (%s), the exhaustive search %d worth %d",
			table, rack, why, sol.Tiles, sol.Value, tableString(sol.Table), tiles, value)
	}
}

// TestSolveTwistColourChangeJokerKeptAcrossColours solves positions whose
// best plays keep a table colour-change joker J (standing for number f) in
// a set that changes colour itself: the referee reads J as standing for f
// in every colour, so a run holding two of S's tiles and any real tile
// numbered f keeps it (`R4 *C:R5 B6 B7` beside `R4 R5 *C:R6 B7`, with a
// colour change before f; `K7 *C:K8 R9 R10`, with one after f). Two
// reviews found the programme refusing these plays; the three marked
// worse were answered worse than the best play.
func TestSolveTwistColourChangeJokerKeptAcrossColours(t *testing.T) {
	r := lookup(t, "twist")
	for _, c := range []struct{ table, rack, why string }{
		{"R4 R5 *C:R6 B7", "*D R4 B6", "*D:R2R3 R4 R5 | R4 *C:R5 B6 B7"},
		{"R2 R3 *C:R4 B5", "R1 R2 B4", "R1 R2 R3 | R2 *C:R3 B4 B5"},
		{"R2 R3 *C:R4 O5", "R1 B9 B10 *D R2 O4", "a run changing colour before f"},
		{"R1 R2 R3 *C:R4 B5", "*D R1 R2 B4 O3 O3 O5", "S's tiles at f-3 and f-2"},
		{"R2 R3 *C:R4 B5", "R1 O1 O2 R2 R3 B7 B4", "O1 O2 *C:O3 B4 B5"},
		{"O1 O2 O3 *C:O4", "K4 O1 O2", "O1 O2 O3 | O1 O2 *C:O3 K4 (exhaustive test, seed 202)"},
		{"O2 O3 O4 *C:O5 R6 R7", "R8 R5 O3 R6", "a real f of the upper colour after a colour change"},
		{"K5 K6 K7 *C:K8 B9 B10", "B11 B8 K6 B9", "the same"},
		{"O5 O6 *C:O7 R8 R9 R10", "*D B7 K8 B8 O4 R11 R8", "worse: a colour change after f"},
		{"O5 O6 *C:O7 R8 R9 R10 | K8 B8 O8", "O4 K7 *", "K7 *C:K8 R9 R10"},
		{"R4 R5 *C:R6 B7 B8 B9 | K7 O7 R7", "R3 K6", "K6 *C:K7 B8 B9"},
		{"R3 R4 R5 *C:R6 B7 B8 | K5 O5 B5", "B9 K6", "a colour change at f+1"},
		{"B5 B6 *C:B7 O8 O9 O10 | K8 R8 B8", "B4 K7 K12", "worse: the same"},
	} {
		checkRunJokerPosition(t, r, c.table, c.rack, c.why, false)
	}
}
