package ai

// The candidate sets of the joker-freeing search (solver_freeing.go) when
// Twist's special jokers are in play: the sets that keep a table joker,
// exchange it, or hold a tile of a set taken apart may then hold jokers of
// every kind (a double joker kept in a run, a colour-change joker kept
// with the tiles before it, a mirror set holding two of a set's tiles), so
// setsAround's runs and groups of regular jokers are not enough.
//
// twistSetsAt lists every valid set of the node's free tiles, of at most
// maxTwistFixed physical tiles, that has a place at number num: a run (of
// one colour, or two around a colour-change joker) through num, a group of
// num, a mirror set whose sides are a run through num (or ending just
// before it: the mirror joker stands for num) or a group of num. Lines are
// judged by the set checker, so any reading it gives is taken as it is.
// Longer sets are left out (a run or a group of more tiles splits into a
// candidate around the tiles the rule looks at and a valid rest the
// programme may lay itself, though not every Twist set does: a long
// mirror set, a run whose colour-change joker lies far from num); the
// exhaustive test's positions never need them, and on big tables the
// work budget bounds the listing anyway (each line judged costs a unit).

import (
	"slices"

	"rummikub/game"
)

// maxTwistFixed is the most physical tiles of a candidate set with special
// jokers; maxMirrorSide the most tiles of a mirror set's side.
const (
	maxTwistFixed = 9
	maxMirrorSide = 4
)

// Kinds of the lines' tokens: a face (>= 0) or a joker kind as -1-k, k
// indexing twKinds.
var twKinds = [...]game.Kind{game.Joker, game.DoubleJoker, game.ColorJoker, game.MirrorJoker}

// twFree is a node's free tiles for the candidates: number tiles by face
// (faceIndex; table copies first, then the rack's, the must tile first of
// its face), jokers by kind (table first).
type twFree struct {
	reals  [numFaceSlots][]game.Tile
	jokers [len(twKinds)][]game.Tile
	used   [numFaceSlots]int
	jused  [len(twKinds)]int
}

// numFaceSlots is the number of faceIndex's values.
const numFaceSlots = game.NumColors * 16

// faceIndex numbers a number tile's face: colour and number.
func faceIndex(face game.Face) int { return int(face.Color())*16 + face.Number() }

func newTwFree(n *fnode, must game.Tile) *twFree {
	f := &twFree{}
	add := func(t game.Tile) {
		if t.Kind() == game.Number {
			i := faceIndex(t.Face())
			f.reals[i] = append(f.reals[i], t)
			return
		}
		for k, kind := range twKinds {
			if t.Kind() == kind {
				f.jokers[k] = append(f.jokers[k], t)
			}
		}
	}
	for _, t := range n.table {
		add(t)
	}
	for _, t := range n.rack {
		add(t)
	}
	if must != 0 {
		var list []game.Tile
		if must.Kind() == game.Number {
			list = f.reals[faceIndex(must.Face())]
		}
		for k, kind := range twKinds {
			if must.Kind() == kind {
				list = f.jokers[k]
			}
		}
		if i := slices.Index(list, must); i > 0 {
			list[0], list[i] = list[i], list[0]
		}
	}
	return f
}

func (f *twFree) takeReal(face game.Face) bool {
	i := faceIndex(face)
	if f.used[i] < len(f.reals[i]) {
		f.used[i]++
		return true
	}
	return false
}

func (f *twFree) putReal(face game.Face) { f.used[faceIndex(face)]-- }

func (f *twFree) takeJoker(k int) bool {
	if f.jused[k] < len(f.jokers[k]) {
		f.jused[k]++
		return true
	}
	return false
}

func (f *twFree) putJoker(k int) { f.jused[k]-- }

// tiles materialises a line of tokens: the copies in order of preference.
func (f *twFree) tiles(line []int) []game.Tile {
	out := make([]game.Tile, len(line))
	var rn [numFaceSlots]int8
	var jn [len(twKinds)]int
	for i, tok := range line {
		if tok >= 0 {
			fi := faceIndex(game.Face(tok))
			out[i] = f.reals[fi][rn[fi]]
			rn[fi]++
			continue
		}
		k := -1 - tok
		out[i] = f.jokers[k][jn[k]]
		jn[k]++
	}
	return out
}

