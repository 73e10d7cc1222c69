package variants_test

import (
	"strings"
	"testing"

	"rummikub/game"
)

// setCase is one set and what the classic rules must make of it.
type setCase struct {
	rule   string // the rule sentence the case illustrates
	set    string
	kind   game.MeldKind
	value  int
	stands string // what each tile stands for
	open   string // a group of three's missing colours
	why    string // the reason, for an invalid set
}

var setCases = []setCase{
	// A set has at least 3 tiles, whatever jokers stand for.
	{rule: "size", set: "", why: "has fewer than 3 tiles"},
	{rule: "size", set: "R4", why: "has fewer than 3 tiles"},
	{rule: "size", set: "R4 R5", why: "has fewer than 3 tiles"},
	{rule: "size", set: "R4 *", why: "has fewer than 3 tiles"},
	{rule: "size", set: "* *", why: "has fewer than 3 tiles"},
	{rule: "only jokers", set: "* * *", why: "has only jokers: a set needs at least one number tile"},

	// A group is 3 or 4 tiles of one number in distinct colours.
	{rule: "group of four", set: "K7 R7 B7 O7", kind: game.Group, value: 28, stands: "K7 R7 B7 O7"},
	{rule: "group of three", set: "R7 B7 K7", kind: game.Group, value: 21, stands: "R7 B7 K7"},
	{rule: "group of 13s", set: "O13 R13 K13", kind: game.Group, value: 39, stands: "O13 R13 K13"},
	{rule: "group colours", set: "R7 R7 B7", why: "has two red 7s: a group needs different colours"},
	{rule: "group colours", set: "R7 B7 R7 K7", why: "has two red 7s: a group needs different colours"},
	{rule: "group colours", set: "B7 B7 B7", why: "has two blue 7s: a group needs different colours"},
	{rule: "group size", set: "R7 B7 K7 O7 R7", why: "has 5 tiles: a group has at most 4"},
	{rule: "group size", set: "R7 B7 K7 O7 *", why: "has 5 tiles: a group has at most 4"},
	{rule: "group number", set: "R7 B7 K8", why: "is neither a group nor a run"},

	// A run is 3+ consecutive numbers of one colour, ascending left to right.
	{rule: "run", set: "B2 B3 B4 B5", kind: game.Run, value: 14, stands: "B2 B3 B4 B5"},
	{rule: "1 lowest", set: "B1 B2 B3", kind: game.Run, value: 6, stands: "B1 B2 B3"},
	{rule: "run to 13", set: "B11 B12 B13", kind: game.Run, value: 36, stands: "B11 B12 B13"},
	{rule: "longest run", set: "O1 O2 O3 O4 O5 O6 O7 O8 O9 O10 O11 O12 O13", kind: game.Run, value: 91,
		stands: "O1 O2 O3 O4 O5 O6 O7 O8 O9 O10 O11 O12 O13"},
	{rule: "ascending", set: "B5 B4 B3", why: "is not in ascending order"},
	{rule: "ascending", set: "B3 B5 B4", why: "skips from 3 to 5"},
	{rule: "consecutive", set: "B5 B7 B8", why: "skips from 5 to 7"},
	{rule: "consecutive", set: "R5 R5 R6", why: "has two red 5s: a run has each number once"},
	{rule: "13 not followed by 1", set: "B12 B13 B1", why: "cannot go past 13: 1 never follows 13"},
	{rule: "13 not followed by 1", set: "B13 B1 B2", why: "cannot go past 13: 1 never follows 13"},
	{rule: "13 not followed by 1", set: "B13 * B2", why: "cannot go past 13: 1 never follows 13"},
	{rule: "one colour", set: "R4 B5 R6", why: "is neither a group nor a run"},
	{rule: "one colour", set: "R4 R5 K6 R7", why: "is neither a group nor a run"},

	// A joker stands for the tile its place in a run implies.
	{rule: "joker in run", set: "R3 * R5", kind: game.Run, value: 12, stands: "R3 R4 R5"},
	{rule: "joker in run", set: "R3 R4 * *", kind: game.Run, value: 18, stands: "R3 R4 R5 R6"},
	{rule: "joker in run", set: "R3 * * R6", kind: game.Run, value: 18, stands: "R3 R4 R5 R6"},
	{rule: "joker in run", set: "* R2 R3 *", kind: game.Run, value: 10, stands: "R1 R2 R3 R4"},
	{rule: "joker before 13", set: "* R12 R13", kind: game.Run, value: 36, stands: "R11 R12 R13"},
	{rule: "joker after 13", set: "R12 R13 *", why: "cannot go past 13: 1 never follows 13"},
	{rule: "joker after 2", set: "R1 R2 *", kind: game.Run, value: 6, stands: "R1 R2 R3"},
	{rule: "joker before 1", set: "* R1 R2", why: "starts below 1: 1 is always the lowest number"},
	{rule: "joker before 1", set: "* * R2 R3", why: "starts below 1: 1 is always the lowest number"},
	{rule: "joker gap", set: "R3 * R7", why: "skips from 3 to 7 with only a joker between them"},
	{rule: "joker gap", set: "R3 * * R7", why: "skips from 3 to 7 with only 2 jokers between them"},
	{rule: "joker gap", set: "R3 * * R5", why: "has 2 jokers between 3 and 5, where only 1 fits"},
	{rule: "joker gap", set: "R3 * * * R6", why: "has 3 jokers between 3 and 6, where only 2 fit"},
	{rule: "joker gap", set: "R3 * R4 R5", why: "has a joker between 3 and 4, where no number fits"},

	// A joker in a group of three stands for either missing colour.
	{rule: "joker in group of three", set: "R5 B5 *", kind: game.Group, value: 15, stands: "R5 B5 K5", open: "K5 O5"},
	{rule: "joker in group of three", set: "* O5 R5", kind: game.Group, value: 15, stands: "K5 O5 R5", open: "K5 B5"},
	{rule: "joker in group of four", set: "R5 B5 K5 *", kind: game.Group, value: 20, stands: "R5 B5 K5 O5"},
	{rule: "jokers in group of four", set: "R5 * B5 *", kind: game.Group, value: 20, stands: "R5 K5 B5 O5"},
	{rule: "jokers in group of three", set: "R13 * *", kind: game.Group, value: 39, stands: "R13 K13 B13", open: "K13 B13 O13"},
	{rule: "jokers in group of three", set: "* * R1", kind: game.Group, value: 3, stands: "K1 B1 R1", open: "K1 B1 O1"},

	// Both readings valid: the one worth more, a tie to the run.
	{rule: "run worth more", set: "R5 * *", kind: game.Run, value: 18, stands: "R5 R6 R7"},
	{rule: "group worth more", set: "* * R5", kind: game.Group, value: 15, stands: "K5 B5 R5", open: "K5 B5 O5"},
	{rule: "tie to run", set: "* R5 *", kind: game.Run, value: 15, stands: "R4 R5 R6"},
	{rule: "run worth more", set: "R5 * * *", kind: game.Run, value: 26, stands: "R5 R6 R7 R8"},

	// A joker declared as a tile must stand for it.
	{rule: "pin in run", set: "R4 *:R5 R6", kind: game.Run, value: 15, stands: "R4 R5 R6"},
	{rule: "pin in run", set: "R5 *:R5 R7", why: "has a joker declared as R5 where the run needs R6"},
	{rule: "pin in run", set: "R12 R13 *:R1", why: "cannot go past 13: 1 never follows 13"},
	{rule: "pin in group", set: "R5 B5 *:O5", kind: game.Group, value: 15, stands: "R5 B5 O5", open: "K5 O5"},
	{rule: "pin in group", set: "R5 B5 *:R5", why: "has a joker declared as R5, but the group already has the red 5"},
	{rule: "pin in group", set: "R5 B5 *:K6", why: "has a joker declared as K6 where the group needs a 5"},
	{rule: "pins in group", set: "R5 *:B5 *:B5", why: "has two jokers declared as B5: a group needs different colours"},
	{rule: "pin picks group", set: "R5 *:B5 *", kind: game.Group, value: 15, stands: "R5 B5 K5", open: "K5 B5 O5"},
	{rule: "pin picks run", set: "*:R3 * R5", kind: game.Run, value: 12, stands: "R3 R4 R5"},
	{rule: "pin picks run", set: "R5 *:R6 *", kind: game.Run, value: 18, stands: "R5 R6 R7"},
	{rule: "pin fits neither", set: "R5 *:B6 *", why: "has a joker declared as B6 where the run needs R6"},
	{rule: "pin in a long set", set: "R5 * * * *:K5", why: "has a joker declared as K5 where the run needs R9"},
	{rule: "pin form", set: "*:A R5 R6", why: "has a joker declared as A, which is not a tile of this game"},

	// Tiles of other games.
	{rule: "foreign tile", set: "R5 *D R7", why: "has a double joker: the double joker is not a tile of this game"},
	{rule: "foreign tile", set: "R5 R6 *C", why: "has a colour-change joker: the colour-change joker is not a tile of this game"},
	{rule: "foreign tile", set: "R5 *M R5", why: "has a mirror joker: the mirror joker is not a tile of this game"},
	{rule: "foreign tile", set: "C A T", why: "has the letter C: letters are not tiles of this game"},
}

