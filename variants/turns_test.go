package variants_test

import (
	"testing"

	"rummikub/game"
)

// bookManipulations are the manipulation examples of the 2015, 1980 and
// Twist rule books. None touches a joker, so both variants allow them all.
var bookManipulations = []turn{
	{name: "extend a run (2015)", table: "B4 B5 B6", rack: "B3 B7 K1",
		after: "B3 B4 B5 B6 B7", legal: true},
	{name: "add to a run and a group (Twist)", table: "B4 B5 B6 | O8 R8 K8", rack: "B3 B8 K1",
		after: "B3 B4 B5 B6 | O8 R8 K8 B8", legal: true},
	{name: "fourth colour to a group (1980)", table: "K10 R10 B10", rack: "O10",
		after: "K10 R10 B10 O10", legal: true},
	{name: "fourth tile of a group for a run (2015)", table: "K4 R4 B4 O4", rack: "B3 B5 B6",
		after: "B3 B4 B5 B6 | K4 R4 O4", legal: true},
	{name: "fourth tile of a group for a run (summary)", table: "B5 R5 K5 O5", rack: "B4 B6 B7",
		after: "B4 B5 B6 B7 | R5 K5 O5", legal: true},
	{name: "add a fourth and remove one (2015, 1980)", table: "B8 B9 B10", rack: "B11 K8 O8",
		after: "B9 B10 B11 | K8 O8 B8", legal: true},
	{name: "split a run (2015, 1980)", table: "R4 R5 R6 R7 R8", rack: "R6",
		after: "R4 R5 R6 | R6 R7 R8", legal: true},
	{name: "combined split (2015, 1980)", table: "O1 O2 O3 O4 | O1 R1 B1 K1", rack: "B1",
		after: "O2 O3 O4 | O1 B1 K1 | R1 O1 B1", legal: true},
	{name: "multiple split (2015, 1980)", table: "O5 O6 O7 | R5 R6 R7 | K5 K6 K7 K8 K9", rack: "K10 B5",
		after: "O5 R5 K5 B5 | O6 R6 K6 | O7 R7 K7 | K8 K9 K10", legal: true},
	{name: "move sets around", table: "R1 R2 R3 | K9 B9 O9", rack: "R4",
		after: "O9 K9 B9 | R1 R2 R3 R4", legal: true},
}

func TestBookManipulations(t *testing.T) {
	for _, name := range []string{"classic", "sabra", "twist"} {
		r := rulesOf(t, name)
		for _, tc := range bookManipulations {
			t.Run(name+"/"+tc.name, func(t *testing.T) { tc.check(t, r) })
		}
	}
}

// initialMelds are the initial meld rules, the same in both variants.
var initialMelds = []turn{
	{name: "a run of 33", initial: true, rack: "R10 R11 R12 K1",
		after: "R10 R11 R12", legal: true, points: 33},
	{name: "exactly 30", initial: true, rack: "K10 R10 B10 K1",
		after: "K10 R10 B10", legal: true, points: 30},
	{name: "a joker counts what it stands for", initial: true, rack: "R10 * R12 K1",
		after: "R10 * R12", legal: true, points: 33},
	{name: "a joker in a group of three", initial: true, rack: "K10 R10 * K1",
		after: "K10 R10 *", legal: true, points: 30},
	{name: "several sets add up", initial: true, rack: "R1 R2 R3 K8 B8 O8 K1",
		after: "R1 R2 R3 | K8 B8 O8", legal: true, points: 30},
	{name: "beside the table's sets", initial: true, table: "B4 B5 B6", rack: "R10 R11 R12",
		after: "B4 B5 B6 | R10 R11 R12", legal: true, points: 33},
	{name: "below 30", initial: true, rack: "R7 R8 R9 K1", after: "R7 R8 R9", points: 24,
		reasons: []string{"your initial meld is worth 24 points; it needs at least 30"}},
	{name: "several sets below 30", initial: true, rack: "R1 R2 R3 K7 B7 O7",
		after: "R1 R2 R3 | K7 B7 O7", points: 27,
		reasons: []string{"your initial meld is worth 27 points; it needs at least 30"}},
	{name: "threshold 20", initial: true, rack: "R7 R8 R9 K1", after: "R7 R8 R9",
		opts: game.Options{MeldThreshold: 20}, legal: true, points: 24},
	{name: "threshold 50", initial: true, rack: "R10 R11 R12 K1", after: "R10 R11 R12",
		opts: game.Options{MeldThreshold: 50}, points: 33,
		reasons: []string{"your initial meld is worth 33 points; it needs at least 50"}},
	{name: "may not add to a table set", initial: true, table: "B4 B5 B6", rack: "B7 R10 R11 R12",
		after: "B4 B5 B6 B7 | R10 R11 R12", points: 33,
		reasons: []string{"until your initial meld is down you may not change the sets on the table: (B4 B5 B6) was changed"}},
	{name: "may not use table tiles", initial: true, table: "K4 R4 B4 O4", rack: "B5 B6 R10 R11 R12",
		after: "K4 R4 O4 | B4 B5 B6 | R10 R11 R12", points: 33,
		reasons: []string{"until your initial meld is down you may not change the sets on the table: (K4 R4 B4 O4) was changed"}},
	{name: "may not free a joker", initial: true, table: "R3 * R5", rack: "R4 K10 K11 K12",
		after: "R3 R4 R5 | K10 K11 K12 *", points: 0, // no new set is made of rack tiles alone
		reasons: []string{"until your initial meld is down you may not change the sets on the table: (R3 * R5) was changed",
			"your initial meld is worth 0 points; it needs at least 30"}},
	{name: "an invalid set does not count", initial: true, rack: "R10 R11 R12 K1 B2 O3",
		after: "R10 R11 R12 | K1 B2 O3", points: 33,
		reasons: []string{"set 2 (K1 B2 O3) is neither a group nor a run"}},
}

