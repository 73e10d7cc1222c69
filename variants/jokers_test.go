package variants_test

import "testing"

// jokerCase is a turn that frees or changes a set holding a joker, with the
// reasons the classic rules (RULES-NOTES, "Freeing a joker") and the 1980
// rules give against it (none when they allow it). Under the house option
// "Jokers move freely" every one is legal in classic.
type jokerCase struct {
	turn
	classic []string
	sabra   []string
}

// jokerTurns are the four ways of clearing a joker of the Twist rule book,
// the examples of RULES-NOTES, the joker exchanges of the 1980 rule book,
// and the changes the 1980 rules forbid.
var jokerTurns = []jokerCase{
	// Twist, way 1: replace the joker with one or both rack tiles.
	{turn: turn{name: "way 1: one missing colour replaces the joker", table: "R5 K5 *", rack: "B5 O12 O13",
		after: "R5 K5 B5 | * O12 O13"},
		sabra: []string{"to free the joker of (R5 K5 *) you must lay both missing colours from your rack, the blue 5 and the orange 5"}},
	{turn: turn{name: "way 1: the other missing colour replaces the joker", table: "R5 K5 *", rack: "O5 O12 O13",
		after: "R5 K5 O5 | * O12 O13"},
		sabra: []string{"to free the joker of (R5 K5 *) you must lay both missing colours from your rack, the blue 5 and the orange 5"}},
	{turn: turn{name: "way 1: both missing colours replace the joker", table: "R5 K5 *", rack: "B5 O5 O12 O13",
		after: "R5 O5 K5 B5 | * O12 O13"}},
	{turn: turn{name: "way 1: the rack tile replaces the joker in a run", table: "R3 * R5", rack: "R4 K11 K12",
		after: "R3 R4 R5 | K11 K12 *"}},
	{turn: turn{name: "way 1: exchange in a group of four", table: "R5 K5 B5 *", rack: "O5 R12 R13",
		after: "K5 R5 B5 O5 | * R12 R13"}},
	// Twist, way 2: split a run to clear the joker; the red 8 takes its place.
	{turn: turn{name: "way 2: split a run", table: "R5 R6 R7 * R9 R10 R11", rack: "R8 B1 B2",
		after: "R5 R6 R7 R8 | R9 R10 R11 | B1 B2 *"},
		sabra: []string{"the set (R5 R6 R7 * R9 R10 R11) holds a joker, so it may not be changed: you may only exchange its joker for the red 8 from your rack"}},
	{turn: turn{name: "a split run without the joker's tile", table: "R5 R6 R7 * R9 R10 R11", rack: "B1 B2",
		after: "R5 R6 R7 | R9 R10 R11 | B1 B2 *"},
		classic: []string{"the joker left (R5 R6 R7 * R9 R10 R11) without the red 8 taking its place: a joker leaves a set only when the tile it stands for replaces it, or when the set is taken apart"},
		sabra:   []string{"the set (R5 R6 R7 * R9 R10 R11) holds a joker, so it may not be changed: you may only exchange its joker for the red 8 from your rack"}},
	// Twist, way 3: add the tile the joker stands for to clear it.
	{turn: turn{name: "way 3: add the blue 5", table: "* B6 B7", rack: "B5 O12 O13",
		after: "B5 B6 B7 | * O12 O13"}},
	{turn: turn{name: "a tile added at the other end does not free the joker", table: "B6 B7 *", rack: "B5 O12 O13",
		after: "B5 B6 B7 | * O12 O13"},
		classic: []string{"the joker left (B6 B7 *) without the blue 8 taking its place: a joker leaves a set only when the tile it stands for replaces it, or when the set is taken apart"},
		sabra:   []string{"the set (B6 B7 *) holds a joker, so it may not be changed: you may only exchange its joker for the blue 8 from your rack"}},
	// Twist, way 4 (RULES-NOTES): the black 1 to the 1s, the black 2 to the
	// 2s: the set is taken apart, which frees its joker.
	{turn: turn{name: "way 4: black 1 and 2 to their groups", table: "K1 K2 * | R1 B1 O1 | R2 B2 O2", rack: "R10 R11",
		after: "R1 B1 O1 K1 | R2 B2 O2 K2 | R10 R11 *"},
		sabra: []string{"the set (K1 K2 *) holds a joker, so it may not be changed: you may only exchange its joker for the black 3 from your rack"}},
	{turn: turn{name: "a longer run is not taken apart", table: "K1 K2 * K4 K5 K6 | R1 B1 O1 | R2 B2 O2", rack: "R10 R11",
		after: "K4 K5 K6 | R1 B1 O1 K1 | R2 B2 O2 K2 | R10 R11 *"},
		classic: []string{"the joker left (K1 K2 * K4 K5 K6) without the black 3 taking its place: a joker leaves a set only when the tile it stands for replaces it, or when the set is taken apart"},
		sabra:   []string{"the set (K1 K2 * K4 K5 K6) holds a joker, so it may not be changed: you may only exchange its joker for the black 3 from your rack"}},
	// RULES-NOTES: the joker may not leave with no red 4 laid.
	{turn: turn{name: "notes: the joker leaves without its tile", table: "R1 R2 R3 *:R4", rack: "B11 B12 B13",
		after: "R1 R2 R3 | *:B11 B12 B13"},
		classic: []string{"the joker left (R1 R2 R3 *) without the red 4 taking its place: a joker leaves a set only when the tile it stands for replaces it, or when the set is taken apart"},
		sabra:   []string{"the set (R1 R2 R3 *) holds a joker, so it may not be changed: you may only exchange its joker for the red 4 from your rack"}},
	{turn: turn{name: "notes: the red 4 after the red 3 frees the joker", table: "R1 R2 R3 *:R4", rack: "R4 B12 B13",
		after: "R1 R2 R3 R4 | *:B11 B12 B13"}},
	{turn: turn{name: "a joker split off with two of its set stays", table: "R1 R2 R3 * R5", rack: "R6",
		after: "R1 R2 R3 | * R5 R6"}, // beside one tile of its set only
		classic: []string{"the joker left (R1 R2 R3 * R5) without the red 4 taking its place: a joker leaves a set only when the tile it stands for replaces it, or when the set is taken apart"},
		sabra:   []string{"the set (R1 R2 R3 * R5) holds a joker, so it may not be changed: you may only exchange its joker for the red 4 from your rack"}},
	{turn: turn{name: "a run split around its joker", table: "R1 R2 R3 * R5 R6", rack: "R7",
		after: "R1 R2 R3 | * R5 R6 R7"},
		sabra: []string{"the set (R1 R2 R3 * R5 R6) holds a joker, so it may not be changed: you may only exchange its joker for the red 4 from your rack"}},
	// The replacing tile comes from the table.
	{turn: turn{name: "a table tile replaces the joker", table: "R3 * R5 | R4 K4 B4 O4", rack: "K11 K12",
		after: "R3 R4 R5 | K4 B4 O4 | K11 K12 *"},
		sabra: []string{"the red 4 that takes the joker's place in (R3 * R5) must come from your rack"}},
	// Changing a set that holds a joker, joker staying put.
	{turn: turn{name: "extend a run with a joker", table: "R3 * R5", rack: "R6",
		after: "R3 * R5 R6"},
		sabra: []string{"the set (R3 * R5) holds a joker, so it may not be changed: you may only exchange its joker for the red 4 from your rack"}},
	{turn: turn{name: "fourth colour to a group with a joker", table: "R5 K5 *", rack: "B5",
		after: "R5 K5 * B5"},
		sabra: []string{"the set (R5 K5 *) holds a joker, so it may not be changed: you may only free its joker by laying both the blue 5 and the orange 5 from your rack"}},
	{turn: turn{name: "take a tile from a run with a joker", table: "R3 * R5 R6 | K6 B6 O6", rack: "K1 K2 K3",
		after: "R3 * R5 | K6 B6 O6 R6 | K1 K2 K3"},
		sabra: []string{"the set (R3 * R5 R6) holds a joker, so it may not be changed: you may only exchange its joker for the red 4 from your rack"}},
	{turn: turn{name: "a group of four with a joker shortened to three", table: "R5 B5 K5 *", rack: "K6 K7",
		after: "R5 B5 * | K5 K6 K7"}, // the joker stands for either missing colour, the orange 5 among them
		sabra: []string{"the set (R5 B5 K5 *) holds a joker, so it may not be changed: you may only exchange its joker for the orange 5 from your rack"}},
	// A set of one number tile and jokers reads as a run or as a group:
	// its jokers stand for either reading, so a change that makes it the
	// other moves no joker.
	{turn: turn{name: "two jokers and a 7 extended into a run", table: "* * R7", rack: "R8 K1",
		after: "* * R7 R8"},
		sabra: []string{"the set (* * R7) holds a joker, so it may not be changed: you may only exchange its jokers for the tiles they stand for, from your rack"}},
	{turn: turn{name: "a 5 and two jokers extended into a group", table: "R5 * *", rack: "B5 K1",
		after: "R5 * * B5"},
		sabra: []string{"the set (R5 * *) holds a joker, so it may not be changed: you may only exchange its jokers for the tiles they stand for, from your rack"}},
	{turn: turn{name: "a group of four with two jokers shortened to a run", table: "R5 B5 * * | B6 B7 B8", rack: "K1 B9",
		after: "R5 * * | B5 B6 B7 B8 B9"},
		sabra: []string{"the set (R5 B5 * *) holds a joker, so it may not be changed: you may only exchange its jokers for the tiles they stand for, from your rack"}},
	{turn: turn{name: "a run with two jokers shortened to a group", table: "* * R7 R8 | K8 B8 O8", rack: "K1 K2 K3",
		after: "* * R7 | K8 B8 O8 R8 | K1 K2 K3"},
		sabra: []string{"the set (* * R7 R8) holds a joker, so it may not be changed: you may only exchange its jokers for the tiles they stand for, from your rack"}},
	{turn: turn{name: "extend a run with two jokers", table: "R3 * * R6", rack: "R7",
		after: "R3 * * R6 R7"},
		sabra: []string{"the set (R3 * * R6) holds a joker, so it may not be changed: you may only exchange its jokers for the tiles they stand for, from your rack"}},
	{turn: turn{name: "exchange one of two jokers in a run", table: "R3 * * R6", rack: "R4 K12 K13",
		after: "R3 R4 * R6 | * K12 K13"}},
	{turn: turn{name: "exchange one of two jokers in a group of four", table: "R5 * B5 *", rack: "K5 K12 K13",
		after: "R5 K5 B5 * | * K12 K13"}},
	// Of a set's two jokers, the one judged is not one of its set's other
	// tiles: it counted itself as the other joker, and refused a plain
	// exchange (the set was still seen holding two of its tiles without
	// the other joker's 6) and let a joker go with one of the set's tiles
	// as if with two.
	{turn: turn{name: "exchange one of two jokers, the other staying", table: "R5 * * | B8 B9 B10", rack: "R7",
		after: "R5 * R7 | B8 B9 B10 *"}},
	{turn: turn{name: "a joker taken with one of its set's tiles", table: "K8 * * | B8 K8 O8", rack: "K7",
		after: "K7 K8 * | B8 K8 O8 *"},
		classic: []string{"the joker left (K8 * *) without the black 10 or the blue 8 or the red 8 or the orange 8 taking its place: a joker leaves a set only when the tile it stands for replaces it, or when the set is taken apart"},
		sabra:   []string{"the set (K8 * *) holds a joker, so it may not be changed: you may only exchange its jokers for the tiles they stand for, from your rack"}},
	// Sets with jokers left alone, moved or reordered.
	{turn: turn{name: "a set with a joker moved", table: "R3 * R5 | B4 B5 B6", rack: "B7",
		after: "B4 B5 B6 B7 | R3 * R5"}},
	{turn: turn{name: "a group with a joker reordered", table: "R5 K5 * | B4 B5 B6", rack: "B7",
		after: "* K5 R5 | B4 B5 B6 B7"}},
	{turn: turn{name: "two jokers exchanged at once", table: "R3 * R5 | K7 B7 *", rack: "R4 R7 O7 O10",
		after: "R3 R4 R5 | K7 B7 R7 O7 | O10 * *"}},
	{turn: turn{name: "a freed joker joins an existing set", table: "R3 * R5 | K9 K10 K11", rack: "R4",
		after: "R3 R4 R5 | K9 K10 K11 *"}},
	{turn: turn{name: "two jokers, one exchange from the table", table: "R3 * R5 | K7 B7 * | R7 R8 R9 R10",
		rack: "R4 O7 K11 K12", after: "R3 R4 R5 | K7 B7 R7 O7 | R8 R9 R10 | * * K11 K12"},
		sabra: []string{"the red 7 that takes the joker's place in (K7 B7 *) must come from your rack"}},
}

