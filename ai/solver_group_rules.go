package ai

// Table jokers of groups kept by the rule inside the programme. A table
// joker J whose set S was a group (S's other tiles real, of one number f,
// each of its own colour) may leave S only as RULES-NOTES allows: if some
// set holds two of S's other tiles, one such set must hold real tiles of
// what J stood for (either missing colour for a group of three, both
// colours for a double joker), or J itself standing for it. Only a group of
// number f can hold two of S's other tiles (a run holds one tile a number,
// a mirrored run's sides are one colour), so the rule is a constraint on
// that number's groups alone: either no group holds a pair of S's colours,
// or one of those that do keeps J. A group of real colours G keeps it when
// G holds a colour J stood for or a regular joker (which stands for a
// colour G lacks, one of J's: a group of three leaves it open, a group of
// four has one place left), or, for a double joker, every colour it stood
// for or a double joker (a group holding S's two colours and a double is
// S as it was).
//
// The joker-freeing search (solver_freeing.go) adds this rule to the
// programme's problem for every open table joker of a group (problem.rules)
// instead of branching on it: the options of the number are then the
// options with S's pairs kept apart, with a group that keeps J laid first
// (forced), or, as a relaxation, with a mirrored group at the number
// (which may hold the pair and J's colour in ways not worth listing):
// ruledOptions. The rule is implied by every legal play, so the programme
// still bounds them all; the referee judges what it lays, as before.

import (
	mathbits "math/bits"
	"slices"
	"sync"
	"sync/atomic"

	"rummikub/game"
)

// groupRule is the rule of one table joker of a group on its number's
// groups (see the file's comment); the zero rule asks nothing.
type groupRule struct {
	pairs  pairMask // the colour pairs of S's other tiles
	free   uint8    // the colours J stood for
	double bool     // J is a double joker
}

// holds reports whether a group of the real colours cs holds a pair of
// S's other tiles.
func (r groupRule) holds(cs uint8) bool { return pairsOf(cs)&r.pairs != 0 }

// keeps reports whether a group of the real colours cs, with jokers
// regular jokers and doubles double jokers, keeps J (cs holding a pair).
func (r groupRule) keeps(cs uint8, jokers, doubles int) bool {
	if r.double {
		return cs&r.free == r.free || doubles > 0
	}
	return cs&r.free != 0 || jokers > 0
}

// key packs the rule (11 bits) for the option caches.
func (r groupRule) key() int {
	k := int(r.pairs)<<5 | int(r.free)<<1
	if r.double {
		k |= 1
	}
	return k
}

// groupRuleOf returns the rule of a table joker j whose set is tiles, and
// its number; false when the set is not a group of real tiles and j.
func groupRuleOf(j *heldJoker, tiles []game.Tile) (groupRule, int, bool) {
	if j.kind != game.Joker && j.kind != game.DoubleJoker {
		return groupRule{}, 0, false
	}
	var cs uint8
	n, others := 0, 0
	for _, t := range tiles {
		if t.IsJoker() {
			continue
		}
		if cs&(1<<t.Color()) != 0 || (n != 0 && t.Number() != n) {
			return groupRule{}, 0, false
		}
		cs |= 1 << t.Color()
		n = t.Number()
		others++
	}
	if others < 2 || others+1 != len(tiles) {
		return groupRule{}, 0, false // another joker in the set, or too few tiles
	}
	r := groupRule{pairs: pairsOf(cs), double: j.kind == game.DoubleJoker}
	for _, p := range j.stands {
		for _, f := range p {
			if f == 0 {
				continue
			}
			if f.IsJoker() || f.Number() != n || cs&(1<<f.Color()) != 0 {
				return groupRule{}, 0, false
			}
			r.free |= 1 << f.Color()
		}
	}
	if r.free == 0 || (r.double && len(j.stands) != 1) {
		return groupRule{}, 0, false
	}
	return r, n, true
}

