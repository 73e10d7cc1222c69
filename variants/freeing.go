package variants

import (
	"fmt"
	"slices"
	"strings"

	"rummikub/game"
)

// freeingRule is how a joker leaves a set on the table in the classic and
// Twist rules (RULES-NOTES, "Freeing a joker"). For each joker that was on
// the table when the turn began, standing for F in set S:
//   - if after the turn it stands for F in a set that holds at least two of
//     S's other tiles, it was not freed: S may be extended, shortened or
//     split around it;
//   - otherwise it was freed, which is legal only if S survives with the
//     joker's tile in its place (some set holds at least two of S's other
//     tiles and real tiles of the faces F: both for a double joker, either
//     missing colour for a joker in a group of three) or S was taken apart
//     (no set holds two of S's other tiles);
//   - a freed joker ends the turn in a set this turn made or changed.
//
// Tiles are counted by face; a joker is not one of its own set's other
// tiles (where S held both jokers of its kind, a set holding one of them
// counts it as S's tile only when it is the other). Jokers of one kind are
// interchangeable: the jokers before and after the turn are matched in the
// way that breaks the rule least, and the sets left as they were paired so
// too (game.KeptPairings). The house option "Jokers move freely" turns the
// rule off (game.Judge skips Rules.Freeing).
//
// What a table joker stands for is read by game.JokerStands with the
// variant's set checker, sets: where a set leaves a joker's colour open
// (a group of three, Twist's colour-change and mirror jokers), any of its
// readings is its tile.
//
// apart, in Word, judges a set taken apart by matching (takenApart): its
// letters may have gone to different words whatever another word with the
// same letters holds. The number variants keep the plainer reading (no
// set holds two of its faces), on which the solver's search is built.
type freeingRule struct {
	sets  game.SetChecker
	apart bool
}

// tableJoker is one joker on the table before the turn and what it held.
type tableJoker struct {
	kind   game.Kind
	table  *game.TableJokers // all the table's jokers (game.StillStands)
	set    int               // index of its set in before
	stands []game.Pin        // what it stands for; several for a joker in a group of three
	others game.FaceBag      // the faces of its set's other tiles
}

// placedJoker is one joker on the table after the turn.
type placedJoker struct {
	kind  game.Kind
	set   int // index of its set in after
	index int // its place in that set
}

// Check returns a reason for every joker freed against the rule.
func (f freeingRule) Check(before, after []game.JudgedSet, played []game.Tile) []string {
	var olds []tableJoker
	for si, s := range before {
		if s.Kind == game.NotAMeld || len(s.Stands) != len(s.Tiles) {
			continue
		}
		for i, t := range s.Tiles {
			if !t.IsJoker() {
				continue
			}
			olds = append(olds, tableJoker{kind: t.Kind(), set: si, others: game.BagOf(s.Tiles, i),
				stands: game.JokerStands(f.sets, s, i)})
		}
	}
	if len(olds) == 0 {
		return nil
	}
	table := game.NewTableJokers(before)
	for i := range olds {
		olds[i].table = table
	}
	var news []placedJoker
	for si, s := range after {
		for i, t := range s.Tiles {
			if t.IsJoker() {
				news = append(news, placedJoker{kind: t.Kind(), set: si, index: i})
			}
		}
	}
	// A set left as it was (its tiles in the same order, its jokers read
	// anew only in colours no tile fixes) keeps its jokers: they are no
	// one's to free, and its tiles no one's to take their place. Where
	// the sets left as they were pair more than one way
	// (game.KeptPairings), the pairing that breaks the rule least counts.
	fresh := freshSets(before, after)
	var best []string
	first := true
	game.KeptPairings(f.sets, before, after, func(pairing []int) bool {
		reasons := f.judgePaired(pairing, olds, news, before, after, fresh)
		if first || len(reasons) < len(best) {
			best, first = reasons, false
		}
		return len(best) > 0
	})
	return best
}

// judgePaired returns the reasons of the jokers freed against the rule,
// the sets left as they were paired as pairing says (game.KeptSets).
func (f freeingRule) judgePaired(pairing []int, olds []tableJoker, news []placedJoker, before, after []game.JudgedSet, fresh []bool) []string {
	keptAfter := map[int]bool{}
	for _, ai := range pairing {
		if ai >= 0 {
			keptAfter[ai] = true
		}
	}
	var reasons []string
	for _, k := range []game.Kind{game.Joker, game.DoubleJoker, game.ColorJoker, game.MirrorJoker} {
		var bs []tableJoker
		var as []placedJoker
		for _, j := range olds {
			if j.kind == k && pairing[j.set] < 0 {
				bs = append(bs, j)
			}
		}
		for _, j := range news {
			if j.kind == k && !keptAfter[j.set] {
				as = append(as, j)
			}
		}
		if len(bs) > 0 {
			reasons = append(reasons, f.bestMatch(bs, as, before, after, fresh)...)
		}
	}
	return reasons
}

