package ai

import (
	"fmt"
	"math"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"

	"rummikub/game"
	"rummikub/variants"
)

// sample is one position of a greedy self-play game, read as features,
// and whether the mover went on to win.
type sample struct {
	f   evalFeatures
	won bool
}

// greedySamples plays games of greedy self-play (the rollouts' policy, on
// the deals of seeds from..from+games-1, with seats players) and returns
// every turn's position, read by features and labelled by who won: with
// two seats the mover's, with more every seat's (seatFeatures). With
// quick, the features are read by Hard's quick step, the games still
// played by the solver's best plays.
func greedySamples(variant string, seats int, from uint64, games int, quick bool) [][]sample {
	r, _ := variants.Lookup(variant)
	x := &expertSim{r: r, opts: r.Defaults, s: new(Solver)}
	read := x
	if quick {
		read = &expertSim{r: r, opts: r.Defaults, s: new(Solver), quick: true}
	}
	var out [][]sample
	for k := range games {
		g, err := game.New(r, r.Defaults, seats, from+uint64(k), &game.ManualClock{})
		if err != nil {
			panic(err)
		}
		st := g.Snapshot()
		pool := slices.Clone(st.Pool)
		slices.Reverse(pool)
		w := world{table: st.Table.Sets(), racks: st.Racks, opened: slices.Clone(st.Opened), pool: pool}
		seat := st.Current
		var played []sample
		labels := []int{}
		passes, winner := 0, -1
		for turn := 0; turn < expertLimit && winner < 0; turn++ {
			if seats == 2 {
				o := 1 - seat
				played = append(played, sample{f: read.features(w.table, w.racks[seat], w.opened[seat], w.racks[o], w.opened[o], len(w.pool))})
				labels = append(labels, seat)
			} else {
				for me := range seats {
					played = append(played, sample{f: read.seatFeatures(w, me, seat)})
					labels = append(labels, me)
				}
			}
			pos := positionOf(w, seat)
			if sol, ok := x.step(pos); ok {
				w.table, w.racks[seat], w.opened[seat], passes = sol.Table, sol.Rack, true, 0
				if len(sol.Rack) == 0 {
					winner = seat
				}
			} else if len(w.pool) > 0 {
				w.racks[seat] = append(slices.Clip(w.racks[seat]), w.pool[0])
				w.pool = w.pool[1:]
				passes = 0
			} else if passes++; passes >= seats {
				winner = x.blockedWinner(w, seat)
			}
			seat = seatAfter(r.Direction, seat, 1, seats)
		}
		if winner < 0 {
			continue
		}
		for i := range played {
			played[i].won = labels[i] == winner
		}
		out = append(out, played)
	}
	return out
}

func positionOf(w world, seat int) game.Position {
	return game.Position{Table: w.table, Rack: w.racks[seat], Opened: w.opened[seat]}
}

// fitLogistic fits weights by Newton's method with a little L2.
func fitLogistic(data []sample, use []int) evalFeatures {
	var w evalFeatures
	k := len(use)
	for iter := 0; iter < 30; iter++ {
		grad := make([]float64, k)
		hess := make([][]float64, k)
		for i := range hess {
			hess[i] = make([]float64, k)
			hess[i][i] = 1e-3
		}
		for _, s := range data {
			p := winChance(s.f, &w)
			y := b2f(s.won)
			for a, i := range use {
				grad[a] += (y - p) * s.f[i]
				for b, j := range use {
					hess[a][b] += p * (1 - p) * s.f[i] * s.f[j]
				}
			}
		}
		for a, i := range use {
			grad[a] -= 1e-3 * w[i]
		}
		step := solveLinear(hess, grad)
		for a, i := range use {
			w[i] += step[a]
		}
	}
	return w
}

// solveLinear solves A x = b by Gaussian elimination (A is changed).
func solveLinear(a [][]float64, b []float64) []float64 {
	n := len(b)
	b = slices.Clone(b)
	for c := range n {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(a[r][c]) > math.Abs(a[p][c]) {
				p = r
			}
		}
		a[c], a[p], b[c], b[p] = a[p], a[c], b[p], b[c]
		for r := c + 1; r < n; r++ {
			m := a[r][c] / a[c][c]
			for k := c; k < n; k++ {
				a[r][k] -= m * a[c][k]
			}
			b[r] -= m * b[c]
		}
	}
	x := make([]float64, n)
	for r := n - 1; r >= 0; r-- {
		s := b[r]
		for k := r + 1; k < n; k++ {
			s -= a[r][k] * x[k]
		}
		x[r] = s / a[r][r]
	}
	return x
}

