package variants

import (
	"fmt"

	"rummikub/game"
)

// lockedJokers is the joker rule of the 1980 rules: "A meld that includes a
// joker may not be manipulated", except to exchange the joker for the tile
// it stands for from the player's rack, both missing colours in a group of
// three; the freed joker must be played that same turn.
//
// Our reading: every set of the table before the turn that holds a joker
// must be found in the table after the turn, each after-set answering for
// one before-set at most, either
//   - unchanged (game.SameSet: moving a set elsewhere on the table, or
//     reordering a group, is not a change), or
//   - as its exchange: a run or a group of four with one or more jokers
//     replaced in place by the tiles they stood for; a group of three
//     becoming a group of four that keeps its number tiles and lays the two
//     missing colours (with two jokers, a group of four that keeps the
//     number tile and frees at least one joker).
//
// The tiles that take the jokers' places must be among the tiles played
// from the rack this turn. A freed joker cannot go back to the rack
// (game.Judge refuses that) and cannot stay in an unchanged set, so it is
// played in a set this turn made or changed.
type lockedJokers struct{}

// Check returns a reason for every set with a joker that the turn changed
// other than by exchanging its joker from the rack.
func (lockedJokers) Check(before, after []game.JudgedSet, played []game.Tile) []string {
	used := make([]bool, len(after))
	var open []game.JudgedSet
	for _, b := range before {
		if !holdsJoker(b.Tiles) {
			continue
		}
		if j := findSame(b, after, used); j >= 0 {
			used[j] = true
		} else {
			open = append(open, b)
		}
	}
	if len(open) == 0 {
		return nil
	}
	rack := append([]game.Tile(nil), played...)
	if assignExchanges(open, after, used, rack) {
		return nil
	}
	return explainLocked(open, after, used, rack)
}

func holdsJoker(tiles []game.Tile) bool {
	for _, t := range tiles {
		if t.IsJoker() {
			return true
		}
	}
	return false
}

// findSame returns an unused after-set that is the same set as b, or -1.
func findSame(b game.JudgedSet, after []game.JudgedSet, used []bool) int {
	for j, a := range after {
		if !used[j] && game.SameSet(b, a) {
			return j
		}
	}
	return -1
}

// assignExchanges looks for an unused after-set for every open before-set
// that is its exchange, with the replacing tiles taken from rack. It tries
// every assignment; there are as few open sets as jokers on the table.
func assignExchanges(open, after []game.JudgedSet, used []bool, rack []game.Tile) bool {
	if len(open) == 0 {
		return true
	}
	for j, a := range after {
		if used[j] {
			continue
		}
		need, ok := exchange(open[0], a)
		if !ok {
			continue
		}
		rest, ok := take(rack, need)
		if !ok {
			continue
		}
		used[j] = true
		if assignExchanges(open[1:], after, used, rest) {
			return true
		}
		used[j] = false
	}
	return false
}

// exchange reports whether a is b with jokers exchanged as the rule allows,
// and returns the tiles that took the jokers' places.
func exchange(b, a game.JudgedSet) (need []game.Tile, ok bool) {
	switch {
	case b.Kind == game.Run && len(b.Stands) == len(b.Tiles):
		if len(a.Tiles) != len(b.Tiles) {
			return nil, false
		}
		for i, bt := range b.Tiles {
			at := a.Tiles[i]
			switch {
			case bt.IsJoker() && at.IsJoker():
			case bt.IsJoker() && at.Face() == b.Stands[i][0].Face():
				need = append(need, at.Face())
			case at.Face() != bt.Face():
				return nil, false
			}
		}
		return need, len(need) > 0
	case b.Kind == game.Group && len(b.Stands) > 0:
		if len(a.Tiles) != 4 || jokerCount(a.Tiles) >= jokerCount(b.Tiles) {
			return nil, false
		}
		num := b.Stands[0][0].Number()
		var rest []game.Tile
		for _, t := range a.Tiles {
			switch {
			case t.IsJoker():
			case t.Kind() == game.Number && t.Number() == num:
				rest = append(rest, t.Face())
			default:
				return nil, false
			}
		}
		for _, t := range b.Tiles {
			if !t.IsJoker() {
				if rest, ok = take(rest, []game.Tile{t.Face()}); !ok {
					return nil, false
				}
			}
		}
		return rest, len(rest) > 0
	}
	return nil, false
}

