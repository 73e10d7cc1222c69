package variants_test

import (
	"strings"
	"testing"

	"rummikub/game"
)

// twistSetCases are the Twist rule book's sentences and examples about the
// special jokers, as sets and what the Twist rules make of them.
var twistSetCases = []setCase{
	// Double joker. "Run: 2 - Double Joker - 5. The Double Joker represents
	// the numbers 3 and 4 ... the value is 7."
	{rule: "double in a run (book)", set: "R2 *D R5", kind: game.Run, value: 14, stands: "R2 R3R4 R5"},
	// "Group: Blue 3 - Red 3 - Double Joker. The Double Joker represents
	// Yellow 3 and Black 3 ... the value is 6."
	{rule: "double in a group (book)", set: "B3 R3 *D", kind: game.Group, value: 12, stands: "B3 R3 K3O3"},
	{rule: "a run worth more than the group", set: "B3 * *D", kind: game.Run, value: 18, stands: "B3 B4 B5B6"},
	{rule: "double in a group with a joker", set: "*D B2 *", kind: game.Group, value: 8, stands: "K2R2 B2 O2"},
	// "The Double Joker tile can be used in any place in a series; as the
	// first, last or middle tile."
	{rule: "double first", set: "*D R3 R4", kind: game.Run, value: 10, stands: "R1R2 R3 R4"},
	{rule: "double last", set: "R3 R4 *D", kind: game.Run, value: 18, stands: "R3 R4 R5R6"},
	{rule: "double in the middle", set: "R3 *D R6", kind: game.Run, value: 18, stands: "R3 R4R5 R6"},
	// "The Double Joker cannot be used before the number 2 or after the
	// number 12."
	{rule: "double before 2", set: "*D R2 R3", why: "starts below 1: 1 is always the lowest number"},
	{rule: "double after 12", set: "R11 R12 *D", why: "cannot go past 13: 1 never follows 13, and a double joker stays within 1 to 13"},
	{rule: "double fills 12 and 13", set: "R10 R11 *D", kind: game.Run, value: 46, stands: "R10 R11 R12R13"},
	// "Any set that is laid on the table must consist of at least 3 tiles
	// ... even when you have a Double Joker."
	{rule: "two tiles with a double", set: "R3 *D", why: "has fewer than 3 tiles: even with a double joker a set needs 3 tiles"},
	{rule: "a double joker in a group of five colours", set: "B3 R3 K3 *D", why: "has more than 4 colours: a group has at most 4, and a double joker fills two"},
	{rule: "a double declared", set: "R2 *D:R3R4 R5", kind: game.Run, value: 14, stands: "R2 R3R4 R5"},
	{rule: "a double declared wrongly", set: "R2 *D:R4R5 R5", why: "has a joker declared as a tile its place in the run does not give"},

	// Colour-change joker. "used only in runs".
	{rule: "colour change not in a group", set: "R5 B5 *C", why: "has a colour-change joker, which belongs in runs only"},
	// "the tiles before the joker must be in one color and the tiles after
	// the joker must be in a different color" (RULES-NOTES' examples).
	{rule: "colour change", set: "R6 R7 *C B9 B10", kind: game.Run, value: 40, stands: "R6 R7 R8 B9 B10"},
	{rule: "colour change to the same colour", set: "R6 R7 *C R9 R10", why: "has the same colour on both sides of its colour-change joker"},
	{rule: "colour change, mixed colours before", set: "R6 B7 *C O9", why: "mixes colours: a run keeps one colour, changed only by a colour-change joker"},
	// "The Color Change Joker can be used at the end of a set, but
	// additional tiles played after this Joker must be of a different
	// color."
	{rule: "colour change last", set: "R6 R7 *C", kind: game.Run, value: 21, stands: "R6 R7 R8"},
	{rule: "colour change last, then the same colour", set: "R6 R7 *C R9", why: "has the same colour on both sides of its colour-change joker"},
	{rule: "colour change last, then another colour", set: "R6 R7 *C B9", kind: game.Run, value: 30, stands: "R6 R7 R8 B9"},
	{rule: "colour change first", set: "*C B9 B10", kind: game.Run, value: 27, stands: "B8 B9 B10"},
	{rule: "two colour changes", set: "R1 R2 *C B4 *C O6", why: "has two colour-change jokers: a set holds at most one"},
	// A reason speaks of a double joker only when the set holds one.
	{rule: "colour change, a number skipped", set: "R6 R7 *C B8", why: "does not count up by one a tile"},
	{rule: "colour change past 13", set: "R12 R13 *C", why: "cannot go past 13: 1 never follows 13"},
	{rule: "double, a number skipped", set: "R3 *D R7", why: "does not count up by one a tile (a double joker fills two numbers)"},

	// Mirror joker (RULES-NOTES' examples). "the tiles on one side of this
	// joker must be the same as the tiles on the other side".
	{rule: "mirror of a run", set: "R2 R3 *M R3 R2", kind: game.Mirrored, value: 10, stands: "R2 R3 R4 R3 R2"},
	{rule: "mirror of a group", set: "B7 R7 *M R7 B7", kind: game.Mirrored, value: 28, stands: "B7 R7 K7 R7 B7"},
	{rule: "mirror of a group declared as the other missing colour", set: "B7 R7 *M:O7 R7 B7", kind: game.Mirrored, value: 28, stands: "B7 R7 O7 R7 B7"},
	{rule: "mirror of a group declared as a colour it holds", set: "B7 R7 *M:R7 R7 B7", why: "has a mirror joker declared as R7 where it stands for K7"},
	{rule: "mirror not reversed", set: "R2 R3 *M R2 R3", why: "is not the same on both sides of its mirror joker: R2 mirrors R3"},
	{rule: "mirror of one tile", set: "R5 *M R5", kind: game.Mirrored, value: 10, stands: "R5 R6 R5"},
	{rule: "mirror of a 13", set: "R13 *M R13", kind: game.Mirrored, value: 26, stands: "R13 K13 R13"},
	// A side that reads both ways counts as the reading worth more, the run
	// on a tie (README), as its declared jokers allow.
	{rule: "mirror of a double and a tile, worth more as a group", set: "*D R5 *M R5 *D", kind: game.Mirrored, value: 30, stands: "K5B5 R5 O5 R5 K5B5"},
	{rule: "mirror of a joker and a tile, worth more as a group", set: "* R5 *M R5 *", kind: game.Mirrored, value: 20, stands: "K5 R5 B5 R5 K5"},
	{rule: "mirror of a joker and a tile, 9s, still worth more as a group", set: "* R9 *M R9 *", kind: game.Mirrored, value: 36, stands: "K9 R9 B9 R9 K9"},
	{rule: "mirror of a tile and a joker, worth more as a run", set: "R9 * *M * R9", kind: game.Mirrored, value: 38, stands: "R9 R10 R11 R10 R9"},
	{rule: "mirror of one tile declared as a missing colour", set: "R5 *M:O5 R5", kind: game.Mirrored, value: 10, stands: "R5 O5 R5"},
	{rule: "mirror of one tile declared as the next number", set: "R5 *M:R6 R5", kind: game.Mirrored, value: 10, stands: "R5 R6 R5"},
	{rule: "mirror of one tile declared as neither", set: "R5 *M:B6 R5", why: "has a mirror joker declared as B6 where it stands for R6"},
	{rule: "mirror with its double declared for the run", set: "*D:R3R4 R5 *M R5 *D", kind: game.Mirrored, value: 24, stands: "R3R4 R5 R6 R5 R3R4"},
	// "Any number added to one side must also be added to the other side".
	{rule: "mirror, a number added to both sides", set: "R1 R2 R3 *M R3 R2 R1", kind: game.Mirrored, value: 12, stands: "R1 R2 R3 R4 R3 R2 R1"},
	{rule: "mirror, a number added to one side", set: "R1 R2 R3 *M R3 R2", why: "has 3 tiles before its mirror joker and 2 after: the sides must mirror each other"},
	{rule: "mirror at an end", set: "R2 R3 *M", why: "has its mirror joker at an end: a mirror joker needs tiles on both sides"},
	{rule: "mirror of no run nor group", set: "R2 B5 *M B5 R2", why: "has, before its mirror joker, neither the start of a run nor the start of a group"},
	{rule: "two mirrors", set: "R5 *M R5 *M R5", why: "has two mirror jokers: a set holds at most one"},
	{rule: "mirror of a full group", set: "B7 R7 K7 O7 *M O7 K7 R7 B7", why: "has, before its mirror joker, neither the start of a run nor the start of a group"},
	{rule: "mirror of a run to 13", set: "R12 R13 *M R13 R12", why: "has, before its mirror joker, neither the start of a run nor the start of a group"},

	// "A series may contain more than one special joker and/or Regular
	// Joker." "It is a great tool for playing with the Double Joker."
	{rule: "double and colour change", set: "R1 *D R4 *C B6 B7", kind: game.Run, value: 28, stands: "R1 R2R3 R4 R5 B6 B7"},
	{rule: "double and a joker", set: "R3 *D * R7", kind: game.Run, value: 25, stands: "R3 R4R5 R6 R7"},
	{rule: "mirror with doubles", set: "R2 *D *M *D R2", kind: game.Mirrored, value: 18, stands: "R2 R3R4 R5 R3R4 R2"},
	{rule: "mirror with a joker", set: "R2 * *M R3 R2", kind: game.Mirrored, value: 10, stands: "R2 R3 R4 R3 R2"},
	{rule: "mirror with a double against a tile", set: "R2 *D *M R3 R2", why: "is not the same on both sides of its mirror joker: *D mirrors R3"},
	{rule: "only special jokers", set: "*D *C *M", why: "has only jokers: a set needs at least one number tile"},
}

