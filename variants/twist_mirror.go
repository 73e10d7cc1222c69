package variants

import (
	"fmt"

	"rummikub/game"
)

// checkMirrored judges a Twist set holding one mirror joker: the tiles after
// it mirror the tiles before it, tile by tile (a tile and its mirror stand
// for the same face, a double joker mirrors a double joker), and the side
// before it, read left to right with a double joker as its two numbers or
// colours, is the start of a run (the mirror stands for the next number, at
// most 13) or of a group (at most 3 colours; the mirror stands for a missing
// colour). Its value is twice its side's; the mirror counts 0. A side that
// reads both ways (`*D R5`, `R5`) takes the reading its declared jokers
// allow, and of two the one worth more, the run on a tie.
func checkMirrored(s game.Set) (game.Meld, string) {
	m := 0
	for i, t := range s.Tiles {
		if t.Kind() == game.MirrorJoker {
			m = i
		}
	}
	left, right := m, len(s.Tiles)-m-1
	if left == 0 || right == 0 {
		return game.Meld{}, "has its mirror joker at an end: a mirror joker needs tiles on both sides"
	}
	if left != right {
		return game.Meld{}, fmt.Sprintf("has %d tiles before its mirror joker and %d after: the sides must mirror each other", left, right)
	}
	// The side's slots, from the tiles before the mirror and their mirrors.
	type slot struct {
		face game.Face // known face, or 0
		pin  game.Face // a joker's declared face, or 0
	}
	var slots []slot
	for i := range left {
		a, ai := s.Tiles[i], i
		b, bi := s.Tiles[len(s.Tiles)-1-i], len(s.Tiles)-1-i
		ad, bd := a.Kind() == game.DoubleJoker, b.Kind() == game.DoubleJoker
		if ad != bd {
			return game.Meld{}, fmt.Sprintf("is not the same on both sides of its mirror joker: %s mirrors %s", a, b)
		}
		if ad {
			pa, pb := s.PinAt(ai), s.PinAt(bi)
			if !pa.IsZero() && !pb.IsZero() && !samePin(pa, pb) {
				return game.Meld{}, fmt.Sprintf("is not the same on both sides of its mirror joker: %s mirrors %s", pinCode(a, pa), pinCode(b, pb))
			}
			p := pa
			if p.IsZero() {
				p = pb
			}
			slots = append(slots, slot{pin: p[0]}, slot{pin: p[1]})
			continue
		}
		var sl slot
		for _, x := range []struct {
			t game.Tile
			i int
		}{{a, ai}, {b, bi}} {
			f := x.t.Face()
			if x.t.Kind() == game.Joker {
				f = s.PinAt(x.i)[0]
			}
			if f == 0 {
				continue
			}
			if sl.face != 0 && sl.face != f {
				return game.Meld{}, fmt.Sprintf("is not the same on both sides of its mirror joker: %s mirrors %s", pinCode(a, s.PinAt(ai)), pinCode(b, s.PinAt(bi)))
			}
			sl.face = f
		}
		slots = append(slots, sl)
	}
	faces := make([]game.Face, len(slots))
	for i, sl := range slots {
		faces[i] = sl.face
		if faces[i] == 0 {
			faces[i] = sl.pin
		}
	}
	// The run reading and the group reading (a side of one face may be
	// either): the one its declared jokers allow, worth more, the run on
	// a tie.
	var best game.Meld
	why := "has, before its mirror joker, neither the start of a run nor the start of a group"
	found, refused := false, false
	try := func(side []game.Face, mirror game.Face) {
		meld, reason := mirrorReading(s, side, mirror, m)
		switch {
		case reason != "":
			if !refused {
				why, refused = reason, true // the first reading's reason
			}
		case !found || meld.Value > best.Value:
			best, found = meld, true
		}
	}
	if r, f, ok := mirrorRunSide(faces); ok {
		try(r, f)
	}
	if g, f, ok := mirrorGroupSide(faces, s.PinAt(m)[0]); ok {
		try(g, f)
	}
	if !found {
		return game.Meld{}, why
	}
	return best, ""
}

