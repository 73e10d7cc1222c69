package main

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"rummikub/game"
)

// tile parses a code without a colon for tests.
func tile(t *testing.T, code string) game.Tile {
	t.Helper()
	x, err := game.ParseTile(code)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

// TestDecodePositionCopiesAndPins checks that equal faces get distinct
// copies across table and rack, and that pins are kept only where set.
func TestDecodePositionCopiesAndPins(t *testing.T) {
	p := jsonPosition{
		Table:  [][]string{{"R5", "*:R6", "R7"}, {"R5", "B5", "K5"}},
		Rack:   []string{"R5", "*", "Y5"},
		Opened: true,
	}
	pos, err := decodePosition(nil, p, "before")
	if err != nil {
		t.Fatal(err)
	}
	if !pos.Opened || len(pos.Table) != 2 || len(pos.Rack) != 3 {
		t.Fatalf("decoded %+v", pos)
	}
	r5 := []game.Tile{pos.Table[0].Tiles[0], pos.Table[1].Tiles[0], pos.Rack[0]}
	for i, x := range r5 {
		if x.Face() != tile(t, "R5") || x.Copy() != i {
			t.Errorf("R5 number %d: got %v copy %d, want copy %d", i, x, x.Copy(), i)
		}
	}
	if j := pos.Rack[1]; !j.IsJoker() || j.Copy() != 1 {
		t.Errorf("rack joker: got %v copy %d, want copy 1", j, j.Copy())
	}
	if o := pos.Rack[2]; o != tile(t, "O5") {
		t.Errorf("Y5 read as %v, want O5", o)
	}
	want := []game.Pin{{}, {tile(t, "R6")}, {}}
	if !slices.Equal(pos.Table[0].Pins, want) {
		t.Errorf("pins of set 1: got %v, want %v", pos.Table[0].Pins, want)
	}
	if pos.Table[1].Pins != nil {
		t.Errorf("pins of set 2: got %v, want nil", pos.Table[1].Pins)
	}
}

// TestDecodePositionErrors checks that unreadable codes are refused with a
// message that names the code and where it is.
func TestDecodePositionErrors(t *testing.T) {
	tests := []struct {
		name string
		p    jsonPosition
		want []string
	}{
		{"number too high", jsonPosition{Rack: []string{"R3", "R14"}},
			[]string{`unknown tile code "R14": numbers run from 1 to 13`, "after.rack"}},
		{"bad colour", jsonPosition{Table: [][]string{{"R1"}, {"G5"}}},
			[]string{`"G5"`, "colour", "after.table, set 2"}},
		{"empty code", jsonPosition{Rack: []string{""}}, []string{`unknown tile code ""`}},
		{"pin on a number", jsonPosition{Table: [][]string{{"R5:R6"}}}, []string{"only a joker"}},
		{"pinned joker on rack", jsonPosition{Rack: []string{"*:R5"}}, []string{"on a rack", `"*"`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := decodePosition(nil, tt.p, "after")
			if err == nil {
				t.Fatal("no error")
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not contain %q", err, w)
				}
			}
		})
	}
}

// testRules is a tiny box for checkBox: two red 7s, one of each other
// red number, and one joker.
func testRules(t *testing.T) *game.Rules {
	r := &game.Rules{Name: "tiny"}
	for n := 1; n <= game.MaxNumber; n++ {
		r.Box = append(r.Box, game.NumberTile(game.Red, n))
	}
	r.Box = append(r.Box, tile(t, "R7").WithCopy(1), game.JokerTile(game.Joker))
	return r
}

