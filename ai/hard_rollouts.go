package ai

import (
	"slices"
	"time"

	"rummikub/game"
)

// Hard weighs its candidate plays the way Expert does, within its own
// small budget: each candidate is played out on the same imagined deals
// for a reply of the next player and its own next turn, every seat making
// an estimate of its best play (quickStep: the classic programme with the
// jokers moving freely, Twist's special jokers set aside), and the position
// is valued by the fitted evaluation (expert_eval.go) with weights fitted
// to the quick step's features (hardWeights). The estimate costs a
// fraction of a millisecond where the solver under the joker rule, and the
// search with special jokers, can cost milliseconds, so a turn plays out a
// few dozen deals. Expert, with two seats, plays these rollouts on up to
// 400 deals.
//
// It replaced, in classic and Sabra, a lookahead that weighed the tiles
// laid now against twice the next player's expected reply on the table
// left: on the same 2000 deals against Greedy, 49.65% of the games won
// became 57.35%, and 61.2% with hardClassicWeights (Sabra: 50.9%, 55.25%,
// 59.1%; classic with three seats, 33.3% to 40.4%; docs/PLAYERS.md).

// Hard's tuning of its rollouts (see docs/PLAYERS.md, "How hard plays").
const (
	// hardWorlds is the most imagined deals a turn plays out.
	hardWorlds = 64
	// hardHorizon is how many turns a rollout plays.
	hardHorizon = 2
	// hardMargin is Expert's Margin for Hard's choice.
	hardMargin = 0.5
	// hardTwistBudget is Hard's default Budget in Twist: the rollouts stop
	// there, leaving room under 50 ms for a machine busy elsewhere.
	hardTwistBudget = 25 * time.Millisecond
	// hardRollouts is the part of the budget kept for the rollouts: no
	// other play is searched for past the deadline less this.
	hardRollouts = 15 * time.Millisecond
)

// hardTwistWeights are the fitted evaluation's weights for Hard's rollouts
// in Twist: fitted to 800 greedy Twist games (seeds from 500001), the
// features read by the quick step (EXPERT_FIT=800 EXPERT_FIT_VARIANT=twist
// EXPERT_FIT_QUICK=1, see docs/PLAYERS.md).
var hardTwistWeights = evalFeatures{0.12797237505704737, 0.04033445585344823, -0.03850476564681142, -1.0053424443324008, 0.9702333364909763, -0.03164814252528484, 0.03255350445488395, 0.19263165433113155, -0.2247895825237381, 0.06443309754326863, -0.1056077821203194, 1.638567312241412, -1.1727572144473315, -0.00303007797271526}

// hardClassicWeights are the fitted evaluation's weights for Hard's
// rollouts without Twist's special jokers: fitted to 800 greedy classic
// games (seeds from 500001), the features read by the quick step
// (EXPERT_FIT=800 EXPERT_FIT_QUICK=1, see docs/PLAYERS.md): held-out
// log-loss 0.6618, where the weights Expert then used, fitted to the
// solver's own plays, give 0.6921 on the quick step's features (its
// "could go out", with the jokers moving freely, is true far more often).
// On the same 2000 deals against Greedy, Hard won 61.2% of classic games
// with them and 57.35% with those (Sabra: 59.1% and 55.25%). Expert's
// rollouts with two seats use them too.
var hardClassicWeights = evalFeatures{0.01856381540124225, 0.04202859887294887, -0.040224054491115664, -1.23438381044161, 1.236732735768356, -0.038002616637824664, 0.03304380609001616, -0.04440930211141667, 0.031222720878230803, -0.16165255660526318, 0.16661463660055564, 1.0035628065354196, -0.5215672402881395, -0.007436324760493169}

// hardWeights are the fitted evaluation's weights for Hard's rollouts
// (and Expert's with two seats) under a variant's rules: fitted to Twist
// games with Twist's special jokers, else to classic games (Sabra too: its
// tiles are classic's).
func hardWeights(r *game.Rules) *evalFeatures {
	if twistBox(r) {
		return &hardTwistWeights
	}
	return &hardClassicWeights
}

