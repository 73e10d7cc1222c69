package ai

import (
	"slices"
	"testing"

	"rummikub/game/words"
)

// bagOf counts the letters of a lower-case string.
func bagOf(s string) bag {
	var b bag
	for _, c := range s {
		b[c-'a']++
	}
	return b
}

// The word search, with its pruning of the graph, emits exactly the words
// of the dictionary that meet its conditions (checked one word at a time).
func TestFinderEmitsEveryWordMeetingItsConditions(t *testing.T) {
	d := words.Default()
	cases := []struct {
		name                               string
		must, rack                         string
		jokers                             int
		allMust, allRack, anyMust, needOwn bool
	}{
		{name: "cover", must: "ape", rack: "lthsi", allMust: true},
		{name: "cover taking every tile", must: "ape", rack: "lts", allMust: true, allRack: true},
		{name: "cover taking every tile, a joker", must: "ore", rack: "st", jokers: 1, allMust: true, allRack: true},
		{name: "rare letters owed", must: "qz", rack: "uiaeo", jokers: 1, allMust: true},
		{name: "apart", must: "clap", rack: "ihte", anyMust: true, needOwn: true},
		{name: "rack only, emptying", rack: "retains", allRack: true, needOwn: true},
		{name: "rack and two jokers", rack: "qxu", jokers: 2, needOwn: true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := &finder{d: d, must: bagOf(tc.must), rack: bagOf(tc.rack), jokers: tc.jokers, minLen: 3,
				allMust: tc.allMust, allRack: tc.allRack, anyMust: tc.anyMust, needOwn: tc.needOwn}
			var got []string
			f.emit = func(w []byte, _, _ uint32) bool {
				got = append(got, string(w))
				return true
			}
			f.run()
			var want []string
			for w := range d.Words {
				if len(w) < 3 {
					continue
				}
				u := bagOf(w)
				jokers, own, anyMust, ok := 0, 0, false, true
				for c := range u {
					extra := max(0, u[c]-f.must[c])
					r := min(extra, f.rack[c])
					jokers += extra - r
					own += r
					anyMust = anyMust || u[c] > 0 && f.must[c] > 0
					ok = ok && (!tc.allMust || u[c] >= f.must[c]) && (!tc.allRack || r == f.rack[c])
				}
				own += jokers
				ok = ok && jokers <= tc.jokers && (!tc.allRack || jokers == tc.jokers) &&
					(!tc.anyMust || anyMust) && (!tc.needOwn || own > 0)
				if ok {
					want = append(want, w)
				}
			}
			slices.Sort(got)
			if !slices.Equal(got, want) {
				t.Errorf("emitted %d words, %d meet the conditions\n got %.300v\nwant %.300v", len(got), len(want), got, want)
			}
			if len(want) == 0 {
				t.Errorf("no word meets the conditions: the case tests nothing")
			}
		})
	}
}