func TestCheckSet(t *testing.T) {
	for _, name := range []string{"classic", "sabra"} {
		sets := rulesOf(t, name).Sets
		for _, tc := range setCases {
			t.Run(name+"/"+tc.rule+"/"+tc.set, func(t *testing.T) {
				m, why := sets.Check(parseSet(t, tc.set))
				if why != tc.why {
					t.Fatalf("reason %q, want %q", why, tc.why)
				}
				if tc.why != "" {
					return
				}
				if m.Kind != tc.kind || m.Value != tc.value {
					t.Errorf("got %v worth %d, want %v worth %d", m.Kind, m.Value, tc.kind, tc.value)
				}
				if got := standsCodes(m.Stands); got != tc.stands {
					t.Errorf("stands %q, want %q", got, tc.stands)
				}
				if got := game.Codes(m.Open); got != tc.open {
					t.Errorf("open %q, want %q", got, tc.open)
				}
			})
		}
	}
}

// TestCheckSetTwoFacePin: a regular joker cannot be declared as two tiles
// (game.ParseCode refuses it, but a Set may be built by hand).
func TestCheckSetTwoFacePin(t *testing.T) {
	s := parseSet(t, "* R5 R6")
	s.Pins = []game.Pin{{game.NumberTile(game.Red, 3), game.NumberTile(game.Red, 4)}, {}, {}}
	_, why := rulesOf(t, "classic").Sets.Check(s)
	if want := "has a joker declared as R3R4: a joker stands for one tile"; why != want {
		t.Errorf("reason %q, want %q", why, want)
	}
}

