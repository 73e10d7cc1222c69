package ai

import (
	"errors"
	"fmt"
	"slices"
	"sync"

	"rummikub/game"
)

// Solution is the solver's best play for a position.
type Solution struct {
	// Table is the whole table after the play: the sets the play leaves as
	// they were, in their order, then the sets it makes. Jokers in the new
	// sets carry pins saying what they stand for. With no play it is the
	// table as it was.
	Table []game.Set
	// Rack is what stays on the rack, in the order of the position's rack.
	Rack []game.Tile
	// Played are the rack tiles the play lays on the table.
	Played []game.Tile
	// Tiles is how many rack tiles the play lays; 0 means no legal play
	// (the player draws).
	Tiles int
	// Value is the penalty value the play takes off the rack: the tiles'
	// numbers, 30 for a joker; in Word (SolveWord) the turn's score.
	Value int
	// Changed is how many sets of the table before the play are not found,
	// unchanged, after it (game.SameSet).
	Changed int
}

// ErrUnsupported is returned for a variant or position the solver does not
// handle: it knows the number variants (classic, sabra and Twist), with at
// most two copies of a face and two jokers of each kind in play.
var ErrUnsupported = errors.New("the solver handles the number variants only")

// Solve finds the best play for a position: the play that lays the most
// rack tiles on the table, and among those the one that takes the most
// penalty value off the rack (face value, 30 a joker), with any
// rearrangement of the table the variant allows.
//
// What is exact:
//   - Classic (no Manipulation rule): any rearrangement of the whole table,
//     jokers included; the optimum is exact (see solver_dp.go).
//   - Under the joker-freeing rule (game.Rules.Freeing, unless
//     opts.FreeJokers) every table joker is kept, exchanged or freed by
//     taking its set apart, as the rule reads; exact (solver_freeing.go).
//   - A variant with a Manipulation rule (sabra: "a set holding a joker may
//     not be changed except to exchange the joker") is solved as that rule
//     reads: every set holding a joker is either kept as it is or replaced
//     by one of its exchanges (jokers replaced in place by the tiles they
//     stand for from the rack, a group of three completed to four), the
//     freed jokers being placed anew; every other set may be rearranged
//     freely. Every combination of those choices is solved exactly.
//   - A player who has not opened gets the best initial meld: new sets of
//     rack tiles only worth at least opts.MeldThreshold (jokers counting
//     the tile they stand for), the table untouched; or no play.
//
// Among equally good plays Solve prefers one that leaves more of the
// table's sets as they were (best effort, see keepMore): once a best play
// is found, it keeps table sets as they are, chunk by chunk, while the
// same rack tiles can still be laid with the rest of the table. Within
// its work budget the result is inclusion-maximal (no further set could be
// kept too); it is not guaranteed to be the fewest changes possible. The
// tiles and value of the answer are exact either way.
//
// Every answer is checked with game.Judge before it is returned; an answer
// the referee refuses is an error (it would be a bug).
func Solve(r *game.Rules, opts game.Options, pos game.Position) (Solution, error) {
	s := solverPool.Get().(*Solver)
	defer solverPool.Put(s)
	return s.Solve(r, opts, pos)
}

var solverPool = sync.Pool{New: func() any { return new(Solver) }}

// SolveBest is Solve without the tie-break among equally good plays
// (keepMore): a play as good where both are exact (the exhaustive-search
// tests hold them to it; where the Twist search's budget runs out either
// may do better), but one that keeps the table's sets as they were only as
// far as finding a legal play needs. It
// is for callers that only weigh a play (the computer players' estimates
// of replies and rollouts), where the tie-break costs as much as the
// search; a play that is shown or made comes from Solve.
func SolveBest(r *game.Rules, opts game.Options, pos game.Position) (Solution, error) {
	s := solverPool.Get().(*Solver)
	defer solverPool.Put(s)
	s.plain = true
	defer func() { s.plain = false }()
	return s.Solve(r, opts, pos)
}