// twistSetsAt calls yield with the candidate sets at number num (see the
// file's comment), each valid line once.
func (fs *freeSearch) twistSetsAt(n *fnode, num int, must game.Tile, yield func(game.Set, game.Meld)) {
	f := newTwFree(n, must)
	seen := map[twKey]bool{}
	try := func(line []int) {
		pause() // judging many lines takes a while (pause_js.go)
		if !fs.s.d.tw.spend(1) {
			return
		}
		set := game.Set{Tiles: f.tiles(line)}
		m, why := fs.r.Sets.Check(set)
		if why != "" {
			return
		}
		key := twistSetKey(set.Tiles, m)
		if !seen[key] {
			seen[key] = true
			yield(set, m)
		}
	}
	g := &twLines{f: f, try: try, num: num, tw: &fs.s.d.tw}
	for lo := max(1, num-maxTwistFixed); lo <= num; lo++ {
		for c := range game.Color(game.NumColors) {
			g.run(lo, c, false, false, false, c == 0)
		}
	}
	g.group(num, false)
	// Mirror sets: a side is a run or a group; the mirror joker is taken
	// first.
	if f.takeJoker(3) {
		for lo := max(1, num-maxMirrorSide); lo <= num; lo++ {
			for c := range game.Color(game.NumColors) {
				g.side(lo, c)
			}
		}
		g.group(num, true)
		f.putJoker(3)
	}
}

// twLines builds candidate lines.
type twLines struct {
	f    *twFree
	try  func([]int)
	num  int
	line []int
	phys int
	// tw is the work budget: once it has run out, the listing stops.
	tw *twistMemory
}

func (g *twLines) push(tok int) { g.line = append(g.line, tok); g.phys++ }
func (g *twLines) pop()         { g.line = g.line[:len(g.line)-1]; g.phys-- }

// run extends a run line at slot x of colour c (changed: a colour-change
// joker is in it; real: it holds a number tile; seg: a number tile since
// the colour-change joker, or since the start). A segment of jokers only
// reads the same in every colour: canon marks the one colour (the first
// allowed) whose lines are tried, the others' being the same lines. The
// colour after a colour-change joker differs from a number tile's before.
func (g *twLines) run(x int, c game.Color, changed, real, seg, canon bool) {
	if g.tw.aborted {
		return
	}
	if g.phys >= 3 && x-1 >= g.num && real && (seg || canon) {
		g.try(g.line)
	}
	if x > game.MaxNumber || g.phys == maxTwistFixed {
		return
	}
	if face := game.NumberTile(c, x).Face(); g.f.takeReal(face) {
		g.push(int(face))
		g.run(x+1, c, changed, true, true, canon)
		g.pop()
		g.f.putReal(face)
	}
	if g.f.takeJoker(0) {
		g.push(-1)
		g.run(x+1, c, changed, real, seg, canon)
		g.pop()
		g.f.putJoker(0)
	}
	if x < game.MaxNumber && g.f.takeJoker(1) {
		g.push(-2)
		g.run(x+2, c, changed, real, seg, canon)
		g.pop()
		g.f.putJoker(1)
	}
	if !changed && (seg || canon) && g.f.takeJoker(2) {
		g.push(-3)
		first := game.Color(0)
		if seg && c == 0 {
			first = 1
		}
		for c2 := range game.Color(game.NumColors) {
			if !seg || c2 != c {
				g.run(x+1, c2, true, real, false, c2 == first)
			}
		}
		g.pop()
		g.f.putJoker(2)
	}
}

// tryGroup calls try with the group line toks in every distinct order, or
// only in order when two of its tiles are number tiles: it can then only
// be a group, read the same in any order.
func tryGroup(toks []int, try func([]int)) {
	reals := 0
	for _, tok := range toks {
		if tok >= 0 {
			reals++
		}
	}
	if reals < 2 {
		permute(toks, try)
		return
	}
	a := slices.Clone(toks)
	slices.Sort(a)
	try(a)
}

