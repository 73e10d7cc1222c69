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
	// near, in a close listing, follows the sets of the node's play the
	// taken tiles come from (solver_freeing_lazy.go); nil otherwise.
	near *nearTrack
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
		if f.near != nil {
			f.near.take(f.reals[i][f.used[i]])
		}
		f.used[i]++
		return true
	}
	return false
}

func (f *twFree) putReal(face game.Face) {
	i := faceIndex(face)
	f.used[i]--
	if f.near != nil {
		f.near.put(f.reals[i][f.used[i]])
	}
}

func (f *twFree) takeJoker(k int) bool {
	if f.jused[k] < len(f.jokers[k]) {
		if f.near != nil {
			f.near.take(f.jokers[k][f.jused[k]])
		}
		f.jused[k]++
		return true
	}
	return false
}

func (f *twFree) putJoker(k int) {
	f.jused[k]--
	if f.near != nil {
		f.near.put(f.jokers[k][f.jused[k]])
	}
}

// tilesInto materialises a line of tokens into out: the copies in order
// of preference.
func (f *twFree) tilesInto(out []game.Tile, line []int) []game.Tile {
	var rn [numFaceSlots]int8
	var jn [len(twKinds)]int8
	for _, tok := range line {
		if tok >= 0 {
			fi := faceIndex(game.Face(tok))
			out = append(out, f.reals[fi][rn[fi]])
			rn[fi]++
			continue
		}
		k := -1 - tok
		out = append(out, f.jokers[k][jn[k]])
		jn[k]++
	}
	return out
}

// twistSetsAt calls yield with the candidate sets at number num (see the
// file's comment) that meet need (nil: every one), each valid line once.
// Only the lines that meet need are judged and counted (a unit each).
// With from, only the runs and mirror sets whose first slot is num are
// listed (a caller listing every number lists each of them once).
func (fs *freeSearch) twistSetsAt(n *fnode, num int, from bool, must game.Tile, need *twNeed, yield func(game.Set, game.Meld)) {
	if fs.enough != nil && fs.enough() {
		return
	}
	f := newTwFree(n, must)
	if fs.near != nil && fs.near.hi >= 0 {
		f.near = &nearTrack{in: fs.near.in, hi: fs.near.hi}
		defer func() { fs.near.skipped += f.near.pruned }()
	}
	seen := map[twKey]bool{}
	buf := make([]game.Tile, 0, 2*maxMirrorSide+1)
	g := &twLines{f: f, need: need, num: num, line: make([]int, 0, maxTwistFixed), charge: fs.s.d.tw.charge, rev: fs.s.d.rev}
	defer func() { listingSteps.Add(int64(g.built)) }()
	// A line dropped unjudged (keptRun) is paid as one judged: see
	// solver_freeing_runpin.go.
	g.pay = func(line []int) {
		if fs.near != nil && fs.near.skip(f.tilesInto(buf[:0], line)) {
			return
		}
		if !fs.s.d.tw.charge(lineCharge) {
			g.stop = true
		}
	}
	g.judge = func(line []int) {
		pause() // judging many lines takes a while (pause_js.go)
		lk := lineKeyOf(line)
		if fs.listed[lk] {
			// An alike line was yielded (solver_freeing_alike.go: only
			// plain lines are listed, and plainness is the key's).
			if !fs.s.d.tw.charge(alikeCharge) {
				g.stop = true
			}
			return
		}
		buf = f.tilesInto(buf[:0], line)
		if fs.near.skip(buf) {
			return // another listing's (solver_freeing_lazy.go)
		}
		plain := fs.plainKey(lk, line)
		if !fs.s.d.tw.charge(lineCharge) {
			g.stop = true
			return
		}
		m, why := fs.r.Sets.Check(game.Set{Tiles: buf})
		if why != "" {
			return
		}
		if plain {
			fs.listed[lk] = true
		}
		key := twistSetKey(buf, m)
		if !seen[key] {
			seen[key] = true
			yield(game.Set{Tiles: slices.Clone(buf)}, m)
			if fs.enough != nil && fs.enough() {
				g.stop = true
			}
		}
	}
	first := max(1, num-maxTwistFixed)
	if from {
		first = num
	}
	for lo := first; lo <= num; lo++ {
		for c := range game.Color(game.NumColors) {
			g.run(lo, c, false, false, false, c == 0)
		}
	}
	g.group(num, false)
	// Mirror sets: a side is a run or a group; the mirror joker is taken
	// first.
	if f.takeJoker(3) {
		// A run side from lo holds num, or its mirror stands for num: the
		// number after the side (lo up to num), or turned round the
		// number before it (lo from 2 up to num+1; with from, the mirror's
		// number is the set's first slot).
		first, last := max(1, num-maxMirrorSide), num
		if g.rev {
			first, last = max(2, num-maxMirrorSide+1), min(num+1, game.MaxNumber)
		}
		if from {
			first = num
			if g.rev {
				first = num + 1
			}
		}
		for lo := first; lo <= last; lo++ {
			for c := range game.Color(game.NumColors) {
				g.side(lo, c)
			}
		}
		g.group(num, true)
		f.putJoker(3)
	}
}

