package ai

// Mirror-set lines of the Twist joker-freeing search's generator
// (solver_freeing_lines.go): a left side (a run through the number, or
// ending just before it, or a group of it), the mirror joker, and every
// right side mirroring the left. The mirror joker is taken before any side
// is built (twistSetsAt), so the need counts it. In a position turned
// round (rev, solver_reverse.go) a run side falls to the mirror instead:
// the left side backwards, the mirror standing for the number before it
// (a run starting just after the number, or through it), the right side.

import (
	"slices"

	"rummikub/game"
)

// side builds a run side from slot lo of colour c and mirrors it.
func (g *twLines) side(lo int, c game.Color) {
	if g.need != nil {
		// Every token of the set is a face of colour c from lo on (a right
		// side repeats the left's faces, or a joker's slot's) or a joker.
		r := twReach{lo: lo, hi: game.MaxNumber, colour: int(c), kinds: reachPlain}
		if g.need.hopeless(g.f, &r, 2*maxMirrorSide) {
			return
		}
	}
	g.left = g.left[:0]
	var rec func(x int)
	rec = func(x int) {
		if !g.step() || g.f.far() {
			return
		}
		// The mirror stands for x, after the side (turned round: for lo-1,
		// before it); the set holds num.
		if len(g.left) > 0 && (!g.rev && x <= game.MaxNumber && x >= g.num || g.rev && x > g.num) {
			g.mirrorSides(g.left, int(c), lo)
		}
		if len(g.left) == maxMirrorSide || x > game.MaxNumber {
			return
		}
		face := game.NumberTile(c, x).Face()
		if g.f.takeReal(face) {
			g.left = append(g.left, int(face))
			rec(x + 1)
			g.left = g.left[:len(g.left)-1]
			g.f.putReal(face)
		}
		if g.f.takeJoker(0) {
			g.left = append(g.left, -1)
			rec(x + 1)
			g.left = g.left[:len(g.left)-1]
			g.f.putJoker(0)
		}
		if x < game.MaxNumber && g.f.takeJoker(1) {
			g.left = append(g.left, -2)
			rec(x + 2)
			g.left = g.left[:len(g.left)-1]
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
	g.right = append(g.right[:0], left...)
	right := g.right
	var rec func(i int)
	rec = func(i int) {
		if g.stop || g.f.far() {
			return
		}
		if i == len(left) {
			if !g.need.fits(f) {
				return
			}
			line := append(g.whole[:0], left...)
			line = append(line, -4)
			for k := len(right) - 1; k >= 0; k-- {
				line = append(line, right[k])
			}
			if g.rev && c >= 0 {
				// a run side falls to the mirror: the left side backwards,
				// the mirror, the right side
				slices.Reverse(line[:len(left)])
				slices.Reverse(line[len(left)+1:])
			}
			g.whole = line
			g.judge(line)
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
			// is, the face being one the joker can stand for (jokerFaces)
			for k := range jokerFaces(c) {
				face := g.jokerFace(left, i, c, lo, k)
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

// jokerFaces counts the faces a regular joker of a mirror set's left side
// may stand for (jokerFace): one in a run side (c >= 0), one a colour in a
// group side. Other faces make a set without a place at num (no face num,
// or an invalid one).
func jokerFaces(c int) int {
	if c < 0 {
		return game.NumColors
	}
	return 1
}

// jokerFace is the k-th face the regular joker left[i] of a mirror set's
// side may stand for: the face of its slot in a run side of colour c from
// slot lo (c >= 0), num in colour k in a group side.
func (g *twLines) jokerFace(left []int, i, c, lo, k int) game.Face {
	if c < 0 {
		return game.NumberTile(game.Color(k), g.num).Face()
	}
	x := lo
	for _, tok := range left[:i] {
		x++
		if tok == -2 {
			x++
		}
	}
	return game.NumberTile(game.Color(c), x).Face()
}
