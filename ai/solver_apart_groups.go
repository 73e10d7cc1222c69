package ai

// Groups taken apart inside the programme. Under the joker-freeing rule a
// table joker whose set is taken apart (fateApart, solver_freeing.go)
// leaves no set holding two of that set's other tiles. When the set was a
// group of real tiles and the joker, those tiles are one number's, each of
// its own colour, and only a group of that number can hold two of them (a
// run holds one tile a number; a mirrored run's sides are one colour): so
// the rule is a constraint on that number's groups alone, which the
// programme can keep itself instead of the search branching tile by tile
// around it. The problem carries it as a mask of colour pairs that no
// group (plain or special) of the number may hold together (problem.apart);
// the options of a number with such a mask are listed with it
// (layerOptionsMasked in solver_layer.go, twLayerOptions) and its groups dealt by it
// (groupBestMasked, makeGroups).

import (
	"sync"
	"sync/atomic"

	"rummikub/game"
)

// pairMask is a set of colour pairs, bit pairBit(a, b) for the pair a, b.
type pairMask uint8

// pairBit returns the bit of the colour pair a, b (a != b) in a pairMask.
func pairBit(a, b game.Color) pairMask {
	if a > b {
		a, b = b, a
	}
	// (0,1) (0,2) (0,3) (1,2) (1,3) (2,3)
	return 1 << [game.NumColors][game.NumColors]uint8{{0, 0, 1, 2}, {0, 0, 3, 4}, {0, 0, 0, 5}}[a][b]
}

// pairsOf returns the mask of every pair of colours in a colour set.
func pairsOf(colours uint8) pairMask {
	var m pairMask
	for a := range game.Color(game.NumColors) {
		for b := a + 1; b < game.NumColors; b++ {
			if colours&(1<<a) != 0 && colours&(1<<b) != 0 {
				m |= pairBit(a, b)
			}
		}
	}
	return m
}

// allows reports whether a group of the colours in a colour set holds no
// pair of the mask.
func (m pairMask) allows(colours uint8) bool { return pairsOf(colours)&m == 0 }

// maskedGroups is groupBestMasked's answer: the most real tiles in
// groups (-1: impossible), how many groups, and the colours of each.
type maskedGroups struct {
	best, groups int
	colours      [maxGroups]uint8
}

// groupBestMasked is groupBest with the groups kept from holding any pair
// of colours of the mask together: it tries every choice of at most
// maxGroups colour sets (the formula of groupBest assumes any colours may
// meet). The answers depend on what each colour must and may give, the
// jokers and the mask only, and are kept (maskedCache).
func groupBestMasked(k, av, t *[game.NumColors]int, jg int, mask pairMask) maskedGroups {
	var lo, hi [game.NumColors]int
	key := jg
	for c := range game.NumColors {
		lo[c] = max(0, t[c]-k[c])
		hi[c] = min(av[c]-k[c], maxGroups)
		if lo[c] > maxGroups {
			return maskedGroups{best: -1}
		}
		key = key*16 + lo[c]*4 + hi[c]
	}
	key = key<<6 | int(mask)
	if v, ok := maskedCache.Load(key); ok {
		return v.(maskedGroups)
	}
	out := maskedGroups{best: -1}
	var allowed []uint8
	for s := uint8(1); s < 1<<game.NumColors; s++ {
		if mask.allows(s) {
			allowed = append(allowed, s)
		}
	}
	var cur [maxGroups]uint8
	var rec func(g, from int)
	rec = func(g, from int) {
		var count [game.NumColors]int
		reals, short, room := 0, 0, 0
		for _, s := range cur[:g] {
			n := 0
			for c := range game.NumColors {
				if s&(1<<c) != 0 {
					count[c]++
					n++
				}
			}
			reals += n
			short += max(0, 3-n)
			room += 4 - n
		}
		ok := short <= jg && jg <= room
		for c := range game.NumColors {
			ok = ok && lo[c] <= count[c] && count[c] <= hi[c]
		}
		if g == 0 {
			ok = jg == 0 && lo == [game.NumColors]int{}
		}
		if ok && reals > out.best {
			out = maskedGroups{best: reals, groups: g, colours: cur}
		}
		if g == maxGroups {
			return
		}
		for i := from; i < len(allowed); i++ {
			cur[g] = allowed[i]
			rec(g+1, i)
		}
		cur[g] = 0
	}
	rec(0, 0)
	maskedCache.Store(key, out)
	return out
}

// maskedCache holds groupBestMasked's answers by what they depend on.
var maskedCache sync.Map

// layerOptionsMasked is layerOptions for a number whose groups the mask
// constrains (the same options when it is empty), computed once for each
// signature, jokers and mask and shared by every solve.
func layerOptionsMasked(sig, jokers int, mask pairMask) *optionSet {
	if mask == 0 {
		return layerOptions(sig, jokers)
	}
	key := (sig*(maxJokers+1)+jokers)<<6 | int(mask)
	if p, ok := maskedOptions.Load(key); ok {
		return p.(*optionSet)
	}
	set := listLayerOptions(sig, jokers, mask)
	maskedOptions.Store(key, set)
	return set
}

// maskedOptions holds layerOptionsMasked's lists of numbers with a mask,
// maskedTwOptions twLayerOptions', by their keys.
var maskedOptions, maskedTwOptions sync.Map

// apartPairs returns, for each number, the pairs of colours of a set's
// number tiles there, the tile at index skip (its joker) left out: the
// groups a joker's set taken apart forbids (heldJoker.apart). A set of
// one colour, a run, has none.
func apartPairs(tiles []game.Tile, skip int) [game.MaxNumber + 1]pairMask {
	var colours [game.MaxNumber + 1]uint8
	for i, t := range tiles {
		if i != skip && !t.IsJoker() {
			colours[t.Number()] |= 1 << t.Color()
		}
	}
	var out [game.MaxNumber + 1]pairMask
	for n, cs := range colours {
		out[n] = pairsOf(cs)
	}
	return out
}

// apartMasks adds to a node's problem the groups its jokers taken apart
// forbid. Only with Twist's special jokers, where a node's programme run
// is dear: without them branching tile by tile (fs.apart) is cheaper (on
// the 400 classic and Sabra benchmark positions the masks took the worst
// from 5.3 to 9.9 ms, 903,235 states to 958,053).
func (fs *freeSearch) apartMasks(n *fnode, p *problem) {
	if !fs.special {
		return
	}
	for k, f := range n.fate {
		if f == fateApart {
			for num, m := range fs.jokers[k].apart {
				p.apart[num] |= m
			}
		}
	}
	if p.apart != [game.MaxNumber + 1]pairMask{} {
		apartRuns.Add(1)
	}
}

// apartRuns counts the programme runs with groups kept apart since the
// program started (the tests check that they are exercised).
var apartRuns atomic.Int64

// newlyApart reports whether a child takes apart a joker's set that
// forbids groups its parent's play may hold (the child's optimum is then
// not its parent's); never without special jokers (apartMasks).
func (fs *freeSearch) newlyApart(parent, kid *fnode) bool {
	if !fs.special {
		return false
	}
	for k, f := range kid.fate {
		if f == fateApart && parent.fate[k] != fateApart && fs.jokers[k].apart != [game.MaxNumber + 1]pairMask{} {
			return true
		}
	}
	return false
}
