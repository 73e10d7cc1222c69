package ai

import (
	"testing"

	"rummikub/game"
)

// testRules are rules of table jokers of groups: K R * (either missing
// colour), K R B *:O, K O *D:R B.
var testRules = []struct {
	name string
	rule groupRule
}{
	{"K R * (B or O)", groupRule{pairs: pairsOf(1<<game.Black | 1<<game.Red), free: 1<<game.Blue | 1<<game.Orange}},
	{"K R B *:O", groupRule{pairs: pairsOf(1<<game.Black | 1<<game.Red | 1<<game.Blue), free: 1 << game.Orange}},
	{"K O *D:R B", groupRule{pairs: pairsOf(1<<game.Black | 1<<game.Orange), free: 1<<game.Red | 1<<game.Blue, double: true}},
}

// TestRuledOptionsKeepTheirJoker lays out every option of a number under
// each test rule, for every count of tiles by colour (rack tiles only) and
// of regular, double and mirror jokers: the layout (ruledSplit) lays the
// option's tiles and keeps the rule (a group holding two of the set's
// colours holds a colour the joker stood for or a joker of its kind, unless
// a mirrored group stands at the number); the options with the rule's pairs
// kept apart are all among them, as good; and forced groups are laid out.
func TestRuledOptionsKeepTheirJoker(t *testing.T) {
	var zero [game.NumColors]int
	forced := 0
	for _, tr := range testRules {
		for code := range 81 {
			var av [game.NumColors]int
			for c, x := 0, code; c < game.NumColors; c, x = c+1, x/3 {
				av[c] = x % 3
			}
			sig := signature(zero, av)
			for jokers := 0; jokers <= maxJokers; jokers++ {
				for doubles := 0; doubles <= 2; doubles++ {
					for mirrors := 0; mirrors <= 1; mirrors++ {
						ruled := numberOptions(sig, jokers, doubles, mirrors, 0, tr.rule)
						best := map[[7]int8]int8{}
						for _, o := range ruled.options {
							best[[7]int8{o.k[0], o.k[1], o.k[2], o.k[3], o.jl, o.dd, o.mm}] = o.l
							sp, groups := ruledSplit(zero, av, o, 0, tr.rule)
							if !tr.rule.keptBy(sp, groups) {
								t.Fatalf("%s, av %v, %d/%d/%d jokers: option %+v laid out as %+v %+v breaks the rule",
									tr.name, av, jokers, doubles, mirrors, o, sp, groups)
							}
							laid := 0
							for c := range game.NumColors {
								laid += sp.k[c] + sp.g[c]
							}
							for _, g := range groups {
								for c := range game.NumColors {
									laid += int(g.reals[c])
								}
							}
							if laid != int(o.l) {
								t.Fatalf("%s, av %v: option %+v lays %d tiles, its layout %d", tr.name, av, o, o.l, laid)
							}
							for _, g := range groups {
								if g.double == 0 && !g.mirror {
									forced++ // a plain group: only a forced one is returned so
								}
							}
						}
						for _, o := range twLayerOptions(sig, jokers, doubles, mirrors, tr.rule.pairs).options {
							if l, ok := best[[7]int8{o.k[0], o.k[1], o.k[2], o.k[3], o.jl, o.dd, o.mm}]; !ok || l < o.l {
								t.Fatalf("%s, av %v: the option %+v with the pairs apart is missing or worse (%d)", tr.name, av, o, l)
							}
						}
					}
				}
			}
		}
	}
	if forced == 0 {
		t.Fatal("no layout used a forced group")
	}
}

// keptBy reports whether a number's layout keeps the rule as
// numberOptions reads it: its special groups, and its plain groups as
// makeGroups deals them (a mirrored group lets any group hold the pairs).
func (r groupRule) keptBy(sp layerSplit, groups []tgroup) bool {
	held, kept := false, false
	for _, g := range groups {
		cs := g.colours()
		kept = kept || g.mirror
		if !r.holds(cs) {
			continue
		}
		held = true
		jokers, doubles := 0, 0
		for c := range game.NumColors {
			jokers += int(g.jokers[c])
		}
		if g.double != 0 {
			doubles = 1
		}
		kept = kept || r.keeps(cs, jokers, doubles)
	}
	for _, g := range plainGroups(sp) {
		if r.holds(g.colours) {
			held = true
			kept = kept || r.keeps(g.colours, g.jokers, 0)
		}
	}
	return !held || kept
}

// plainGroup is a plain group of a layout: its real colours and jokers.
type plainGroup struct {
	colours uint8
	jokers  int
}

// plainGroups deals a split's group tiles and jokers as makeGroups does.
func plainGroups(sp layerSplit) []plainGroup {
	var tiles, jokers []game.Tile
	for c := range game.Color(game.NumColors) {
		for i := range sp.g[c] {
			tiles = append(tiles, game.NumberTile(c, 5).WithCopy(i))
		}
	}
	for i := range sp.jg {
		jokers = append(jokers, game.JokerTile(game.Joker).WithCopy(i))
	}
	var out []plainGroup
	for _, s := range makeGroups(tiles, jokers, &sp, 5) {
		var g plainGroup
		for _, x := range s.Tiles {
			if x.IsJoker() {
				g.jokers++
			} else {
				g.colours |= 1 << x.Color()
			}
		}
		out = append(out, g)
	}
	return out
}
