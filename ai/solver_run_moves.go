package ai

// What the rules of table jokers of runs (solver_run_rules.go) read of a
// child of the programme's state at one number: its counters' runs, its
// special runs' decision and conversions (runMove), asked colour by colour.

// runMove is what step reads of a child of a state at number n: the run
// states before it (st), after the conversions (cv.cs) and after its
// number (ns), the open items before it (old), and its special sets'
// decision, conversions and counters' option.
type runMove struct {
	st  uint32
	ns  uint32
	old []item
	dc  *tdec
	cv  *convSet
	o   *option
}

// runsOf returns how many runs a run state holds, and the length class
// (1, 2, 3: three or more) of its run when it holds exactly one (0
// otherwise).
func runsOf(s int) (int, int) {
	x := runStates[s]
	total := int(x.x1 + x.x2 + x.x3)
	if total != 1 {
		return total, 0
	}
	switch {
	case x.x1 == 1:
		return 1, 1
	case x.x2 == 1:
		return 1, 2
	}
	return 1, 3
}

// keeps reports whether a special run of the move, or a twin, may hold F
// at its number beside tiles of colour c: a real tile of c there, or a
// joker of J's kind (colourChanging: a colour-change joker) standing
// there; a twin at that number, always (with the rack's copies, its sides
// may hold two of S's tiles and F).
func (m *runMove) keeps(c int, colourChanging bool) bool {
	at := func(it item, act int8) bool {
		switch {
		case it.twin():
			return true
		case act == actReal:
			return it.col() == c
		case act == actJoker:
			return !colourChanging
		case act == actColor:
			return colourChanging
		}
		return false
	}
	for i := range m.old {
		if a := m.dc.act[i]; a != actEnd && at(m.dc.next[i], a) {
			return true
		}
	}
	for i := range int(m.dc.nf) {
		if at(m.dc.fresh[i], m.dc.freshAct[i]) {
			return true
		}
	}
	for k := range int(m.cv.k) {
		if at(m.cv.its[k], m.cv.act[k]) {
			return true
		}
	}
	return false
}

// afterFixedSwitch reports whether the special run open before the move's
// number that takes a real tile of colour c there does so right after a
// colour-change joker that follows number tiles (of another colour).
func (m *runMove) afterFixedSwitch(c int) bool {
	for i, it := range m.old {
		if m.dc.act[i] == actReal && m.dc.next[i].col() == c && !it.twin() {
			return it.other() && it.is(itemReal)
		}
	}
	return false
}

// converts reports whether a counters' run of colour c becomes a special
// run at the move's number (it goes on there with a special joker).
func (m *runMove) converts(c int) bool {
	for k := range int(m.cv.k) {
		if m.cv.its[k].col() == c {
			return true
		}
	}
	return false
}

// takesReal reports whether a special run, open before the move's number
// or started there, takes a real tile of colour c there.
func (m *runMove) takesReal(c int) bool {
	for i, it := range m.old {
		if m.dc.act[i] == actReal && m.dc.next[i].col() == c && !it.twin() {
			return true
		}
	}
	for i := range int(m.dc.nf) {
		if m.dc.freshAct[i] == actReal && m.dc.fresh[i].col() == c && !m.dc.fresh[i].twin() {
			return true
		}
	}
	return false
}

// keepsAcross reports whether a special run, open before the move's
// number f or started there, takes a number tile there that may keep the
// colour-change joker of r's run S by changing colour on the way (now),
// or may do so if it goes on into f+1 (next): after its colour-change
// joker, a tile of the colour of S's tile at f+1 with S two or more long
// below f (`R4 *C:R5 B6 B7` beside `R4 R5 *C:R6 B7`: one of S's tiles on
// each side of the joker; next when the rule follows f+1, now when it
// does not), or of another colour with S three or more long below f (two
// of S's tiles before the joker); before it, a tile of a colour other than
// S's with S three or more long above f (`K6 *C:K7 B8 B9` beside
// `R5 *C:R6 B7 B8 B9`). A set holds one colour-change joker, so a run
// holds S's tiles on one side of a tile of a third colour only; a run of
// S's colour above f with no colour change before f keeps J by going on
// to f+2, which the near chain follows.
func (m *runMove) keepsAcross(r *runRule) (now, next bool) {
	keeps := func(before, after item) {
		switch {
		case after.twin():
		case before.is(itemChanged) && after.col() == int(r.right):
			if r.belowLen >= 2 {
				next = next || r.upper >= 0
				now = now || r.upper < 0
			}
		case before.is(itemChanged):
			now = now || r.belowLen >= 3
		default:
			now = now || r.aboveLen >= 3 && after.col() != int(r.right)
		}
	}
	for i, it := range m.old {
		if m.dc.act[i] == actReal {
			keeps(it, m.dc.next[i])
		}
	}
	for i := range int(m.dc.nf) {
		if m.dc.freshAct[i] == actReal {
			keeps(0, m.dc.fresh[i])
		}
	}
	return now, next
}

// changedGoesOn reports whether a special run of colour c whose
// colour-change joker is laid, open before the move's number, goes on
// there.
func (m *runMove) changedGoesOn(c int) bool {
	for i, it := range m.old {
		if m.dc.act[i] != actEnd && !it.twin() && it.is(itemChanged) && it.col() == c {
			return true
		}
	}
	return false
}

// switchesAfter reports whether a counters' run at least long tiles long
// before the move's number goes on there with a colour-change joker (it
// becomes a special run whose tiles after the joker take another colour).
func (m *runMove) switchesAfter(long int) bool {
	for k := range int(m.cv.k) {
		if m.cv.act[k] == actColor && int(m.cv.l[k]) >= long {
			return true
		}
	}
	return false
}

// holderTakes returns the index among the open items of a special run of
// colour c holding a number tile, open before the move's number, that
// takes a real tile of c there; -1 if none does.
func (m *runMove) holderTakes(c int) int {
	for i, it := range m.old {
		if !it.twin() && it.is(itemReal) && it.col() == c && m.dc.act[i] == actReal && m.dc.next[i].col() == c {
			return i
		}
	}
	return -1
}

// realRuns counts the special runs of colour c that hold a number tile,
// open before the move's number (old) or after it, and may take a tile of
// c next: not one whose colour-change joker came after its tiles of c
// with no tile after it yet (`O2 O3 *C:O4` beside `O4 O5 *C:O6`'s pair).
func (m *runMove) realRuns(c int, old bool) int {
	count := func(it item) int {
		if it.twin() || !it.is(itemReal) || it.col() != c || it.other() {
			return 0
		}
		return 1
	}
	k := 0
	if old {
		for _, it := range m.old {
			k += count(it)
		}
		return k
	}
	for i := range m.old {
		if m.dc.act[i] != actEnd {
			k += count(m.dc.next[i])
		}
	}
	for i := range int(m.dc.nf) {
		k += count(m.dc.fresh[i])
	}
	for i := range int(m.cv.k) {
		k += count(m.cv.its[i])
	}
	return k
}
