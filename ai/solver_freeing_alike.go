package ai

// Candidate sets that are alike to the joker-freeing search: the same
// tiles in another order (jokers standing elsewhere), where nothing the
// search reads tells them apart. With Twist's special jokers a set of a
// few real tiles and several jokers reads many ways (`R6 * *C * O10` and
// `R6 *C * * O10`), and each reading was a child of its own, whose whole
// subtree repeated its sibling's: on the benchmark's hardest positions,
// some half of the programme runs.
//
// The search reads of a fixed set: its tiles (the free part, the rack
// tiles laid, allowed, freedWellAt, exchanges: freedWellAt leaves out the
// joker's own place, one joker of its kind, which is the same count by
// face in alike sets), which table jokers each of its jokers keeps
// (broken's matching, keeps: the only reading that depends on where a
// joker stands), and whether it is one of the table's
// sets as it was (the referee's "a freed joker ends in a set made or
// changed"). Two candidates alike in all three lay the same tiles, and a
// play holding one is legal exactly when the same play holding the other
// is: one of them is enough.

import (
	"slices"

	"rummikub/game"
)

// alikeKey names a candidate set by what the search reads of it (see the
// file's comment): its tiles' faces sorted, its jokers' keep masks sorted
// (bit k: it keeps table joker k), and whether it is a set of the table
// as it was.
type alikeKey struct {
	faces [maxTwistFixed]game.Face
	keeps [maxTwistFixed]uint16
	same  bool
}

// alike returns a candidate's alikeKey.
func (fs *freeSearch) alike(set game.Set, m game.Meld) alikeKey {
	js := game.JudgedSet{Set: set, Meld: m}
	same := slices.ContainsFunc(fs.before, func(b game.JudgedSet) bool { return game.SameSet(b, js) })
	return fs.alikeOf(js, same)
}

// alikeOf is alike for a judged set known to be (same) or not to be a set
// of the table as it was.
func (fs *freeSearch) alikeOf(js game.JudgedSet, same bool) alikeKey {
	var k alikeKey
	set := js.Set
	for i, t := range set.Tiles {
		k.faces[i] = t.Face()
		if !t.IsJoker() {
			continue
		}
		for h := range fs.jokers {
			if fs.jokers[h].keeps(js, i) {
				k.keeps[i] |= 1 << h
			}
		}
	}
	slices.Sort(k.faces[:len(set.Tiles)])
	slices.Sort(k.keeps[:len(set.Tiles)])
	k.same = same
	return k
}

// lineKey names a line of tokens by its tokens sorted (the tiles it
// materialises into: twFree.tilesInto takes the copies of a face in one
// order whatever the line's order).
type lineKey [maxTwistFixed]int32

// lineKeyOf returns a line's lineKey.
func lineKeyOf(line []int) lineKey {
	var k lineKey
	for i := range k {
		k[i] = 1 << 30 // past every token: shorter lines sort apart
	}
	for i, tok := range line {
		k[i] = int32(tok)
	}
	slices.Sort(k[:len(line)])
	return k
}

// plainKey reports whether every reading of a line (whose key is k) is
// alike to every other: no order of its tokens can keep a table joker,
// and its tiles are not those of a set of the table as it was. Such a
// line is judged only until one of its orders makes a valid set
// (twistSetsAt): the others would be dropped as alike.
func (fs *freeSearch) plainKey(k lineKey, line []int) bool {
	for h := range fs.jokers {
		if fs.keepable(h, line) {
			return false
		}
	}
	return !fs.tableLines[k]
}

// keepable reports whether some order of a line could keep table joker
// h: it holds a joker of h's kind and two of h's set's other tiles.
func (fs *freeSearch) keepable(h int, line []int) bool {
	j := &fs.jokers[h]
	kind := faceToken(game.JokerTile(j.kind).Face())
	if !slices.Contains(line, kind) {
		return false
	}
	held := 0
	for i := range j.others.n {
		tok, want := faceToken(j.others.faces[i]), int(j.others.counts[i])
		for _, t := range line {
			if t == tok && want > 0 {
				held, want = held+1, want-1
			}
		}
	}
	return held >= 2
}

// lineKeys names the table's sets as they were, as lines (plainKey).
func lineKeys(before []game.JudgedSet) map[lineKey]bool {
	out := map[lineKey]bool{}
	for _, s := range before {
		if len(s.Tiles) <= maxTwistFixed {
			out[tilesLineKey(s.Tiles)] = true
		}
	}
	return out
}

// tilesLineKey is the lineKey of at most maxTwistFixed tiles' faces.
func tilesLineKey(tiles []game.Tile) lineKey {
	var toks [maxTwistFixed]int
	for i, t := range tiles {
		toks[i] = faceToken(t.Face())
	}
	return lineKeyOf(toks[:len(tiles)])
}
