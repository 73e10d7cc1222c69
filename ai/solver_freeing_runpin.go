package ai

// The part of fates' filter (twistFates) that a run line's tokens settle
// before the line is judged: a set kept for joker j holds a joker of j's
// kind standing for what j stood for (keeps), or real tiles of it
// (exchanges). twNeed.fits only asks for a joker of j's kind; a run line
// also says what each of its jokers stands for, so a line whose jokers of
// j's kind all stand for other tiles, and that holds no real tiles of
// what j stood for, is dropped unjudged: no set checker, key, clone or
// filter. On the benchmark's saved Twist positions (SolveBest) that drops
// 54,806 of the 131,646 lines judged, nearly every one that met fits and
// failed the filter, and saves some 12% of the instructions of the
// positions that run out of budget.
//
// A dropped line is still paid as a judged one (lineCharge), so the work
// budget runs out exactly where it did: every answer, fallback and
// programme run stays as it was. Unpaid, the positions that run out of
// budget (none of which a cheaper listing saves: their children alone
// need two to four times the budget) spent the units saved on more
// programme runs, 5% more states and some 6% more instructions.
//
// It is safe only where the set checker can read the line in one way, the
// run the generator built (variants/twist_sets.go twistRun, numbers.go
// runMeld): a run's first number tile fixes every slot (a double joker
// fills two), and a line with two number tiles (of distinct numbers, in a
// run line) or a colour-change joker is no group; the tiles of a part of
// the run (before or after the colour-change joker) take its number
// tiles' colour. So a line is kept whenever it could be read otherwise (a
// single number tile and no colour-change joker: perhaps a group) or when
// a joker of j's kind stands in a part without number tiles (the checker
// then picks the part's colour itself). A line the checker refuses is no
// set at all, so dropping it changes nothing; a dropped line that would
// have been a set is one the filter drops, and one with the same key
// (twistSetKey) would have been dropped by it too: the children reaching
// the search are the same, in the same order.

import "rummikub/game"

// keptRun reports whether the run line (tokens as twLines.run builds
// them, f holding its tiles) that meets the need (fits) may be a set the
// caller keeps, as far as what its jokers stand for says (see the file's
// comment); true when the need asks nothing of it.
func (nd *twNeed) keptRun(f *twFree, line []int) bool {
	if nd == nil || !nd.hasKeep || f.inLine(nd.keep) == 0 {
		return true // fits: then real tiles of what j stood for
	}
	// One pass: the colour-change joker (cut), the number tiles, the
	// colours of the parts before and after the cut (-1: no number tile
	// says), the run's first number, and the slots of the jokers of j's
	// kind (at most maxKeeps of a kind in the box).
	cut, reals, colA, colB, start, pos := -1, 0, -1, -1, 0, 0
	var at [maxKeeps][2]int // index and slot
	keeps := 0
	for i, tok := range line {
		switch {
		case tok >= 0:
			fc := game.Face(tok)
			if cut >= 0 {
				colB = int(fc.Color())
			} else {
				colA = int(fc.Color())
			}
			if reals == 0 {
				start = fc.Number() - pos
			}
			reals++
		case tok == -3:
			cut = i
		}
		if tok == nd.keep {
			if keeps == maxKeeps {
				return true
			}
			at[keeps] = [2]int{i, pos}
			keeps++
		}
		pos += tokenWidth(tok)
	}
	if reals < 2 && cut < 0 {
		return true // perhaps a group
	}
	for _, p := range nd.pins {
		if f.inLine(p[0]) > 0 && (p[1] == 0 || f.inLine(p[1]) > 0) {
			return true // perhaps an exchange
		}
	}
	for _, a := range at[:keeps] {
		i, col := a[0], colA
		if cut >= 0 && (i > cut || i == cut && cut == 0 && len(line) > 1) {
			col = colB // after the cut, or the colour-change joker first
		}
		if col < 0 {
			return true // the checker picks the colour
		}
		n := start + a[1]
		pin := [2]int{faceToken(game.NumberTile(game.Color(col), n).Face()), 0}
		if nd.keep == -2 {
			pin[1] = faceToken(game.NumberTile(game.Color(col), n+1).Face())
		}
		for _, p := range nd.pins {
			if p == pin {
				return true
			}
		}
	}
	return false
}

// maxKeeps is the most jokers of one kind keptRun follows in a line (the
// box holds two of each kind; a line with more is kept).
const maxKeeps = 2

// tokenWidth is how many numbers of a run a token fills: two for a double
// joker.
func tokenWidth(tok int) int {
	if tok == -2 {
		return 2
	}
	return 1
}
