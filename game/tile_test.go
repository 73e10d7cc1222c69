package game

import (
	"strings"
	"testing"
)

func TestParseTileCodes(t *testing.T) {
	tests := []struct {
		code   string
		kind   Kind
		color  Color
		number int
		letter byte
		back   string
	}{
		{"R7", Number, Red, 7, 0, "R7"},
		{"K13", Number, Black, 13, 0, "K13"},
		{"O1", Number, Orange, 1, 0, "O1"},
		{"Y12", Number, Orange, 12, 0, "O12"}, // yellow is read as orange
		{"B10", Number, Blue, 10, 0, "B10"},
		{"*", Joker, 0, 0, 0, "*"},
		{"*D", DoubleJoker, 0, 0, 0, "*D"},
		{"*C", ColorJoker, 0, 0, 0, "*C"},
		{"*M", MirrorJoker, 0, 0, 0, "*M"},
		{"A", Letter, 0, 0, 'A', "A"},
		{"Z", Letter, 0, 0, 'Z', "Z"},
	}
	for _, tc := range tests {
		tile, err := ParseTile(tc.code)
		if err != nil {
			t.Fatalf("ParseTile(%q): %v", tc.code, err)
		}
		if tile.Kind() != tc.kind || tile.Number() != tc.number || tile.Letter() != tc.letter {
			t.Errorf("ParseTile(%q) = kind %v number %d letter %q", tc.code, tile.Kind(), tile.Number(), tile.Letter())
		}
		if tc.kind == Number && tile.Color() != tc.color {
			t.Errorf("ParseTile(%q) colour = %v, want %v", tc.code, tile.Color(), tc.color)
		}
		if got := tile.String(); got != tc.back {
			t.Errorf("ParseTile(%q).String() = %q, want %q", tc.code, got, tc.back)
		}
		if tile == 0 {
			t.Errorf("ParseTile(%q) is the empty tile", tc.code)
		}
	}
}

func TestParseTileRejectsUnknownCodes(t *testing.T) {
	for _, code := range []string{"", "R0", "R14", "G5", "r5", "R07", "R1x", "**", "*X", "AB", "7", "R123"} {
		if tile, err := ParseTile(code); err == nil {
			t.Errorf("ParseTile(%q) = %v, want an error", code, tile)
		}
	}
}

func TestParseCodeReadsJokerPins(t *testing.T) {
	tests := []struct {
		code string
		pin  string
	}{
		{"*:R5", "R5"},
		{"*D:R3R4", "R3R4"},
		{"*D:K3B3", "K3B3"},
		{"*:A", "A"},
		{"*C:B9", "B9"},
		{"*:Y13", "O13"},
	}
	for _, tc := range tests {
		tile, pin, err := ParseCode(tc.code)
		if err != nil {
			t.Fatalf("ParseCode(%q): %v", tc.code, err)
		}
		if !tile.IsJoker() || pin.String() != tc.pin {
			t.Errorf("ParseCode(%q) = %v pin %v, want pin %s", tc.code, tile, pin, tc.pin)
		}
	}
	for _, bad := range []string{"R5:R5", "*:", "*:R14", "*:R3R4", "*D:R3R4R5", "*:*", "*:R5x"} {
		if _, _, err := ParseCode(bad); err == nil {
			t.Errorf("ParseCode(%q) succeeded, want an error", bad)
		}
	}
}

func TestTileIdentityAndFace(t *testing.T) {
	a := NumberTile(Red, 7)
	b := a.WithCopy(1)
	if a == b || a.Face() != b.Face() || b.Copy() != 1 || b.Number() != 7 || b.Color() != Red {
		t.Fatalf("copies of red 7: %v/%d and %v/%d", a, a.Copy(), b, b.Copy())
	}
	seen := map[Tile]bool{}
	for c := range NumColors {
		for n := 1; n <= MaxNumber; n++ {
			for cp := range 2 {
				tile := NumberTile(Color(c), n).WithCopy(cp)
				if seen[tile] || int(tile.Face()) >= FaceSpace {
					t.Fatalf("tile %v copy %d collides or overflows", tile, cp)
				}
				seen[tile] = true
			}
		}
	}
	if got := Codes([]Tile{a, JokerTile(Joker), LetterTile('Q')}); got != "R7 * Q" {
		t.Errorf("Codes = %q", got)
	}
	if !strings.Contains(NumberTile(Orange, 3).Name(), "orange 3") {
		t.Errorf("Name = %q", NumberTile(Orange, 3).Name())
	}
}

func FuzzParseCode(f *testing.F) {
	for _, s := range []string{"R7", "K13", "Y1", "*", "*:R5", "*D:R3R4", "*M", "A", "*:A", "R14", ":", "*:", "O0", "B99"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, code string) {
		tile, pin, err := ParseCode(code)
		if err != nil {
			return
		}
		if tile == 0 {
			t.Fatalf("ParseCode(%q) gave the empty tile", code)
		}
		// A tile that reads back writes the same canonical code.
		back := tile.String()
		if !pin.IsZero() {
			back += ":" + pin.String()
		}
		t2, pin2, err := ParseCode(back)
		if err != nil || t2 != tile || pin2 != pin {
			t.Fatalf("ParseCode(%q) wrote %q which reads as %v %v %v", code, back, t2, pin2, err)
		}
	})
}

// Sorted orders tiles by colour, then number, then kind, whichever copies
// they are: two hands of the same faces sort to the same codes.
func TestSortedByColourThenNumber(t *testing.T) {
	r5, b3, r2 := NumberTile(Red, 5), NumberTile(Blue, 3), NumberTile(Red, 2)
	a := Sorted([]Tile{r5.WithCopy(1), b3, r2})
	b := Sorted([]Tile{r2.WithCopy(1), r5, b3.WithCopy(1)})
	if Codes(a) != "R2 R5 B3" || Codes(b) != Codes(a) {
		t.Errorf("the same faces sort to %s and %s, want R2 R5 B3", Codes(a), Codes(b))
	}
	l := Sorted([]Tile{LetterTile('C'), LetterTile('A').WithCopy(1), LetterTile('B')})
	if Codes(l) != "A B C" {
		t.Errorf("letters sort to %s", Codes(l))
	}
}