func TestTwistSets(t *testing.T) {
	sets := rulesOf(t, "twist").Sets
	for _, tc := range twistSetCases {
		t.Run(tc.rule+"/"+tc.set, func(t *testing.T) {
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
		})
	}
}

// TestTwistKeepsClassicSets: a set without special jokers is judged in
// Twist exactly as in the classic rules.
func TestTwistKeepsClassicSets(t *testing.T) {
	twist, classic := rulesOf(t, "twist").Sets, rulesOf(t, "classic").Sets
	for _, tc := range setCases {
		s := parseSet(t, tc.set)
		if countSpecial(s.Tiles) > 0 {
			continue
		}
		m1, why1 := twist.Check(s)
		m2, why2 := classic.Check(s)
		if why1 != why2 || m1.Kind != m2.Kind || m1.Value != m2.Value || standsCodes(m1.Stands) != standsCodes(m2.Stands) {
			t.Errorf("%s: twist says %v %d %q, classic %v %d %q", tc.set, m1.Kind, m1.Value, why1, m2.Kind, m2.Value, why2)
		}
	}
}

func countSpecial(tiles []game.Tile) int {
	n := 0
	for _, x := range tiles {
		if k := x.Kind(); k == game.DoubleJoker || k == game.ColorJoker || k == game.MirrorJoker {
			n++
		}
	}
	return n
}