// groupRules adds to a node's problem the rules of its open jokers of
// groups (one rule a number: a second at the same number is left to the
// search). A joker two of whose set's tiles a fixed set holds is left to
// the search too: that set may keep or break it whatever the programme's
// groups do. Only with Twist's special jokers in the node's programme
// (twExpand and buildTwist read the rules), and in a position holding
// them (as apartMasks).
func (fs *freeSearch) groupRules(n *fnode, p *problem) {
	if !fs.special {
		p.rules = [game.MaxNumber + 1]groupRule{}
		p.runs = runRules{}
		return
	}
	addGroupRules(p, fs.jokers, n.fate, n.fixed)
	addRunRules(p, fs.jokers, n.fate, n.fixed)
}

// addGroupRules sets a problem's rules: those of the jokers whose fate is
// open and whose set's tiles the fixed sets do not hold two of (a nil fate:
// every joker's is open).
func addGroupRules(p *problem, jokers []heldJoker, fate []uint8, fixed []game.Set) {
	p.rules = [game.MaxNumber + 1]groupRule{}
	if !p.twist() {
		return
	}
	for k := range jokers {
		j := &jokers[k]
		if (fate != nil && fate[k] != fateOpen) || j.ruleAt == 0 || p.rules[j.ruleAt].pairs != 0 {
			continue
		}
		if slices.ContainsFunc(fixed, func(s game.Set) bool { return j.others.overlap(s.Tiles, -1) >= 2 }) {
			continue
		}
		p.rules[j.ruleAt] = j.rule
		ruledRuns.Add(1)
	}
}

// ruledRuns counts the rules added to programme runs since the program
// started (the tests check that they are exercised).
var ruledRuns atomic.Int64

// forcedGroup is a group that keeps a rule's joker: its real tiles by
// colour and its regular and double jokers.
type forcedGroup struct {
	reals     [game.NumColors]int8
	j, dd     int8
	colours   uint8
	jokerCols uint8 // the colours its regular jokers stand for
}

// forcedGroups lists the groups that keep rule's joker with av tiles by
// colour and jokers, doubles left, none holding a pair of mask.
func forcedGroups(av [game.NumColors]int, jokers, doubles int, mask pairMask, rule groupRule) []forcedGroup {
	var out []forcedGroup
	for cs := uint8(1); cs < 1<<game.NumColors; cs++ {
		if !rule.holds(cs) || !mask.allows(cs) {
			continue
		}
		var g forcedGroup
		n, ok := 0, true
		for c := range game.NumColors {
			if cs&(1<<c) != 0 {
				ok = ok && av[c] > 0
				g.reals[c] = 1
				n++
			}
		}
		if !ok {
			continue
		}
		g.colours = cs
		// plain groups: the jokers fill missing colours
		for j := 0; j <= min(jokers, game.NumColors-n); j++ {
			if n+j < 3 || !rule.keeps(cs, j, 0) {
				continue
			}
			h := g
			h.j = int8(j)
			// the jokers stand for J's colours first
			for _, want := range []uint8{rule.free &^ cs, 0xf &^ cs &^ rule.free} {
				for c := range game.NumColors {
					if want&(1<<c) != 0 && mathbits.OnesCount8(h.jokerCols) < j {
						h.jokerCols |= 1 << c
					}
				}
			}
			out = append(out, h)
		}
		// a double joker with two number tiles: S as it was
		if n == 2 && doubles > 0 && rule.keeps(cs, 0, 1) {
			h := g
			h.dd = 1
			out = append(out, h)
		}
	}
	return out
}

// tgroup returns the forced group as the programme's layout takes it.
func (g forcedGroup) tgroup() tgroup {
	t := tgroup{reals: g.reals}
	for c := range game.NumColors {
		if g.jokerCols&(1<<c) != 0 {
			t.jokers[c] = 1
		}
	}
	if g.dd > 0 {
		t.double = 0xf &^ g.colours
	}
	return t
}

// ruledKey names a list of ruledOptions.
type ruledKey struct {
	sig, jokers, doubles, mirrors int
	mask                          pairMask
	rule                          int
}

