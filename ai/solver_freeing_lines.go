package ai

// The generator of the Twist joker-freeing search's candidate lines
// (solver_freeing_twist.go): runs, groups and mirror sets of a node's free
// tiles with a place at one number, as lines of tokens (a face, or a joker
// kind as -1-k).
//
// Each line is built one token at a time, taking a free tile of its face
// or kind (twFree.take*); a line is handed to judge only if it meets the
// caller's need (twNeed.fits) and, for a run, if what its jokers stand
// for may suit the caller (twNeed.keptRun, solver_freeing_runpin.go), and
// a partial line none of whose completions can meet the need is abandoned
// (twNeed.hopeless). The generator
// allocates nothing per line: its token lists are buffers reused from one
// line to the next, which judge must not keep.

import (
	"slices"
	"sync/atomic"

	"rummikub/game"
)

// twLines builds candidate lines.
type twLines struct {
	f *twFree
	// need is the caller's condition on a line (nil: none); judge is
	// called with every line that meets it.
	need  *twNeed
	judge func([]int)
	// pay is called with every line that meets the need but is dropped
	// unjudged (keptRun); nil: nothing to pay.
	pay  func([]int)
	num  int
	line []int
	phys int
	// Buffers: a group's tokens, a mirror set's left side, its right side,
	// a group's line in some order, a whole mirror set's line.
	toks, left, right, out, whole []int
	// stop is set once the work budget has run out: the listing stops.
	stop bool
	// charge, when set, is called for every stepsPerUnit partial lines
	// built (step) with the unit they cost, and reports whether the
	// budget allows more; built counts the partial lines.
	charge func(units int) bool
	built  int
	// rev: the position is turned round (solver_reverse.go), and a
	// mirror set whose sides are runs falls to its mirror (twLines.side).
	rev bool
}

// stepsPerUnit is how many partial lines the generator builds for a unit
// of the Twist budget. Lines judged are charged besides (lineCharge); the
// partial lines abandoned as hopeless were not, and on tables of many
// jokers their listing ran some 40-70 ms on the game's budget (a review's
// dealt positions, 2026-11-29).
const stepsPerUnit = 8

// listingSteps counts the partial lines the generator has built, over
// all its listings since the program started (added once a listing, the
// tests check that the budget bounds them).
var listingSteps atomic.Int64

// step counts a partial line built, and charges it (charge); it reports
// whether the listing goes on.
func (g *twLines) step() bool {
	if g.stop {
		return false
	}
	if g.built++; g.built%stepsPerUnit == 0 {
		if g.charge != nil && !g.charge(1) {
			g.stop = true
			return false
		}
	}
	return true
}

// Kinds of joker a run line may still take (bits of twReach.kinds):
// regular and double jokers, and the colour-change joker.
const (
	reachPlain  = 1<<0 | 1<<1
	reachColour = 1 << 2
)

func (g *twLines) push(tok int) { g.line = append(g.line, tok); g.phys++ }
func (g *twLines) pop()         { g.line = g.line[:len(g.line)-1]; g.phys-- }

// try hands the run line to judge if it meets the need, and if what its
// jokers stand for may suit the caller (keptRun).
func (g *twLines) try(line []int) {
	if !g.need.fits(g.f) {
		return
	}
	if g.need.keptRun(g.f, line) {
		g.judge(line)
	} else if g.pay != nil {
		g.pay(line)
	}
}

// run extends a run line at slot x of colour c (changed: a colour-change
// joker is in it; real: it holds a number tile; seg: a number tile since
// the colour-change joker, or since the start). A segment of jokers only
// reads the same in every colour: canon marks the one colour (the first
// allowed) whose lines are tried, the others' being the same lines. The
// colour after a colour-change joker differs from a number tile's before.
func (g *twLines) run(x int, c game.Color, changed, real, seg, canon bool) {
	if !g.step() {
		return
	}
	if g.need != nil {
		r := twReach{lo: x, hi: game.MaxNumber, colour: int(c), kinds: reachPlain}
		if !changed && g.f.spare(-3) > 0 { // a colour-change joker may come
			r.colour, r.kinds = -1, reachPlain|reachColour
		}
		if g.need.hopeless(g.f, &r, maxTwistFixed-g.phys) {
			return
		}
	}
	if g.f.far() {
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
// be a group, read the same in any order. The orders share one buffer.
func (g *twLines) tryGroup(toks []int, try func([]int)) {
	reals := 0
	for _, tok := range toks {
		if tok >= 0 {
			reals++
		}
	}
	g.out = append(g.out[:0], toks...)
	slices.Sort(g.out)
	if reals < 2 {
		permute(g.out, try)
		return
	}
	try(g.out)
}

// group calls try with every group line at number num (with mirror, every
// mirror set whose sides are groups), its tiles in every order.
func (g *twLines) group(num int, mirror bool) {
	f := g.f
	if g.need != nil {
		// A group line takes faces of num and regular or double jokers (a
		// mirror set's are all taken here, its right side mirroring the
		// left).
		r := twReach{lo: num, hi: num, colour: -1, kinds: reachPlain}
		if g.need.hopeless(f, &r, maxTwistFixed) {
			return
		}
	}
	// toks: per colour a number tile or a regular joker, or nothing (then,
	// below, a double joker for two colours); leaf is called with each
	// choice and the colours it shows.
	var walk func(c, colours int, leaf func(colours int))
	walk = func(c, colours int, leaf func(colours int)) {
		if !g.step() || f.far() {
			return
		}
		if c == game.NumColors {
			leaf(colours)
			return
		}
		walk(c+1, colours, leaf)
		face := game.NumberTile(game.Color(c), num).Face()
		if f.takeReal(face) {
			g.toks = append(g.toks, int(face))
			walk(c+1, colours+1, leaf)
			g.toks = g.toks[:len(g.toks)-1]
			f.putReal(face)
		}
		if f.takeJoker(0) {
			g.toks = append(g.toks, -1)
			walk(c+1, colours+1, leaf)
			g.toks = g.toks[:len(g.toks)-1]
			f.putJoker(0)
		}
	}
	g.toks = g.toks[:0]
	walk(0, 0, func(colours int) {
		switch {
		case !mirror:
			if len(g.toks) >= 3 && len(g.toks) <= 4 && g.need.fits(f) {
				g.tryGroup(g.toks, g.judge)
			}
		case len(g.toks) > 0 && colours <= 3:
			g.tryGroup(g.toks, g.groupSide)
		}
	})
	if f.takeJoker(1) {
		g.toks = append(g.toks[:0], -2)
		walk(0, 0, func(colours int) {
			if !mirror && len(g.toks) == 3 && g.need.fits(f) {
				g.tryGroup(g.toks, g.judge)
			}
			if mirror && colours == 1 {
				g.tryGroup(g.toks, g.groupSide)
			}
		})
		f.putJoker(1)
	}
}

// permute calls try with every distinct order of a, sorted: a is permuted
// in place (and left in its last order).
func permute(a []int, try func([]int)) {
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
