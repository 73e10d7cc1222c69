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
}

func TestTwistKeptSets(t *testing.T) {
	r := rulesOf(t, "twist")
	for _, tc := range twistKeptSets {
		t.Run(tc.name, func(t *testing.T) { tc.check(t, r) })
	}
}