func logLoss(data []sample, p func(evalFeatures) float64) float64 {
	sum := 0.0
	for _, s := range data {
		q := min(max(p(s.f), 1e-6), 1-1e-6)
		if s.won {
			sum -= math.Log(q)
		} else {
			sum -= math.Log(1 - q)
		}
	}
	return sum / float64(len(data))
}

// TestFitEvaluation fits the evaluation's weights to greedy self-play and
// prints them with the fit's log-loss on held-out games. It runs only when
// EXPERT_FIT names the number of games (and EXPERT_FIT_VARIANT the variant,
// classic by default; EXPERT_FIT_SEATS the seats, 2 by default;
// EXPERT_FIT_QUICK=1 reads the features by Hard's
// quick step, as Hard's rollouts in Twist do).
func TestFitEvaluation(t *testing.T) {
	games, _ := strconv.Atoi(os.Getenv("EXPERT_FIT"))
	if games == 0 {
		t.Skip("set EXPERT_FIT=games to fit the evaluation")
	}
	variant := orDefault(os.Getenv("EXPERT_FIT_VARIANT"), "classic")
	seats, _ := strconv.Atoi(orDefault(os.Getenv("EXPERT_FIT_SEATS"), "2"))
	all := greedySamples(variant, seats, 500001, games, os.Getenv("EXPERT_FIT_QUICK") == "1")
	var train, test []sample
	for i, g := range all {
		if i%4 == 3 {
			test = append(test, g...)
		} else {
			train = append(train, g...)
		}
	}
	fmt.Printf("%d games, %d train positions, %d test\n", len(all), len(train), len(test))
	base := func(f evalFeatures) float64 {
		return 0.5 + 0.16*math.Tanh((f[fOtherLeft]+f[fOtherLays]-f[fMoverLeft]-f[fMoverLays])/4)
	}
	fmt.Printf("tiles-held curve: log-loss %.4f\n", logLoss(test, base))
	r, _ := variants.Lookup(variant)
	fmt.Printf("the weights in use for %s, %d seats (rolloutWeights): log-loss %.4f\n", variant, seats, logLoss(test, func(f evalFeatures) float64 { return winChance(f, rolloutWeights(r, seats)) }))
	sets := map[string][]int{
		"tiles held": {fBias, fMoverLeft, fOtherLeft, fMoverLays, fOtherLays},
		"all":        {fBias, fMoverLeft, fOtherLeft, fMoverLogLeft, fOtherLogLeft, fMoverLays, fOtherLays, fMoverJokers, fOtherJokers, fMoverOpened, fOtherOpened, fMoverOut, fOtherOut, fPool},
	}
	if seats > 2 {
		sets["tiles held"] = append(sets["tiles held"], fWait)
		sets["all"] = append(sets["all"], fWait)
	}
	for _, name := range []string{"tiles held", "all"} {
		w := fitLogistic(train, sets[name])
		fmt.Printf("%s: log-loss %.4f\n", name, logLoss(test, func(f evalFeatures) float64 { return winChance(f, &w) }))
		for _, i := range sets[name] {
			fmt.Printf("  %-16s %+.4f\n", featureNames[i], w[i])
		}
		fmt.Printf("  weights: %#v\n", w)
	}
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// greedyPlayTurns plays the games of two greedy players dealt from seeds
// 700001 on (EXPERT_CHOICES=games of them, of the variant
// EXPERT_CHOICES_VARIANT, classic by default) and hands visit each turn on
// which the best play lays tiles and keeps some, with that best play.
func greedyPlayTurns(t *testing.T, visit func(v View, best Solution)) {
	games, _ := strconv.Atoi(os.Getenv("EXPERT_CHOICES"))
	if games == 0 {
		t.Skip("set EXPERT_CHOICES=games")
	}
	r, err := variants.Lookup(orDefault(os.Getenv("EXPERT_CHOICES_VARIANT"), "classic"))
	if err != nil {
		t.Fatal(err)
	}
	for k := range games {
		g, _ := game.New(r, r.Defaults, 2, 700001+uint64(k), &game.ManualClock{})
		for !g.Over() {
			v := ViewOf(g)
			best, _ := Solve(v.Rules, v.Options, v.Position())
			if best.Tiles > 0 && len(best.Rack) > 0 {
				visit(v, best)
			}
			if _, err := Take(g, Greedy{}.Play(v)); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestExpertChoices prints how often Expert chooses another play than the
// best on the positions of greedy self-play games (EXPERT_CHOICES=games).
func TestExpertChoices(t *testing.T) {
	e := Expert{Worlds: 32}
	hist := map[string]int{}
	greedyPlayTurns(t, func(v View, best Solution) {
		cands := e.candidates(v, best, time.Now().Add(time.Minute))
		hist[fmt.Sprintf("cands %d", len(cands))]++
		if len(cands) < 2 {
			return
		}
		c := cands[e.choose(v, cands, time.Now().Add(2*time.Second))]
		hist[choiceKind(v, best, c)]++
	})
	fmt.Println(hist)
}

// choiceKind names a player's choice c against the best play.
func choiceKind(v View, best, c Solution) string {
	switch {
	case playedKey(c) == playedKey(best):
		return "best"
	case c.Tiles == best.Tiles:
		return "same count"
	case c.Tiles == 0 && !v.Opened:
		return "wait to open"
	case c.Tiles == 0 && slices.ContainsFunc(best.Played, game.Tile.IsJoker):
		return fmt.Sprintf("draw, the best play lays %d with a joker", min(best.Tiles, 4))
	case c.Tiles == 0:
		return fmt.Sprintf("draw, the best play lays %d", min(best.Tiles, 4))
	case c.Tiles < best.Tiles && slices.ContainsFunc(c.Rack, isSpecial) && !slices.ContainsFunc(best.Rack, isSpecial):
		return fmt.Sprintf("%d fewer, keeps a special joker", best.Tiles-c.Tiles)
	case c.Tiles < best.Tiles && slices.ContainsFunc(c.Rack, game.Tile.IsJoker) && !slices.ContainsFunc(best.Rack, game.Tile.IsJoker):
		return fmt.Sprintf("%d fewer, keeps a joker", best.Tiles-c.Tiles)
	default:
		return fmt.Sprintf("%d fewer", best.Tiles-c.Tiles)
	}
}

// TestHardChoices prints how often Hard chooses another play than the best
// (EXPERT_CHOICES=games).
func TestHardChoices(t *testing.T) {
	hist := map[string]int{}
	hardSeen = func(cands, worlds int) {
		hist[fmt.Sprintf("cands %d", cands)]++
		hist[fmt.Sprintf("worlds %02d+", worlds/8*8)]++
	}
	defer func() { hardSeen = nil }()
	greedyPlayTurns(t, func(v View, best Solution) {
		if !v.Opened {
			return
		}
		budget := defaultBudget
		if twistBox(v.Rules) {
			budget = hardTwistBudget
		}
		start := time.Now()
		rolloutCandidates(v, best, start.Add(budget))
		if d := time.Since(start); d > budget {
			hist[fmt.Sprintf("candidates took %v+", d.Truncate(5*time.Millisecond))]++
		}
		start = time.Now()
		c := Hard{}.weigh(v, best, start.Add(budget))
		hist[choiceKind(v, best, c)]++
		if over := time.Since(start) - budget; over > 2*time.Millisecond {
			hist[fmt.Sprintf("over by %v+", over.Truncate(5*time.Millisecond))]++
		}
	})
	fmt.Println(hist)
}

// TestExpertCandidatesLegal judges every candidate Expert lists on the
// turns of greedy games (EXPERT_LEGAL=games).
func TestExpertCandidatesLegal(t *testing.T) {
	games, _ := strconv.Atoi(os.Getenv("EXPERT_LEGAL"))
	if games == 0 {
		t.Skip("set EXPERT_LEGAL=games")
	}
	r, _ := variants.Lookup("classic")
	bad := 0
	for k := range games {
		g, _ := game.New(r, r.Defaults, 2, 100001+uint64(k), &game.ManualClock{})
		for !g.Over() {
			v := ViewOf(g)
			best, _ := Solve(v.Rules, v.Options, v.Position())
			if best.Tiles > 0 {
				for i, c := range (Expert{}).candidates(v, best, time.Now().Add(time.Minute)) {
					if c.Tiles == 0 {
						continue
					}
					verdict := game.Judge(r, v.Options, v.Position(), game.Position{Table: c.Table, Rack: c.Rack, Opened: true})
					if !verdict.Legal {
						bad++
						t.Errorf("game %d cand %d: %+v\nrack %s\ntable %v\nplan %v", k, i, verdict, game.Codes(v.Rack), v.Table.Sets(), c.Table)
					}
				}
			}
			var p Player = Greedy{}
			if g.Current() == k%2 {
				p = Expert{Worlds: 8}
			}
			turn := p.Play(v)
			verdict, err := Take(g, turn)
			if err != nil || (len(turn.Edits) > 0 && !verdict.Legal) {
				bad++
				t.Errorf("game %d: %s's turn: %v %+v\nrack %s\ntable %v", k, p.Name(), err, verdict, game.Codes(v.Rack), v.Table.Sets())
			}
		}
	}
	fmt.Println("illegal candidates:", bad)
}
