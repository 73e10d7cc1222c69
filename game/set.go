package game

// Set is one set on the table: a horizontal line of tiles read left to right.
type Set struct {
	// Tiles are the set's tiles, left to right.
	Tiles []Tile
	// Pins say what jokers were declared to stand for: nil, or one entry per
	// tile with the zero Pin where nothing was declared.
	Pins []Pin
}

// PinAt returns the pin declared for the tile at index i, or the zero Pin.
func (s Set) PinAt(i int) Pin {
	if i < len(s.Pins) {
		return s.Pins[i]
	}
	return Pin{}
}

// MeldKind says what sort of set a valid set is.
type MeldKind uint8

// The kinds of valid set.
const (
	NotAMeld MeldKind = iota
	Group             // three or four tiles of one number in distinct colours
	Run               // three or more consecutive numbers of one colour
	Word              // Word Rummikub: a word of the dictionary
	Mirrored          // Twist: tiles mirrored around a mirror joker
)

// String names the kind as a player would.
func (k MeldKind) String() string {
	switch k {
	case Group:
		return "group"
	case Run:
		return "run"
	case Word:
		return "word"
	case Mirrored:
		return "mirrored set"
	}
	return "not a set"
}

// Meld is what the rules make of a valid set.
type Meld struct {
	// Kind is the sort of set.
	Kind MeldKind
	// Value counts towards an initial meld: the sum of the numbers the tiles
	// stand for (jokers count what they stand for).
	Value int
	// Stands says what each tile stands for, one entry per tile: a number or
	// letter tile stands for itself, a joker for the face(s) its place
	// implies. A joker in a group of three stands for one missing colour;
	// Open gives all of them.
	Stands []Pin
	// Open lists, for a joker in a group of three, every face that may take
	// its place (the missing colours). Nil for other sets.
	Open []Face
}

// SetChecker judges single sets for a variant.
type SetChecker interface {
	// Check says whether the tiles, in order, make a valid set, honouring
	// the pins declared for jokers. A valid set gives its Meld; an invalid
	// one gives the reason in a player's words, phrased to follow the set's
	// name ("is neither a group nor a run").
	Check(s Set) (Meld, string)
}
