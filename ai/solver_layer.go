package ai

// The decisions of one number in the programme (solver_dp.go): how many
// tiles of each colour go to runs and how many jokers are placed there
// (an option), listed once for each tile signature and shared by every
// solve (layerOptions), and how the tiles left make groups (split,
// groupBest; with colour pairs kept apart, solver_apart_groups.go).

import (
	"slices"
	"sync/atomic"

	"rummikub/game"
)

// option is one decision at a number: how many tiles stand for each
// colour in runs (k), how many jokers are placed there (jl), and how many
// rack tiles (not jokers) that lays at best (l).
type option struct {
	k     [game.NumColors]int8
	jl, l int8
	// dd and mm are the double and mirror jokers of the number's special
	// groups (Twist: twLayerOptions); 0 in classic.
	dd, mm int8
	// real has the bit of each tracked colour whose one tile in runs is
	// the number's real tile of it (trackedOptions, solver_tracked_options.go).
	real uint8
}

// signature packs the tile counts of one number: for each colour, t
// table tiles and av tiles in all (t <= av <= 2), as t*3+av in base 9.
func signature(t, av [game.NumColors]int) int {
	sig := 0
	for c := game.NumColors - 1; c >= 0; c-- {
		sig = sig*9 + t[c]*3 + av[c]
	}
	return sig
}

// optionSet is the list of decisions at a number, the most rack tiles
// first, with for each colour c and count m a bit set of the decisions
// that put at least m tiles of c in runs: a state whose runs need lo[c]
// tiles of each colour takes the decisions in the intersection of
// atLeast[c][lo[c]].
type optionSet struct {
	options []option
	atLeast [game.NumColors][maxRuns + 1][]uint64
}

// layerOptions returns every feasible decision at a number with tile
// signature sig and jokers jokers left, the most rack tiles first. They
// depend on nothing else, so they are computed once and shared by every
// solve.
func layerOptions(sig, jokers int) *optionSet {
	k := sig*(maxJokers+1) + jokers
	if p := optionCache[k].Load(); p != nil {
		return p
	}
	set := listLayerOptions(sig, jokers, 0)
	optionCache[k].Store(set)
	return set
}

// listLayerOptions lists the options of layerOptions, the number's groups
// kept from holding the colour pairs of mask together
// (solver_apart_groups.go).
func listLayerOptions(sig, jokers int, mask pairMask) *optionSet {
	var t, av [game.NumColors]int
	for c, s := 0, sig; c < game.NumColors; c, s = c+1, s/9 {
		t[c], av[c] = s%9/3, s%3
	}
	var out []option
	var kk [game.NumColors]int
	var rec func(c, need int)
	rec = func(c, need int) {
		if c == game.NumColors {
			for jl := need; jl <= jokers; jl++ {
				if l, _ := split(t, av, kk, jl, mask); l >= 0 {
					o := option{jl: int8(jl), l: int8(l)}
					for i := range kk {
						o.k[i] = int8(kk[i])
					}
					out = append(out, o)
				}
			}
			return
		}
		for kk[c] = 0; kk[c] <= min(av[c]+jokers, maxRuns); kk[c]++ {
			if n := need + max(0, kk[c]-av[c]); n <= jokers {
				rec(c+1, n)
			}
		}
	}
	rec(0, 0)
	slices.SortStableFunc(out, func(a, b option) int {
		if a.l != b.l {
			return int(b.l) - int(a.l)
		}
		return int(b.jl) - int(a.jl)
	})
	return newOptionSet(out)
}

// newOptionSet indexes a list of options (see optionSet).
func newOptionSet(out []option) *optionSet {
	set := &optionSet{options: out}
	words := (len(out) + 63) / 64
	for c := range game.NumColors {
		for m := range maxRuns + 1 {
			bits := make([]uint64, words)
			for i, o := range out {
				if int(o.k[c]) >= m {
					bits[i/64] |= 1 << (i % 64)
				}
			}
			set.atLeast[c][m] = bits
		}
	}
	return set
}

// optionCache holds layerOptions by signature*(maxJokers+1) + jokers.
var optionCache [9 * 9 * 9 * 9 * (maxJokers + 1)]atomic.Pointer[optionSet]