func jokerCount(tiles []game.Tile) int {
	n := 0
	for _, t := range tiles {
		if t.IsJoker() {
			n++
		}
	}
	return n
}

// take removes the faces of need from a copy of pool; ok is false when the
// pool lacks one of them.
func take(pool, need []game.Tile) (rest []game.Tile, ok bool) {
	rest = append([]game.Tile(nil), pool...)
	for _, f := range need {
		i := indexFace(rest, f)
		if i < 0 {
			return pool, false
		}
		rest = append(rest[:i], rest[i+1:]...)
	}
	return rest, true
}

func indexFace(tiles []game.Tile, f game.Tile) int {
	for i, t := range tiles {
		if t.Face() == f.Face() {
			return i
		}
	}
	return -1
}

// explainLocked says, in a player's words, which sets with a joker the turn
// broke and what it could have done. It runs only when no assignment works.
func explainLocked(open, after []game.JudgedSet, used []bool, rack []game.Tile) []string {
	var reasons []string
	for _, b := range open {
		if why, j, rest := explainOne(b, after, used, rack); why != "" {
			reasons = append(reasons, why)
		} else {
			used[j], rack = true, rest
		}
	}
	if len(reasons) == 0 {
		reasons = append(reasons, lockedReason(open[0]))
	}
	return reasons
}

// explainOne finds an exchange for b among the unused after-sets, or says
// what is wrong with the closest one.
// It returns the reason, or "" with the after-set that fits and the rack
// left after the exchange.
func explainOne(b game.JudgedSet, after []game.JudgedSet, used []bool, rack []game.Tile) (string, int, []game.Tile) {
	missing := game.Tile(0)
	for j, a := range after {
		if used[j] {
			continue
		}
		need, ok := exchange(b, a)
		if !ok {
			continue
		}
		if rest, ok := take(rack, need); ok {
			return "", j, rest
		}
		for _, f := range need {
			if indexFace(rack, f) < 0 {
				missing = f
				break
			}
		}
	}
	if missing != 0 {
		return fmt.Sprintf("the %s that takes the joker's place in (%s) must come from your rack", missing.Name(), game.Codes(b.Tiles)), -1, nil
	}
	if b.Kind == game.Group && len(b.Tiles) == 3 && len(b.Open) == 2 {
		for j, a := range after {
			if !used[j] && halfExchange(b, a) {
				return fmt.Sprintf("to free the joker of (%s) you must lay both missing colours from your rack, the %s and the %s",
					game.Codes(b.Tiles), b.Open[0].Name(), b.Open[1].Name()), -1, nil
			}
		}
	}
	return lockedReason(b), -1, nil
}

// halfExchange reports whether a is the group of three b with its joker
// replaced by one missing colour only.
func halfExchange(b, a game.JudgedSet) bool {
	if len(a.Tiles) != 3 || holdsJoker(a.Tiles) {
		return false
	}
	rest := append([]game.Tile(nil), a.Tiles...)
	for _, t := range b.Tiles {
		if t.IsJoker() {
			continue
		}
		i := indexFace(rest, t)
		if i < 0 {
			return false
		}
		rest = append(rest[:i], rest[i+1:]...)
	}
	return len(rest) == 1 && (rest[0].Face() == b.Open[0].Face() || rest[0].Face() == b.Open[1].Face())
}

// lockedReason is the general reason: the set holds a joker and changed.
func lockedReason(b game.JudgedSet) string {
	head := fmt.Sprintf("the set (%s) holds a joker, so it may not be changed", game.Codes(b.Tiles))
	if jokerCount(b.Tiles) != 1 || len(b.Stands) != len(b.Tiles) {
		return head + ": you may only exchange its jokers for the tiles they stand for, from your rack"
	}
	if b.Kind == game.Group && len(b.Open) == 2 {
		return fmt.Sprintf("%s: you may only free its joker by laying both the %s and the %s from your rack",
			head, b.Open[0].Name(), b.Open[1].Name())
	}
	for i, t := range b.Tiles {
		if t.IsJoker() {
			return fmt.Sprintf("%s: you may only exchange its joker for the %s from your rack", head, b.Stands[i][0].Name())
		}
	}
	return head
}
