package ai

import (
	"slices"
	"strings"
	"testing"

	"rummikub/game/words"
)

// A finder holding a block with gaps (a table word holding a joker, letters
// laid inside it) emits exactly once each word of the dictionary that holds
// the block's letters in their order, the other letters from the rack and
// its jokers, and the positions the block's letters fill.
func TestFinderHoldsABlockWithGaps(t *testing.T) {
	d := words.Default()
	for _, tc := range []struct {
		block, rack string
		jokers      int
	}{
		{"cat", "ohes", 0},
		{"pan", "lt", 1},
		{"art", "cebs", 0},
		{"ee", "rtsnd", 0},
	} {
		t.Run(tc.block, func(t *testing.T) {
			f := &finder{d: d, rack: bagOf(tc.rack), jokers: tc.jokers, minLen: 3, needOwn: true,
				block: []byte(tc.block), gaps: true}
			var got []string
			f.emit = func(w []byte, jokerAt, blockAt uint32) bool {
				var b []byte
				for i, c := range w {
					if blockAt&(1<<i) != 0 {
						b = append(b, c)
						if jokerAt&(1<<i) != 0 {
							t.Errorf("%s: a rack joker at a block position %d", w, i)
						}
					}
				}
				if string(b) != tc.block {
					t.Errorf("%s: the block's positions %b spell %q", w, blockAt, b)
				}
				got = append(got, string(w))
				return true
			}
			f.run()
			var want []string
			for w := range d.Words {
				if len(w) < 3 {
					continue
				}
				rest, k := bagOf(w), 0
				for i := 0; i < len(w) && k < len(tc.block); i++ {
					if w[i] == tc.block[k] {
						k++
					}
				}
				if k < len(tc.block) || len(w) == len(tc.block) {
					continue
				}
				for _, c := range tc.block {
					rest[c-'a']--
				}
				jokers := 0
				for c := range rest {
					jokers += max(0, rest[c]-f.rack[c])
				}
				if jokers <= tc.jokers {
					want = append(want, w)
				}
			}
			slices.Sort(got)
			if !slices.Equal(got, want) {
				t.Errorf("emitted %d words, %d meet the conditions\n got %.300v\nwant %.300v", len(got), len(want), got, want)
			}
			if !slices.ContainsFunc(want, func(w string) bool { return !strings.Contains(w, tc.block) }) {
				t.Errorf("no word has a letter inside the block: the case tests nothing")
			}
		})
	}
}