// group calls try with every group line at number num (with mirror, every
// mirror set whose sides are groups), its tiles in every order.
func (g *twLines) group(num int, mirror bool) {
	f := g.f
	// toks: per colour a number tile or a regular joker, or nothing (then,
	// below, a double joker for two colours).
	var toks []int
	var rec func(c int, colours int)
	rec = func(c int, colours int) {
		if g.tw.aborted {
			return
		}
		if c == game.NumColors {
			if !mirror {
				if len(toks) >= 3 && len(toks) <= 4 {
					tryGroup(toks, g.try)
				}
				return
			}
			if len(toks) == 0 || colours > 3 {
				return
			}
			tryGroup(toks, g.groupSide)
			return
		}
		rec(c+1, colours)
		face := int(game.NumberTile(game.Color(c), num).Face())
		if f.takeReal(game.Face(face)) {
			toks = append(toks, face)
			rec(c+1, colours+1)
			toks = toks[:len(toks)-1]
			f.putReal(game.Face(face))
		}
		if f.takeJoker(0) {
			toks = append(toks, -1)
			rec(c+1, colours+1)
			toks = toks[:len(toks)-1]
			f.putJoker(0)
		}
	}
	rec(0, 0)
	if f.takeJoker(1) {
		toks = []int{-2}
		var recD func(c int, colours int)
		recD = func(c int, colours int) {
			if g.tw.aborted {
				return
			}
			if c == game.NumColors {
				if !mirror && len(toks) == 3 {
					tryGroup(toks, g.try)
				}
				if mirror && colours == 1 {
					tryGroup(toks, g.groupSide)
				}
				return
			}
			recD(c+1, colours)
			face := game.NumberTile(game.Color(c), num).Face()
			if f.takeReal(face) {
				toks = append(toks, int(face))
				recD(c+1, colours+1)
				toks = toks[:len(toks)-1]
				f.putReal(face)
			}
			if f.takeJoker(0) {
				toks = append(toks, -1)
				recD(c+1, colours+1)
				toks = toks[:len(toks)-1]
				f.putJoker(0)
			}
		}
		recD(0, 0)
		f.putJoker(1)
	}
}

// side builds a run side from slot lo of colour c and mirrors it.
func (g *twLines) side(lo int, c game.Color) {
	var toks []int
	var rec func(x int)
	rec = func(x int) {
		if g.tw.aborted {
			return
		}
		if len(toks) > 0 && x <= game.MaxNumber && x >= g.num {
			g.mirrorSides(toks, int(c), lo)
		}
		if len(toks) == maxMirrorSide || x > game.MaxNumber {
			return
		}
		face := game.NumberTile(c, x).Face()
		if g.f.takeReal(face) {
			toks = append(toks, int(face))
			rec(x + 1)
			toks = toks[:len(toks)-1]
			g.f.putReal(face)
		}
		if g.f.takeJoker(0) {
			toks = append(toks, -1)
			rec(x + 1)
			toks = toks[:len(toks)-1]
			g.f.putJoker(0)
		}
		if x < game.MaxNumber && g.f.takeJoker(1) {
			toks = append(toks, -2)
			rec(x + 2)
			toks = toks[:len(toks)-1]
			g.f.putJoker(1)
		}
	}
	rec(lo)
}

// groupSide is mirrorSides for a group side.
func (g *twLines) groupSide(left []int) { g.mirrorSides(left, -1, 0) }

// mirrorSides tries the left side toks (a run side of colour c from slot
// lo, or a group side of the number num when c < 0) with every right side
// mirroring it: a number tile by the same face or a regular joker, a
// regular joker by one or the face it stands for (in a run side, the
// face of its slot; in a group side, num in some colour), a double by a
// double.
func (g *twLines) mirrorSides(left []int, c, lo int) {
	f := g.f
	right := make([]int, len(left))
	var rec func(i int)
	rec = func(i int) {
		if g.tw.aborted {
			return
		}
		if i == len(left) {
			line := slices.Clone(left)
			line = append(line, -4)
			for k := len(right) - 1; k >= 0; k-- {
				line = append(line, right[k])
			}
			g.try(line)
			return
		}
		switch tok := left[i]; {
		case tok == -2:
			if f.takeJoker(1) {
				right[i] = -2
				rec(i + 1)
				f.putJoker(1)
			}
		case tok == -1:
			if f.takeJoker(0) {
				right[i] = -1
				rec(i + 1)
				f.putJoker(0)
			}
			// a joker mirrored by a number tile: the line is judged as it
			// is, the face being one the joker can stand for
			for _, face := range g.jokerFaces(left, i, c, lo) {
				if f.takeReal(face) {
					right[i] = int(face)
					rec(i + 1)
					f.putReal(face)
				}
			}
		default:
			if f.takeReal(game.Face(tok)) {
				right[i] = tok
				rec(i + 1)
				f.putReal(game.Face(tok))
			}
			if f.takeJoker(0) {
				right[i] = -1
				rec(i + 1)
				f.putJoker(0)
			}
		}
	}
	rec(0)
}