// layerSplit is how the tiles of one number are used: real tiles in runs
// (k) and groups (g) by colour, jokers in runs (jr) by colour and in groups
// (jg), and the number of groups; with a mask of colour pairs kept apart,
// the colours of each group (colours, masked: makeGroups deals by them).
type layerSplit struct {
	k, g, jr   [game.NumColors]int
	jg, groups int
	masked     bool
	colours    [maxGroups]uint8
}

// split finds the best use of the tiles of one number (t table tiles and
// av tiles in all, by colour) when K tiles of each colour are in runs and
// jl jokers are placed: the rack tiles (not jokers) laid, or infeasible,
// and how; no group holding two colours of a pair of mask.
func split(t, av, K [game.NumColors]int, jl int, mask pairMask) (int, layerSplit) {
	tableSum := t[0] + t[1] + t[2] + t[3]
	best, bestSplit := infeasible, layerSplit{}
	var s layerSplit
	var rec func(c, rem int)
	rec = func(c, rem int) {
		if c == game.NumColors {
			s.jg = rem
			if mask != 0 {
				mg := groupBestMasked(&s.k, &av, &t, rem, mask)
				if mg.best < 0 {
					return
				}
				if v := s.k[0] + s.k[1] + s.k[2] + s.k[3] + mg.best - tableSum; v > best {
					best = v
					bestSplit = s
					bestSplit.groups, bestSplit.masked, bestSplit.colours = mg.groups, true, mg.colours
					for c := range game.NumColors {
						bestSplit.g[c] = 0
						for _, cs := range mg.colours[:mg.groups] {
							bestSplit.g[c] += int(cs >> c & 1)
						}
					}
				}
				return
			}
			g, groups := groupBest(&s.k, &av, &t, rem)
			if g < 0 {
				return
			}
			v := s.k[0] + s.k[1] + s.k[2] + s.k[3] + g - tableSum
			if v > best {
				best = v
				bestSplit = s
				bestSplit.groups = groups
				fillGroups(&bestSplit, &av, &t, g)
			}
			return
		}
		for j := max(0, K[c]-av[c]); j <= min(K[c], rem); j++ {
			s.jr[c] = j
			s.k[c] = K[c] - j
			rec(c+1, rem-j)
		}
	}
	rec(0, jl)
	return best, bestSplit
}

// groupBest returns the most real tiles of one number that can go to
// groups, given k real tiles of each colour in runs, av tiles of each
// colour available, t of them from the table (all must be placed), and jg
// jokers for the groups; and how many groups they make. -1 when
// impossible.
//
// With G groups, colour c gives g_c <= G tiles (one per group) and the
// groups hold S = sum g_c real tiles and jg jokers: they can be formed
// exactly when max g_c <= G and 3G <= S+jg <= 4G (deal each colour's tiles
// to consecutive groups in turn, then let jokers fill the groups short of
// 3; each group keeps a real tile since jokers are at most 2).
func groupBest(k, av, t *[game.NumColors]int, jg int) (int, int) {
	best, bestG := -1, 0
	for G := 0; G <= maxGroups; G++ {
		sumLo, sumCap, ok := 0, 0, true
		for c := range game.NumColors {
			lo := max(0, t[c]-k[c])
			if lo > G {
				ok = false
				break
			}
			sumLo += lo
			sumCap += min(av[c]-k[c], G)
		}
		if !ok {
			continue
		}
		if G == 0 {
			if jg == 0 && best < 0 {
				best, bestG = 0, 0
			}
			continue
		}
		smax := min(sumCap, 4*G-jg)
		smin := max(sumLo, 3*G-jg)
		if smin <= smax && smax > best {
			best, bestG = smax, G
		}
	}
	return best, bestG
}

// fillGroups sets s.g to a choice of group tiles by colour summing to
// total, each colour between what its table tiles require and its cap.
func fillGroups(s *layerSplit, av, t *[game.NumColors]int, total int) {
	G := s.groups
	sum := 0
	for c := range game.NumColors {
		s.g[c] = max(0, t[c]-s.k[c])
		sum += s.g[c]
	}
	for c := range game.NumColors {
		add := min(min(av[c]-s.k[c], G)-s.g[c], total-sum)
		if add > 0 {
			s.g[c] += add
			sum += add
		}
	}
}
