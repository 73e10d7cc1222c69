package game

import (
	"fmt"
	"strings"
)

// Tile is one physical tile of the box. Two tiles with the same face (the two
// red 7s of a classic box) differ by their copy number, so every tile has its
// own identity and the engine can follow it from the pool to a rack to the
// table. The zero Tile means "no tile" (an empty table cell).
//
// A Tile packs its face and copy into 16 bits:
//
//	bits 0-4   number 1..13, or letter 1..26 (A..Z)
//	bits 5-6   colour (number tiles only)
//	bits 7-9   kind
//	bits 10-13 copy, 0..15
type Tile uint16

// Kind says what sort of tile a tile is.
type Kind uint8

// The kinds of tile of every variant.
const (
	NoKind      Kind = iota // the zero Tile
	Number                  // a coloured number tile, 1..13
	Joker                   // the regular joker of every variant
	DoubleJoker             // Twist: stands for two numbers
	ColorJoker              // Twist: changes the colour of a run
	MirrorJoker             // Twist: mirrors the tiles before it
	Letter                  // Word Rummikub: a letter A..Z
)

// Color is the colour of a number tile, in the rule books' order.
type Color uint8

// The four colours of the number tiles.
const (
	Black Color = iota
	Red
	Blue
	Orange
)

// NumColors is how many colours number tiles come in.
const NumColors = 4

// MaxNumber is the highest number on a number tile.
const MaxNumber = 13

// colorLetters are the colour letters of the tile codes, indexed by Color.
const colorLetters = "KRBO"

// colorNames are the colour names players read, indexed by Color.
var colorNames = [NumColors]string{"black", "red", "blue", "orange"}

// Letter returns the code letter of a colour: K, R, B or O.
func (c Color) Letter() byte { return colorLetters[c&3] }

// String returns the colour's name as a player says it.
func (c Color) String() string { return colorNames[c&3] }

const (
	numberMask = 0x1f
	colorShift = 5
	kindShift  = 7
	copyShift  = 10
	faceMask   = 1<<copyShift - 1
)

// MaxCopies is the most copies of one face a box may hold.
const MaxCopies = 16

// FaceSpace is one more than the largest Face value: arrays indexed by Face
// need this many entries.
const FaceSpace = 1 << copyShift

// Face is what is printed on a tile: a Tile without its copy number. Two
// tiles with the same face are interchangeable for the rules.
type Face = Tile

// NumberTile returns the number tile of the given colour and number (copy 0).
func NumberTile(c Color, n int) Tile {
	return Tile(Number)<<kindShift | Tile(c&3)<<colorShift | Tile(n&numberMask)
}

// LetterTile returns the letter tile for an upper-case letter 'A'..'Z'.
func LetterTile(l byte) Tile {
	return Tile(Letter)<<kindShift | Tile(l-'A'+1)&numberMask
}

// JokerTile returns a joker of the given kind (Joker, DoubleJoker,
// ColorJoker or MirrorJoker), copy 0.
func JokerTile(k Kind) Tile { return Tile(k) << kindShift }

// WithCopy returns the tile with the same face and the given copy number.
func (t Tile) WithCopy(copy int) Tile {
	return t.Face() | Tile(copy&(MaxCopies-1))<<copyShift
}

// Kind returns the tile's kind.
func (t Tile) Kind() Kind { return Kind(t>>kindShift) & 7 }

// Color returns a number tile's colour.
func (t Tile) Color() Color { return Color(t>>colorShift) & 3 }

// Number returns a number tile's number, 1..13 (0 for other kinds).
func (t Tile) Number() int {
	if t.Kind() != Number {
		return 0
	}
	return int(t & numberMask)
}

// Letter returns a letter tile's letter 'A'..'Z' (0 for other kinds).
func (t Tile) Letter() byte {
	if t.Kind() != Letter {
		return 0
	}
	return byte(t&numberMask) + 'A' - 1
}

// Copy returns which of the identical tiles of the box this one is.
func (t Tile) Copy() int { return int(t>>copyShift) & (MaxCopies - 1) }

// Face returns the tile without its copy number.
func (t Tile) Face() Face { return t & faceMask }

// IsJoker reports whether the tile is a joker of any kind.
func (t Tile) IsJoker() bool {
	k := t.Kind()
	return k >= Joker && k <= MirrorJoker
}

