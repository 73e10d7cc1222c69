package game

import "slices"

// What a joker on the table stands for, as the rule on freeing it reads it
// (RULES-NOTES, "Freeing a joker"): the referee and the solver both ask
// JokerStands and SameStand, so that they judge a joker alike.

// JokerStands lists every reading of the joker at index i of a valid set
// that the rule on freeing it accepts as "the tile it stands for":
//   - what Meld.Stands says;
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
//   - in a mirrored set whose side reads as the start of a run and of a
//     group (`R5 *M R5`, `* R5 *M R5 *`): what it stands for in each;
//   - in a set of one number tile and jokers, which reads as a run or as a
//     group (`* * R7`: a group of 7s, or R5 R6 R7; `*D * O10`), what the
//     joker stands for in every reading with a regular joker of the set
//     declared as some face.
//
// A joker declared to stand for a tile (Set.Pins: in the game only Word's
// letters are declared; the command line and the solver's answers declare
// number jokers too) stands for that tile, and for the missing colours of
// a group of three; a declared joker is never read anew. sets judges the
// other readings (nil: none); s must be valid and i a joker's index.
func JokerStands(sets SetChecker, s JudgedSet, i int) []Pin {
	t := s.Tiles[i]
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
	add := func(p Pin) {
		if !slices.ContainsFunc(out, func(q Pin) bool { return samePinFaces(p, q) }) {
			out = append(out, p)
		}
	}
	if t.Kind() == Joker {
		for _, f := range s.Open {
			add(Pin{f})
		}
	}
	if sets == nil || stands[0].Kind() != Number {
		return out
	}
	// read adds what the joker stands for in the set with the joker at j
	// declared as p, if that leaves the set valid.
	read := func(j int, p Pin) {
		if !s.PinAt(j).IsZero() {
			return // a declared joker stands for what it was declared
		}
		if m, why := sets.Check(declaredAs(s.Set, j, p)); why == "" {
			add(m.Stands[i])
		}
	}
	if s.Kind == Mirrored {
		// A side that reads as a run and as a group (`R5 *M R5`,
		// `* R5 *M R5 *`): each joker stands for what it stands for in
		// either, the mirror declared as the run's next number or as a
		// missing colour.
		for _, p := range mirrorReadings(s) {
			read(p.at, Pin{p.face})
		}
	}
	if numberTiles(s.Tiles) == 1 {
		// Each regular joker declared as each face: the set read as a run
		// or as a group (`*D * O10`: a group of 10s, or O7O8 O9 O10).
		for j, u := range s.Tiles {
			if u.Kind() != Joker {
				continue
			}
			for c := range Color(NumColors) {
				for n := 1; n <= MaxNumber; n++ {
					read(j, Pin{NumberTile(c, n)})
				}
			}
		}
	}
	if holdsSpecialJoker(s.Tiles) {
		// Every reading so far in every colouring that leaves the set
		// valid: a group side of a mirrored set read with the mirror
		// declared gives its joker the first colour free only (`B4 * *M
		// * B4`: the red or black 4, and the orange 4 as well).
		for k := 0; k < len(out); k++ {
			for _, p := range recolourings(out[k]) {
				read(i, p)
			}
		}
	}
	return out
}

// StillStands reports whether a joker of kind k that stood for one of
// before (its JokerStands) stands for one of them at index i of the valid
// set after, in any reading of that set: as it is read, or, if it is not
// declared there, declared as one of before while the set stays valid
// (`R5 B5 K5 *` shortened to `R5 B5 *` leaves its joker standing for the
// orange 5, one of the two missing colours; `R8 K8 * *` shortened to
// `R8 * *`, read as a run, still has its jokers read as a group).
//
// table holds the jokers on the table before the turn: a joker of after
// that none of them can be kept as (TableJokers.MayKeep) came from a rack
// or was freed, stands for nothing the rule follows, and may be read anew
// (`O3 *M O3` extended with two rack jokers to `O3 * *M * O3`, a mirrored
// group of 3s whose mirror still stands for a 3, though the set alone
// reads as a run); the other jokers must stand for what they stood for
// (othersRead). A nil table holds every joker to what it stands for.
func StillStands(sets SetChecker, k Kind, before []Pin, after JudgedSet, i int, table *TableJokers) bool {
	for _, f := range before {
		if SameStand(k, after.Stands[i], f) {
			return true
		}
		// a joker in a group of three stands for either missing colour
		if k == Joker && slices.ContainsFunc(after.Open, func(o Face) bool { return o.Face() == f[0].Face() && f[1] == 0 }) {
			return true
		}
	}
	if sets == nil || !after.PinAt(i).IsZero() {
		return false // a declared joker stands for what it was declared
	}
	whole := ReadsWhole(after.Tiles)
	for _, f := range before {
		if m, why := sets.Check(declaredAs(after.Set, i, f)); why == "" && SameStand(k, m.Stands[i], f) && (whole || othersRead(after, m, i, table)) {
			return true
		}
	}
	return false
}