// bestMatch pairs the jokers of one kind before and after the turn in every
// way and returns the reasons of the pairing that breaks the rule least.
// There are at most two jokers of a kind, so the pairings are few. A joker
// with no partner went back to a rack, which game.Judge refuses anyway.
func (f freeingRule) bestMatch(bs []tableJoker, as []placedJoker, before, after []game.JudgedSet, fresh []bool) []string {
	var best []string
	found := false
	used := make([]bool, len(as))
	var reasons []string
	var try func(i int)
	try = func(i int) {
		if found && len(reasons) >= len(best) {
			return
		}
		if i == len(bs) {
			best, found = append([]string(nil), reasons...), true
			return
		}
		partnered := false
		for a := range as {
			if used[a] {
				continue
			}
			partnered = true
			used[a] = true
			n := len(reasons)
			if why := f.judgeJoker(bs[i], as[a], before, after, fresh); why != "" {
				reasons = append(reasons, why)
			}
			try(i + 1)
			reasons = reasons[:n]
			used[a] = false
		}
		if !partnered {
			try(i + 1)
		}
	}
	try(0)
	return best
}

// judgeJoker says why moving the joker b to its place a breaks the rule,
// or "" when it does not.
func (f freeingRule) judgeJoker(b tableJoker, a placedJoker, before, after []game.JudgedSet, fresh []bool) string {
	t := after[a.set]
	if t.Kind != game.NotAMeld && len(t.Stands) == len(t.Tiles) && b.others.Overlap(t.Tiles, a.index) >= 2 &&
		game.StillStands(f.sets, b.kind, b.stands, t, a.index, b.table) {
		return "" // it still stands for its tile in what is left of its set
	}
	if t.Kind == game.NotAMeld && b.others.Overlap(t.Tiles, a.index) >= 2 {
		// It stayed with its set, which the turn made invalid: that set's
		// own reason says what is wrong, not that the joker left.
		return ""
	}
	survivor := false
	for ui, u := range after {
		skip := -1
		if ui == a.set {
			skip = a.index // the joker itself is not one of its set's other tiles
		}
		if b.others.Overlap(u.Tiles, skip) < 2 {
			continue
		}
		survivor = true
		for _, f := range b.stands {
			if holdsFaces(u.Tiles, f) {
				if !fresh[a.set] {
					return fmt.Sprintf("the %s freed from (%s) must go into a set you made or changed this turn",
						jokerName(b.kind), game.Codes(before[b.set].Tiles))
				}
				return ""
			}
		}
	}
	if !survivor || (f.apart && takenApart(b.others, after)) {
		if !fresh[a.set] {
			return fmt.Sprintf("the %s freed from (%s) must go into a set you made or changed this turn",
				jokerName(b.kind), game.Codes(before[b.set].Tiles))
		}
		return "" // its set was taken apart
	}
	return fmt.Sprintf("the %s left (%s) without %s taking its place: a joker leaves a set only when the tile it stands for replaces it, or when the set is taken apart",
		jokerName(b.kind), game.Codes(before[b.set].Tiles), standsPhrase(b.kind, b.stands))
}

// jokerName names a kind of joker: "joker", "double joker".
func jokerName(k game.Kind) string { return game.JokerTile(k).Name() }

// samePin reports whether two pins stand for the same faces.
func samePin(a, b game.Pin) bool {
	return a[0].Face() == b[0].Face() && a[1].Face() == b[1].Face()
}

// sameFaces reports whether two pins name the same faces, in any order.
func sameFaces(a, b game.Pin) bool {
	return samePin(a, b) || (a[0].Face() == b[1].Face() && a[1].Face() == b[0].Face())
}

// holdsFaces reports whether a set holds a real tile of every face a pin
// names.
func holdsFaces(tiles []game.Tile, p game.Pin) bool {
	need, n := game.FaceBag{}, 0
	for _, f := range p {
		if f != 0 {
			need[f.Face()]++
			n++
		}
	}
	return need.Overlap(tiles, -1) == n
}

// standsPhrase names what a joker of kind k stands for: "the red 4", "the
// red 3 and the red 4", "the black 5 or the orange 5", and for a
// colour-change joker, which stands for a number, "a tile numbered 8".
func standsPhrase(k game.Kind, stands []game.Pin) string {
	if k == game.ColorJoker {
		return fmt.Sprintf("a tile numbered %d", stands[0][0].Number())
	}
	var alts []string
	for i, p := range stands {
		if slices.ContainsFunc(stands[:i], func(q game.Pin) bool { return sameFaces(p, q) }) {
			continue // the same tiles in another order
		}
		if p[1] != 0 {
			alts = append(alts, "the "+p[0].Name()+" and the "+p[1].Name())
		} else {
			alts = append(alts, "the "+p[0].Name())
		}
	}
	return strings.Join(alts, " or ")
}

// freshSets marks the sets of after that this turn made or changed: those
// not paired with an identical set of before.
func freshSets(before, after []game.JudgedSet) []bool {
	fresh := make([]bool, len(after))
	for i := range fresh {
		fresh[i] = true
	}
	for _, b := range before {
		for j, a := range after {
			if fresh[j] && game.SameSet(b, a) {
				fresh[j] = false
				break
			}
		}
	}
	return fresh
}
