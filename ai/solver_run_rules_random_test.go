package ai_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"rummikub/game"
)

// TestSolveTwistRunJokerPositions deals positions around a table joker of a
// run, the shapes the rules of jokers of runs (solver_run_rules.go) follow,
// and checks each against the exhaustive search as the tests above do: the
// programme's optimum with the rules bounds the best legal play and the
// solver finds it. The exhaustive Twist test deals from few numbers and
// rarely lays such a run beside the rack's tiles that may keep or take it
// apart: 18,000 of its positions missed the colour-change jokers kept by
// runs that change colour, which these positions find within a few
// hundred.
func TestSolveTwistRunJokerPositions(t *testing.T) {
	checkDealtRunJokerPositions(t, rand.New(rand.NewPCG(11, 7)), 600, runJokerPosition)
}

// TestSolveTwistDoubleRunJokerPositions checks positions dealt around a
// double joker of a run as TestSolveTwistRunJokerPositions does: the
// programme with the rules of the table's jokers must never bound a
// position below its best legal play, and the solver must find it. (The
// programme keeps no rule of a double joker of a run: one was tried and
// left out, docs/SOLVER-LOG.md; these positions checked it, and found that the
// programme lays `K3 K4 *D:K5K6` as `*D:K1K2 K3 K4`, its double first.)
func TestSolveTwistDoubleRunJokerPositions(t *testing.T) {
	checkDealtRunJokerPositions(t, rand.New(rand.NewPCG(13, 5)), 300, doubleRunPosition)
}

// checkDealtRunJokerPositions checks positions dealt by deal
// (checkRunJokerPosition): positions of them, a quarter with -short.
func checkDealtRunJokerPositions(t *testing.T, rng *rand.Rand, positions int, deal func(*rand.Rand) (table, rack string)) {
	t.Helper()
	if testing.Short() {
		positions /= 4
	}
	r := lookup(t, "twist")
	for range positions {
		table, rack := deal(rng)
		checkRunJokerPosition(t, r, table, rack, "random position", false)
		if t.Failed() {
			return
		}
	}
}

// runJokerPosition deals a table and a rack (as codes): S, a run of number
// tiles with a regular or a colour-change joker at f (jokerRunPosition:
// or a double joker at f and f+1) and two tiles of one colour on one side
// of it at least; often a group or a run beside it; and
// a rack of two to six tiles numbered near f in three colours, sometimes
// with a joker. No face is dealt more than twice.
func runJokerPosition(rng *rand.Rand) (table, rack string) {
	f := 3 + rng.IntN(9)
	kind := game.Joker
	if rng.IntN(2) == 0 {
		kind = game.ColorJoker
	}
	return jokerRunPosition(rng, f, kind)
}

// doubleRunPosition deals a table and a rack as runJokerPosition does
// around S, a run of number tiles with a double joker standing for f and
// f+1 and two tiles of S's colour on one side of it at least.
func doubleRunPosition(rng *rand.Rand) (table, rack string) {
	return jokerRunPosition(rng, 3+rng.IntN(8), game.DoubleJoker)
}

// jokerRunPosition deals the position of runJokerPosition with a joker of
// kind at f (a double stands for f and f+1).
func jokerRunPosition(rng *rand.Rand, f int, kind game.Kind) (table, rack string) {
	var used [game.FaceSpace]int
	deal := func(t game.Tile) bool {
		if used[t.Face()] == 2 {
			return false
		}
		used[t.Face()]++
		return true
	}
	codes := func(tiles []game.Tile) string { return game.Codes(tiles) }
	colourChanging := kind == game.ColorJoker
	// top is S's last number the joker stands for
	top := f
	if kind == game.DoubleJoker {
		top = f + 1
	}
	p := rng.Perm(game.NumColors)
	a, b := game.Color(p[0]), game.Color(p[0])
	if colourChanging {
		b = game.Color(p[1])
	}
	var below, above int
	for below < 2 && above < 2 || colourChanging && (below == 0 || above == 0) {
		below, above = rng.IntN(min(4, f)), rng.IntN(min(4, game.MaxNumber-top+1))
	}
	var s []string
	for n := f - below; n < f; n++ {
		deal(game.NumberTile(a, n))
		s = append(s, game.NumberTile(a, n).String())
	}
	joker := game.JokerTile(kind)
	deal(joker)
	pin := game.NumberTile(a, f).String()
	if kind == game.DoubleJoker {
		pin += game.NumberTile(a, f+1).String()
	}
	s = append(s, joker.String()+":"+pin)
	for n := top + 1; n <= top+above; n++ {
		deal(game.NumberTile(b, n))
		s = append(s, game.NumberTile(b, n).String())
	}
	sets := []string{strings.Join(s, " ")}
	near := func() int { return max(1, min(game.MaxNumber, f-3+rng.IntN(7))) }
	if rng.IntN(4) == 0 {
		// a second run with a joker, of S's colour below, close to f
		// (two jokers' rules on one colour: `R3 R4 R5 R6 *:R7` beside
		// `R6 R7 R8 *:R9`)
		g := max(2, min(game.MaxNumber-1, f+2-4*rng.IntN(2)+rng.IntN(3)))
		var run []string
		for n := max(1, g-2); n <= g+1 && n <= game.MaxNumber; n++ {
			if n == g {
				j := game.JokerTile([]game.Kind{game.Joker, game.ColorJoker}[rng.IntN(2)])
				if !deal(j) {
					run = nil
					break
				}
				run = append(run, j.String()+":"+game.NumberTile(a, n).String())
				continue
			}
			c := a
			if n > g && strings.HasPrefix(run[len(run)-1], "*C") {
				c = game.Color(p[3])
			}
			if t := game.NumberTile(c, n); deal(t) {
				run = append(run, t.String())
			} else {
				run = nil
				break
			}
		}
		if len(run) >= 3 {
			sets = append(sets, strings.Join(run, " "))
		}
	}
	switch rng.IntN(3) {
	case 0: // a group near f
		n := near()
		var g []game.Tile
		for _, c := range rng.Perm(game.NumColors)[:3] {
			if t := game.NumberTile(game.Color(c), n); deal(t) {
				g = append(g, t)
			}
		}
		if len(g) == 3 {
			sets = append(sets, codes(g))
		}
	case 1: // a run of a third colour near f
		n := max(1, min(game.MaxNumber-2, near()))
		var run []game.Tile
		for k := n; k < n+3; k++ {
			if t := game.NumberTile(game.Color(p[2]), k); deal(t) {
				run = append(run, t)
			}
		}
		if len(run) == 3 {
			sets = append(sets, codes(run))
		}
	}
	var hand []game.Tile
	for len(hand) < 2+rng.IntN(5) {
		t := game.NumberTile(game.Color(p[rng.IntN(3)]), near())
		if deal(t) {
			hand = append(hand, t)
		}
	}
	if rng.IntN(2) == 0 {
		kinds := []game.Kind{game.Joker, game.DoubleJoker, game.ColorJoker, game.MirrorJoker}
		if t := game.JokerTile(kinds[rng.IntN(len(kinds))]); deal(t) {
			hand = append(hand, t)
		}
	}
	return strings.Join(sets, " | "), codes(hand)
}
