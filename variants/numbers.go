package variants

import "rummikub/game"

// numberSets is the game.SetChecker of the number variants with regular
// jokers (classic and sabra). A set is valid as a group (3 or 4 tiles of one
// number in distinct colours) or as a run (3 or more consecutive numbers of
// one colour, laid ascending; 1 is lowest and never follows 13). A joker
// stands for the tile its place implies and must honour its pin. When a set
// reads both ways (R5 * *), the reading worth more wins; a tie goes to the
// run. Invalid sets are explained by explainNumbers.
//
// The valid path allocates once (Stands, and Open for a group of three).
type numberSets struct{}

// scan is what one pass over a set learns about it.
type scan struct {
	n, reals, jokers int
	num              int        // number of the first number tile
	col              game.Color // colour of the first number tile
	start            int        // the run's first number implied by the first number tile
	sameNum, sameCol bool
	runFits          bool  // every number tile sits where a run from start puts it
	colours          uint8 // colours of the number tiles, one bit each
	dupColour        bool  // two number tiles share a colour
	pinned           bool  // some joker carries a pin
	foreign          int   // index of a tile of another game, or -1
}

func scanSet(s game.Set) scan {
	sc := scan{n: len(s.Tiles), sameNum: true, sameCol: true, runFits: true, foreign: -1}
	for i, t := range s.Tiles {
		switch t.Kind() {
		case game.Number:
			v, c := t.Number(), t.Color()
			if sc.reals == 0 {
				sc.num, sc.col, sc.start = v, c, v-i
			} else {
				sc.sameNum = sc.sameNum && v == sc.num
				sc.sameCol = sc.sameCol && c == sc.col
				sc.runFits = sc.runFits && v-i == sc.start
			}
			bit := uint8(1) << c
			sc.dupColour = sc.dupColour || sc.colours&bit != 0
			sc.colours |= bit
			sc.reals++
		case game.Joker:
			sc.jokers++
			if i < len(s.Pins) && !s.Pins[i].IsZero() {
				sc.pinned = true
			}
		default:
			if sc.foreign < 0 {
				sc.foreign = i
			}
		}
	}
	return sc
}

// Check judges one set of a number variant.
func (numberSets) Check(s game.Set) (game.Meld, string) {
	sc := scanSet(s)
	if sc.foreign >= 0 || sc.n < 3 || sc.reals == 0 {
		return game.Meld{}, explainNumbers(s, sc)
	}
	if sc.pinned && badPinForm(s) >= 0 {
		return game.Meld{}, explainNumbers(s, sc)
	}
	groupOK := sc.sameNum && sc.n <= 4 && !sc.dupColour
	runOK := sc.sameCol && sc.runFits && sc.start >= 1 && sc.start+sc.n-1 <= game.MaxNumber
	if sc.pinned {
		groupOK = groupOK && badGroupPin(s, sc) < 0
		runOK = runOK && badRunPin(s, sc) < 0
	}
	if groupOK && runOK && sc.num*sc.n > runValue(sc) {
		runOK = false
	}
	switch {
	case runOK:
		return runMeld(s, sc), ""
	case groupOK:
		return groupMeld(s, sc), ""
	}
	return game.Meld{}, explainNumbers(s, sc)
}

// runValue is the sum of the numbers of the run the scan implies.
func runValue(sc scan) int {
	return sc.n * (2*sc.start + sc.n - 1) / 2
}

func runMeld(s game.Set, sc scan) game.Meld {
	stands := make([]game.Pin, sc.n)
	for i := range stands {
		stands[i][0] = game.NumberTile(sc.col, sc.start+i)
	}
	return game.Meld{Kind: game.Run, Value: runValue(sc), Stands: stands}
}

// groupBuf holds a group's Stands and Open in one allocation.
type groupBuf struct {
	stands [4]game.Pin
	open   [game.NumColors]game.Face
}

func groupMeld(s game.Set, sc scan) game.Meld {
	b := new(groupBuf)
	used := sc.colours
	if sc.pinned {
		for i, t := range s.Tiles {
			if t.Kind() == game.Joker {
				if p := s.PinAt(i); !p.IsZero() {
					used |= 1 << p[0].Color()
				}
			}
		}
	}
	for i, t := range s.Tiles {
		if t.Kind() != game.Joker {
			b.stands[i][0] = t.Face()
			continue
		}
		if p := s.PinAt(i); !p.IsZero() {
			b.stands[i][0] = p[0].Face()
			continue
		}
		c := game.Color(0)
		for used&(1<<c) != 0 {
			c++
		}
		used |= 1 << c
		b.stands[i][0] = game.NumberTile(c, sc.num)
	}
	m := game.Meld{Kind: game.Group, Value: sc.num * sc.n, Stands: b.stands[:sc.n:sc.n]}
	if sc.n == 3 && sc.jokers > 0 {
		k := 0
		for c := range game.Color(game.NumColors) {
			if sc.colours&(1<<c) == 0 {
				b.open[k] = game.NumberTile(c, sc.num)
				k++
			}
		}
		m.Open = b.open[:k:k]
	}
	return m
}

// badPinForm returns the index of a joker whose pin is not one number tile,
// or -1.
func badPinForm(s game.Set) int {
	for i, t := range s.Tiles {
		if t.Kind() != game.Joker {
			continue
		}
		if p := s.PinAt(i); !p.IsZero() && (p[1] != 0 || p[0].Kind() != game.Number) {
			return i
		}
	}
	return -1
}

// badGroupPin returns the index of the first joker whose pin a group of the
// scan's number cannot honour (another number, a colour the group has, or a
// colour an earlier joker was pinned to), or -1.
func badGroupPin(s game.Set, sc scan) int {
	used := sc.colours
	for i, t := range s.Tiles {
		if t.Kind() != game.Joker {
			continue
		}
		p := s.PinAt(i)
		if p.IsZero() {
			continue
		}
		bit := uint8(1) << p[0].Color()
		if p[0].Number() != sc.num || used&bit != 0 {
			return i
		}
		used |= bit
	}
	return -1
}

// badRunPin returns the index of the first joker whose pin is not the tile
// its place in the run implies, or -1.
func badRunPin(s game.Set, sc scan) int {
	for i, t := range s.Tiles {
		if t.Kind() != game.Joker {
			continue
		}
		if p := s.PinAt(i); !p.IsZero() && p[0].Face() != game.NumberTile(sc.col, sc.start+i) {
			return i
		}
	}
	return -1
}