// twistTurns are the Twist book's sentences about turns with special
// jokers: initial melds, clearing them, and what may replace what.
var twistTurns = []turn{
	// "In scoring the initial meld, the special joker represents the
	// number, or numbers, it replaces." "The Mirror Joker's value is zero."
	{name: "initial meld: a double counts both numbers", initial: true, rack: "R8 *D R11 K1",
		after: "R8 *D R11", legal: true, points: 38},
	{name: "initial meld: a double in a group", initial: true, rack: "B9 R9 *D K1",
		after: "B9 R9 *D", legal: true, points: 36},
	{name: "initial meld: a mirror counts 0", initial: true, rack: "R6 R7 *M R7 R6",
		after: "R6 R7 *M R7 R6", legal: false, points: 26,
		reasons: []string{"your initial meld is worth 26 points; it needs at least 30"}},
	{name: "initial meld: a colour-change joker counts its number", initial: true, rack: "R8 R9 *C B11 K1",
		after: "R8 R9 *C B11", legal: true, points: 38},
	// "A player cannot replace a joker before or during his/her initial meld."
	{name: "initial meld may not free a double", initial: true, table: "R2 *D R5", rack: "R3 R4 K10 K11 K12",
		after: "R2 R3 R4 R5 | *D K10 K11 K12", legal: false, reasons: []string{
			"until your initial meld is down you may not change the sets on the table: (R2 *D R5) was changed",
			"your initial meld is worth 0 points; it needs at least 30",
		}},
	// A mirrored set whose side reads as a run and as a group (counted as
	// the group, worth more) keeps its jokers when extended as the run.
	{name: "a mirrored set read as a group extended as a run", table: "* R5 *M R5 *", rack: "R3 R3",
		after: "R3 * R5 *M R5 * R3", legal: true},
	{name: "a mirrored set with doubles extended as a run", table: "*D R5 *M R5 *D", rack: "R2 R2",
		after: "R2 *D R5 *M R5 *D R2", legal: true},
	{name: "the run reading's tiles free a mirrored set's jokers", table: "* R5 *M R5 * | K9 K10 K11", rack: "R4 R4",
		after: "R4 R5 *M R5 R4 | K9 K10 K11 * *", legal: true},
	// "A Double Joker can be replaced with both tiles that it represents".
	{name: "a double freed by both its tiles", table: "R2 *D R5", rack: "R3 R4 K10 K11",
		after: "R2 R3 R4 R5 | K10 K11 *D", legal: true},
	{name: "a double not freed by one of its tiles", table: "R2 *D R5 R6", rack: "R3 K10 K11",
		after: "R2 R3 | R5 R6 | K10 K11 *D", legal: false, reasons: []string{
			"set 1 (R2 R3) has fewer than 3 tiles",
			"set 2 (R5 R6) has fewer than 3 tiles",
			"the double joker left (R2 *D R5 R6) without the red 3 and the red 4 taking its place: a joker leaves a set only when the tile it stands for replaces it, or when the set is taken apart",
		}},
	{name: "a double left without both its tiles", table: "R2 *D R5 R6 R7", rack: "R3 K10 K11",
		after: "R2 R3 | R5 R6 R7 | K10 K11 *D", legal: false, reasons: []string{
			"set 1 (R2 R3) has fewer than 3 tiles",
			"the double joker left (R2 *D R5 R6 R7) without the red 3 and the red 4 taking its place: a joker leaves a set only when the tile it stands for replaces it, or when the set is taken apart",
		}},
	// "... or by manipulating a set to clear it."
	{name: "a group with a double taken apart", table: "K5 R5 *D | K6 K7 K8 | R6 R7 R8", rack: "O1 O2",
		after: "K5 K6 K7 K8 | R5 R6 R7 R8 | O1 O2 *D", legal: true},
	// "Special jokers can be cleared in the same way that the Regular
	// Jokers are cleared".
	{name: "a colour-change joker last, replaced by its tile", table: "R6 R7 *C", rack: "R8 K1 K2",
		after: "R6 R7 R8 | K1 K2 *C", legal: true},
	{name: "a colour-change joker may not leave its run", table: "R6 R7 *C B9 B10 B11", rack: "K1 K2",
		after: "R6 R7 | B9 B10 B11 | K1 K2 *C", legal: false, reasons: []string{
			"set 1 (R6 R7) has fewer than 3 tiles",
			"the colour-change joker left (R6 R7 *C B9 B10 B11) without a tile numbered 8 taking its place: a joker leaves a set only when the tile it stands for replaces it, or when the set is taken apart",
		}},
	// RULES-NOTES, "Twist": a colour-change joker "stands for one number";
	// a joker whose colour no tile of its set fixes stands for any colour
	// that fits ("Freeing a joker": "in a group of three, either missing
	// colour"). Extending such a set leaves its joker where it is.
	{name: "a leading colour-change joker's run extended before it", table: "*C B9 B10", rack: "R7 K1",
		after: "R7 *C B9 B10", legal: true},
	{name: "a colour-change joker freed by the tile after it", table: "R6 R7 *C B9 B10", rack: "R5 B8 K1 K2",
		after: "R5 R6 R7 | B8 B9 B10 | K1 K2 *C", legal: true},
	{name: "a colour-change joker kept by a run of another colour before it", table: "R6 R7 *C B9 B10", rack: "R5 K7",
		after: "R5 R6 R7 | K7 *C B9 B10", legal: true},
	{name: "a joker after a colour-change joker, its run extended", table: "R5 R6 *C *", rack: "B9 K1",
		after: "R5 R6 *C * B9", legal: true},
	{name: "a joker before a colour-change joker, its run extended", table: "* *C B9 B10", rack: "R6 K1",
		after: "R6 * *C B9 B10", legal: true},
	{name: "a joker beside a colour-change joker stays when the tile that fixed its colour moves", table: "R5 R6 *C * B9 | B10 B11 B12", rack: "R4",
		after: "R4 R5 R6 *C * | B9 B10 B11 B12", legal: true},
	{name: "a joker after a colour-change joker freed by a blue 8", table: "R5 R6 *C *", rack: "B8 K1 K2",
		after: "R5 R6 *C B8 | K1 K2 *", legal: true},
	{name: "a joker after a colour-change joker freed by a black 8", table: "R5 R6 *C *", rack: "K8 O1 O2",
		after: "R5 R6 *C K8 | O1 O2 *", legal: true},
	{name: "a joker after a colour-change joker may not leave without an 8", table: "R5 R6 *C *", rack: "K1 K2",
		after: "R5 R6 *C | K1 K2 *", legal: false, reasons: []string{
			"the joker left (R5 R6 *C *) without the black 8 or the blue 8 or the orange 8 taking its place: a joker leaves a set only when the tile it stands for replaces it, or when the set is taken apart",
		}},
	{name: "a mirror in a mirrored group freed by either missing colour", table: "B7 R7 *M R7 B7 | R8 R9 R10 | B8 B9 B10", rack: "O7 K1 K1",
		after: "B7 R7 O7 | R7 R8 R9 R10 | B7 B8 B9 B10 | K1 *M K1", legal: true},
	{name: "a mirror in a mirrored group freed by the other missing colour", table: "B7 R7 *M R7 B7 | R8 R9 R10 | B8 B9 B10", rack: "K7 O1 O1",
		after: "B7 R7 K7 | R7 R8 R9 R10 | B7 B8 B9 B10 | O1 *M O1", legal: true},
	{name: "a colour-change joker freed from a split run", table: "R5 R6 R7 *C B9 B10 B11", rack: "R8 K1 K2",
		after: "R5 R6 R7 R8 | B9 B10 B11 | K1 K2 *C", legal: true},
	{name: "a mirror freed by its tile", table: "R5 R6 *M R6 R5 | R7 R8 R9 R10 | R7 R8 R9 R10", rack: "K2 K2",
		after: "R5 R6 R7 | R5 R6 R7 | R8 R9 R10 | R8 R9 R10 | K2 *M K2", legal: true},
	{name: "a mirror may not leave without its tile", table: "R5 R6 *M R6 R5 | R4 K4 B4 O4 | R4 K4 B4 O4", rack: "K2 K2",
		after: "R4 R5 R6 | R4 R5 R6 | K4 B4 O4 | K4 B4 O4 | K2 *M K2", legal: false, reasons: []string{
			"the mirror joker left (R5 R6 *M R6 R5) without the red 7 taking its place: a joker leaves a set only when the tile it stands for replaces it, or when the set is taken apart",
		}},
	{name: "a mirror freed by taking its set apart", table: "R5 *M R5 | K5 B5 O5 | K5 B5 O5", rack: "K2 K2",
		after: "R5 K5 B5 O5 | K5 R5 B5 O5 | K2 *M K2", legal: true},
	{name: "a mirrored set extended on both sides", table: "R5 R6 *M R6 R5", rack: "R4 R4",
		after: "R4 R5 R6 *M R6 R5 R4", legal: true},
	// "Special jokers cannot replace a Regular Joker or any other type of
	// special joker."
	{name: "a double may not replace a regular joker", table: "R5 K5 *", rack: "*D B1 B2 B3",
		after: "R5 K5 *D | B1 B2 B3 *", legal: false, reasons: []string{
			"the joker left (R5 K5 *) without the blue 5 or the orange 5 taking its place: a joker leaves a set only when the tile it stands for replaces it, or when the set is taken apart",
		}},
	{name: "a regular joker may not replace a double", table: "R2 *D R5", rack: "* B1 B2",
		after: "R2 * R5 | B1 B2 *D", legal: false, reasons: []string{
			"set 1 (R2 * R5) skips from 2 to 5 with only a joker between them",
			"the double joker left (R2 *D R5) without the red 3 and the red 4 taking its place: a joker leaves a set only when the tile it stands for replaces it, or when the set is taken apart",
		}},
	// "... they must be played on the same turn and ... the player must play
	// at least one tile from his/her rack on that turn."
	{name: "a freed special joker may not go back to the rack", table: "R2 *D R5", rack: "R3 R4",
		after: "R2 R3 R4 R5", left: "*D", legal: false, reasons: []string{
			"the double joker was taken off the table: tiles on the table never go back to a rack",
		}},
	{name: "a cleared joker and no rack tile", table: "R5 K5 *D | R6 R7 R8 | K6 K7 K8", rack: "O1",
		after: "R5 R6 R7 R8 | K5 K6 K7 K8 | *D", left: "O1", legal: false, reasons: []string{
			"set 3 (*D) has fewer than 3 tiles: even with a double joker a set needs 3 tiles",
			"a turn must lay at least one tile from your rack; if you cannot, draw",
		}},
}