// TestCheckSetReasonInTable checks a reason reads well after a set's name,
// as the referee writes it.
func TestCheckSetReasonInTable(t *testing.T) {
	r := rulesOf(t, "classic")
	_, reasons := game.JudgeSets(r, parseTable(t, "R1 R2 R3 | R4 B5 R6 | R12 R13 *"))
	var got []string
	for _, why := range reasons {
		got = append(got, why.Text)
	}
	want := []string{
		"set 2 (R4 B5 R6) is neither a group nor a run",
		"set 3 (R12 R13 *) cannot go past 13: 1 never follows 13",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestCheckSetAllocations: a valid set allocates once at most.
func TestCheckSetAllocations(t *testing.T) {
	sets := rulesOf(t, "classic").Sets
	for _, code := range []string{"R4 R5 R6 R7", "R5 B5 *", "K7 R7 B7 O7", "R3 *:R4 R5"} {
		s := parseSet(t, code)
		if n := testing.AllocsPerRun(100, func() { sets.Check(s) }); n > 1 {
			t.Errorf("%s: %v allocations, want at most 1", code, n)
		}
	}
}

func standsCodes(stands []game.Pin) string {
	codes := make([]string, len(stands))
	for i, p := range stands {
		codes[i] = p.String()
	}
	return strings.Join(codes, " ")
}
