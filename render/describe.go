package render

// What a turn did to the table, found from the table before it and the
// table after it, and said in words: "Ada laid R5 R6 R7 and added O9 to
// K9 R9 B9". Pure, so it is tested without a display.

import (
	"fmt"
	"slices"

	"rummikub/game"
)

// tableChange is what changed on the table between two moments.
type tableChange struct {
	// Laid are the tiles on the table after that were not on it before,
	// in reading order.
	Laid []game.Tile
	// Moved are the tiles on the table before and after that lie in
	// another cell after, in reading order.
	Moved []game.Tile
	// New are the sets after made only of laid tiles.
	New [][]game.Tile
	// Added are the sets before that stayed whole and took laid tiles.
	Added []addition
	// Rearranged counts the sets after that are neither new, nor a set
	// before (perhaps moved), nor a set before with laid tiles added.
	Rearranged int
	// RearrangedLaid are the laid tiles that went into those sets, and
	// RearrangedInto the sets they made (a Word turn names its words).
	RearrangedLaid []game.Tile
	RearrangedInto [][]game.Tile
	// MovedSets counts the sets after that are a set before, whole and
	// alone, in other cells.
	MovedSets int
	// pins are the letters Word's jokers were declared as, before and
	// after, so that a word is named with them (name).
	pins map[game.Tile]game.Pin
}

// addition is laid tiles added to a set that stayed whole.
type addition struct {
	To    []game.Tile // the set before
	Tiles []game.Tile // the laid tiles added to it
}

// Empty reports whether nothing changed.
func (c tableChange) Empty() bool { return len(c.Laid) == 0 && len(c.Moved) == 0 }

// changeOf finds what changed from the table before to the table after.
func changeOf(before, after *game.Table) tableChange {
	var c tableChange
	wasAt := map[game.Tile]game.Pos{}
	lineOf := map[game.Tile]int{}
	old := before.Lines()
	for i, l := range old {
		for k, tile := range l.Tiles {
			wasAt[tile] = game.Pos{Col: l.Start.Col + k, Row: l.Start.Row}
			lineOf[tile] = i
		}
	}
	for _, t := range []*game.Table{before, after} {
		for _, l := range t.Lines() {
			for _, tile := range l.Tiles {
				if p := t.Pinned(tile); !p.IsZero() {
					if c.pins == nil {
						c.pins = map[game.Tile]game.Pin{}
					}
					c.pins[tile] = p
				}
			}
		}
	}
	for _, l := range after.Lines() {
		var laid, kept []game.Tile
		moved := false
		for k, tile := range l.Tiles {
			p, ok := wasAt[tile]
			if !ok {
				laid = append(laid, tile)
				continue
			}
			kept = append(kept, tile)
			if p != (game.Pos{Col: l.Start.Col + k, Row: l.Start.Row}) {
				c.Moved = append(c.Moved, tile)
				moved = true
			}
		}
		c.Laid = append(c.Laid, laid...)
		switch {
		case len(kept) == 0:
			c.New = append(c.New, l.Tiles)
		case wholeLine(old, lineOf, kept):
			if len(laid) > 0 {
				c.Added = append(c.Added, addition{To: old[lineOf[kept[0]]].Tiles, Tiles: laid})
			} else if moved {
				c.MovedSets++
			}
		default:
			c.Rearranged++
			c.RearrangedLaid = append(c.RearrangedLaid, laid...)
			c.RearrangedInto = append(c.RearrangedInto, l.Tiles)
		}
	}
	return c
}

// wholeLine reports whether kept is exactly one line before, in its order.
func wholeLine(old []game.Line, lineOf map[game.Tile]int, kept []game.Tile) bool {
	return slices.Equal(old[lineOf[kept[0]]].Tiles, kept)
}

// sentence says what a turn that played did, after the player's name:
// "laid R5 R6 R7 and added O9 to K9 R9 B9". It is "" when nothing changed.
func (c tableChange) sentence() string {
	var parts []string
	if len(c.New) > 0 {
		names := make([]string, len(c.New))
		for i, s := range c.New {
			names[i] = c.name(s)
		}
		parts = append(parts, "laid "+joinNames(names))
	}
	for _, a := range c.Added {
		parts = append(parts, "added "+game.Codes(a.Tiles)+" to "+c.name(a.To))
	}
	if c.Rearranged > 0 {
		s := "rearranged " + sets(c.Rearranged)
		if len(c.RearrangedInto) > 0 && holdsLetters(c.RearrangedInto[0]) {
			names := make([]string, len(c.RearrangedInto))
			for i, w := range c.RearrangedInto {
				names[i] = c.name(w)
			}
			s += " into " + joinNames(names)
		} else if len(c.RearrangedLaid) > 0 {
			s += " to lay " + game.Codes(c.RearrangedLaid)
		}
		parts = append(parts, s)
	}
	if c.MovedSets > 0 {
		parts = append(parts, "moved "+sets(c.MovedSets))
	}
	return joinNames(parts)
}

// name names a set in a turn's message: a word as it reads, its jokers as
// the letters they were declared (PERFORMERS, C*T when a joker has none);
// a set of number tiles as setName does.
func (c tableChange) name(tiles []game.Tile) string {
	if !holdsLetters(tiles) {
		return setName(tiles)
	}
	return spell(tiles, c.pins)
}

// playMessage says what a seat's played turn did: "Ada laid R5 R6 R7 and
// added O9 to K9 R9 B9.", and the points of an initial meld. When the
// change is not known (turns read at once), it names the tiles laid.
func playMessage(name string, c tableChange, points int, laid []game.Tile) string {
	what := c.sentence()
	if what == "" {
		what = "laid " + game.Codes(laid)
	}
	s := name + " " + what
	if points > 0 {
		s += fmt.Sprintf(" (initial meld: %d points)", points)
	}
	return s + "."
}

// sets writes a count of sets: "a set", "2 sets".
func sets(n int) string {
	if n == 1 {
		return "a set"
	}
	return plural(n, "set", "sets")
}