// Solver solves positions, keeping its memory from one position to the
// next. A Solver is not safe for concurrent use; Solve uses a pool.
type Solver struct {
	d dp
	// plain leaves out the tie-break among best plays (keepMore) where it
	// is not needed to find a legal best play: for a caller that only
	// weighs the play (SolveBest).
	plain bool
	// improving is set while a fallback's play is improved (its searches
	// of sub-positions must not start another, solver_improve.go).
	improving bool
	// rough leaves a fallback's play unimproved: for the expert's
	// rollouts, which weigh thousands of plays within their time and were
	// tuned without the improvement.
	rough bool
	// turn says whether the position may be, or is, solved turned round
	// (turnMay..turnOn, solver_reverse.go).
	turn uint8
	// turnedFree is the free rearrangement of the position turned round,
	// as the turned try laid it out (turnsFaster), until the turned
	// position's root takes it instead of solving it again.
	turnedFree *Solution
	// turnWork is the work of the position's turned try (turnsFaster):
	// a fallback's improvement gives it up (solver_improve.go).
	turnWork int
}

// Solve is the package's Solve with this solver's memory.
//
// A bug in the solver comes back as an error, never as a panic: the game
// then goes on without the hint or with a draw.
func (s *Solver) Solve(r *game.Rules, opts game.Options, pos game.Position) (sol Solution, err error) {
	defer func() {
		if p := recover(); p != nil {
			*s = Solver{} // its memory may be half written
			sol, err = noPlay(pos), fmt.Errorf("ai: the solver failed (a bug, please report it): %v", p)
		}
	}()
	return s.solve(r, opts, pos)
}

// solve is Solve without the guard.
func (s *Solver) solve(r *game.Rules, opts game.Options, pos game.Position) (Solution, error) {
	if err := supported(r, pos); err != nil {
		return Solution{}, err
	}
	s.d.tw.reset()
	s.turn, s.turnedFree, s.turnWork = turnOff, nil, 0
	if turnable(r, opts, pos) {
		s.turn = turnMay
	}
	work, wr := pos, r // the position solved and its rules: pos, or pos turned round
	var sol Solution
	ok := false
	if s.turn == turnMay && turnAlways {
		s.turn = turnWanted
	} else {
		sol, ok = s.play(r, opts, pos)
	}
	if s.turn == turnWanted {
		// The free rearrangement is cheaper turned round (root): the
		// position is solved so, on what is left of its budget.
		work, wr, s.turn, s.d.rev = turnedPosition(pos), turnedRules(r), turnOn, true
		sol, ok = s.play(wr, opts, work)
	}
	s.turn = turnOff
	aborted := s.d.tw.aborted
	if aborted {
		// The search ran out of budget: its best play so far, or the
		// better of it and the play with the special jokers set aside
		// (solver_aside.go). With the whole budget the joker-freeing
		// search's repair (solver_freeing_repair.go) makes the aside
		// needless once the search has a play: on the benchmark's
		// fallbacks the answers lay as many tiles without it, in less
		// time. With a divided budget (Hard's other candidate plays) the
		// aside still found better plays on 2 of 90 fallbacks, and runs.
		// Then whatever rack tiles the play's sets still take, and a local
		// search around the play (solver_improve.go).
		asides.Add(1)
		if !ok || !freeingOn(r, opts) || s.d.tw.part > 1 {
			if alt, altOK := s.aside(wr, opts, work); altOK && (!ok || alt.score() > sol.score()) {
				sol, ok = alt, true
			}
		}
		if !ok {
			sol, ok = Solution{Table: slices.Clone(work.Table)}, true
		}
	}
	var before []game.JudgedSet // the table as it was, judged once it is needed
	if s.d.rev {
		s.d.rev = false
		sol = turnedBack(sol)
		if ok && !aborted && !s.plain && sol.Tiles > 0 {
			// The tie-break among best plays once more, read upwards
			// from the play turned back: turned round, the programme
			// lays its sets out otherwise, and the tie-break there
			// alone kept fewer of the table's sets (on the benchmark,
			// 1,178 changed in all; read upwards alone 1,120; both
			// 1,027; before mirror jokers were turned, 1,096).
			before, _ = game.JudgeSets(r, pos.Table)
			if kept, keptOK := s.keptLegal(r, opts, pos, before, newPlan(len(pos.Table)), sol); keptOK {
				sol = kept
			}
		}
	}
	if aborted {
		sol = extended(r, opts, pos, repinned(r, sol))
		sol = s.improve(r, opts, pos, sol)
	}
	if !ok || sol.Tiles == 0 {
		return noPlay(pos), nil
	}
	sol, v := legalPins(r, opts, pos, sol)
	if before == nil {
		before, _ = game.JudgeSets(r, pos.Table)
	}
	sol.Changed = changed(r, before, sol.Table)
	if !v.Legal {
		return noPlay(pos), fmt.Errorf("ai: the solver's play was refused by the referee (a bug): %v", v.Reasons)
	}
	return sol, nil
}

