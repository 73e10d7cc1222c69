package ai

import (
	"testing"

	"rummikub/game"
)

// TestMaskedGroupsKeepPairsApart lays out the groups of one number for
// every count of tiles by colour (rack tiles only), jokers and pair mask:
// split's count with the mask must match the groups makeGroups deals,
// which hold no pair of the mask, 3 or 4 tiles each, every tile and joker
// once; and with no pair masked split must agree with groupBest's
// formula.
func TestMaskedGroupsKeepPairsApart(t *testing.T) {
	var zero [game.NumColors]int
	checked := 0
	for mask := pairMask(0); mask < 64; mask++ {
		for code := range 81 {
			var av [game.NumColors]int
			for c, x := 0, code; c < game.NumColors; c, x = c+1, x/3 {
				av[c] = x % 3
			}
			for jl := 0; jl <= maxJokers; jl++ {
				l, sp := split(zero, av, zero, jl, mask)
				if mask == 0 {
					if want, _ := groupBest(&zero, &av, &zero, jl); l != want {
						t.Fatalf("av %v, %d jokers: split lays %d, groupBest %d", av, jl, l, want)
					}
					continue
				}
				if l < 0 {
					continue
				}
				var tiles, jokers []game.Tile
				for c := range game.Color(game.NumColors) {
					for i := range sp.g[c] {
						tiles = append(tiles, game.NumberTile(c, 5).WithCopy(i))
					}
				}
				for i := range sp.jg {
					jokers = append(jokers, game.JokerTile(game.Joker).WithCopy(i))
				}
				laid := 0
				for _, g := range makeGroups(tiles, jokers, &sp, 5) {
					var colours uint8
					for _, x := range g.Tiles {
						if !x.IsJoker() {
							if colours&(1<<x.Color()) != 0 {
								t.Fatalf("mask %06b, av %v: a group holds a colour twice: %s", mask, av, game.Codes(g.Tiles))
							}
							colours |= 1 << x.Color()
							laid++
						}
					}
					if len(g.Tiles) < 3 || len(g.Tiles) > 4 || !mask.allows(colours) {
						t.Fatalf("mask %06b, av %v, %d jokers: group %s", mask, av, jl, game.Codes(g.Tiles))
					}
				}
				if laid != l || laid != len(tiles) {
					t.Fatalf("mask %06b, av %v, %d jokers: split lays %d, the groups hold %d of %d", mask, av, jl, l, laid, len(tiles))
				}
				checked++
			}
		}
	}
	if checked == 0 {
		t.Fatal("no masked layout checked")
	}
}

// TestSpecialGroupsKeepPairsApart lists Twist's special groups of one
// number with each pair of colours masked: none may hold both, and the
// groups without them are all still listed.
func TestSpecialGroupsKeepPairsApart(t *testing.T) {
	av := [game.NumColors]int{2, 2, 2, 2}
	count := func(mask pairMask) (all, clean int) {
		specialCombos(av, maxJokers, 2, 2, mask, func(_ *specialCombo, groups []tgroup) {
			all++
			ok := true
			for i := range groups {
				ok = ok && mask.allows(groups[i].colours())
			}
			if ok {
				clean++
			}
		})
		return all, clean
	}
	for a := range game.Color(game.NumColors) {
		for b := a + 1; b < game.NumColors; b++ {
			mask := pairBit(a, b)
			all, clean := count(mask)
			if all != clean {
				t.Errorf("pair %d-%d masked: %d of %d choices hold the pair", a, b, all-clean, all)
			}
			unmasked := 0
			specialCombos(av, maxJokers, 2, 2, 0, func(_ *specialCombo, groups []tgroup) {
				ok := true
				for i := range groups {
					ok = ok && mask.allows(groups[i].colours())
				}
				if ok {
					unmasked++
				}
			})
			if unmasked != all {
				t.Errorf("pair %d-%d masked: %d choices listed, %d of the unmasked ones keep the pair apart", a, b, all, unmasked)
			}
		}
	}
}
