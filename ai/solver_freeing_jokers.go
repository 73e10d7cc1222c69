package ai

// The table jokers of the joker-freeing rule (solver_freeing.go): what each
// stood for and with which tiles, and which of them a table after the turn
// keeps, exchanges or frees against the rule.

import (
	"slices"

	"rummikub/game"
)

// faceBag counts tiles by face: the faces of one set's tiles (at most
// game.MaxNumber distinct ones, a face in a slot), so a short list beats a
// map.
type faceBag struct {
	faces  [game.MaxNumber + 3]game.Face
	counts [game.MaxNumber + 3]int8
	n      int
}

// add counts one more tile of face f.
func (b *faceBag) add(f game.Face) {
	for i := range b.n {
		if b.faces[i] == f {
			b.counts[i]++
			return
		}
	}
	b.faces[b.n], b.counts[b.n] = f, 1
	b.n++
}

// has reports whether the bag holds a tile of face f.
func (b *faceBag) has(f game.Face) bool {
	for i := range b.n {
		if b.faces[i] == f {
			return true
		}
	}
	return false
}

// overlap counts the tiles of a set that are in the bag (skipping index
// skip), each face at most as often as the bag holds it.
func (b *faceBag) overlap(tiles []game.Tile, skip int) int {
	var used [len(faceBag{}.faces)]int8
	n := 0
	for i, t := range tiles {
		if i == skip {
			continue
		}
		f := t.Face()
		for k := range b.n {
			if b.faces[k] == f {
				if used[k] < b.counts[k] {
					used[k]++
					n++
				}
				break
			}
		}
	}
	return n
}

// heldJoker is a joker on the table at the start of the turn.
type heldJoker struct {
	kind   game.Kind
	set    int        // its set in the table before the turn
	stands []game.Pin // what it stands for (either missing colour in a group of three)
	others faceBag    // the faces of its set's other tiles
	// sets is the variant's set checker, which reads the jokers of a set
	// whose colour is open (game.JokerStands, game.StillStands).
	sets game.SetChecker
	// apart holds, for each number, the colour pairs of its set's other
	// number tiles there: taken apart, no group may hold two of them
	// (solver_apart_groups.go).
	apart [game.MaxNumber + 1]pairMask
	// rule is, for a joker of a group, what it asks of the groups of its
	// number ruleAt (0: not a group's; solver_group_rules.go).
	rule   groupRule
	ruleAt int
	// run is, for a joker of a run, the rule the programme follows of it
	// (zero f: none; solver_run_rules.go).
	run runRule
	// from is its set before the turn, judged: left as it was, it keeps
	// its jokers (leftAsItWas, broken).
	from game.JudgedSet
}

// heldJokers lists the jokers of the valid sets of a table, each with
// every reading the rule on freeing it accepts (game.JokerStands, as the
// referee reads it; sets is the variant's set checker).
func heldJokers(sets game.SetChecker, before []game.JudgedSet) []heldJoker {
	var out []heldJoker
	for si, s := range before {
		if s.Kind == game.NotAMeld || len(s.Stands) != len(s.Tiles) {
			continue
		}
		for i, t := range s.Tiles {
			if !t.IsJoker() {
				continue
			}
			j := heldJoker{kind: t.Kind(), set: si, sets: sets, from: s}
			for k, u := range s.Tiles {
				if k != i {
					j.others.add(u.Face())
				}
			}
			j.stands = game.JokerStands(sets, s, i)
			j.apart = apartPairs(s.Tiles, i)
			if r, n, ok := groupRuleOf(&j, s.Tiles); ok {
				j.rule, j.ruleAt = r, n
			}
			if r, ok := runRuleOf(&j, s, i); ok {
				j.run = r
			}
			out = append(out, j)
		}
	}
	return out
}

// holdsPin reports whether tiles hold a real tile of every face of a pin.
func holdsPin(tiles []game.Tile, p game.Pin) bool {
	for _, f := range p {
		if f != 0 && !slices.ContainsFunc(tiles, func(t game.Tile) bool { return t.Face() == f.Face() }) {
			return false
		}
	}
	return true
}

// faceKey names a candidate set of at most maxFixedRun tiles: its faces
// in order, a group's sorted, the rest zero.
type faceKey [maxFixedRun]game.Face

// setKey names a set for telling candidates apart (faceKey).
func setKey(tiles []game.Tile, m game.Meld) faceKey {
	var k faceKey
	for i, t := range tiles {
		k[i] = t.Face()
	}
	if m.Kind == game.Group {
		slices.Sort(k[:len(tiles)])
	}
	return k
}

