package ai

// Table jokers of runs kept by the rule inside the programme, as far as
// its state can tell. A table joker J standing for F (number f) in a run
// S of real tiles (a regular joker, or a colour-change joker) may leave S
// only as RULES-NOTES allows: if some set holds two of S's other tiles,
// one such set must hold a real F, or J standing for F. The programme's
// runs are counters, interchangeable, so it cannot follow S's tiles in
// general; but it can see the commonest way to break the rule, which the
// free rearrangement takes over and over on the benchmark's hardest
// tables: S's two tiles next to J on one side (f-2 and f-1, or f+1 and
// f+2, one colour) in one run that does not reach f (`R5 R6 R7` from
// `R6 R7 *C K9 K10`, `K6 K7 K8 K9` from `K4 * K6 K7`). The rule counts
// tiles by face, so any copy of those faces is S's tile.
//
// The programme follows, for each such rule (a slot: five bits of the
// state's meld value, which only an initial meld uses), what happens
// between f-2 and f+2:
//   - held: the pair is in one run for certain. In the counters: at the
//     pair's first number, the number's only tile of that colour in runs
//     is a real tile (options with a real tile told apart from a joker in
//     its place: trackedOptions), in the colour's only run; at the
//     second, that run goes on with S's tile, again the only one. Below f
//     a run of any length will do: where a longer run ends at the first
//     number and a new one starts at the second (the counters cannot
//     tell, the counts are the same), the new one goes on into f, which
//     counts as kept. A pair above f must be a run started at f+1, so
//     that it does not hold f, or, for a colour-change J, one started at
//     f with a regular joker (which holds F as nothing that keeps J; a
//     run one or two long goes on for certain). In a special run: the
//     only one of its colour holding a number tile takes a real tile of
//     the pair's face at both numbers (above f, with no counters' run of
//     that colour at f+1, so that f+2 tells the two ways apart:
//     `K2 K3 *D:K4K5` from `*:K1 K2 K3`).
//   - kept: a set that may hold two of S's tiles and F: a run of the
//     colour of S's tile at f-1 going on into f (a counters' run; one
//     converted into a special run there, when J is a colour-change joker
//     or the pair below was held in a counters' run three or more long at
//     f-2, as the counters may have taken a new run at f-1 for the pair's;
//     or a special run taking F or a joker of J's kind); any twin at f
//     (with the rack's copies its sides may hold two of S's tiles and F);
//     a run through f, f+1 and f+2 of the colour
//     of S's tiles there, whether the programme tells that pair or not (a
//     counters' run three long at f+2, one converted on the way, or any
//     special run going on), its tile at f real for a colour-change J
//     where the options tell; and, for a colour-change J, a special run
//     holding the pair and a colour-change joker (the programme lays one
//     at a run's end, J kept, at its start instead), unless the joker
//     came right before the pair after number tiles, where it cannot be
//     last (`B1 B2 *C:B3 R4 R5`). The referee reads a colour-change J as
//     standing for f in every colour, so a run that changes colour on
//     the way keeps it too: a special run taking a number tile at f of
//     the colour of S's tile at f+1, or of another after its
//     colour-change joker (S three or more long below f) or before it
//     (three or more above; `R4 *C:R5 B6 B7`, `K6 *C:K7 B8 B9`), and a
//     counters' run through f going on with a colour-change joker while
//     two of S's tiles lie beyond it (`K7 *C:K8 R9 R10`).
//
// A play with a pair held and nothing kept breaks the rule (held is
// certain, kept is counted whenever it may be), so the programme refuses
// it at the end of the slot's window (f, or f+2 when S has two tiles of
// one colour above f) and still bounds every legal play; the referee
// judges what it lays, as before. Checked by the exhaustive Twist test
// (it asserts that the rules are exercised; dropping the kept runs at f
// makes it fail), by TestSolveTwistRunJokersLegalPlays and
// TestSolveTwistColourChangeJokerKeptAcrossColours (positions reviews
// built, whose legal plays earlier versions refused), by
// TestSolveTwistRunJokerPositions (positions dealt around a run's joker),
// by TestSolveTwistRunJokersRefusedPlays (plays the rules must refuse)
// and by TestTrackedOptionsTellTheTileApart.