// ruledCache holds ruledOptions' lists by ruledKey.
var ruledCache sync.Map

// numberOptions returns the options of a number (twLayerOptions) under its
// groups' mask and rule.
func numberOptions(sig, jokers, doubles, mirrors int, mask pairMask, rule groupRule) *optionSet {
	if rule.pairs == 0 {
		return twLayerOptions(sig, jokers, doubles, mirrors, mask)
	}
	key := ruledKey{sig, jokers, doubles, mirrors, mask, rule.key()}
	if p, ok := ruledCache.Load(key); ok {
		return p.(*optionSet)
	}
	set := ruledOptions(sig, jokers, doubles, mirrors, mask, rule)
	ruledCache.Store(key, set)
	return set
}

// ruledOptions lists numberOptions with a rule: the options with the
// rule's pairs kept apart, those with a forced group that keeps its joker
// laid first, and those with a mirrored group; each choice of tiles in
// runs and jokers once, with the most rack tiles any of them lays.
func ruledOptions(sig, jokers, doubles, mirrors int, mask pairMask, rule groupRule) *optionSet {
	var t, av [game.NumColors]int
	for c, s := 0, sig; c < game.NumColors; c, s = c+1, s/9 {
		t[c], av[c] = s%9/3, s%3
	}
	best := map[[7]int8]int8{}
	var order [][7]int8
	add := func(o option) {
		k := [7]int8{o.k[0], o.k[1], o.k[2], o.k[3], o.jl, o.dd, o.mm}
		l, seen := best[k]
		if !seen {
			order = append(order, k)
		}
		if !seen || o.l > l {
			best[k] = o.l
		}
	}
	for _, o := range twLayerOptions(sig, jokers, doubles, mirrors, mask|rule.pairs).options {
		add(o)
	}
	for _, g := range forcedGroups(av, jokers, doubles, mask, rule) {
		sc := specialCombo{reals: g.reals, j: g.j, dd: g.dd}
		t2, av2, laid := comboRest(t, av, &sc)
		for _, o := range twLayerOptions(signature(t2, av2), jokers-int(g.j), doubles-int(g.dd), mirrors, mask).options {
			o.jl += g.j
			o.dd += g.dd
			o.l += int8(laid)
			add(o)
		}
	}
	if mirrors > 0 {
		for _, o := range twLayerOptions(sig, jokers, doubles, mirrors, mask).options {
			if o.mm > 0 {
				add(o)
			}
		}
	}
	out := make([]option, 0, len(order))
	for _, k := range order {
		out = append(out, option{k: [game.NumColors]int8{k[0], k[1], k[2], k[3]}, jl: k[4], dd: k[5], mm: k[6], l: best[k]})
	}
	slices.SortStableFunc(out, compareOptions)
	return newOptionSet(out)
}

// ruledSplit is twSplit under a number's rule: the use of its tiles for an
// option of numberOptions, with the special and forced groups it makes.
func ruledSplit(t, av [game.NumColors]int, o option, mask pairMask, rule groupRule) (layerSplit, []tgroup) {
	if rule.pairs == 0 {
		return twSplit(t, av, o, mask)
	}
	if l, sp, groups := twSplitBest(t, av, o, mask|rule.pairs); l == int(o.l) {
		return sp, groups
	}
	for _, g := range forcedGroups(av, int(o.jl), int(o.dd), mask, rule) {
		sc := specialCombo{reals: g.reals, j: g.j, dd: g.dd}
		t2, av2, laid := comboRest(t, av, &sc)
		o2 := o
		o2.jl -= g.j
		o2.dd -= g.dd
		o2.l -= int8(laid)
		if l, sp, groups := twSplitBest(t2, av2, o2, mask); l >= 0 && l == int(o2.l) {
			return sp, append([]tgroup{g.tgroup()}, groups...)
		}
	}
	if o.mm > 0 {
		if l, sp, groups := twSplitBest(t, av, o, mask); l == int(o.l) {
			return sp, groups
		}
	}
	panic("ai: ruledSplit lost an option's split")
}

