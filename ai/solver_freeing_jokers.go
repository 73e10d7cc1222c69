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
	// table holds all the table's jokers (game.StillStands).
	table *game.TableJokers
	// twin is the index among the table's jokers of the other joker of
	// j's kind in j's set, or -1 (apartCount).
	twin int
	// twinSet: another set of the table with jokers holds the same tiles
	// as j's, by face (the sets left as they were may pair more than one
	// way, broken).
	twinSet bool
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
	table := game.NewTableJokers(before)
	for k := range out {
		out[k].table, out[k].twin = table, -1
		for x := range out {
			if x != k && out[x].set == out[k].set && out[x].kind == out[k].kind {
				out[k].twin = x
			}
			if out[x].set != out[k].set && sameFaceSet(out[x].from.Tiles, out[k].from.Tiles) {
				out[k].twinSet = true
			}
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
// in order, a group's sorted unless it reads as a run too
// (game.ReadsWhole), the rest zero.
type faceKey [maxFixedRun]game.Face

// setKey names a set for telling candidates apart (faceKey).
func setKey(tiles []game.Tile, m game.Meld) faceKey {
	var k faceKey
	for i, t := range tiles {
		k[i] = t.Face()
	}
	if m.Kind == game.Group && !game.ReadsWhole(tiles) {
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
	return j.others.overlap(s.Tiles, i) >= 2 && game.StillStands(j.sets, j.kind, j.stands, s, i, j.table)
}

// exchanges reports whether a set holds two of j's set's other tiles and
// real tiles of what j stands for.
func (j *heldJoker) exchanges(tiles []game.Tile) bool {
	return j.others.overlap(tiles, -1) >= 2 &&
		slices.ContainsFunc(j.stands, func(p game.Pin) bool { return holdsPin(tiles, p) })
}

// freedWellAt reports whether a table after the turn frees j as the rule
// allows, j lying at place at: some set holds two of its set's other
// tiles and its tile, or none holds two of them. j itself is not one of
// its set's other tiles: where its set held a twin, a joker of its kind,
// a set holding one joker of that kind counts it as the twin only when
// that joker is not j (the referee's count, variants' judgeJoker).
func (j *heldJoker) freedWellAt(after []game.JudgedSet, at slot) bool {
	survivor := false
	for si, u := range after {
		skip := -1
		if si == at.set {
			skip = at.index
		}
		if j.others.overlap(u.Tiles, skip) >= 2 {
			survivor = true
			if slices.ContainsFunc(j.stands, func(p game.Pin) bool { return holdsPin(u.Tiles, p) }) {
				return true
			}
		}
	}
	return !survivor
}

// apartCount counts the other tiles of j's set a set holds as the rule on
// a set taken apart may, in a node whose jokers' fates are fate: where
// j's set held a twin (a joker of its kind) whose set is not taken apart
// too, a joker of j's kind alone in the set is not counted, as it may be
// j itself (freedWellAt): a relaxation of the rule's count (which also
// asks where the twin went), settled by the referee. With both twins
// taken apart the plain count is exact: neither twin's set may hold one
// of the set's other tiles, the other twin counting as the second.
func (j *heldJoker) apartCount(tiles []game.Tile, fate []uint8) int {
	if !j.mayBeAlone(fate) {
		return j.others.overlap(tiles, -1)
	}
	skip, n := -1, 0
	for i, t := range tiles {
		if t.IsJoker() && t.Kind() == j.kind {
			skip = i
			n++
		}
	}
	if n != 1 {
		skip = -1
	}
	return j.others.overlap(tiles, skip)
}

// mayBeAlone reports whether, in a node whose jokers' fates are fate, a
// joker of j's kind alone in a set may be j itself as the apart fate
// counts (apartCount): j's set held a twin whose set is not taken apart.
func (j *heldJoker) mayBeAlone(fate []uint8) bool {
	return j.twin >= 0 && fate[j.twin] != fateApart
}

// keptAsTheyWere pairs the jokers' sets before the turn with the sets of
// after that leave them as they were (game.KeepsJokers: the same tiles,
// their jokers read anew only as the rule allows), as the referee does
// (game.KeptSets, a maximum matching): such a set keeps its jokers, and
// its jokers keep no other. It returns the paired sets' indices in before
// and in after. (The referee pairs the sets without jokers too: they can
// only pair with sets of the same tiles, which hold no joker either, so
// the pairs of the jokers' sets are the same.)
//
// Where two sets of before hold the same tiles and one set of after is
// left as they were, the matching may pair either; the search has decided
// the fates of some jokers (fate, nil: none), so the sets with a joker
// whose fate is decided are offered first: a set fixed as it was for one
// of its jokers (leftAsItWas) is then paired with that set, not its twin,
// whose jokers are still open (the twin's pairing left the decided joker
// broken, with no child, and the node and its legal plays were dropped).
//
// way says how they are paired: as game.KeptSets does, the decided sets
// offered first; or as game.KeptPairings' other pairings do (broken
// follows each of the referee's); or only the decided sets paired.
func keptAsTheyWere(jokers []heldJoker, fate []uint8, after []game.JudgedSet, way pairWay) (map[int]bool, map[int]bool) {
	var from []game.JudgedSet
	var index []int // the jokers' sets' indices in before
	var decided []bool
	for k := range jokers {
		if k == 0 || jokers[k-1].set != jokers[k].set {
			from = append(from, jokers[k].from)
			index = append(index, jokers[k].set)
			decided = append(decided, false)
		}
		if fate != nil && fate[k] != fateOpen {
			decided[len(decided)-1] = true
		}
	}
	if way == pairDecidedOnly {
		for i := len(from) - 1; i >= 0; i-- {
			if !decided[i] {
				from = slices.Delete(from, i, i+1)
				index = slices.Delete(index, i, i+1)
				decided = slices.Delete(decided, i, i+1)
			}
		}
	}
	if len(from) == 0 {
		return nil, nil
	}
	if way == pairFirst && slices.Contains(decided, true) && slices.Contains(decided, false) {
		order := make([]int, len(from))
		for i := range order {
			order[i] = i
		}
		slices.SortStableFunc(order, func(a, b int) int {
			if decided[a] == decided[b] {
				return 0
			}
			if decided[a] {
				return -1
			}
			return 1
		})
		f, x := make([]game.JudgedSet, len(from)), make([]int, len(from))
		for i, o := range order {
			f[i], x[i] = from[o], index[o]
		}
		from, index = f, x
	}
	var pairing []int
	switch way {
	case pairInOrder, pairReversed:
		order := make([]int, len(from))
		for i := range order {
			order[i] = i
			if way == pairReversed {
				order[i] = len(from) - 1 - i
			}
		}
		pairing = game.KeptSetsIn(jokers[0].sets, from, after, order, false)
	default:
		pairing = game.KeptSets(jokers[0].sets, from, after)
	}
	var kb, ka map[int]bool
	for x, ai := range pairing {
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
// preferring one whose fate is open, or -1. The jokers are matched one to
// one to the places of jokers of their kinds, as the referee matches them
// (variants' bestMatch), in the way that leaves the fewest broken: at its
// place a joker is kept (heldJoker.keeps) or freed well (freedWellAt), and
// a joker with no place of its kind left is not judged (game.Judge refuses
// a table joker taken back). The freed jokers' "set made or changed" is
// left to game.Judge. Jokers of sets left as they were, and the places in
// them, are out of the matching (keptAsTheyWere).
//
// A joker whose fate is decided can be broken only because a set of the
// table as it was took the set fixed for it (two sets of the same tiles,
// `*C R2 R3` and `*C R2 R3 R4`: the first, left as it was, took the
// `*C R2 R3` fixed to keep the second's joker, while the free part laid
// the first's tiles as `R2 R3 *C`); such a node had no child. Then the
// table is judged again with only the sets of decided jokers paired as
// left as they were: an open joker of the other set is broken instead,
// and its children (the set left as it was among them) hold the legal
// plays.
//
// It also returns the sets left as they were, paired as the referee pairs
// them (keptAsTheyWere), for its caller's own use.
func broken(jokers []heldJoker, fate []uint8, after []game.JudgedSet) (int, map[int]bool, map[int]bool) {
	keptFrom, keptAfter := keptAsTheyWere(jokers, fate, after, pairFirst)
	pick := brokenPaired(jokers, fate, after, keptFrom, keptAfter)
	if pick < 0 {
		return pick, keptFrom, keptAfter
	}
	// The referee's other pairings (game.KeptPairings), which differ only
	// where two sets of the table hold the same tiles: where one breaks no
	// rule, neither does the play.
	if slices.ContainsFunc(jokers, func(j heldJoker) bool { return j.twinSet }) {
		for _, way := range []pairWay{pairInOrder, pairReversed} {
			from, to := keptAsTheyWere(jokers, fate, after, way)
			other := brokenPaired(jokers, fate, after, from, to)
			if other < 0 {
				return -1, keptFrom, keptAfter
			}
			if fate[pick] != fateOpen && fate[other] == fateOpen {
				pick = other
			}
		}
	}
	// Else the decided sets alone paired, for an open joker to branch on.
	if fate[pick] != fateOpen {
		from, to := keptAsTheyWere(jokers, fate, after, pairDecidedOnly)
		if open := brokenPaired(jokers, fate, after, from, to); open >= 0 && fate[open] == fateOpen {
			pick = open
		}
	}
	return pick, keptFrom, keptAfter
}

// pairWay is a way keptAsTheyWere pairs the sets left as they were.
type pairWay uint8

const (
	pairFirst       pairWay = iota // game.KeptSets, the decided sets offered first
	pairInOrder                    // a maximum matching in that order, no same-order preference
	pairReversed                   // the same in reverse order
	pairDecidedOnly                // game.KeptSets of the decided sets alone
)

// brokenPaired is broken with the sets left as they were paired as
// keptFrom and keptAfter say (keptAsTheyWere).
func brokenPaired(jokers []heldJoker, fate []uint8, after []game.JudgedSet, keptFrom, keptAfter map[int]bool) int {
	var places []slot
	for si, u := range after {
		if keptAfter[si] {
			continue
		}
		for i, t := range u.Tiles {
			if t.IsJoker() {
				places = append(places, slot{si, i})
			}
		}
	}
	// ok[k][p]: joker k at place p keeps the rule; -1 for another kind.
	ok := make([][]int8, len(jokers))
	for k := range jokers {
		j := &jokers[k]
		if keptFrom[j.set] {
			continue
		}
		ok[k] = make([]int8, len(places))
		for p, sl := range places {
			switch u := after[sl.set]; {
			case u.Tiles[sl.index].Kind() != j.kind:
				ok[k][p] = -1
			case j.keeps(u, sl.index) || j.freedWellAt(after, sl):
				ok[k][p] = 1
			}
		}
	}
	best, pick := len(jokers)+1, -1
	used := make([]bool, len(places))
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
		if ok[k] == nil {
			try(k + 1)
			return
		}
		placed := false
		for p, v := range ok[k] {
			if used[p] || v < 0 {
				continue
			}
			placed = true
			used[p] = true
			if v == 0 {
				miss = append(miss, k)
			}
			try(k + 1)
			if v == 0 {
				miss = miss[:len(miss)-1]
			}
			used[p] = false
		}
		if !placed {
			try(k + 1)
		}
	}
	try(0)
	return pick
}
