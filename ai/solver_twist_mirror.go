package ai

import (
	"slices"

	"rummikub/game"
)

// mirrorTemplate is a mirror set whose sides are groups, as specialCombos
// lists them: its key (the canonical order of the sets of a number), the
// set, the regular jokers it takes, whether it takes two double jokers,
// and its faces on a side.
type mirrorTemplate struct {
	key    int
	gr     tgroup
	jokers int8
	withD  bool
	faces  int8
}

// mirrorTemplates lists the mirror sets of groups, keys ascending, one for
// each choice of tiles taken: sides
// of 1..3 colours, each colour a number tile or a regular joker on each
// side (at least one number tile, at most the two regular jokers), or a
// double on each side for two more colours besides one colour.
var mirrorTemplates = func() []mirrorTemplate {
	var out []mirrorTemplate
	for mask := 1; mask < 15; mask++ {
		size := popcount(mask)
		if size == 4 {
			continue
		}
		for withD := 0; withD <= 1; withD++ {
			if withD == 1 && size != 1 {
				continue
			}
			var cols []int
			for c := range game.NumColors {
				if mask&(1<<c) != 0 {
					cols = append(cols, c)
				}
			}
			combos := 1
			for range cols {
				combos *= 3
			}
			for x := range combos {
				gr := tgroup{mirror: true}
				reals, jokers := 0, 0
				y := x
				for _, c := range cols {
					r := y % 3
					y /= 3
					gr.reals[c], gr.jokers[c] = int8(r), int8(2-r)
					reals += r
					jokers += 2 - r
				}
				if reals == 0 || jokers > maxJokers {
					continue
				}
				faces := size
				if withD == 1 {
					for c := 0; c < game.NumColors && popcount(int(gr.double)) < 2; c++ {
						if mask&(1<<c) == 0 {
							gr.double |= 1 << c
						}
					}
					faces += 2
				}
				out = append(out, mirrorTemplate{key: 64 + mask*64 + withD*32 + x, gr: gr,
					jokers: int8(jokers), withD: withD == 1, faces: int8(faces)})
			}
		}
	}
	if !slices.IsSortedFunc(out, func(a, b mirrorTemplate) int { return a.key - b.key }) {
		panic("ai: mirror templates out of order")
	}
	// Templates taking the same number tiles and jokers are alike to the
	// search (the colours its regular jokers stand for differ, and any
	// will do): the first of each stands for them all.
	type effect struct {
		reals  [game.NumColors]int8
		jokers int8
		withD  bool
	}
	seen := map[effect]bool{}
	return slices.DeleteFunc(out, func(t mirrorTemplate) bool {
		e := effect{t.gr.reals, t.jokers, t.withD}
		if seen[e] {
			return true
		}
		seen[e] = true
		return false
	})
}()