// rulesKept reports whether a play's groups keep the problem's rules as
// numberOptions reads them (a mirrored group at the number lets any group
// there hold the pairs).
func (p *problem) rulesKept(sets []game.Set) bool {
	var held, kept, mirrored [game.MaxNumber + 1]bool
	for _, s := range sets {
		var cs uint8
		n, jokers, doubles, mirror := 0, 0, 0, false
		for _, t := range s.Tiles {
			switch {
			case t.Kind() == game.Joker:
				jokers++
			case t.Kind() == game.DoubleJoker:
				doubles++
			case t.Kind() == game.MirrorJoker:
				mirror = true
			case t.IsJoker():
			case n != 0 && t.Number() != n:
				n = -1
			default:
				if n == 0 {
					n = t.Number()
				}
				cs |= 1 << t.Color()
			}
			if n < 0 {
				break
			}
		}
		if n <= 0 || p.rules[n].pairs == 0 {
			continue
		}
		mirrored[n] = mirrored[n] || mirror
		if p.rules[n].holds(cs) {
			held[n] = true
			kept[n] = kept[n] || p.rules[n].keeps(cs, jokers, doubles)
		}
	}
	for n := range held {
		if held[n] && !kept[n] && !mirrored[n] {
			return false
		}
	}
	return true
}

// root solves the joker-freeing search's root: the free rearrangement,
// or, when it is dear, the free rearrangement with the rules of the table
// jokers of groups kept (addGroupRules), which bounds the legal plays as
// well. With such rules it first tries the free rearrangement without
// them on a short budget (firstTryShare of the position's), as the search
// did before the rules: on some tables the rules cost far more (a
// whole-box position of the benchmark: 1,398 units without them, 363,541
// with two rules), on those where the free rearrangement is dear they
// mostly cost less (16,057 units instead of 25,244, 16,393 instead of
// 29,440).
//
// It reports too whether the play breaks rules that the search's nodes
// keep (the free rearrangement's, with rules to keep): the search then
// scores its root anew, with them.
func (s *Solver) root(pos game.Position, p plan, jokers []heldJoker) (sol Solution, ok, unruled bool) {
	in := p.instance(pos)
	if hasSpecial(pos) {
		addGroupRules(&in.p, jokers, nil, nil)
		addRunRules(&in.p, jokers, nil, nil)
	}
	if in.p.rules != ([game.MaxNumber + 1]groupRule{}) || in.p.runs.n > 0 {
		if s.turn == turnOn && s.turnedFree != nil {
			// The turned try's run, laid out (turnsFaster).
			sol, s.turnedFree = *s.turnedFree, nil
			return sol, true, true
		}
		free := p.instance(pos)
		s.d.tw.runCap = twistTotal / firstTryShare
		if s.turn == turnOn {
			s.d.tw.runCap = twistTotal / turnShare // the turned try's, which succeeded
		}
		v := s.d.solve(&free.p, -1)
		s.d.tw.runCap = 0
		if s.d.tw.refused() {
			v = infeasible
		}
		if v >= 0 {
			return s.layout(p, pos, free, v), true, true
		}
		if s.d.tw.exhausted {
			s.d.tw.aborted = true // refused cleared it: the Solver falls back
			return Solution{}, false, false
		}
		if s.turn == turnMay {
			// Once a position (the Solver's own, not a part of it that
			// a fallback solves): the first try may be cheaper turned
			// round (solver_reverse.go).
			s.turn = turnOff
			if s.turnsFaster(pos) {
				s.turn = turnWanted
				return Solution{}, false, false
			}
		}
	}
	v := s.d.solve(&in.p, -1)
	if v < 0 {
		return Solution{}, false, false
	}
	return s.layout(p, pos, in, v), true, false
}

// firstTryShare divides the position's budget into the first try's of
// root.
const firstTryShare = 8