// keeps reports whether the joker at index i of a judged set keeps j:
// it stands for j's tile with two of j's set's other tiles.
func (j *heldJoker) keeps(s game.JudgedSet, i int) bool {
	if s.Kind == game.NotAMeld || len(s.Stands) != len(s.Tiles) || s.Tiles[i].Kind() != j.kind {
		return false
	}
	return j.others.overlap(s.Tiles, i) >= 2 && game.StillStands(j.sets, j.kind, j.stands, s, i)
}

// exchanges reports whether a set holds two of j's set's other tiles and
// real tiles of what j stands for.
func (j *heldJoker) exchanges(tiles []game.Tile) bool {
	return j.others.overlap(tiles, -1) >= 2 &&
		slices.ContainsFunc(j.stands, func(p game.Pin) bool { return holdsPin(tiles, p) })
}

// freedWell reports whether a table after the turn frees j as the rule
// allows: some set holds two of its set's other tiles and its tile, or
// none holds two of them.
func (j *heldJoker) freedWell(after []game.JudgedSet) bool {
	survivor := false
	for _, u := range after {
		if j.others.overlap(u.Tiles, -1) >= 2 {
			survivor = true
			if j.exchanges(u.Tiles) {
				return true
			}
		}
	}
	return !survivor
}

// keptAsTheyWere pairs the jokers' sets before the turn with the sets of
// after that leave them as they were (game.KeepsJokers: the same tiles,
// their jokers read anew only as the rule allows), as the referee does
// (game.KeptSets, a maximum matching): such a set keeps its jokers, and
// its jokers keep no other. It returns the paired sets' indices in before
// and in after. (The referee pairs the sets without jokers too: they can
// only pair with sets of the same tiles, which hold no joker either, so
// the pairs of the jokers' sets are the same.)
func keptAsTheyWere(jokers []heldJoker, after []game.JudgedSet) (map[int]bool, map[int]bool) {
	var from []game.JudgedSet
	var index []int // the jokers' sets' indices in before
	for k := range jokers {
		if k == 0 || jokers[k-1].set != jokers[k].set {
			from = append(from, jokers[k].from)
			index = append(index, jokers[k].set)
		}
	}
	if len(from) == 0 {
		return nil, nil
	}
	var kb, ka map[int]bool
	for x, ai := range game.KeptSets(jokers[0].sets, from, after) {
		if ai < 0 {
			continue
		}
		if kb == nil {
			kb, ka = map[int]bool{}, map[int]bool{}
		}
		kb[index[x]], ka[ai] = true, true
	}
	return kb, ka
}

// slot is a joker's place on the table after the turn.
type slot struct{ set, index int }

// broken returns a table joker whose rule the table after the turn breaks,
// preferring one whose fate is open, or -1. Jokers are matched to the
// places that keep them one to one, as the referee matches them (the
// freed jokers' "set made or changed" is left to game.Judge).
func broken(jokers []heldJoker, fate []uint8, after []game.JudgedSet) int {
	keep := make([][]slot, len(jokers))
	free := make([]bool, len(jokers))
	keptFrom, keptAfter := keptAsTheyWere(jokers, after)
	for k := range jokers {
		j := &jokers[k]
		free[k] = keptFrom[j.set] || j.freedWell(after)
		if free[k] {
			continue
		}
		for si, u := range after {
			if keptAfter[si] {
				continue
			}
			for i, t := range u.Tiles {
				if t.IsJoker() && j.keeps(u, i) {
					keep[k] = append(keep[k], slot{si, i})
				}
			}
		}
	}
	// The matching that leaves the fewest jokers broken (there are few).
	best, pick := len(jokers)+1, -1
	var used []slot
	var miss []int
	var try func(k int)
	try = func(k int) {
		if len(miss) > best {
			return
		}
		if k == len(jokers) {
			if len(miss) < best || (len(miss) == best && pick >= 0 && fate[pick] != fateOpen) {
				best, pick = len(miss), -1
				for _, m := range miss {
					if pick < 0 || (fate[pick] != fateOpen && fate[m] == fateOpen) {
						pick = m
					}
				}
			}
			return
		}
		if free[k] {
			try(k + 1)
			return
		}
		for _, sl := range keep[k] {
			if !slices.Contains(used, sl) {
				used = append(used, sl)
				try(k + 1)
				used = used[:len(used)-1]
			}
		}
		miss = append(miss, k)
		try(k + 1)
		miss = miss[:len(miss)-1]
	}
	try(0)
	return pick
}
