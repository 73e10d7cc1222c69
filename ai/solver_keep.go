package ai

// The tie-break among a position's best plays: keep as many of the table's
// sets as they were as the best play allows, so that a player can follow
// the table from turn to turn.

import (
	"slices"

	"rummikub/game"
)

// keepBudget is the most states the tie-break (keepMore) explores for one
// position, all trials together: keeping sets is a preference, so it gets
// a bounded effort, counted in states rather than time so that answers do
// not depend on the machine.
const keepBudget = 12000

// twistKeepBudget is keepBudget when Twist's special jokers are in play,
// where a state of the programme costs several times more (its open items
// and special groups).
const twistKeepBudget = 3000

// twistKeepUnits bounds the tie-break's work in the Twist programme's
// units (states and decisions listed, see twistBudget), all trials
// together.
const twistKeepUnits = 3000

// keepMore marks more sets of the table to keep as they are while the
// plan's play (p.play, the rack tiles of the best play best) can still be
// laid with the rest of the table. The sets best holds unchanged are kept
// at once (keepWitnessed); then it tries to keep every set far from
// the play at once, then the others one chunk at a time, nearest last: a
// chunk that can be kept is kept whole, one that cannot is split, down to
// single sets. Keeping sets only removes choices, so a set refused once
// stays refused: without the budget running out, no further set could be
// kept too (the choice is inclusion-maximal for this play; another play as
// good, or another choice, might occasionally keep more). A trial the
// budget cuts short counts as refused. It returns the play of the last
// trial accepted (laid out from the programme's memory when that trial
// was the last to run, else run again), or nil when none was.
func (s *Solver) keepMore(p plan, pos game.Position, before []game.JudgedSet, best Solution) *Solution {
	p = p.clone()
	witnessed := s.keepWitnessed(p, pos, before, best)
	var far, near []int
	for i, b := range before {
		if p.keep[i] || p.exch[i].Tiles != nil || b.Kind == game.NotAMeld {
			continue
		}
		if touches(pos.Table[i].Tiles, p.play) {
			near = append(near, i)
		} else {
			far = append(far, i)
		}
	}
	var queue []keepChunk
	if len(far) > 0 {
		queue = append(queue, keepChunk{sets: far})
	}
	if len(near) > 0 {
		queue = append(queue, keepChunk{sets: near})
	}
	budget := keepBudget
	if hasSpecial(pos) {
		budget = twistKeepBudget
	}
	defer func() { s.d.limit = 0 }()
	// With special jokers the trials' work is bounded in the programme's
	// units too (a state there may list many decisions), and it is the
	// tie-break's own: it does not count against the position's budget,
	// which bounds the search for the best play. The trials run on
	// twistKeepUnits of their own (a trial cut short counts as refused).
	special := hasSpecial(pos)
	defer s.d.tw.ownBudget(twistKeepUnits)()
	// The last trial accepted, and whether the programme's memory still
	// holds its run (no trial ran since).
	var last *instance
	var lastV int32
	fresh, accepted := false, false
	for len(queue) > 0 && budget > 0 && (!special || !s.d.tw.exhausted) {
		c := queue[0]
		queue = queue[1:]
		if c.refusedWith != nil && p.keepsAll(c.refusedWith) {
			// Kept with its sibling, now kept whole, it is the chunk
			// refused before: refused without a trial.
			queue = append(c.halves(true), queue...)
			continue
		}
		trial := p.clone()
		for _, i := range c.sets {
			trial.keep[i] = true
		}
		s.d.limit = budget
		in := trial.instance(pos)
		v := s.d.solve(&in.p, -1)
		budget -= s.d.memo.n
		cut := s.d.tw.refused() || s.d.aborted
		if v >= 0 && !cut {
			p, last, lastV, fresh, accepted = trial, in, v, true, true
			continue
		}
		fresh = false
		queue = append(c.halves(!cut), queue...)
	}
	if !accepted && !witnessed {
		return nil
	}
	s.d.limit = 0
	if !fresh {
		// Run the last accepted plan again (the trials after it overwrote
		// its run; or, with no trial accepted, the sets best showed could
		// be kept): it has the tie-break's budget again.
		defer s.d.tw.ownBudget(twistKeepUnits)()
		last = p.instance(pos)
		lastV = s.d.solve(&last.p, -1)
		if s.d.tw.refused() || lastV < 0 {
			return nil
		}
	}
	sol := s.layout(p, pos, last, lastV)
	return &sol
}

// keepChunk is a chunk of the table's sets that keepMore tries to keep
// together. refusedWith, when not nil, is the chunk tried before it, its
// sibling: the two together were refused, so once the sibling is kept
// whole this chunk cannot be kept either (keeping sets only removes
// choices).
type keepChunk struct {
	sets, refusedWith []int
}