// Readings lists the readings of a valid set, beside the checker's own
// (s.Meld), that the rule on freeing a joker accepts (StillStands): each
// undeclared joker declared as one of its JokerStands, the set staying
// valid and its other jokers that a table joker may be kept as (table,
// StillStands) standing for what they stood for (in a set read as a
// whole, ReadsWhole, read anew with it). The exhaustive search of the
// tests lists each as a set of its own, declared.
func Readings(sets SetChecker, s JudgedSet, table *TableJokers) []Meld {
	var out []Meld
	whole := ReadsWhole(s.Tiles)
	for i, t := range s.Tiles {
		if !t.IsJoker() || !s.PinAt(i).IsZero() {
			continue
		}
		for _, p := range JokerStands(sets, s, i) {
			m, why := sets.Check(declaredAs(s.Set, i, p))
			if why != "" || !(whole || othersRead(s, m, i, table)) {
				continue
			}
			if !slices.ContainsFunc(out, func(o Meld) bool { return slices.Equal(o.Stands, m.Stands) }) &&
				!slices.Equal(m.Stands, s.Stands) {
				out = append(out, m)
			}
		}
	}
	return out
}

// declaredAs returns a set with the joker at i declared as p, the other
// jokers' declarations kept.
func declaredAs(s Set, i int, p Pin) Set {
	d := Set{Tiles: s.Tiles, Pins: make([]Pin, len(s.Tiles))}
	copy(d.Pins, s.Pins)
	d.Pins[i] = p
	return d
}

// ReadsWhole reports whether a set of these tiles is read as a whole when
// one of its jokers is read anew: one number tile and regular or double
// jokers read as a run or as a group (its jokers any missing colours), so
// its other jokers may be read anew with that one (`*D K6 *` split from
// `*D K6 * K8 K9` reads as the run K4K5 K6 K7, each joker standing for
// what it stood for, though the checker reads it as a group). In other
// sets a joker read anew must leave the others as they are (othersRead).
func ReadsWhole(tiles []Tile) bool {
	if numberTiles(tiles) != 1 {
		return false
	}
	for _, t := range tiles {
		if t.Kind() == ColorJoker || t.Kind() == MirrorJoker {
			return false
		}
	}
	return true
}

// othersRead reports whether the jokers of a set other than the one at i
// stand in m for what they stand for in s: a joker read anew must not
// change what the set's other jokers stand for, which the rule judges on
// their own (two jokers of `* R12 * O12` cannot both stand for the black
// 12). What a joker stands for is compared as SameStand compares it: a
// colour-change joker's number only (`* *C O6 O7` read anew with its joker
// blue reads its colour-change joker blue too). Jokers no table joker may
// be kept as came from a rack or were freed (StillStands) and may be read
// anew.
func othersRead(s JudgedSet, m Meld, i int, table *TableJokers) bool {
	for j, t := range s.Tiles {
		if j != i && t.IsJoker() && !SameStand(t.Kind(), s.Stands[j], m.Stands[j]) && table.MayKeep(s.Tiles, j) {
			return false
		}
	}
	return true
}

// SameStand reports whether a joker of kind k that stands for a stands
// for b too: the same faces, for a double joker in either order (in a
// group it stands for the two missing colours, an unordered pair; in a run
// only one order is valid), or for a colour-change joker the same number.
func SameStand(k Kind, a, b Pin) bool {
	switch k {
	case ColorJoker:
		return a[0].Number() == b[0].Number()
	case DoubleJoker:
		return samePinFaces(a, b) || samePinFaces(a, Pin{b[1], b[0]})
	}
	return samePinFaces(a, b)
}

// KeepsJokers reports whether the valid set after, holding the tiles of
// the valid set before (only their order and what its jokers are declared
// to stand for may differ), keeps every joker of before standing for its
// tile: the set was left as it was. Its jokers are paired with before's
// by kind: in the same places when the tiles are in the same order, else
// in every way (a group's tiles reordered, `O12 * *D` after `* O12 *D`:
// a group reads the same in any order). A pairing keeps them when after,
// its undeclared jokers declared as their partners stood in before, is
// valid (`R5 *:K5 *M:B5 *:K5 R5` left as `R5 * *M * R5`, which alone reads
// as the run R5 R6 R7), or when every joker of after stands for number
// tiles of the numbers its partner stood for: a colour that no tile of the
// set fixes is no tile the joker was freed from (`O12 *:B12 *M:R12 *:B12
// O12` declared anew as `O12 *:R12 *M:B12 *:R12 O12`). sets judges the
// declared reading (nil: only the second test).
func KeepsJokers(sets SetChecker, before, after JudgedSet) bool {
	if len(before.Stands) != len(before.Tiles) || len(after.Stands) != len(after.Tiles) {
		return false
	}
	if SameTiles(before.Tiles, after.Tiles) {
		from := make([]int, len(after.Tiles))
		for i := range from {
			from[i] = i
		}
		return keepsPaired(sets, before, after, from)
	}
	if !sameBag(before.Tiles, after.Tiles) {
		return false
	}
	kept := false
	eachPairing(before.Tiles, after.Tiles, func(from []int) bool {
		kept = keepsPaired(sets, before, after, from)
		return kept
	})
	return kept
}