func TestTwistTurns(t *testing.T) {
	r := rulesOf(t, "twist")
	for _, tc := range twistTurns {
		t.Run(tc.name, func(t *testing.T) { tc.check(t, r) })
	}
}

// TestTwistBox: "104 Number Tiles (2 sets of tiles numbered 1-13 in 4
// colors)" and "8 Jokers": 2 regular, 2 double, 2 colour-change, 2 mirror;
// "The penalty for having a joker (any joker, including the Mirror Joker) on
// a rack is 30 points"; "a time limit of 1 minute per player, per turn".
func TestTwistBox(t *testing.T) {
	r := rulesOf(t, "twist")
	if len(r.Box) != 112 {
		t.Errorf("box of %d tiles, want 112", len(r.Box))
	}
	for c := range game.Color(game.NumColors) {
		for n := 1; n <= game.MaxNumber; n++ {
			if got := r.BoxCount(game.NumberTile(c, n)); got != 2 {
				t.Errorf("%d of %v, want 2", got, game.NumberTile(c, n))
			}
		}
	}
	for _, k := range []game.Kind{game.Joker, game.DoubleJoker, game.ColorJoker, game.MirrorJoker} {
		j := game.JokerTile(k)
		if got := r.BoxCount(j); got != 2 {
			t.Errorf("%d of %v, want 2", got, j)
		}
		if got := r.PenaltyValue(j); got != 30 {
			t.Errorf("a %s on a rack costs %d, want 30", j.Name(), got)
		}
	}
	if r.Defaults.TimeLimit.Minutes() != 1 || r.Defaults.MeldThreshold != 30 || r.RackSize != 14 || r.Direction != game.Clockwise {
		t.Errorf("defaults %+v, rack %d, direction %v", r.Defaults, r.RackSize, r.Direction)
	}
	if !r.Choices.FreeJokers || r.Freeing == nil {
		t.Error("Twist frees jokers by the book and offers the house option")
	}
}

