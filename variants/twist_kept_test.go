package variants_test

import "testing"

// twistKeptSets are turns that leave a Twist set with jokers as it was,
// its jokers declared another way or not at all (RULES-NOTES, "Freeing a
// joker"; FORMATS: without a declaration "the joker stands for whatever
// makes its set valid"). A joker whose colour no tile fixes stands for any
// colour that fits, so no joker was freed; and a double joker in a group
// stands for the two missing colours, in either order.
var twistKeptSets = []turn{
	{name: "a mirrored group left undeclared (alone it reads as a run)", table: "R5 *:K5 *M:B5 *:K5 R5", rack: "K1 K2 K3",
		after: "R5 * *M * R5 | K1 K2 K3", legal: true},
	{name: "a mirrored group of 12s left undeclared", table: "O12 *:B12 *M:R12 *:B12 O12", rack: "K1 K2 K3",
		after: "O12 * *M * O12 | K1 K2 K3", legal: true},
	{name: "a mirrored group declared in other colours", table: "O12 *:B12 *M:R12 *:B12 O12", rack: "K1 K2 K3",
		after: "O12 *:R12 *M:B12 *:R12 O12 | K1 K2 K3", legal: true},
	{name: "a mirrored group with doubles left undeclared", table: "R11 *D:B11K11 *M:O11 *D:B11K11 R11", rack: "K1 K2 K3",
		after: "R11 *D *M *D R11 | K1 K2 K3", legal: true},
	{name: "a mirrored group with doubles declared in other colours", table: "B5 *D:K5O5 *M:R5 *D:K5O5 B5", rack: "K1 K2 K3",
		after: "B5 *D:R5O5 *M:K5 *D:R5O5 B5 | K1 K2 K3", legal: true},
	{name: "a group's double declared in the other order", table: "B3 R3 *D:O3K3 | K5 K6 K7", rack: "K4",
		after: "B3 R3 *D:K3O3 | K4 K5 K6 K7", legal: true},
	{name: "a group's double in the other order after the group moved", table: "K5 K6 K7 | B3 R3 *D:O3K3", rack: "K4",
		after: "K4 K5 K6 K7 | R3 B3 *D:K3O3", legal: true},
	// A group reads the same in any order: its jokers are paired with the
	// set's jokers before by kind, wherever they stand now. Refused
	// before the pairing, while the same declarations in the set's own
	// order were accepted.
	{name: "a group of two jokers reordered and left undeclared", table: "*:R12 O12 *D:B12K12 | R1 R2 R3", rack: "R4",
		after: "O12 * *D | R1 R2 R3 R4", legal: true},
	{name: "a group of two jokers reordered, declared in other colours", table: "*:R12 O12 *D:B12K12 | R1 R2 R3", rack: "R4",
		after: "O12 *:K12 *D:R12B12 | R1 R2 R3 R4", legal: true},
	{name: "a group of two jokers declared in other colours in its own order", table: "*:R12 O12 *D:B12K12 | R1 R2 R3", rack: "R4",
		after: "*:K12 O12 *D:R12B12 | R1 R2 R3 R4", legal: true},
	{name: "a mirrored group's sides swapped", table: "B7 *:R7 *M:K7 *:R7 B7 | K1 K2 K3", rack: "K4",
		after: "* B7 *M B7 * | K1 K2 K3 K4", legal: true},
	// A set whose jokers' colours no tile fixes, read anew: the other
	// jokers may be read anew with it as far as they stand for the same
	// (a colour-change joker, its number). A review found the blue runs
	// refused where the black ones passed: the checker read the joker
	// before the colour-change joker black.
	{name: "a joker before a colour-change joker stays with it (blue)", table: "B1 B2 B3 * *C O6", rack: "O7",
		after: "B1 B2 B3 | * *C O6 O7", legal: true},
	{name: "a joker before a colour-change joker stays with it (black)", table: "K1 K2 K3 * *C O6", rack: "O7",
		after: "K1 K2 K3 | * *C O6 O7", legal: true},
	{name: "a double joker before a colour-change joker stays with it", table: "B2 B3 *D *C O7", rack: "B4",
		after: "B2 B3 B4 | *D *C O7", legal: true},
	// A mirrored group's joker stands for any missing colour: the orange
	// 4s free the jokers as the red or black 4s do.
	{name: "a mirrored group's jokers freed by the orange 4s", table: "B4 * *M * B4", rack: "O4 O4 R1",
		after: "B4 O4 *M O4 B4 | * * R1", legal: true},
	{name: "a mirrored group's jokers freed by the red 4s", table: "B4 * *M * B4", rack: "R4 R4 R1",
		after: "B4 R4 *M R4 B4 | * * R1", legal: true},
	// Two sets of the same tiles, each left as it was: the sets are paired
	// by a matching, whatever order the table lists them in.
	{name: "a group and a run of the same tiles, each left as it was", table: "*D B10 * | B10 *D * | K11 K12 K13", rack: "K10",
		after: "B10 *D * | B10 * *D | K10 K11 K12 K13", legal: true},
	{name: "a run and a group of the same tiles, each left as it was", table: "B10 *D * | *D B10 * | K11 K12 K13", rack: "K10",
		after: "B10 *D * | B10 * *D | K10 K11 K12 K13", legal: true},
	// A set of one number tile, a regular and a double joker reads as a
	// run or as a group, and its jokers are read together: a reading
	// that keeps both keeps them, though the checker reads the set the
	// other way (both were refused: a joker read anew had to leave the
	// other as the checker read it).
	{name: "a run split, its two jokers kept with one tile", table: "*D K6 * K8 K9", rack: "K10",
		after: "*D K6 * | K8 K9 K10", legal: true},
	{name: "a set of one tile and two jokers reordered", table: "K3 * *D | R1 R2 R3", rack: "R4",
		after: "K3 *D * | R1 R2 R3 R4", legal: true},
	// Two sets of the same tiles, a group and a run: a set of after in the
	// run's order may be the group reordered, which leaves it as it was,
	// while the run goes on. A preference for the set in the same order
	// (game.KeptSets) paired it with the run and refused the turn; the
	// referee now takes the pairing most favourable to the player
	// (game.KeptPairings), in whatever order the table lists the sets.
	{name: "a group reordered as its run twin, the run extended", table: "*D O4 * | O4 *D *", rack: "O8",
		after: "O4 *D * | O4 *D * O8", legal: true},
	{name: "a group reordered as its run twin, the run extended, run listed first", table: "O4 *D * | *D O4 *", rack: "O8",
		after: "O4 *D * | O4 *D * O8", legal: true},
	// Jokers laid from the rack stand for nothing the rule follows: the
	// set may be read anew with them (refused: its regular jokers were
	// held to the checker's reading, a run, where the mirror stood for 5).
	{name: "a mirrored group extended with two rack jokers", table: "O3 *M O3 | K1 K2 K3", rack: "* *",
		after: "O3 * *M * O3 | K1 K2 K3", legal: true},
	// A joker a table joker may not be kept as (its set holds none of
	// that joker's set's other tiles) came from a rack or was freed: the
	// set may be read anew with it (refused when the rule held every
	// joker of a kind on the table to its reading; a review's turns).
	{name: "a table joker freed into a mirrored group with a rack joker", table: "O3 *M O3 | K9 K10 *", rack: "* K11",
		after: "K9 K10 K11 | O3 * *M * O3", legal: true},
	{name: "a table double freed into a mirrored group with a rack double", table: "O3 *M O3 | K1 K2 K3 *D", rack: "*D K4 K5",
		after: "O3 *D *M *D O3 | K1 K2 K3 K4 K5", legal: true},
	{name: "a table joker taken into a mirrored group without its tile", table: "O3 *M O3 | *:K4 K5 K6", rack: "* K7",
		after: "O3 * *M * O3 | K5 K6 K7", legal: false, reasons: []string{
			"the joker left (* K5 K6) without the black 4 taking its place: a joker leaves a set only when the tile it stands for replaces it, or when the set is taken apart"}},
	// Reordered tiles whose jokers now stand for other numbers are no set
	// left as it was: the joker left for a tile that did not replace it.
	{name: "a run's joker moved from one end to the other", table: "*:R4 R5 R6 | K1 K2 K3", rack: "K4",
		after: "R5 R6 * | K1 K2 K3 K4", legal: false, reasons: []string{
			"the joker left (* R5 R6) without the red 4 taking its place: a joker leaves a set only when the tile it stands for replaces it, or when the set is taken apart"}},
	{name: "a double joker moved from one end of a run to the other", table: "*D:R3R4 R5 R6 | K1 K2 K3", rack: "K4",
		after: "R5 R6 *D | K1 K2 K3 K4", legal: false, reasons: []string{
			"the double joker left (*D R5 R6) without the red 3 and the red 4 taking its place: a joker leaves a set only when the tile it stands for replaces it, or when the set is taken apart"}},
}

func TestTwistKeptSets(t *testing.T) {
	r := rulesOf(t, "twist")
	for _, tc := range twistKeptSets {
		t.Run(tc.name, func(t *testing.T) { tc.check(t, r) })
	}
}