// hardClassicWeights3 and hardClassicWeights4 are the fitted evaluation's
// weights for rollouts of three and four seats without Twist's special
// jokers, read by seatFeatures: fitted to 2000 greedy classic games of
// that many seats each (seeds from 500001), the features read by the quick
// step (EXPERT_FIT=2000 EXPERT_FIT_SEATS=3 or 4 EXPERT_FIT_QUICK=1, see
// docs/PLAYERS.md). Held-out log-loss 0.6030 with three seats and 0.5437
// with four, where the tiles-held curve gives 0.6608 and 0.6411 (and
// always guessing an even share 0.6365 and 0.5623).
var (
	hardClassicWeights3 = evalFeatures{-0.8414200278362165, 0.09052886482287284, -0.06683261403217466, -1.3874967175975834, 1.2032882238803229, -0.014007161152581332, 0.037970572482362124, -0.019214037622306824, 0.044339055759689175, 0.09241709755467487, 0.05144349551260762, 0.9534501452442308, -0.7716226491352733, 0.05270579822238112, -0.013512485361270738}
	hardClassicWeights4 = evalFeatures{-1.1855754664601816, 0.10353884852176105, -0.1042562666745919, -1.1385955236990444, 1.0702548585977636, 0.01421465158058623, 0.02747579531149294, -0.16968632093279734, -0.012773635890150807, -0.05247841004134136, 0.017225338368124288, 0.9809124315754708, -0.45811382705493886, 0.05573403957475219, -0.019822133728121066}
)

// rolloutWeights are the fitted evaluation's weights for the rollouts of a
// game of seats seats under rules r: hardWeights with two, the fits of
// three and four seats otherwise (Twist's with Twist's special jokers).
func rolloutWeights(r *game.Rules, seats int) *evalFeatures {
	switch {
	case seats == 2:
		return hardWeights(r)
	case seats == 3 && twistBox(r):
		return &hardTwistWeights3
	case seats == 4 && twistBox(r):
		return &hardTwistWeights4
	case seats == 3:
		return &hardClassicWeights3
	case seats == 4:
		return &hardClassicWeights4
	}
	return nil
}

// hardTwistWeights3 and hardTwistWeights4 are hardClassicWeights3 and
// hardClassicWeights4 for Twist: fitted to 800 greedy Twist games of three
// and four seats each (EXPERT_FIT=800 EXPERT_FIT_VARIANT=twist
// EXPERT_FIT_SEATS=3 or 4 EXPERT_FIT_QUICK=1). Held-out log-loss 0.6197
// and 0.5468, where the tiles-held curve gives 0.6655 and 0.6394.
var (
	hardTwistWeights3 = evalFeatures{-0.4728415370997171, 0.1347911486350477, -0.0820504925139416, -1.5218105205834516, 1.1011013971281542, 0.018666736618133534, 0.017285124110348434, 0.1324515876719325, -0.12495144798558594, 0.19286462766672635, -0.05488013468091955, 0.14747609322079203, -0.24411852069534215, 0.03218433978117545, -0.05651951824213723}
	hardTwistWeights4 = evalFeatures{-0.856800840878464, 0.09995037458995991, -0.05606097560489961, -1.3807539718994555, 0.961916685088491, 0.03950247391335238, 0.04780336134106229, 0.3258089142397995, -0.14855919997821015, 0.37328796358556243, 0.08181817208142284, 0.2518286744980857, -0.4285435155404124, 0.012342327116057122, -0.08891553569007939}
)

// twistBox says whether the rules' box holds Twist's special jokers.
func twistBox(r *game.Rules) bool { return slices.ContainsFunc(r.Box, isSpecial) }

// weigh chooses among Hard's candidate plays by short rollouts; the best
// play stands if the budget runs out first.
func (h Hard) weigh(v View, best Solution, deadline time.Time) (pick Solution) {
	if time.Now().After(deadline) {
		return best
	}
	cands := rolloutCandidates(v, best, deadline)
	if len(cands) < 2 {
		return best
	}
	x := &expertSim{r: v.Rules, opts: v.Options, s: solverPool.Get().(*Solver), fitted: true, quick: true, weights: rolloutWeights(v.Rules, len(v.RackSizes))}
	defer func() {
		if p := recover(); p != nil {
			*x.s = Solver{} // its memory may be half written
			pick = best
		}
		solverPool.Put(x.s)
	}()
	gains, done := x.race(v, cands, hardWorlds, hardHorizon, deadline)
	if hardSeen != nil {
		hardSeen(len(cands), done)
	}
	return cands[pickGain(gains, cands)]
}

// hardSeen, if set (by a test), is told each weighing's candidates and the
// deals played out.
var hardSeen func(cands, worlds int)

// pickGain is Expert's choice among the raced candidates with Hard's margin.
func pickGain(gains []gain, cands []Solution) int { return pick(gains, cands, hardMargin) }