import (
	"slices"
	"sync/atomic"

	"rummikub/game"
)

// runRule is the rule of one table joker of a run (see the file's
// comment): its number f; for each side, the two tiles of S next to it
// whose pair the programme tells held (zero when S has not two of one
// colour there); the colours of S's tile at f-1 and of S's two tiles
// at f+1 and f+2, told or not (-1 when S has none: what may keep J);
// and whether J is a colour-change joker.
type runRule struct {
	f              int8
	below, above   [2]game.Tile
	left, upper    int8
	colourChanging bool
	// belowLen and aboveLen count S's tiles below and above f, right is
	// the colour of S's tile at f+1 (-1 if none): a colour-change joker's
	// set may be kept by a run that changes colour on the way and holds
	// two of them.
	belowLen, aboveLen, right int8
}

// runRuleOf returns the rule of the joker at index i of the valid set s;
// false when s is not a run of real tiles and a regular or colour-change
// joker that reads one way, or when S has no two tiles of one colour
// next to it on either side.
func runRuleOf(j *heldJoker, s game.JudgedSet, i int) (runRule, bool) {
	if s.Kind != game.Run || (j.kind != game.Joker && j.kind != game.ColorJoker) {
		return runRule{}, false
	}
	if j.kind == game.Joker && (len(j.stands) != 1 || j.stands[0][1] != 0) {
		return runRule{}, false
	}
	f := s.Stands[i][0].Number()
	r := runRule{f: int8(f), left: -1, upper: -1, colourChanging: j.kind == game.ColorJoker}
	var at [game.MaxNumber + 3]game.Tile
	for k, t := range s.Tiles {
		if k == i {
			continue
		}
		if t.IsJoker() {
			return runRule{}, false
		}
		at[t.Number()] = t
	}
	pair := func(a, b int) [2]game.Tile {
		if a < 1 || b > game.MaxNumber || at[a] == 0 || at[b] == 0 || at[a].Color() != at[b].Color() {
			return [2]game.Tile{}
		}
		return [2]game.Tile{at[a], at[b]}
	}
	r.below, r.above = pair(f-2, f-1), pair(f+1, f+2)
	if f > 1 && at[f-1] != 0 {
		r.left = int8(at[f-1].Color())
	}
	if r.above[0] != 0 {
		r.upper = int8(r.above[0].Color())
	}
	for n := f + 1; n <= game.MaxNumber && at[n] != 0; n++ {
		r.aboveLen++
	}
	for n := f - 1; n >= 1 && at[n] != 0; n-- {
		r.belowLen++
	}
	r.right = -1
	if f < game.MaxNumber && at[f+1] != 0 {
		r.right = int8(at[f+1].Color())
	}
	return r, r.below[0] != 0 || r.above[0] != 0
}

// maxRunRules is how many rules the state's meld value holds (five bits
// each in ten).
const maxRunRules = 2

// runRules are a problem's rules of table jokers of runs: the slots, the
// colours whose tiles are told apart at each number (track) and the
// numbers where some slot follows the play (active).
type runRules struct {
	n      int8
	slot   [maxRunRules]runRule
	track  [game.MaxNumber + 2]uint8
	active [game.MaxNumber + 2]bool
}