// halves splits a chunk that was refused (proven: the programme found no
// way, not a trial cut short) into the chunks tried next, the second
// bound to the first; a single set is dropped.
func (c keepChunk) halves(proven bool) []keepChunk {
	if len(c.sets) < 2 {
		return nil
	}
	h := len(c.sets) / 2
	first, second := keepChunk{sets: c.sets[:h]}, keepChunk{sets: c.sets[h:]}
	if proven {
		second.refusedWith = first.sets
	}
	return []keepChunk{first, second}
}

// touches reports whether a set could take part in laying the played
// tiles: it has a tile of the number of a played tile (a group with it),
// or a tile of the colour of a played tile within two numbers of it (a
// run with it), or the play holds a joker.
func touches(set, play []game.Tile) bool {
	for _, p := range play {
		if p.IsJoker() {
			return true
		}
		for _, t := range set {
			if t.IsJoker() || t.Number() == p.Number() ||
				(t.Color() == p.Color() && t.Number() >= p.Number()-2 && t.Number() <= p.Number()+2) {
				return true
			}
		}
	}
	return false
}

// tieBreak returns the best play sol of plan p with as many more of the
// table's sets kept as they were as it finds (with Twist's special jokers
// in play, keepLocal first, then keepMore's trials from its play), or sol
// itself for SolveBest (no tie-break). The rules in force are not checked:
// the caller's rules leave the sets free (no joker-freeing rule, or no
// table joker), or it checks the play itself.
func (s *Solver) tieBreak(pos game.Position, before []game.JudgedSet, p plan, sol Solution) Solution {
	if s.plain {
		return sol
	}
	p.play = sol.Played[len(p.laid):]
	if hasSpecial(pos) {
		sol = s.keepLocal(pos, before, sol)
	}
	if kept := s.keepMore(p, pos, before, sol); kept != nil {
		return *kept
	}
	return sol
}

// keptLegal keeps the table's sets as they were in the best play sol of
// plan p as far as it finds it can, and returns the play repinned if the
// rules in force accept it (they may not: the sets it keeps hold their
// jokers, but the rest is laid out anew): with Twist's special jokers
// keepLocal's play first, then keepMore's trials from it (the tie-break),
// keeping keepLocal's play if theirs is refused.
func (s *Solver) keptLegal(r *game.Rules, opts game.Options, pos game.Position, before []game.JudgedSet, p plan, sol Solution) (Solution, bool) {
	local, localOK := sol, false
	if hasSpecial(pos) {
		local, localOK = s.keptLocal(r, opts, pos, before, sol)
	}
	if kept, ok := s.keptMore(r, opts, pos, before, p, local); ok {
		return kept, true
	}
	return local, localOK
}

// keptLocal returns the best play sol with the table's sets kept by
// keepLocal, repinned, and whether the rules in force accept it.
func (s *Solver) keptLocal(r *game.Rules, opts game.Options, pos game.Position, before []game.JudgedSet, sol Solution) (Solution, bool) {
	local := s.keepLocal(pos, before, sol)
	return repinned(r, local), legalPlay(r, opts, pos, local)
}

// keptMore returns the best play sol of plan p with more of the table's
// sets kept by keepMore's trials, repinned, if the rules in force accept
// it.
func (s *Solver) keptMore(r *game.Rules, opts game.Options, pos game.Position, before []game.JudgedSet, p plan, sol Solution) (Solution, bool) {
	p.play = sol.Played[len(p.laid):]
	kept := s.keepMore(p, pos, before, sol)
	if kept == nil || !legalPlay(r, opts, pos, *kept) {
		return Solution{}, false
	}
	return repinned(r, *kept), true
}

// keepWitnessed marks kept, without running the programme, the sets of the
// table (not yet kept or exchanged) that the play sol holds unchanged,
// tile for tile by face: sol itself shows that the rest can still be laid
// out with the play's tiles, so keeping them loses nothing and the trials
// are left only the sets sol changed (each trial that is refused costs the
// programme a proof that nothing can be laid so). It reports whether it
// kept any.
func (s *Solver) keepWitnessed(p plan, pos game.Position, before []game.JudgedSet, sol Solution) bool {
	// The fixed sets (kept or exchanged) come first in sol.Table and are
	// matched first (localKeep.match, as keepLocal's step 1).
	k := newLocalKeep(sol.Table)
	for i := range before {
		switch {
		case p.exch[i].Tiles != nil:
			k.match(p.exch[i], i)
		case p.keep[i]:
			k.match(pos.Table[i], i)
		}
	}
	kept := false
	for i, b := range before {
		if p.keep[i] || p.exch[i].Tiles != nil || b.Kind == game.NotAMeld {
			continue
		}
		if k.match(pos.Table[i], i) {
			p.keep[i], kept = true, true
		}
	}
	return kept
}

// sortedFaces returns the faces of tiles in increasing order.
func sortedFaces(tiles []game.Tile) []game.Face {
	f := make([]game.Face, len(tiles))
	for i, t := range tiles {
		f[i] = t.Face()
	}
	slices.Sort(f)
	return f
}