// keepsPaired is KeepsJokers for one pairing: from[i] is the index in
// before of the tile at i in after (the same face, a joker of the same
// kind).
func keepsPaired(sets SetChecker, before, after JudgedSet, from []int) bool {
	sameNumbers := true
	for i, t := range after.Tiles {
		if t.IsJoker() && !sameNumberPins(before.Stands[from[i]], after.Stands[i]) {
			sameNumbers = false
		}
	}
	if sameNumbers {
		return true
	}
	if sets == nil {
		return false
	}
	d := Set{Tiles: after.Tiles, Pins: make([]Pin, len(after.Tiles))}
	for i, t := range after.Tiles {
		switch {
		case !t.IsJoker():
		case !after.PinAt(i).IsZero():
			d.Pins[i] = after.PinAt(i)
		default:
			d.Pins[i] = before.Stands[from[i]]
		}
	}
	m, why := sets.Check(d)
	if why != "" {
		return false
	}
	for i, t := range after.Tiles {
		b := before.Stands[from[i]]
		if t.IsJoker() && !SameStand(t.Kind(), m.Stands[i], b) && !sameNumberPins(m.Stands[i], b) {
			return false
		}
	}
	return true
}

// sameBag reports whether two lists hold the same tiles by face, in any
// order.
func sameBag(a, b []Tile) bool {
	if len(a) != len(b) {
		return false
	}
	count := map[Face]int{}
	for _, t := range a {
		count[t.Face()]++
	}
	for _, t := range b {
		if count[t.Face()]--; count[t.Face()] < 0 {
			return false
		}
	}
	return true
}

// eachPairing calls f with every pairing of the tiles of after with the
// tiles of before of the same face (from[i]: the index in before of the
// tile at i in after) until f returns true. A box holds at most two tiles
// of a face, so the pairings are few.
func eachPairing(before, after []Tile, f func(from []int) bool) {
	from := make([]int, len(after))
	used := make([]bool, len(before))
	var pair func(i int) bool
	pair = func(i int) bool {
		if i == len(after) {
			return f(from)
		}
		for j, t := range before {
			if used[j] || t.Face() != after[i].Face() {
				continue
			}
			used[j], from[i] = true, j
			if pair(i + 1) {
				return true
			}
			used[j] = false
		}
		return false
	}
	pair(0)
}

// SameTiles reports whether two sets hold the same tiles, by face, in the
// same order.
func SameTiles(a, b []Tile) bool {
	return slices.EqualFunc(a, b, func(x, y Tile) bool { return x.Face() == y.Face() })
}

// sameNumberPins reports whether two pins name number tiles of the same
// numbers, in the same order, whatever their colours.
func sameNumberPins(a, b Pin) bool {
	for k := range a {
		if (a[k] == 0) != (b[k] == 0) {
			return false
		}
		if a[k] == 0 {
			continue
		}
		if a[k].Kind() != Number || b[k].Kind() != Number || a[k].Number() != b[k].Number() {
			return false
		}
	}
	return true
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

// numberTiles counts the number tiles among tiles.
func numberTiles(tiles []Tile) int {
	n := 0
	for _, t := range tiles {
		if t.Kind() == Number {
			n++
		}
	}
	return n
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

// mirrorPin is a declaration of a mirrored set's mirror joker: its index
// and a face.
type mirrorPin struct {
	at   int
	face Face
}

// mirrorReadings lists the declarations of an undeclared mirror joker that
// may read a mirrored set another way: when its number tiles all show one
// face (`* R5 *M R5 *`), the side reads as a run of that colour (the
// mirror a later number) or as a group of that number (the mirror another
// colour). Other sets read one way only: none.
func mirrorReadings(s JudgedSet) []mirrorPin {
	mi := slices.IndexFunc(s.Tiles, func(t Tile) bool { return t.Kind() == MirrorJoker })
	if mi < 0 || !s.PinAt(mi).IsZero() {
		return nil
	}
	var face Face
	for _, t := range s.Tiles {
		if t.Kind() != Number {
			continue
		}
		if face != 0 && t.Face() != face {
			return nil
		}
		face = t.Face()
	}
	if face == 0 {
		return nil
	}
	var out []mirrorPin
	for n := face.Number() + 1; n <= MaxNumber; n++ {
		out = append(out, mirrorPin{mi, NumberTile(face.Color(), n)})
	}
	for c := range Color(NumColors) {
		if c != face.Color() {
			out = append(out, mirrorPin{mi, NumberTile(c, face.Number())})
		}
	}
	return out
}