// Each slot's bits in the state's meld value.
const (
	runMark  = 1 << iota // the pair's first tile is in its colour's only counters' run
	runHeld              // the pair is in one run
	runKept              // a set may hold two of S's tiles and F
	runNear1             // a run of the colour of S's tiles above f may hold F
	runNear2             // ... and go on to f+1
	runBits  = 5
	// runInItem is runNear2's bit below f (the two are never used at
	// once: one from f-2 to f-1, the other from f to f+2): the pair's
	// first tile is in a special run, the only one of its colour holding
	// a number tile. runFixedSwitch, runNear1's bit below f: that run's
	// colour-change joker came right before the tile, after number tiles
	// of another colour (`B1 B2 *C R4`: it cannot be the run's last tile).
	runInItem      = runNear2
	runFixedSwitch = runNear1
	// runAcross, runNear2's bit at f (set only at f+1 otherwise): a
	// special run took a tile of the colour of S's tile at f+1 after its
	// colour-change joker (keepsAcross); it keeps a colour-change J if it
	// goes on into f+1. The near chain counts it too, as runNear1 is set.
	runAcross = runNear2
)

// addRunRules sets a problem's rules of table jokers of runs: those of the
// jokers whose fate is open (nil: every joker's) and whose set's tiles the
// fixed sets do not hold two of. Only with special jokers in the problem
// (twExpand reads them) and outside an initial meld (the slots live in the
// meld value).
func addRunRules(p *problem, jokers []heldJoker, fate []uint8, fixed []game.Set) {
	p.runs = runRules{}
	if !p.twist() || p.threshold > 0 {
		return
	}
	// track tells a pair's tiles apart at their numbers.
	track := func(pr [2]game.Tile) {
		if pr[0] == 0 {
			return
		}
		for _, t := range pr {
			p.runs.track[t.Number()] |= 1 << t.Color()
		}
	}
	for k := range jokers {
		j := &jokers[k]
		if p.runs.n == maxRunRules || (fate != nil && fate[k] != fateOpen) || j.run.f == 0 {
			continue
		}
		if slices.ContainsFunc(fixed, func(s game.Set) bool { return j.others.overlap(s.Tiles, -1) >= 2 }) {
			continue
		}
		r := j.run
		track(r.below)
		track(r.above)
		if r.colourChanging {
			// at f a real tile keeps J, a regular joker does not
			for _, c := range []int8{r.left, r.upper} {
				if c >= 0 {
					p.runs.track[r.f] |= 1 << c
				}
			}
		}
		p.runs.slot[p.runs.n] = r
		p.runs.n++
		lo, hi := r.window()
		for n := lo; n <= hi; n++ {
			p.runs.active[n] = true
		}
		runRuleRuns.Add(1)
	}
}

// window returns the numbers a rule's slot follows: from its pair below
// (or f) to f+2 when S has two tiles of one colour there, which may keep J
// (or f).
func (r *runRule) window() (lo, hi int) {
	lo, hi = int(r.f), int(r.f)
	if r.below[0] != 0 {
		lo = int(r.f) - 2
	}
	if r.upper >= 0 {
		hi = int(r.f) + 2
	}
	return lo, hi
}

// runRuleRuns counts the rules of jokers of runs added to programme runs
// since the program started (the tests check that they are exercised).
var runRuleRuns atomic.Int64

