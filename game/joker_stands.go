package game

// What a joker on the table stands for, as the rule on freeing it reads it
// (RULES-NOTES, "Freeing a joker"): the referee and the solver both ask
// JokerStands and SameStand, so that they judge a joker alike.

// JokerStands lists every reading of the joker at index i of a valid set
// that the rule on freeing it accepts as "the tile it stands for":
//   - a joker in a group of three: either missing colour (Meld.Open), and
//     in Word any letter;
//   - a colour-change joker stands for one number (RULES-NOTES, "Twist"):
//     its number in every colour (SameStand compares only the number);
//   - in a set holding one of Twist's special jokers, a joker whose colour
//     no tile of the set fixes (beside a colour-change joker with no
//     number tile on its side, a mirror joker in a mirrored group, a double
//     and a regular joker sharing a group's missing colours): every
//     colouring of its numbers that leaves the set valid when the joker is
//     declared so;
//   - otherwise what Meld.Stands says.
//
// sets judges the recoloured readings; s must be valid and i a joker's
// index.
func JokerStands(sets SetChecker, s JudgedSet, i int) []Pin {
	t := s.Tiles[i]
	if t.Kind() == Joker && len(s.Open) > 1 {
		out := make([]Pin, len(s.Open))
		for k, f := range s.Open {
			out[k] = Pin{f}
		}
		return out
	}
	stands := s.Stands[i]
	if t.Kind() == ColorJoker {
		n := stands[0].Number()
		out := make([]Pin, NumColors)
		for c := range Color(NumColors) {
			out[c] = Pin{NumberTile(c, n)}
		}
		return out
	}
	out := []Pin{stands}
	if sets == nil || !holdsSpecialJoker(s.Tiles) || stands[0].Kind() != Number {
		return out
	}
	for _, p := range recolourings(stands) {
		if samePinFaces(p, stands) {
			continue
		}
		declared := Set{Tiles: s.Tiles, Pins: make([]Pin, len(s.Tiles))}
		copy(declared.Pins, s.Pins)
		declared.Pins[i] = p
		if _, why := sets.Check(declared); why == "" {
			out = append(out, p)
		}
	}
	return out
}

// SameStand reports whether a joker of kind k that stands for a stands
// for b too: the same faces, or for a colour-change joker the same number.
func SameStand(k Kind, a, b Pin) bool {
	if k == ColorJoker {
		return a[0].Number() == b[0].Number()
	}
	return samePinFaces(a, b)
}

// samePinFaces reports whether two pins name the same faces in order.
func samePinFaces(a, b Pin) bool { return a[0].Face() == b[0].Face() && a[1].Face() == b[1].Face() }

// holdsSpecialJoker reports whether tiles hold one of Twist's special
// jokers: only there can a joker's colour be left open outside a group of
// three.
func holdsSpecialJoker(tiles []Tile) bool {
	for _, t := range tiles {
		switch t.Kind() {
		case DoubleJoker, ColorJoker, MirrorJoker:
			return true
		}
	}
	return false
}

// recolourings lists a pin's faces in every colouring: one face in each
// colour, or a double's two faces in each pair of colours.
func recolourings(p Pin) []Pin {
	var out []Pin
	for c := range Color(NumColors) {
		first := NumberTile(c, p[0].Number())
		if p[1] == 0 {
			out = append(out, Pin{first})
			continue
		}
		for d := range Color(NumColors) {
			out = append(out, Pin{first, NumberTile(d, p[1].Number())})
		}
	}
	return out
}