// mirrorReading is a mirrored set read with its side's faces and the face
// its mirror joker (at index m) stands for: what each tile stands for and
// the set's value (twice its side's; the mirror counts 0), or why a joker
// declared as something else refuses it.
func mirrorReading(s game.Set, side []game.Face, mirror game.Face, m int) (game.Meld, string) {
	// Each tile stands for its slots; its mirror for the same.
	stands := make([]game.Pin, len(s.Tiles))
	value, k := 0, 0
	for i := range m {
		var p game.Pin
		if s.Tiles[i].Kind() == game.DoubleJoker {
			p = game.Pin{side[k], side[k+1]}
			k += 2
		} else {
			p = game.Pin{side[k]}
			k++
		}
		for _, f := range p {
			value += 2 * f.Number()
		}
		stands[i], stands[len(s.Tiles)-1-i] = p, p
	}
	stands[m] = game.Pin{mirror}
	for i, t := range s.Tiles {
		if p := s.PinAt(i); t.IsJoker() && !p.IsZero() && !samePin(p, stands[i]) {
			return game.Meld{}, fmt.Sprintf("has a %s declared as %s where it stands for %s", t.Name(), p, stands[i])
		}
	}
	return game.Meld{Kind: game.Mirrored, Value: value, Stands: stands}, ""
}

// pinCode writes a tile with what it was declared to stand for.
func pinCode(t game.Tile, p game.Pin) string {
	if p.IsZero() {
		return t.String()
	}
	return t.String() + ":" + p.String()
}

// mirrorRunSide reads a mirror's side as the start of a run: known faces
// (0 where a joker says nothing) in one colour, consecutive and ascending.
// It returns every slot's face and the face the mirror stands for.
func mirrorRunSide(faces []game.Face) ([]game.Face, game.Face, bool) {
	start, col, found := 0, game.Color(0), false
	for j, f := range faces {
		if f == 0 {
			continue
		}
		if !found {
			start, col, found = f.Number()-j, f.Color(), true
			continue
		}
		if f.Color() != col || f.Number() != start+j {
			return nil, 0, false
		}
	}
	if !found || start < 1 || start+len(faces) > game.MaxNumber {
		return nil, 0, false
	}
	out := make([]game.Face, len(faces))
	for j := range out {
		out[j] = game.NumberTile(col, start+j)
	}
	return out, game.NumberTile(col, start+len(faces)), true
}

// mirrorGroupSide reads a mirror's side as the start of a group: one
// number, at most 3 distinct colours, so that the mirror stands for a
// missing colour: the one it was declared as (declared, 0 if none) if
// that one is missing, or else the first. Slots no tile names take the
// first free colours.
func mirrorGroupSide(faces []game.Face, declared game.Face) ([]game.Face, game.Face, bool) {
	if len(faces) > game.NumColors-1 {
		return nil, 0, false
	}
	num := 0
	var used uint8
	for _, f := range faces {
		if f == 0 {
			continue
		}
		bit := uint8(1) << f.Color()
		if (num != 0 && f.Number() != num) || used&bit != 0 {
			return nil, 0, false
		}
		num, used = f.Number(), used|bit
	}
	if num == 0 {
		return nil, 0, false
	}
	next := func() game.Face {
		c := game.Color(0)
		for used&(1<<c) != 0 {
			c++
		}
		used |= 1 << c
		return game.NumberTile(c, num)
	}
	var mirror game.Face
	if bit := uint8(1) << declared.Color(); declared != 0 && declared.Number() == num && used&bit == 0 {
		mirror, used = declared, used|bit
	}
	out := make([]game.Face, len(faces))
	for j, f := range faces {
		if f != 0 {
			out[j] = f
		}
	}
	for j := range out {
		if out[j] == 0 {
			out[j] = next()
		}
	}
	if mirror == 0 {
		mirror = next()
	}
	return out, mirror, true
}