// play finds the best play by the rules in force, before the checks.
func (s *Solver) play(r *game.Rules, opts game.Options, pos game.Position) (Solution, bool) {
	before, _ := game.JudgeSets(r, pos.Table)
	switch {
	case !pos.Opened:
		return s.initialMeld(r, opts, pos, before)
	case r.Manipulation != nil:
		return s.lockedJokers(pos, before)
	case freeingOn(r, opts):
		return s.freeing(r, opts, pos, before)
	default:
		return s.rearrange(pos, before, newPlan(len(pos.Table)))
	}
}

// supported checks that the solver knows the variant and the position:
// number tiles and jokers of every kind (Twist's special jokers too), at
// most two of a face or joker kind in play.
func supported(r *game.Rules, pos game.Position) error {
	for _, t := range r.Box {
		if k := t.Kind(); k == game.Letter || k == game.NoKind {
			return fmt.Errorf("%w (not %s)", ErrUnsupported, r.Name)
		}
	}
	var count [game.FaceSpace]int
	check := func(t game.Tile) error {
		if k := t.Kind(); k == game.Letter || k == game.NoKind {
			return fmt.Errorf("%w: no %s tile", ErrUnsupported, t)
		}
		count[t.Face()]++
		if count[t.Face()] > 2 {
			return fmt.Errorf("%w: more than two %s in play", ErrUnsupported, t)
		}
		return nil
	}
	for _, set := range pos.Table {
		for _, t := range set.Tiles {
			if err := check(t); err != nil {
				return err
			}
		}
	}
	for _, t := range pos.Rack {
		if err := check(t); err != nil {
			return err
		}
	}
	return nil
}

// noPlay is the answer when nothing can be laid: the position as it was.
func noPlay(pos game.Position) Solution {
	return Solution{Table: slices.Clone(pos.Table), Rack: slices.Clone(pos.Rack)}
}

// initialMeld finds the best initial meld: new sets of rack tiles only.
func (s *Solver) initialMeld(r *game.Rules, opts game.Options, pos game.Position, before []game.JudgedSet) (Solution, bool) {
	for _, b := range before {
		if b.Kind == game.NotAMeld {
			return Solution{}, false // no turn can leave an invalid table
		}
	}
	var in instance
	in.addRack(pos.Rack)
	in.p.threshold = max(opts.MeldThreshold, 0)
	score := s.d.solve(&in.p, -1)
	if score <= 0 {
		return Solution{}, false
	}
	sol := in.build(&s.d, score)
	sol.Table = append(slices.Clone(pos.Table), sol.Table...)
	return sol, true
}

// plan is a choice made before the programme runs: which sets of the table
// stay as they are, which are replaced by joker exchanges (sabra), with
// the rack tiles those exchanges lay and the jokers they free.
type plan struct {
	keep  []bool     // set i of the table stays as it is
	exch  []game.Set // set i replaced by this exchange, or nil (no Tiles)
	laid  []game.Tile
	freed []game.Tile
	// play, once the best play is known, are the rack tiles it lays besides
	// laid: the programme must then lay exactly these (keepMore).
	play []game.Tile
}

func newPlan(n int) plan {
	return plan{keep: make([]bool, n), exch: make([]game.Set, n)}
}

func (p plan) clone() plan {
	return plan{keep: slices.Clone(p.keep), exch: slices.Clone(p.exch), laid: slices.Clone(p.laid),
		freed: slices.Clone(p.freed), play: slices.Clone(p.play)}
}

// keepsAll reports whether the plan keeps every one of the table's sets
// listed.
func (p plan) keepsAll(sets []int) bool {
	for _, i := range sets {
		if !p.keep[i] {
			return false
		}
	}
	return true
}

// bonus is the score of the rack tiles the plan's exchanges lay (rev: as
// dp.rev).
func (p plan) bonus(rev bool) int32 {
	var b int32
	for _, t := range p.laid {
		b += int32(tileWeight + tileValue(t, rev))
	}
	return b
}

// penalty is a tile's penalty value on a rack.
func penalty(t game.Tile) int { return tileValue(t, false) }

