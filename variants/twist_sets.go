package variants

import "rummikub/game"

// twistSets is the game.SetChecker of Rummikub Twist (the 2017 rules, as
// RULES-NOTES reads them). A set without special jokers is judged exactly
// as in the classic rules (numberSets). With special jokers:
//   - a double joker (*D) fills two consecutive numbers of a run, or two
//     missing colours of a group (so a group holding one has 4 colours from
//     3 physical tiles); never a number outside 1..13;
//   - a colour-change joker (*C) stands in a run only, for one number; the
//     tiles before it share one colour and the tiles after it another. It
//     may stand first or last; a set holds at most one;
//   - a mirror joker (*M): at most one a set; the tiles after it mirror the
//     tiles before it, tile by tile, and the side before it is the start of
//     a run (the mirror stands for the next number) or of a group (the
//     mirror stands for a missing colour); it counts 0;
//   - every set has at least 3 physical tiles and at least one number tile.
//
// Jokers honour the pins declared for them (`*D:R3R4`).
type twistSets struct{}

// Check judges one set of Twist.
func (twistSets) Check(s game.Set) (game.Meld, string) {
	c := countKinds(s.Tiles)
	if c.special() == 0 {
		return numberSets{}.Check(s)
	}
	if why := c.basics(s); why != "" {
		return game.Meld{}, why
	}
	if c.mirrors == 1 {
		return checkMirrored(s)
	}
	run, runWhy := twistRun(s, c)
	group, groupWhy := twistGroup(s, c)
	switch {
	case runWhy == "" && groupWhy == "":
		if group.Value > run.Value {
			return group, ""
		}
		return run, ""
	case runWhy == "":
		return run, ""
	case groupWhy == "":
		return group, ""
	}
	return game.Meld{}, explainTwist(s, c, runWhy, groupWhy)
}

// kindCount counts the tiles of a set by kind.
type kindCount struct {
	reals, jokers, doubles, colours, mirrors int
	foreign                                  int // index of a tile of another game, or -1
}

func countKinds(tiles []game.Tile) kindCount {
	c := kindCount{foreign: -1}
	for i, t := range tiles {
		switch t.Kind() {
		case game.Number:
			c.reals++
		case game.Joker:
			c.jokers++
		case game.DoubleJoker:
			c.doubles++
		case game.ColorJoker:
			c.colours++
		case game.MirrorJoker:
			c.mirrors++
		default:
			if c.foreign < 0 {
				c.foreign = i
			}
		}
	}
	return c
}

// special counts the special jokers.
func (c kindCount) special() int { return c.doubles + c.colours + c.mirrors }

// basics checks what every Twist set needs, whatever its kind.
func (c kindCount) basics(s game.Set) string {
	switch {
	case c.foreign >= 0:
		return "has a tile that is not part of this game"
	case len(s.Tiles) < 3:
		return "has fewer than 3 tiles: even with a double joker a set needs 3 tiles"
	case c.reals == 0:
		return "has only jokers: a set needs at least one number tile"
	case c.mirrors > 1:
		return "has two mirror jokers: a set holds at most one"
	case c.colours > 1:
		return "has two colour-change jokers: a set holds at most one"
	case c.mirrors == 1 && c.colours == 1:
		return "has a colour-change joker beside a mirror joker: a colour-change joker belongs in runs only"
	}
	for i, t := range s.Tiles {
		p := s.PinAt(i)
		if p.IsZero() || !t.IsJoker() {
			continue
		}
		if p[0].Kind() != game.Number || (p[1] != 0) != (t.Kind() == game.DoubleJoker) || (p[1] != 0 && p[1].Kind() != game.Number) {
			if t.Kind() == game.DoubleJoker {
				return "has a double joker declared as " + p.String() + ": a double joker stands for two number tiles"
			}
			return "has a " + t.Name() + " declared as " + p.String() + ": it stands for one number tile"
		}
	}
	return ""
}

// width is how many numbers of a run a tile fills.
func width(t game.Tile) int {
	if t.Kind() == game.DoubleJoker {
		return 2
	}
	return 1
}