// FuzzTwistSet throws sets of tile codes at the Twist checker. A verdict
// must never panic; a valid one has at least 3 tiles and a number tile,
// says what every tile stands for (two faces for a double joker only),
// keeps number tiles as they are, honours pins and adds up (the mirror
// counting 0); a run or group without a colour-change joker stays valid,
// by the classic rules, with its jokers replaced by what they stand for.
func FuzzTwistSet(f *testing.F) {
	for _, tc := range twistSetCases {
		f.Add(tc.set)
	}
	for _, tc := range setCases {
		f.Add(tc.set)
	}
	sets, classic := rulesOf(f, "twist").Sets, rulesOf(f, "classic").Sets
	f.Fuzz(func(t *testing.T, codes string) {
		var s game.Set
		for _, code := range strings.Fields(codes) {
			tile, pin, err := game.ParseCode(code)
			if err != nil {
				continue
			}
			s.Tiles = append(s.Tiles, tile)
			s.Pins = append(s.Pins, pin)
		}
		m, why := sets.Check(s)
		name := game.Codes(s.Tiles)
		if why != "" {
			if m.Kind != game.NotAMeld {
				t.Fatalf("%s: invalid (%s) but kind %v", name, why, m.Kind)
			}
			return
		}
		if m.Kind != game.Run && m.Kind != game.Group && m.Kind != game.Mirrored {
			t.Fatalf("%s: valid but kind %v", name, m.Kind)
		}
		if len(s.Tiles) < 3 || len(m.Stands) != len(s.Tiles) {
			t.Fatalf("%s: %d tiles, %d stands", name, len(s.Tiles), len(m.Stands))
		}
		sum, reals, colourJoker := 0, 0, false
		var plain game.Set
		for i, x := range s.Tiles {
			p := m.Stands[i]
			if p[0].Kind() != game.Number || (p[1] != 0) != (x.Kind() == game.DoubleJoker) {
				t.Fatalf("%s: tile %d stands for %v", name, i, p)
			}
			if !x.IsJoker() {
				reals++
				if p != (game.Pin{x.Face()}) {
					t.Fatalf("%s: tile %v stands for %v", name, x, p)
				}
			}
			if pin := s.PinAt(i); x.IsJoker() && !pin.IsZero() && pin != p {
				t.Fatalf("%s: joker declared as %v stands for %v", name, pin, p)
			}
			colourJoker = colourJoker || x.Kind() == game.ColorJoker
			if x.Kind() != game.MirrorJoker {
				sum += p[0].Number() + p[1].Number()
			}
			plain.Tiles = append(plain.Tiles, p[0])
			if p[1] != 0 {
				plain.Tiles = append(plain.Tiles, p[1])
			}
		}
		if reals == 0 {
			t.Fatalf("%s: valid without a number tile", name)
		}
		if m.Value != sum {
			t.Fatalf("%s: %v worth %d, its stands add up to %d", name, m.Kind, m.Value, sum)
		}
		if m.Kind == game.Mirrored || colourJoker {
			return
		}
		pm, why := classic.Check(plain)
		if why != "" || pm.Value != m.Value {
			t.Fatalf("%s: stands %s make %v worth %d (%s), want %v worth %d",
				name, game.Codes(plain.Tiles), pm.Kind, pm.Value, why, m.Kind, m.Value)
		}
	})
}