// need is the condition every candidate set of a node meets (allowed): no
// two of the other tiles of a joker whose set is taken apart.
func (fs *freeSearch) need(n *fnode) *twNeed {
	nd := &twNeed{}
	for k, f := range n.fate {
		if f == fateApart {
			j := &fs.jokers[k]
			b := tokenBag(&j.others)
			if j.mayBeAlone(n.fate) {
				b.less, b.hasLess = faceToken(game.JokerTile(j.kind).Face()), true // apartCount
			}
			nd.forbid = append(nd.forbid, b)
		}
	}
	return nd
}

// twistFates is fates' list of sets keeping or exchanging joker k when
// special jokers are in play.
func (fs *freeSearch) twistFates(n *fnode, k int, add func(game.Set, game.Meld)) {
	j := &fs.jokers[k]
	var nums []int
	for _, p := range j.stands {
		if p[0].Kind() == game.Number && !slices.Contains(nums, p[0].Number()) {
			nums = append(nums, p[0].Number())
		}
	}
	slices.Sort(nums)
	fs.listed = map[lineKey]bool{}
	need := fs.need(n)
	need.of, need.min = tokenBag(&j.others), 2
	need.hasKeep, need.keep = true, faceToken(game.JokerTile(j.kind))
	for _, p := range j.stands {
		pin := [2]int{faceToken(p[0].Face()), 0}
		if p[1] != 0 {
			pin[1] = faceToken(p[1].Face())
		}
		need.pins = append(need.pins, pin)
	}
	for _, num := range nums {
		fs.twistSetsAt(n, num, false, 0, need, func(set game.Set, m game.Meld) {
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
// A joker may stand anywhere: its sets are looked for at every number,
// each run and mirror set at its first slot only (a run through five
// numbers was built, judged and paid five times over, then dropped as
// seen).
func (fs *freeSearch) twistApart(n *fnode, t game.Tile, add func(game.Set, game.Meld)) {
	fs.listed = map[lineKey]bool{}
	need := fs.need(n)
	need.must, need.hasMust = faceToken(t.Face()), true
	if !t.IsJoker() {
		fs.twistSetsAt(n, t.Number(), false, t, need, func(set game.Set, m game.Meld) {
			if slices.Contains(set.Tiles, t) {
				add(set, m)
			}
		})
		return
	}
	seen := map[twKey]bool{}
	for num := 1; num <= game.MaxNumber; num++ {
		fs.twistSetsAt(n, num, true, t, need, func(set game.Set, m game.Meld) {
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
// rule), but in their order where the set reads as a whole
// (game.ReadsWhole: one number tile and regular or double jokers, read as
// a group or as a run, so that `*D K8 *`, which keeps a joker that stood
// for K9, is not taken for `* *D K8`). A face fits in 10 bits
// (game.Tile).
type twKey [2*maxTwistFixed + 2]uint32

func twistSetKey(tiles []game.Tile, m game.Meld) twKey {
	var k twKey
	k[0] = uint32(m.Kind)
	for i, t := range tiles {
		k[i+1] = uint32(t.Face())<<20 | uint32(m.Stands[i][0].Face())<<10 | uint32(m.Stands[i][1].Face())
	}
	if !game.ReadsWhole(tiles) {
		slices.Sort(k[1 : len(tiles)+1])
	}
	return k
}
