//go:build !nogui

package render

import (
	"testing"

	"rummikub/game"
)

// A turn's faults are said in a player's words, a lone tile as such, and
// the first of several says how many more there are (the tooltip of End
// turn and the message after a penalty named only the first).
func TestReasonsSummary(t *testing.T) {
	take := tileBank(t)
	lone := game.Reason{Set: 2, Tiles: []game.Tile{take("R5")}, Rule: "has fewer than 3 tiles"}
	pair := game.Reason{Set: 3, Tiles: []game.Tile{take("R5"), take("B7")}, Rule: "has fewer than 3 tiles"}
	turn := game.Reason{Text: "the joker is on the table but was not on your rack"}
	word := game.Reason{Set: 1, Tiles: []game.Tile{take("C"), take("A"), take("M"), take("B"), take("L"), take("E")}, Rule: "is not a word of the dictionary"}
	tests := []struct {
		rs   []game.Reason
		want string
	}{
		{[]game.Reason{lone}, "the red 5 on its own has fewer than 3 tiles"},
		{[]game.Reason{pair}, "the set red 5, blue 7 has fewer than 3 tiles"},
		{[]game.Reason{turn}, "the joker is on the table but was not on your rack"},
		{[]game.Reason{lone, pair}, "the red 5 on its own has fewer than 3 tiles (and 1 more problem)"},
		{[]game.Reason{pair, lone, turn}, "the set red 5, blue 7 has fewer than 3 tiles (and 2 more problems)"},
		{[]game.Reason{word}, "the word CAMBLE is not a word of the dictionary"},
	}
	for _, tc := range tests {
		if got := reasonsSummary(tc.rs); got != tc.want {
			t.Errorf("%q, want %q", got, tc.want)
		}
	}
}

// The message on who starts names the tiles drawn and the rule that
// chose: in Word the letter closest to A, which players did not guess.
func TestFirstMessageNamesTheRule(t *testing.T) {
	take := tileBank(t)
	seats := []Seat{{Name: "You"}, {Name: "Easy AI"}}
	tests := []struct {
		drawn []game.Tile
		first int
		want  string
	}{
		{[]game.Tile{take("R7"), take("K12")}, 1, "To choose who starts, each drew a tile: You R7, Easy AI K12. Easy AI starts, with the highest number."},
		{[]game.Tile{take("O"), take("E")}, 1, "To choose who starts, each drew a tile: You O, Easy AI E. Easy AI starts, with the letter closest to A."},
	}
	for _, tc := range tests {
		if got := firstMessage(seats, tc.drawn, tc.first); got != tc.want {
			t.Errorf("%q, want %q", got, tc.want)
		}
	}
}

// A message said again while it shows is shown longer, not stacked above
// itself (Hint pressed twice with no play said "no play found" twice).
func TestMessageSaidAgainIsNotStacked(t *testing.T) {
	a := &App{}
	var ts tableScreen
	ts.say(a, "Hint: no play found: draw a tile.")
	a.tick = 100
	ts.say(a, "Hint: no play found: draw a tile.")
	n := 0
	for _, m := range ts.messages {
		if m.text != "" {
			n++
		}
	}
	if last := ts.messages[maxMessages-1]; n != 1 || last.tick != 100 {
		t.Errorf("%d messages, the last said at tick %d; want 1, at tick 100", n, last.tick)
	}
	ts.say(a, "Ada draws a tile.")
	if ts.messages[maxMessages-2].text == "" || ts.messages[maxMessages-1].text != "Ada draws a tile." {
		t.Errorf("another message does not follow it: %+v", ts.messages)
	}
}