func TestInitialMeld(t *testing.T) {
	for _, name := range []string{"classic", "sabra", "twist"} {
		r := rulesOf(t, name)
		for _, tc := range initialMelds {
			t.Run(name+"/"+tc.name, func(t *testing.T) { tc.check(t, r) })
		}
	}
}

// illegalTurns break the rules of every number variant.
var illegalTurns = []turn{
	{name: "tile taken back to the rack", table: "B4 B5 B6 B7", rack: "R1",
		after: "B4 B5 B6", left: "R1 B7", reasons: []string{
			"the blue 7 was taken off the table: tiles on the table never go back to a rack",
			"a turn must lay at least one tile from your rack; if you cannot, draw"}},
	{name: "tile taken back while playing another", table: "B4 B5 B6 B7", rack: "R1 R2 R3",
		after: "B4 B5 B6 | R1 R2 R3", left: "B7", reasons: []string{
			"the blue 7 was taken off the table: tiles on the table never go back to a rack"}},
	{name: "freed joker back to the rack", table: "R3 * R5", rack: "R4",
		after: "R3 R4 R5", left: "*", reasons: []string{
			"the joker was taken off the table: tiles on the table never go back to a rack"}},
	{name: "no tile played", table: "B4 B5 B6", rack: "R1", after: "B4 B5 B6",
		reasons: []string{"a turn must lay at least one tile from your rack; if you cannot, draw"}},
	{name: "rearranged without playing", table: "R4 R5 R6 R7 R8 R9", rack: "R1",
		after:   "R4 R5 R6 | R7 R8 R9",
		reasons: []string{"a turn must lay at least one tile from your rack; if you cannot, draw"}},
	{name: "loose tile", table: "B4 B5 B6", rack: "R7 K9",
		after: "B4 B5 B6 | R7", reasons: []string{"set 2 (R7) has fewer than 3 tiles"}},
	{name: "two loose tiles", table: "B4 B5 B6 B7", rack: "R7 K9",
		after: "B4 B5 B6 | B7 R7", reasons: []string{"set 2 (B7 R7) has fewer than 3 tiles"}},
	{name: "invalid set", table: "R4 R6", rack: "B5", after: "R4 B5 R6",
		reasons: []string{"set 1 (R4 B5 R6) is neither a group nor a run"}},
	{name: "two invalid sets", table: "B1 B2 B3", rack: "R12 R13 K7 K7 B7",
		after: "B1 B2 B3 | R12 R13 * | K7 K7 B7", reasons: []string{
			"set 2 (R12 R13 *) cannot go past 13: 1 never follows 13",
			"set 3 (K7 K7 B7) has two black 7s: a group needs different colours",
			"the joker is on the table but was not on your rack"}},
	{name: "tile not on the rack", table: "B4 B5 B6", rack: "K1",
		after: "B4 B5 B6 B7", left: "K1",
		reasons: []string{"the blue 7 is on the table but was not on your rack"}},
}

func TestIllegalTurns(t *testing.T) {
	for _, name := range []string{"classic", "sabra", "twist"} {
		r := rulesOf(t, name)
		for _, tc := range illegalTurns {
			t.Run(name+"/"+tc.name, func(t *testing.T) { tc.check(t, r) })
		}
	}
}