// step returns the slots' bits after number n for a child (mv: the bits
// before), or false when it breaks a rule.
func (rr *runRules) step(n, mv int, m *runMove) (int, bool) {
	// only returns the length class (1, 2, 3: three or more) of a
	// colour's one counters' run, before the move's number (after its
	// conversions) or after it; 0 unless there is exactly one.
	only := func(c int, after bool) int {
		s := int(m.cv.cs[c])
		if after {
			s = int(m.ns >> (6 * c) & 63)
		}
		_, class := runsOf(s)
		return class
	}
	// goesOn reports whether a run of colour c holding the numbers from
	// f goes on into n (long tiles from f to n, 2 or 3): a counters' run
	// that long after n, one converted into a special run at n, or a
	// special run open before n going on (one whose colour is still open
	// too, or still to change after a colour-change joker, as in
	// `R6 *C:R7 *:K8 K9 K10`; any such run, as it may be the one at f).
	goesOn := func(c, long int) bool {
		x := runStates[m.ns>>(6*c)&63]
		if x.x3 > 0 || (long == 2 && x.x2 > 0) || m.converts(c) {
			return true
		}
		for i, it := range m.old {
			if m.dc.act[i] != actEnd && !it.twin() && (it.col() == c || !it.fixed() || it.other()) {
				return true
			}
		}
		return false
	}
	// sole reports whether S's tile of colour c is the number's only
	// tile of c in the counters' runs.
	sole := func(c int) bool { return m.o.k[c] == 1 && m.o.real&(1<<c) != 0 }
	// anyLong reports whether a counters' run of some colour is three or
	// more long after n.
	anyLong := func() bool {
		for c := range game.NumColors {
			if runStates[m.ns>>(6*c)&63].x3 > 0 {
				return true
			}
		}
		return false
	}
	for s := range int(rr.n) {
		r := &rr.slot[s]
		lo, hi := r.window()
		if n < lo || n > hi {
			continue
		}
		b := mv >> (runBits * s) & (1<<runBits - 1)
		f := int(r.f)
		// keepsAt reports whether the counters' tiles of colour c at f
		// may keep J: any, for a regular joker (a real F or a joker
		// standing for it); for a colour-change joker, a real tile (told
		// apart where there is one: the rule tracks c at f), not a
		// regular joker
		keepsAt := func(c int) bool {
			return !r.colourChanging || m.o.k[c] >= 2 || m.o.real&(1<<c) != 0
		}
		if r.below[0] != 0 {
			cb := int(r.below[0].Color())
			switch n {
			case f - 2:
				if sole(cb) && only(cb, true) > 0 {
					b |= runMark
				}
				if m.takesReal(cb) && m.realRuns(cb, false) == 1 {
					b |= runInItem
					if m.afterFixedSwitch(cb) {
						b |= runFixedSwitch
					}
				}
			case f - 1:
				// a run three or more long at f-2 may end there and a new
				// one start at f-1 with the same counts: that one goes on
				// into f (ambiguous, runMark from here to f)
				ambiguous := false
				if b&runMark != 0 && only(cb, false) > 0 && sole(cb) {
					b |= runHeld
					ambiguous = only(cb, false) == 3
				}
				if b&runInItem != 0 && m.realRuns(cb, true) == 1 {
					switch holder := m.holderTakes(cb); {
					case holder < 0:
					case r.colourChanging && m.old[holder].is(itemChanged) && b&runFixedSwitch == 0:
						// the programme lays a colour-change joker at a
						// run's end (J kept) at its start: may keep
						b |= runHeld | runKept
					default:
						b |= runHeld
					}
				}
				b &^= runMark | runInItem | runFixedSwitch
				if ambiguous {
					b |= runMark
				}
			}
		}
		if n == f {
			// A counters' run of the colour of S's tile at f-1 going on
			// into f (a longer run's end and a new run's start at f-1 are
			// one counters' run: the new one goes on into f), or a special
			// run holding F there, may hold two of S's tiles and F. So may
			// a counters' run converted into a special run at f with a
			// colour-change joker when J is one; and, when the pair below
			// was held in a run the counters cannot tell from a new one at
			// f-1 (runMark), any run converted there or going on with a
			// regular joker: the new run may have gone on so (`R6 *D:R7R8
			// R9` beside `R3 R4 R5`, from `R5 R6 *:R7`).
			if cl := int(r.left); cl >= 0 {
				runs, _ := runsOf(int(m.cv.cs[cl]))
				converted := m.converts(cl) && (r.colourChanging || b&runMark != 0)
				goesOn := runs >= 1 && m.o.k[cl] >= 1 && (keepsAt(cl) || b&runMark != 0)
				if goesOn || converted || m.keeps(cl, r.colourChanging) {
					b |= runKept
				}
			}
			if cu := int(r.upper); cu >= 0 && ((m.o.k[cu] >= 1 && keepsAt(cu)) || m.keeps(cu, r.colourChanging)) {
				b |= runNear1
			}
			// J standing for f in every colour, a special run changing
			// colour on the way may hold two of S's tiles and a number
			// tile at f of another colour (keepsAcross).
			if r.colourChanging {
				now, next := m.keepsAcross(r)
				if now {
					b |= runKept
				}
				if next {
					b |= runAcross
				}
			}
		}
		// So may a counters' run through f that changes colour after it,
		// with two of S's tiles above after the colour-change joker
		// (`K7 *C:K8 R9 R10` beside `O6 *C:O7 R8 R9 R10`): S's tiles
		// must reach two past the joker. Beyond the window, any run
		// three or more long at f+2 may still do so.
		if r.colourChanging && n > f && n <= f+int(r.aboveLen)-2 {
			if m.switchesAfter(n-f) || (n == hi && n < f+int(r.aboveLen)-2 && anyLong()) {
				b |= runKept
			}
		}
		if n == f {
			b &^= runMark
		}
		if cu := int(r.upper); cu >= 0 {
			switch n {
			case f:
				// for a colour-change J, a run started at f with a
				// regular joker (the colour's only tile in runs there)
				// holds F as nothing that keeps J
				if r.colourChanging && m.o.k[cu] == 1 && m.o.real&(1<<cu) == 0 && only(cu, true) == 1 {
					b |= runMark
				}
			case f + 1:
				if b&runAcross != 0 && m.changedGoesOn(cu) {
					b |= runKept
				}
				b &^= runAcross
				if b&runNear1 != 0 && goesOn(cu, 2) {
					b |= runNear2
				}
				// S's tile in a run started at f+1, or in that run from f
				// (a run one or two long goes on for certain)
				fromF := b&runMark != 0
				b &^= runMark
				if r.above[0] != 0 && sole(cu) && (only(cu, true) == 1 || (fromF && only(cu, true) == 2)) {
					b |= runMark
				}
				// or S's tile is in a special run, the only one of its
				// colour holding a number tile, and no counters' run of
				// that colour goes on (so that f+2 tells the two apart)
				if m.takesReal(cu) && m.realRuns(cu, false) == 1 && m.ns>>(6*cu)&63 == 0 {
					b |= runMark
				}
			case f + 2:
				if b&runMark != 0 && (only(cu, false) == 1 || only(cu, false) == 2) && sole(cu) {
					b |= runHeld
				}
				if b&runMark != 0 && m.st>>(6*cu)&63 == 0 && m.realRuns(cu, true) == 1 {
					switch holder := m.holderTakes(cu); {
					case holder < 0:
					case r.colourChanging && m.old[holder].is(itemChanged):
						b |= runHeld | runKept // as below f
					default:
						b |= runHeld
					}
				}
				if b&runNear2 != 0 && goesOn(cu, 3) {
					b |= runKept
				}
				b &^= runMark
			}
		}
		if n == hi {
			if b&runHeld != 0 && b&runKept == 0 {
				return 0, false
			}
			b = 0
		}
		mv = mv&^((1<<runBits-1)<<(runBits*s)) | b<<(runBits*s)
	}
	return mv, true
}

// runsKept reports whether a play's sets (the quick answer's,
// solver_twist_quick.go) leave no rule's pair in a set of real tiles that
// does not reach its joker's number. A quick play that does is not taken
// (the programme might refuse it; at worst the search runs where the
// quick answer would have done).
func (p *problem) runsKept(sets []game.Set) bool {
	for s := range int(p.runs.n) {
		r := &p.runs.slot[s]
		for _, pr := range [][2]game.Tile{r.below, r.above} {
			if pr[0] == 0 {
				continue
			}
			for _, set := range sets {
				if heldApart(set.Tiles, pr, int(r.f)) {
					return false
				}
			}
		}
	}
	return true
}

// heldApart reports whether tiles, real tiles only, hold both faces of a
// pair and none of number f.
func heldApart(tiles []game.Tile, pr [2]game.Tile, f int) bool {
	a, b := false, false
	for _, t := range tiles {
		if t.IsJoker() || t.Number() == f {
			return false
		}
		a = a || t.Face() == pr[0].Face()
		b = b || t.Face() == pr[1].Face()
	}
	return a && b
}