// jokerFaces returns the faces the regular joker left[i] of a mirror
// set's side may stand for: the face of its slot in a run side of colour
// c from slot lo (c >= 0), num in any colour in a group side. Other faces
// make a set without a place at num (no face num, or an invalid one).
func (g *twLines) jokerFaces(left []int, i, c, lo int) []game.Face {
	if c < 0 {
		out := make([]game.Face, 0, game.NumColors)
		for c2 := range game.Color(game.NumColors) {
			out = append(out, game.NumberTile(c2, g.num).Face())
		}
		return out
	}
	x := lo
	for _, tok := range left[:i] {
		x++
		if tok == -2 {
			x++
		}
	}
	return []game.Face{game.NumberTile(game.Color(c), x).Face()}
}

// permute calls try with every distinct order of toks.
func permute(toks []int, try func([]int)) {
	a := slices.Clone(toks)
	slices.Sort(a)
	for {
		try(a)
		// next permutation
		i := len(a) - 2
		for i >= 0 && a[i] >= a[i+1] {
			i--
		}
		if i < 0 {
			return
		}
		j := len(a) - 1
		for a[j] <= a[i] {
			j--
		}
		a[i], a[j] = a[j], a[i]
		slices.Reverse(a[i+1:])
	}
}

// twistFates is fates' list of sets keeping or exchanging joker k when
// special jokers are in play.
func (fs *freeSearch) twistFates(n *fnode, k int, add func(game.Set, game.Meld)) {
	j := &fs.jokers[k]
	nums := map[int]bool{}
	for _, p := range j.stands {
		if p[0].Kind() == game.Number {
			nums[p[0].Number()] = true
		}
	}
	for num := range nums {
		fs.twistSetsAt(n, num, 0, func(set game.Set, m game.Meld) {
			ok := j.exchanges(set.Tiles)
			for i, t := range set.Tiles {
				ok = ok || (t.IsJoker() && j.keeps(game.JudgedSet{Set: set, Meld: m}, i))
			}
			if ok {
				add(set, m)
			}
		})
	}
}

// twistApart is apart's list of sets holding tile t when special jokers
// are in play.
// A joker may stand anywhere: its sets are looked for at every number.
func (fs *freeSearch) twistApart(n *fnode, t game.Tile, add func(game.Set, game.Meld)) {
	if !t.IsJoker() {
		fs.twistSetsAt(n, t.Number(), t, func(set game.Set, m game.Meld) {
			if slices.Contains(set.Tiles, t) {
				add(set, m)
			}
		})
		return
	}
	seen := map[twKey]bool{}
	for num := 1; num <= game.MaxNumber; num++ {
		fs.twistSetsAt(n, num, t, func(set game.Set, m game.Meld) {
			if key := twistSetKey(set.Tiles, m); slices.Contains(set.Tiles, t) && !seen[key] {
				seen[key] = true
				add(set, m)
			}
		})
	}
}

// twKey names a candidate set for telling candidates apart: its kind
// and its tiles' faces with what each stands for, sorted (jokers of a
// kind are alike, and the order of a group's tiles does not matter to the
// rule). A face fits in 10 bits (game.Tile).
type twKey [2*maxTwistFixed + 2]uint32

func twistSetKey(tiles []game.Tile, m game.Meld) twKey {
	var k twKey
	k[0] = uint32(m.Kind)
	for i, t := range tiles {
		k[i+1] = uint32(t.Face())<<20 | uint32(m.Stands[i][0].Face())<<10 | uint32(m.Stands[i][1].Face())
	}
	slices.Sort(k[1 : len(tiles)+1])
	return k
}
