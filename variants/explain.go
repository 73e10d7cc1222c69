package variants

import (
	"fmt"

	"rummikub/game"
)

// explainNumbers says why a set of a number variant is not valid, in a
// phrase that follows the set's name: "set 2 (R4 B5 R6) is neither a group
// nor a run". It runs only for invalid sets, so it may take its time.
func explainNumbers(s game.Set, sc scan) string {
	switch {
	case sc.foreign >= 0:
		t := s.Tiles[sc.foreign]
		switch t.Kind() {
		case game.Letter:
			return fmt.Sprintf("has the letter %c: letters are not tiles of this game", t.Letter())
		case game.DoubleJoker, game.ColorJoker, game.MirrorJoker:
			return fmt.Sprintf("has a %s: the %s is not a tile of this game", t.Name(), t.Name())
		}
		return "has a tile that is not part of this game"
	case sc.n < 3:
		return "has fewer than 3 tiles"
	case sc.reals == 0:
		return "has only jokers: a set needs at least one number tile"
	}
	if i := badPinForm(s); i >= 0 {
		p := s.PinAt(i)
		if p[1] != 0 {
			return fmt.Sprintf("has a joker declared as %s: a joker stands for one tile", p)
		}
		return fmt.Sprintf("has a joker declared as %s, which is not a tile of this game", p)
	}
	if sc.sameNum && sc.reals >= 2 || sc.reals == 1 && meantAsGroup(s, sc) {
		return explainGroup(s, sc)
	}
	if sc.sameCol {
		return explainRun(s, sc)
	}
	return "is neither a group nor a run"
}

// meantAsGroup decides, for a set with one number tile that is valid
// neither way, which reading to explain: a group unless it is too long for
// one or a joker was declared as another number.
func meantAsGroup(s game.Set, sc scan) bool {
	if sc.n > 4 {
		return false
	}
	for i, t := range s.Tiles {
		if p := s.PinAt(i); t.Kind() == game.Joker && !p.IsZero() && p[0].Number() != sc.num {
			return false
		}
	}
	return true
}

// explainGroup explains a set whose number tiles share one number.
func explainGroup(s game.Set, sc scan) string {
	if sc.n > 4 {
		return fmt.Sprintf("has %d tiles: a group has at most 4", sc.n)
	}
	var seen [game.NumColors]bool
	for _, t := range s.Tiles {
		if t.Kind() != game.Number {
			continue
		}
		if seen[t.Color()] {
			return fmt.Sprintf("has two %s %ds: a group needs different colours", t.Color(), t.Number())
		}
		seen[t.Color()] = true
	}
	if i := badGroupPin(s, sc); i >= 0 {
		p := s.PinAt(i)[0]
		if p.Number() != sc.num {
			return fmt.Sprintf("has a joker declared as %s where the group needs a %d", p, sc.num)
		}
		if seen[p.Color()] {
			return fmt.Sprintf("has a joker declared as %s, but the group already has the %s", p, p.Name())
		}
		return fmt.Sprintf("has two jokers declared as %s: a group needs different colours", p)
	}
	return "is not a valid group"
}

// explainRun explains a set whose number tiles share one colour.
func explainRun(s game.Set, sc scan) string {
	prev, pv := -1, 0
	for i, t := range s.Tiles {
		if t.Kind() != game.Number {
			continue
		}
		v := t.Number()
		if prev < 0 {
			prev, pv = i, v
			continue
		}
		gap := i - prev
		want := pv + gap
		switch {
		case v == want:
		case v == pv:
			return fmt.Sprintf("has two %s %ds: a run has each number once", t.Color(), v)
		case v < pv && want > game.MaxNumber && want-game.MaxNumber == v:
			return "cannot go past 13: 1 never follows 13"
		case v < pv:
			return "is not in ascending order"
		case v > want && gap == 1:
			return fmt.Sprintf("skips from %d to %d", pv, v)
		case v > want:
			return fmt.Sprintf("skips from %d to %d with only %s between them", pv, v, jokers(gap-1))
		case v-pv-1 == 0:
			return fmt.Sprintf("has %s between %d and %d, where no number fits", jokers(gap-1), pv, v)
		case v-pv-1 == 1:
			return fmt.Sprintf("has %s between %d and %d, where only 1 fits", jokers(gap-1), pv, v)
		default:
			return fmt.Sprintf("has %s between %d and %d, where only %d fit", jokers(gap-1), pv, v, v-pv-1)
		}
		prev, pv = i, v
	}
	if sc.start < 1 {
		return "starts below 1: 1 is always the lowest number"
	}
	if sc.start+sc.n-1 > game.MaxNumber {
		return "cannot go past 13: 1 never follows 13"
	}
	if i := badRunPin(s, sc); i >= 0 {
		return fmt.Sprintf("has a joker declared as %s where the run needs %s", s.PinAt(i), game.NumberTile(sc.col, sc.start+i))
	}
	return "is not a valid run"
}

// jokers writes a count of jokers: "a joker", "2 jokers".
func jokers(k int) string {
	if k == 1 {
		return "a joker"
	}
	return fmt.Sprintf("%d jokers", k)
}