// twistRun reads a set with special jokers (but no mirror) as a run.
func twistRun(s game.Set, c kindCount) (game.Meld, string) {
	cut := -1 // index of the colour-change joker
	start, pos := 0, 0
	found := false
	for i, t := range s.Tiles {
		if t.Kind() == game.ColorJoker {
			cut = i
		}
		if t.Kind() == game.Number && !found {
			start, found = t.Number()-pos, true
		}
		pos += width(t)
	}
	total := pos
	pos = 0
	for _, t := range s.Tiles {
		if t.Kind() == game.Number && t.Number() != start+pos {
			return game.Meld{}, "run order"
		}
		pos += width(t)
	}
	if start < 1 {
		return game.Meld{}, "run below 1"
	}
	if start+total-1 > game.MaxNumber {
		return game.Meld{}, "run past 13"
	}
	// The colours of the part before the cut and the part after it (the
	// whole run when there is no colour-change joker).
	lo, hi := s.Tiles, []game.Tile(nil)
	if cut >= 0 {
		lo, hi = s.Tiles[:cut], s.Tiles[cut+1:]
	}
	ca, okA := segmentColour(s, lo, 0)
	if !okA {
		return game.Meld{}, "run colours"
	}
	cb := 0
	if cut >= 0 {
		var okB bool
		cb, okB = segmentColour(s, hi, cut+1)
		if !okB {
			return game.Meld{}, "run colours"
		}
		ca, cb = pickColours(ca, cb)
		if ca == cb {
			return game.Meld{}, "same colour"
		}
	} else if ca < 0 {
		ca = 0
	}
	stands := make([]game.Pin, len(s.Tiles))
	pos = 0
	value := 0
	for i, t := range s.Tiles {
		col := ca
		if cut >= 0 && i > cut {
			col = cb
		}
		n := start + pos
		switch {
		case t.Kind() == game.DoubleJoker:
			stands[i] = game.Pin{game.NumberTile(game.Color(col), n), game.NumberTile(game.Color(col), n+1)}
			value += 2*n + 1
		case i == cut && cut == 0 && len(s.Tiles) > 1:
			stands[i] = game.Pin{game.NumberTile(game.Color(cb), n)} // standing first: the colour after it
			value += n
		default:
			stands[i] = game.Pin{game.NumberTile(game.Color(col), n)}
			value += n
		}
		if p := s.PinAt(i); t.IsJoker() && !p.IsZero() && !samePin(p, stands[i]) {
			return game.Meld{}, "run pin"
		}
		pos += width(t)
	}
	return game.Meld{Kind: game.Run, Value: value, Stands: stands}, ""
}

// segmentColour returns the colour the tiles of one part of a run share:
// that of its number tiles, or of its jokers' pins, or -1 when nothing
// says; ok is false when they disagree. first is the index of the part's
// first tile in the set.
func segmentColour(s game.Set, part []game.Tile, first int) (int, bool) {
	col := -1
	set := func(c game.Color) bool {
		if col >= 0 && col != int(c) {
			return false
		}
		col = int(c)
		return true
	}
	for i, t := range part {
		switch {
		case t.Kind() == game.Number:
			if !set(t.Color()) {
				return 0, false
			}
		case t.IsJoker() && t.Kind() != game.ColorJoker:
			if p := s.PinAt(first + i); !p.IsZero() {
				if !set(p[0].Color()) || (p[1] != 0 && p[1].Color() != p[0].Color()) {
					return 0, false
				}
			}
		}
	}
	return col, true
}

// pickColours settles the colours before and after a colour-change joker
// when a part has no tile that says (-1): the first colour the other part
// does not have.
func pickColours(a, b int) (int, int) {
	if a < 0 {
		a = 0
		if b == 0 {
			a = 1
		}
	}
	if b < 0 {
		b = 0
		if a == 0 {
			b = 1
		}
	}
	return a, b
}

// twistGroup reads a set with special jokers (but no mirror) as a group: one
// number, distinct colours, a double joker filling two of them, 3 or 4
// colours in all.
func twistGroup(s game.Set, c kindCount) (game.Meld, string) {
	if c.colours > 0 {
		return game.Meld{}, "colour joker in a group"
	}
	num := 0
	var used uint8
	for _, t := range s.Tiles {
		if t.Kind() != game.Number {
			continue
		}
		if num == 0 {
			num = t.Number()
		} else if t.Number() != num {
			return game.Meld{}, "group numbers"
		}
		bit := uint8(1) << t.Color()
		if used&bit != 0 {
			return game.Meld{}, "group colours"
		}
		used |= bit
	}
	k := c.reals + c.jokers + 2*c.doubles
	if k > game.NumColors {
		return game.Meld{}, "group too many"
	}
	if k < 3 {
		return game.Meld{}, "group too few"
	}
	stands := make([]game.Pin, len(s.Tiles))
	// Pinned jokers take their colours first.
	for i, t := range s.Tiles {
		p := s.PinAt(i)
		if !t.IsJoker() || p.IsZero() {
			continue
		}
		for _, f := range p {
			if f == 0 {
				continue
			}
			bit := uint8(1) << f.Color()
			if f.Number() != num || used&bit != 0 {
				return game.Meld{}, "group pin"
			}
			used |= bit
		}
		stands[i] = p
	}
	next := func() game.Face {
		cl := game.Color(0)
		for used&(1<<cl) != 0 {
			cl++
		}
		used |= 1 << cl
		return game.NumberTile(cl, num)
	}
	for i, t := range s.Tiles {
		switch {
		case t.Kind() == game.Number:
			stands[i] = game.Pin{t.Face()}
		case !stands[i].IsZero():
		case t.Kind() == game.DoubleJoker:
			stands[i] = game.Pin{next(), next()}
		default:
			stands[i] = game.Pin{next()}
		}
	}
	m := game.Meld{Kind: game.Group, Value: num * k, Stands: stands}
	if k == 3 && c.jokers > 0 {
		var open []game.Face
		for cl := range game.Color(game.NumColors) {
			if realColours(s.Tiles)&(1<<cl) == 0 {
				open = append(open, game.NumberTile(cl, num))
			}
		}
		m.Open = open
	}
	return m, ""
}

// realColours returns the colours of a set's number tiles, a bit each.
func realColours(tiles []game.Tile) uint8 {
	var bits uint8
	for _, t := range tiles {
		if t.Kind() == game.Number {
			bits |= 1 << t.Color()
		}
	}
	return bits
}
