package ai

import (
	"testing"

	"rummikub/game"
)

// TestTrackedOptionsTellTheTileApart checks trackedOptions against
// numberOptions for every count of tiles by colour (of a tracked colour,
// every split of its copies between table and rack), of regular, double
// and mirror jokers, with and without a rule of a joker of a group: the
// tracked options are the same choices, as good, and trackedSplit lays
// each as it says (a real tile in the run, or a joker there). With two
// colours tracked the other two are left empty, to keep the test short.
func TestTrackedOptionsTellTheTileApart(t *testing.T) {
	told := 0
	for _, cols := range []uint8{1 << game.Red, 1<<game.Red | 1<<game.Blue} {
		for _, rule := range []groupRule{{}, testRules[0].rule} {
			for code := range 6 * 6 * 6 * 6 {
				var tab, av [game.NumColors]int
				skip := false
				for c, x := 0, code; c < game.NumColors; c, x = c+1, x/6 {
					// (table, in all): (0,0) (0,1) (0,2) (1,1) (1,2) (2,2)
					tab[c], av[c] = [6]int{0, 0, 0, 1, 1, 2}[x%6], [6]int{0, 1, 2, 1, 2, 2}[x%6]
					skip = skip || (cols&(1<<c) == 0 && tab[c] > 0)
					// two colours tracked: the others empty (time)
					skip = skip || (cols != 1<<game.Red && cols&(1<<c) == 0 && av[c] > 0)
				}
				if skip {
					continue
				}
				sig := signature(tab, av)
				for jokers := 0; jokers <= maxJokers; jokers++ {
					for doubles := 0; doubles <= 2; doubles++ {
						for mirrors := 0; mirrors <= 1; mirrors++ {
							plain := numberOptions(sig, jokers, doubles, mirrors, 0, rule)
							tracked := trackedOptions(sig, jokers, doubles, mirrors, 0, rule, cols)
							want := map[[7]int8]int8{}
							for _, o := range plain.options {
								want[[7]int8{o.k[0], o.k[1], o.k[2], o.k[3], o.jl, o.dd, o.mm}] = o.l
							}
							got := map[[7]int8]int8{}
							for _, o := range tracked.options {
								key := [7]int8{o.k[0], o.k[1], o.k[2], o.k[3], o.jl, o.dd, o.mm}
								got[key] = max(got[key], o.l)
								if o.real != 0 {
									told++
								}
								sp, groups := trackedSplit(tab, av, o, 0, rule, cols)
								laid := 0
								for c := range game.NumColors {
									laid += sp.k[c] + sp.g[c] - tab[c]
									if sp.k[c]+sp.jr[c] != int(o.k[c]) {
										t.Fatalf("av %v, option %+v: its layout %+v puts %d+%d tiles of colour %d in runs",
											av, o, sp, sp.k[c], sp.jr[c], c)
									}
									tracked := cols&(1<<c) != 0 && av[c] >= 1 && o.k[c] == 1
									if tracked && (o.real&(1<<c) != 0) != (sp.k[c] == 1) {
										t.Fatalf("av %v, option %+v: its layout %+v does not put the tile of colour %d where it says",
											av, o, sp, c)
									}
									if !tracked && o.real&(1<<c) != 0 {
										t.Fatalf("av %v, option %+v: colour %d told apart but not tracked", av, o, c)
									}
								}
								for _, g := range groups {
									for c := range game.NumColors {
										laid += int(g.reals[c])
									}
								}
								if laid != int(o.l) {
									t.Fatalf("av %v, %d/%d/%d jokers: option %+v lays %d rack tiles, its layout %d",
										av, jokers, doubles, mirrors, o, o.l, laid)
								}
							}
							if len(got) != len(want) {
								t.Fatalf("av %v, %d/%d/%d jokers: %d choices tracked, %d plain", av, jokers, doubles, mirrors, len(got), len(want))
							}
							for key, l := range want {
								if got[key] != l {
									t.Fatalf("av %v, %d/%d/%d jokers: choice %v lays %d tracked, %d plain",
										av, jokers, doubles, mirrors, key, got[key], l)
								}
							}
						}
					}
				}
			}
		}
	}
	if told == 0 {
		t.Fatal("no option told a tracked tile apart")
	}
}