// String returns the tile's code as FORMATS.md writes it: "R7", "*", "*D", "A".
func (t Tile) String() string {
	switch t.Kind() {
	case Number:
		return fmt.Sprintf("%c%d", t.Color().Letter(), t.Number())
	case Joker:
		return "*"
	case DoubleJoker:
		return "*D"
	case ColorJoker:
		return "*C"
	case MirrorJoker:
		return "*M"
	case Letter:
		return string(rune(t.Letter()))
	case NoKind:
		return "."
	}
	return "?"
}

// Name returns the tile as a player would say it: "red 7", "joker".
func (t Tile) Name() string {
	switch t.Kind() {
	case Number:
		return fmt.Sprintf("%s %d", t.Color(), t.Number())
	case Joker:
		return "joker"
	case DoubleJoker:
		return "double joker"
	case ColorJoker:
		return "colour-change joker"
	case MirrorJoker:
		return "mirror joker"
	case Letter:
		return string(rune(t.Letter()))
	}
	return "no tile"
}

// ParseTile reads one tile code without a joker annotation: "R7", "Y12"
// (yellow is read as orange), "*", "*D", "*C", "*M", or a letter "A".
// The result has copy 0.
func ParseTile(code string) (Tile, error) {
	switch code {
	case "*":
		return JokerTile(Joker), nil
	case "*D":
		return JokerTile(DoubleJoker), nil
	case "*C":
		return JokerTile(ColorJoker), nil
	case "*M":
		return JokerTile(MirrorJoker), nil
	}
	if len(code) == 1 && code[0] >= 'A' && code[0] <= 'Z' {
		return LetterTile(code[0]), nil
	}
	if len(code) < 2 || len(code) > 3 {
		return 0, fmt.Errorf("unknown tile code %q", code)
	}
	c := strings.IndexByte(colorLetters, code[0])
	if code[0] == 'Y' {
		c = int(Orange)
	}
	if c < 0 {
		return 0, fmt.Errorf("unknown tile code %q: colour must be K, R, B or O", code)
	}
	n := 0
	for _, d := range code[1:] {
		if d < '0' || d > '9' {
			return 0, fmt.Errorf("unknown tile code %q", code)
		}
		n = n*10 + int(d-'0')
	}
	if code[1] == '0' || n < 1 || n > MaxNumber {
		return 0, fmt.Errorf("unknown tile code %q: numbers run from 1 to %d", code, MaxNumber)
	}
	return NumberTile(Color(c), n), nil
}

// Pin is what a joker on the table was declared to stand for: one face, or
// two for a Twist double joker. The zero Pin declares nothing.
type Pin [2]Face

// IsZero reports whether the pin declares nothing.
func (p Pin) IsZero() bool { return p[0] == 0 }

// String writes the pin as the part of a code after the colon: "R5", "R3R4".
func (p Pin) String() string {
	if p[1] != 0 {
		return p[0].String() + p[1].String()
	}
	return p[0].String()
}

// ParseCode reads a tile code with an optional joker annotation after a
// colon ("*:R5", "*D:R3R4", "*:A") and returns the tile and its pin.
func ParseCode(code string) (Tile, Pin, error) {
	base, ann, hasAnn := strings.Cut(code, ":")
	t, err := ParseTile(base)
	if err != nil {
		return 0, Pin{}, err
	}
	if !hasAnn {
		return t, Pin{}, nil
	}
	if !t.IsJoker() {
		return 0, Pin{}, fmt.Errorf("tile code %q: only a joker may say what it stands for", code)
	}
	var pin Pin
	faces := splitFaces(ann)
	if len(faces) == 0 || len(faces) > 2 || (len(faces) == 2 && t.Kind() != DoubleJoker) {
		return 0, Pin{}, fmt.Errorf("tile code %q: cannot read what the joker stands for", code)
	}
	for i, f := range faces {
		ft, err := ParseTile(f)
		if err != nil || ft.IsJoker() {
			return 0, Pin{}, fmt.Errorf("tile code %q: a joker stands for a number or letter tile", code)
		}
		pin[i] = ft
	}
	return t, pin, nil
}

// splitFaces cuts "R3R4" into "R3", "R4" and "A" into "A".
func splitFaces(s string) []string {
	var out []string
	for len(s) > 0 {
		n := 1
		if s[0] >= 'A' && s[0] <= 'Z' && strings.IndexByte(colorLetters+"Y", s[0]) >= 0 {
			for n < len(s) && n < 3 && s[n] >= '0' && s[n] <= '9' {
				n++
			}
		}
		out = append(out, s[:n])
		s = s[n:]
	}
	return out
}

// Codes writes tiles as space-separated codes, as reasons quote them.
func Codes(tiles []Tile) string {
	var b strings.Builder
	for i, t := range tiles {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(t.String())
	}
	return b.String()
}