// rolloutCandidates lists the plays Hard weighs, the best play first: the
// best play keeping the rack's jokers, the best play without each of a few
// of its tiles, and drawing instead. Each solution's Rack is what stays on
// the rack; a solution laying no tile is drawing.
func rolloutCandidates(v View, best Solution, deadline time.Time) []Solution {
	out := []Solution{best}
	seen := map[string]bool{playedKey(best): true}
	add := func(s Solution) {
		if k := playedKey(s); !seen[k] {
			seen[k] = true
			out = append(out, s)
		}
	}
	if v.Pool > 0 {
		add(noPlay(v.Position()))
	}
	// The other plays are searched for (with special jokers: slow at
	// times) only in the first part of the budget; the rest is the
	// rollouts'.
	deadline = deadline.Add(-hardRollouts)
	if time.Now().After(deadline) {
		return out
	}
	if kj, ok := keepJokers(v); ok {
		add(kj)
	}
	leaveEachOut(v, best, maxLeftOut, deadline, solveCandidate, add)
	return out
}

// quickStep is an estimate of the best play of a position for Hard's
// rollouts: the table's sets holding a special joker stay as they are, the
// rack's special jokers stay on the rack, and the rest is solved by the
// classic programme (jokers moving freely, whatever the variant's joker
// rule), without the referee's check.
func (x *expertSim) quickStep(pos game.Position) (Solution, bool) {
	rack := slices.DeleteFunc(slices.Clone(pos.Rack), isSpecial)
	x.s.d.tw.reset()
	var sol Solution
	if !pos.Opened {
		var ok bool
		if sol, ok = x.s.initialMeld(x.r, x.opts, game.Position{Table: pos.Table, Rack: rack}, nil); !ok || sol.Tiles == 0 {
			return Solution{}, false
		}
	} else {
		var kept []game.Set
		in := new(instance)
		for _, set := range pos.Table {
			if slices.ContainsFunc(set.Tiles, isSpecial) {
				kept = append(kept, set)
			} else {
				in.addTable(set.Tiles)
			}
		}
		in.addRack(rack)
		in.p.presolve()
		v := x.s.d.solve(&in.p, -1)
		if v <= 0 {
			return Solution{}, false
		}
		sol = in.build(&x.s.d, v)
		sol = quickSpecials(sol, pos.Rack)
		if sol.Tiles == 0 {
			return Solution{}, false
		}
		sol.Table = append(slices.Clip(kept), sol.Table...)
	}
	sol.Rack = slices.DeleteFunc(slices.Clone(pos.Rack), func(t game.Tile) bool { return slices.Contains(sol.Played, t) })
	return sol, true
}

// quickSpecials adds to a quick play the rack's double and colour-change
// jokers, each at the end of one of the play's runs with room for it (a
// double needs two numbers past the run's end, a colour-change joker one),
// as a player would lay them; a mirror joker stays on the rack. The sets
// are not pinned: only their tiles matter to the rollouts.
func quickSpecials(sol Solution, rack []game.Tile) Solution {
	used := make([]bool, len(sol.Table))
	for _, j := range rack {
		need := 0
		switch j.Kind() {
		case game.DoubleJoker:
			need = 2
		case game.ColorJoker:
			need = 1
		default:
			continue
		}
		for i, set := range sol.Table {
			if used[i] {
				continue
			}
			if _, last, ok := quickRun(set.Tiles); ok && last+need <= game.MaxNumber {
				sol.Table[i].Tiles = append(slices.Clip(set.Tiles), j)
				used[i] = true
				sol.Played = append(sol.Played, j)
				sol.Tiles++
				sol.Value += jokerValue
				break
			}
		}
	}
	return sol
}

// quickRun reads a set of the classic programme as a run (its tiles and
// regular jokers one number each): its first and last numbers; ok is false
// for a group or a set with fewer than two number tiles.
func quickRun(tiles []game.Tile) (first, last int, ok bool) {
	first = -1
	reals := 0
	for i, t := range tiles {
		if t.IsJoker() {
			continue
		}
		reals++
		switch {
		case first < 0:
			first = t.Number() - i
		case t.Number() != first+i || t.Color() != tiles[slices.IndexFunc(tiles, func(u game.Tile) bool { return !u.IsJoker() })].Color():
			return 0, 0, false
		}
	}
	if reals < 2 {
		return 0, 0, false
	}
	return first, first + len(tiles) - 1, true
}