// TestCheckBox checks that a position may not hold a face more often than
// the box, counting table and rack together.
func TestCheckBox(t *testing.T) {
	rules := testRules(t)
	tests := []struct {
		name string
		p    jsonPosition
		want string // "" for no error
	}{
		{"fits", jsonPosition{Table: [][]string{{"R6", "R7", "R8"}}, Rack: []string{"R7", "*"}}, ""},
		{"three R7", jsonPosition{Table: [][]string{{"R6", "R7", "R8"}}, Rack: []string{"R7", "R7"}},
			"hold 3 R7 together, but the tiny box has only 2"},
		{"two jokers", jsonPosition{Table: [][]string{{"R1", "*", "R3"}}, Rack: []string{"*"}}, "hold 2 * together"},
		{"face not in box", jsonPosition{Rack: []string{"*D"}}, "the tiny box has no *D tile"},
		{"colour not in box", jsonPosition{Rack: []string{"B2"}}, "the tiny box has no B2 tile"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pos, err := decodePosition(nil, tt.p, "before")
			if err != nil {
				t.Fatal(err)
			}
			err = checkBox(rules, pos, "before")
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("unexpected error %v", err)
			case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
				t.Errorf("error %v, want one containing %q", err, tt.want)
			}
		})
	}
}

// TestEncodeSet checks the colon form of jokers on output and that
// encoding then decoding gives the same set back.
func TestEncodeSet(t *testing.T) {
	r3, r4, r5 := tile(t, "R3"), tile(t, "R4"), tile(t, "R5")
	joker, double := game.JokerTile(game.Joker), game.JokerTile(game.DoubleJoker)
	tests := []struct {
		name   string
		tiles  []game.Tile
		stands []game.Pin
		want   []string
	}{
		{"joker", []game.Tile{r3, joker, r5}, []game.Pin{{r3}, {r4}, {r5}}, []string{"R3", "*:R4", "R5"}},
		{"double", []game.Tile{double, r5, tile(t, "R6")}, []game.Pin{{r3, r4}, {r5}, {}},
			[]string{"*D:R3R4", "R5", "R6"}},
		{"no stands", []game.Tile{r3, joker, r5}, nil, []string{"R3", "*", "R5"}},
		{"letters", []game.Tile{game.LetterTile('C'), joker, game.LetterTile('T')},
			[]game.Pin{{}, {game.LetterTile('A')}, {}}, []string{"C", "*:A", "T"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := encodeSet(tt.tiles, tt.stands)
			if !slices.Equal(got, tt.want) {
				t.Fatalf("encodeSet = %q, want %q", got, tt.want)
			}
			back, err := decodeSet(got, new(copyCounter), false)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(back.Tiles, tt.tiles) {
				t.Errorf("decoded tiles %v, want %v", back.Tiles, tt.tiles)
			}
			for i, x := range tt.tiles {
				want := game.Pin{}
				if x.IsJoker() && tt.stands != nil {
					want = tt.stands[i]
				}
				if back.PinAt(i) != want {
					t.Errorf("tile %d: decoded pin %v, want %v", i, back.PinAt(i), want)
				}
			}
		})
	}
}

// TestEncodeTable checks that a valid set writes what its jokers stand
// for, an invalid one the pins declared, and that no tiles give [].
func TestEncodeTable(t *testing.T) {
	joker := game.JokerTile(game.Joker)
	r1, r2, r3 := tile(t, "R1"), tile(t, "R2"), tile(t, "R3")
	sets := []game.JudgedSet{
		{Set: game.Set{Tiles: []game.Tile{r1, joker, r3}},
			Meld: game.Meld{Kind: game.Run, Value: 6, Stands: []game.Pin{{r1}, {r2}, {r3}}}},
		{Set: game.Set{Tiles: []game.Tile{joker, r3}, Pins: []game.Pin{{tile(t, "B9")}, {}}}},
	}
	got, err := json.Marshal(encodeTable(sets))
	if err != nil {
		t.Fatal(err)
	}
	if want := `[["R1","*:R2","R3"],["*:B9","R3"]]`; string(got) != want {
		t.Errorf("table %s, want %s", got, want)
	}
	got, _ = json.Marshal(encodeTiles(nil))
	if string(got) != "[]" {
		t.Errorf("empty rack %s, want []", got)
	}
	got, _ = json.Marshal(encodeTiles([]game.Tile{joker, tile(t, "O13")}))
	if string(got) != `["*","O13"]` {
		t.Errorf("rack %s", got)
	}
}
