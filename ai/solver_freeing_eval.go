package ai

// The joker-freeing search's evaluation of a node (solver_freeing.go): the
// programme on the node's free part, the fixed sets' rack tiles added.
//
// Most evaluations only bound a node (a window the node does not reach),
// so the programme's problem is counted straight from the node's free
// tiles (count), and the tiles are sorted into an instance, which the
// layout needs, only when a play is wanted: that sorting took half of an
// evaluation's time.
//
// In a position with special jokers each evaluation is charged to the
// Twist budget (charge, solver_freeing_charge.go): evalCharge units for
// its own work, and for a node whose special jokers all lie in fixed sets
// (the programme then runs without them and spends no Twist units) its
// states, classicPerUnit to a unit; so that a search of many cheap nodes
// is bounded like one of a few costly ones. So is every search of a
// variant that deals special jokers (freeSearch.budgeted), when the
// position holds none of them: a Twist turn with a big rack and only
// regular jokers on the table, or a fallback's rest once the special
// jokers are set aside (Solver.aside), had run up to 2,000 programme runs,
// 130-230 ms (a review's dealt positions, 2026-11-29). Classic's search
// is exact, stopped only by its guards (freeSearch.overGuard).

import (
	"slices"
)

// The charges of an evaluation (see the file's comment), from timings on
// the benchmark's saved Twist positions: an evaluation takes some 2 µs
// besides the programme's work, a Twist unit of the programme some
// 0.3-0.5 µs, a state of the programme without special jokers some 0.05
// µs.
const (
	evalCharge     = 4
	classicPerUnit = 8
)

// count sets p to the programme's problem of the node's free part (as
// instance does).
func (n *fnode) count(p *problem) {
	*p = problem{}
	for _, t := range n.table {
		switch k := specialKind(t); {
		case k >= 0:
			p.tableSpecial[k]++
		case t.IsJoker():
			p.tableJokers++
		default:
			p.table[t.Number()][t.Color()]++
		}
	}
	for _, t := range n.rack {
		switch k := specialKind(t); {
		case k >= 0:
			p.rackSpecial[k]++
		case t.IsJoker():
			p.rackJokers++
		default:
			p.rack[t.Number()][t.Color()]++
		}
	}
	p.presolve()
}

// instance sorts the node's free tiles into the programme's instance.
func (n *fnode) instance() *instance {
	in := new(instance)
	in.addTable(n.table)
	in.addRack(n.rack)
	in.p.presolve()
	return in
}

// eval runs the programme on a node: it returns the node's optimum if it
// is above alpha, with the play laid out (the programme's memory holds
// what the layout needs only until the next run), else a bound at most
// alpha, or infeasible, and no play.
func (fs *freeSearch) eval(n *fnode, alpha int32) (int32, *Solution) {
	fs.solves++
	n.ready()
	p := &fs.prob
	n.count(p)
	fs.apartMasks(n, p)
	fs.groupRules(n, p)
	b := n.bonus(fs.s.d.rev)
	classic := !p.twist()
	v := fs.s.d.solve(p, max(alpha-b, -1))
	fs.states += fs.s.d.memo.n
	refused := fs.s.d.tw.refused()
	if fs.budgeted {
		work := evalCharge
		if classic {
			work += fs.s.d.memo.n / classicPerUnit
		}
		refused = !fs.s.d.tw.charge(work) || refused
	}
	if refused || v < 0 {
		return infeasible, nil
	}
	if v+b <= alpha {
		return v + b, nil
	}
	in := n.instance()
	in.p.apart, in.p.rules, in.p.runs = p.apart, p.rules, p.runs
	sol := in.build(&fs.s.d, v)
	sol.Table = append(slices.Clone(n.fixed), sol.Table...)
	sol.Played = append(slices.Clone(n.laid), sol.Played...)
	sol.Tiles += len(n.laid)
	for _, t := range n.laid {
		sol.Value += tileValue(t, fs.s.d.rev)
	}
	return v + b, &sol
}