// tileValue is a tile's penalty value on a rack, read back to its number
// before the turn when rev is set (dp.rev, solver_reverse.go).
func tileValue(t game.Tile, rev bool) int {
	if t.IsJoker() {
		return jokerValue
	}
	return valueAt(t.Number(), rev)
}

// instance returns the problem a plan leaves: the tiles of the sets that
// may change and the freed jokers must be placed; the rack tiles not laid
// in exchanges may be (or, once the play is known, its tiles must be).
func (p plan) instance(pos game.Position) *instance {
	in := new(instance)
	for i, set := range pos.Table {
		if !p.keep[i] && p.exch[i].Tiles == nil {
			in.addTable(set.Tiles)
		}
	}
	in.addTable(p.freed)
	if p.play != nil {
		in.addTable(p.play)
		return in
	}
	rack := pos.Rack
	if len(p.laid) > 0 {
		rack = slices.DeleteFunc(slices.Clone(rack), func(t game.Tile) bool { return slices.Contains(p.laid, t) })
	}
	in.addRack(rack)
	in.p.presolve()
	return in
}

// score runs the programme on the plan and returns the play's score, or
// infeasible. The score is exact when it is above alpha, else an upper
// bound at most alpha.
func (s *Solver) score(p plan, pos game.Position, alpha int32) int32 {
	in := p.instance(pos)
	bonus := p.bonus(s.d.rev)
	v := s.d.solve(&in.p, max(alpha-bonus, -1))
	if v < 0 {
		return infeasible
	}
	return v + bonus
}

// solution builds the play of a plan: the kept and exchanged sets in the
// table's order, then the sets the programme makes.
func (s *Solver) solution(p plan, pos game.Position) (Solution, bool) {
	in := p.instance(pos)
	v := s.d.solve(&in.p, -1)
	if v < 0 {
		return Solution{}, false
	}
	return s.layout(p, pos, in, v), true
}

// layout builds the play of a plan whose instance the programme has just
// solved with score v (see solution).
func (s *Solver) layout(p plan, pos game.Position, in *instance, v int32) Solution {
	sol := in.build(&s.d, v)
	if p.play != nil {
		sol.Played, sol.Tiles, sol.Value = slices.Clone(p.play), len(p.play), 0
		for _, t := range p.play {
			sol.Value += tileValue(t, s.d.rev)
		}
		sol.Rack = slices.DeleteFunc(slices.Clone(pos.Rack), func(t game.Tile) bool {
			return slices.Contains(p.play, t) || slices.Contains(p.laid, t)
		})
	}
	var table []game.Set
	for i, set := range pos.Table {
		switch {
		case p.exch[i].Tiles != nil:
			table = append(table, p.exch[i])
		case p.keep[i]:
			table = append(table, set)
		}
	}
	sol.Table = append(table, sol.Table...)
	sol.Played = append(slices.Clone(p.laid), sol.Played...)
	sol.Tiles += len(p.laid)
	for _, t := range p.laid {
		sol.Value += tileValue(t, s.d.rev)
	}
	return sol
}

// rearrange solves an opened position from a plan whose sets are fixed
// (none in classic): the rest of the table may be rearranged at will.
// Among optimal plays it then keeps as many further valid sets as it can
// (keepMore).
func (s *Solver) rearrange(pos game.Position, before []game.JudgedSet, p plan) (Solution, bool) {
	sol, ok := s.solution(p, pos)
	if !ok || sol.Tiles == 0 {
		return Solution{}, false
	}
	return s.tieBreak(pos, before, p, sol), true
}

// takeFaces takes one rack tile of each needed face; it returns the rack
// left, the tiles taken, and whether the rack held them all.
func takeFaces(rack []game.Tile, need []game.Face) (rest, taken []game.Tile, ok bool) {
	rest = slices.Clone(rack)
	for _, f := range need {
		i := slices.IndexFunc(rest, func(t game.Tile) bool { return t.Face() == f })
		if i < 0 {
			return rack, nil, false
		}
		taken = append(taken, rest[i])
		rest = slices.Delete(rest, i, i+1)
	}
	return rest, taken, true
}

// changed counts the sets of before that after does not hold unchanged.
func changed(r *game.Rules, before []game.JudgedSet, after []game.Set) int {
	judged, _ := game.JudgeSets(r, after)
	_, gone := game.Unmatched(before, judged)
	return len(gone)
}
