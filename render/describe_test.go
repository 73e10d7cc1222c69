package render

import (
	"strings"
	"testing"

	"rummikub/game"
)

// rowsTable lays rows of codes ("." an empty cell) from row 0, taking the
// tiles from take, so two tables can share tiles by identity.
func rowsTable(take func(string) game.Tile, rows ...string) *game.Table {
	var tb game.Table
	for r, row := range rows {
		for c, code := range strings.Fields(row) {
			if code != "." {
				tb.Put(game.Pos{Col: c, Row: r}, take(code))
			}
		}
	}
	return &tb
}

// tileBank hands out the same tile for the same name: "R5" is copy 0 of
// R5, "R5'" copy 1.
func tileBank(t *testing.T) func(string) game.Tile {
	return func(code string) game.Tile {
		n := 0
		if strings.HasSuffix(code, "'") {
			code, n = strings.TrimSuffix(code, "'"), 1
		}
		x, err := game.ParseTile(code)
		if err != nil {
			t.Fatal(err)
		}
		return x.WithCopy(n)
	}
}

// A turn is told in words from the tables before and after it, and its
// laid and moved tiles are told apart (the marks a player sees).
func TestChangeOf(t *testing.T) {
	tests := []struct {
		name          string
		before, after []string
		want          string
		laid, moved   string
	}{
		{"a new set", []string{"K9 R9 B9"}, []string{"K9 R9 B9 . R5 R6 R7"},
			"Ada laid R5 R6 R7.", "R5 R6 R7", ""},
		{"the issue's example", []string{"K9 R9 B9"}, []string{"K9 R9 B9 O9 . R5 R6 R7"},
			"Ada laid R5 R6 R7 and added O9 to K9 R9 B9.", "O9 R5 R6 R7", ""},
		{"two new sets", []string{}, []string{"R5 R6 R7 . B1 B2 B3"},
			"Ada laid R5 R6 R7 and B1 B2 B3.", "R5 R6 R7 B1 B2 B3", ""},
		{"inserted in the middle moves the tail", []string{"R1 R2 R4 R5"}, []string{"R1 R2 R3 R4 R5"},
			"Ada added R3 to R1 R2 R4 R5.", "R3", "R4 R5"},
		{"a set split and rebuilt", []string{"R1 R2 R3 R4 R5 R6"}, []string{"R1 R2 R3 . . R4 R5 R6 R7"},
			"Ada rearranged 2 sets to lay R7.", "R7", "R4 R5 R6"},
		{"a set moved whole", []string{"K9 R9 B9"}, []string{". . . . K9 R9 B9 . R1 R2 R3"},
			"Ada laid R1 R2 R3 and moved a set.", "R1 R2 R3", "K9 R9 B9"},
		{"a long set is shortened", []string{}, []string{"B3 B4 B5 B6 B7 B8 B9"},
			"Ada laid B3 B4 … B9.", "B3 B4 B5 B6 B7 B8 B9", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			take := tileBank(t)
			c := changeOf(rowsTable(take, tc.before...), rowsTable(take, tc.after...))
			if got := playMessage("Ada", c, 0, nil); got != tc.want {
				t.Errorf("message %q, want %q", got, tc.want)
			}
			if got := faces(c.Laid); got != tc.laid {
				t.Errorf("laid %q, want %q", got, tc.laid)
			}
			if got := faces(c.Moved); got != tc.moved {
				t.Errorf("moved %q, want %q", got, tc.moved)
			}
		})
	}
	if got := playMessage("You", changeOf(&game.Table{}, rowsTable(tileBank(t), "R10 R11 R12")), 33, nil); got != "You laid R10 R11 R12 (initial meld: 33 points)." {
		t.Errorf("meld message %q", got)
	}
}

// faces writes tiles as their codes, copies alike.
func faces(tiles []game.Tile) string {
	s := make([]string, len(tiles))
	for i, x := range tiles {
		s[i] = x.Face().String()
	}
	return strings.Join(s, " ")
}

// Messages read as English for "You" and for one tile.
func TestMessagesInEnglish(t *testing.T) {
	tests := []struct{ got, want string }{
		{drawMessage("You", 1), "You draw a tile."},
		{drawMessage("Ada", 1), "Ada draws a tile."},
		{drawMessage("You", 0), "You pass: the pool is empty."},
		{drawMessage("Ada", 0), "Ada passes: the pool is empty."},
		{timeoutMessage("You", true, 3), "Your time ran out: the change was rolled back and you drew 3 tiles."},
		{timeoutMessage("Ada", true, 1), "Ada's time ran out: the change was rolled back and Ada drew a tile."},
		{timeoutMessage("You", false, 1), "Your time ran out: you drew a tile."},
		{timeoutMessage("Ada", false, 0), "Ada's time ran out: the pool is empty."},
		{rejectMessage("You", "the set red 5, blue 6 is neither a group nor a run", 3),
			"Your table broke the rules (the set red 5, blue 6 is neither a group nor a run): every tile went back and you drew 3 tiles."},
		{rejectMessage("Bob", "", 1), "Bob's table broke the rules: every tile went back and Bob drew a tile."},
		{says("You", "makes"), "You make"},
		{plural(1, "tile", "tiles"), "1 tile"},
	}
	for _, tc := range tests {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
}

// A Word turn names its words whole, however long, and its jokers by the
// letters they were declared (before, a word of more than 5 tiles was cut
// to its ends: "P E … S").
func TestWordsNamedWhole(t *testing.T) {
	tests := []struct {
		name          string
		before, after []string
		joker         byte // the letter the after table's joker is declared, if any
		want          string
	}{
		{"a long word", nil, []string{"P E R F O R M E R S"}, 0, "Ada laid PERFORMERS."},
		{"two words", nil, []string{"C A T . D O G"}, 0, "Ada laid CAT and DOG."},
		{"a joker by its letter", nil, []string{"J I G S A W *"}, 'S', "Ada laid JIGSAWS."},
		{"a joker not declared", nil, []string{"C * T"}, 0, "Ada laid C*T."},
		{"letters added to a word", []string{"C A T"}, []string{"C A T S"}, 0, "Ada added S to CAT."},
		{"a word taken apart into words", []string{"A P E"}, []string{"P A L . T H E"}, 0, "Ada rearranged 2 sets into PAL and THE."},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			take := tileBank(t)
			after := rowsTable(take, tc.after...)
			if tc.joker != 0 {
				after.Pin(take("*"), game.Pin{game.LetterTile(tc.joker)})
			}
			if got := playMessage("Ada", changeOf(rowsTable(take, tc.before...), after), 0, nil); got != tc.want {
				t.Errorf("message %q, want %q", got, tc.want)
			}
		})
	}
}