func TestJokers(t *testing.T) {
	classic, sabra := rulesOf(t, "classic"), rulesOf(t, "sabra")
	for _, tc := range jokerTurns {
		t.Run("classic/"+tc.name, func(t *testing.T) {
			c := tc.turn
			c.legal, c.reasons = tc.classic == nil, tc.classic
			c.check(t, classic)
		})
		t.Run("classic-free-jokers/"+tc.name, func(t *testing.T) {
			c := tc.turn
			c.opts.FreeJokers = true
			c.legal = true
			c.check(t, classic)
		})
		t.Run("sabra/"+tc.name, func(t *testing.T) {
			c := tc.turn
			c.legal, c.reasons = tc.sabra == nil, tc.sabra
			c.check(t, sabra)
		})
	}
}

// A joker that stays with its set, which the turn makes invalid, did not
// leave it: the set's own reason is the only one (it also said "the joker
// left (R5 R6 *) without the red 7 taking its place").
func TestJokerInABrokenSetIsNotSaidToLeave(t *testing.T) {
	for _, name := range []string{"classic", "twist"} {
		for _, tc := range []turn{
			{name: "a joker", table: "R5 R6 *", rack: "B8", after: "R5 R6 * B8",
				reasons: []string{"set 1 (R5 R6 * B8) is neither a group nor a run"}},
			{name: "the set moved too", table: "K2 K3 K4 | R5 R6 *", rack: "B8", after: "K2 K3 K4 | B8 R5 R6 *",
				reasons: []string{"set 2 (B8 R5 R6 *) is neither a group nor a run"}},
		} {
			t.Run(name+"/"+tc.name, func(t *testing.T) { tc.check(t, rulesOf(t, name)) })
		}
	}
}
