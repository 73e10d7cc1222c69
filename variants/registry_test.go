package variants_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"rummikub/game"
	"rummikub/variants"
)

func TestRegistry(t *testing.T) {
	names := variants.Names()
	for _, want := range []string{"classic", "sabra"} {
		if !slices.Contains(names, want) {
			t.Errorf("Names() = %v, missing %q", names, want)
		}
	}
	if !slices.IsSorted(names) {
		t.Errorf("Names() = %v, not sorted", names)
	}
	if r := rulesOf(t, ""); r.Name != "classic" {
		t.Errorf(`Lookup("") = %q, want classic`, r.Name)
	}
	_, err := variants.Lookup("chess")
	if err == nil || !strings.Contains(err.Error(), `unknown variant "chess"`) || !strings.Contains(err.Error(), "classic") {
		t.Errorf(`Lookup("chess") error = %v, want an unknown variant error listing the known ones`, err)
	}
}

func TestNumberBoxes(t *testing.T) {
	for _, name := range []string{"classic", "sabra"} {
		r := rulesOf(t, name)
		if err := r.Validate(); err != nil {
			t.Fatal(err)
		}
		if len(r.Box) != 106 {
			t.Errorf("%s: box of %d tiles, want 106", name, len(r.Box))
		}
		seen := map[game.Tile]bool{}
		for _, x := range r.Box {
			if seen[x] {
				t.Errorf("%s: %v copy %d twice in the box", name, x, x.Copy())
			}
			seen[x] = true
			if x.Copy() > 1 {
				t.Errorf("%s: %v has copy %d, want 0 or 1", name, x, x.Copy())
			}
		}
		for c := range game.Color(game.NumColors) {
			for n := 1; n <= game.MaxNumber; n++ {
				if got := r.BoxCount(game.NumberTile(c, n)); got != 2 {
					t.Errorf("%s: %d of %v, want 2", name, got, game.NumberTile(c, n))
				}
			}
		}
		if got := r.BoxCount(game.JokerTile(game.Joker)); got != 2 {
			t.Errorf("%s: %d jokers, want 2", name, got)
		}
	}
	a, b := rulesOf(t, "classic").Box, rulesOf(t, "sabra").Box
	if &a[0] == &b[0] {
		t.Error("classic and sabra share one box slice")
	}
}

func TestRulesSettings(t *testing.T) {
	choices := game.Choices{
		MeldThresholds: []int{20, 25, 30, 40, 50},
		TimeLimits:     []time.Duration{game.NoLimit, 30 * time.Second, time.Minute, 2 * time.Minute, 3 * time.Minute},
		Rounds:         []int{1, 2, 3, 4, 5},
	}
	for _, tc := range []struct {
		name, title string
		dir         game.Direction
		limit       time.Duration
		locked      bool
	}{
		{"classic", "Classic (2015 rules)", game.Clockwise, time.Minute, false},
		{"sabra", "Sabra (1980 rules)", game.CounterClockwise, 2 * time.Minute, true},
	} {
		r := rulesOf(t, tc.name)
		if r.Name != tc.name || r.Title != tc.title || r.Direction != tc.dir {
			t.Errorf("%s: name %q title %q direction %v", tc.name, r.Name, r.Title, r.Direction)
		}
		want := game.Options{MeldThreshold: 30, TimeLimit: tc.limit, Rounds: 1}
		if r.Defaults != want {
			t.Errorf("%s: defaults %+v, want %+v", tc.name, r.Defaults, want)
		}
		if !slices.Equal(r.Choices.MeldThresholds, choices.MeldThresholds) ||
			!slices.Equal(r.Choices.TimeLimits, choices.TimeLimits) ||
			!slices.Equal(r.Choices.Rounds, choices.Rounds) {
			t.Errorf("%s: choices %+v", tc.name, r.Choices)
		}
		if !slices.Contains(r.Choices.TimeLimits, r.Defaults.TimeLimit) ||
			!slices.Contains(r.Choices.MeldThresholds, r.Defaults.MeldThreshold) {
			t.Errorf("%s: defaults are not among the choices", tc.name)
		}
		if r.RackSize != 14 || r.PenaltyDraw != 3 || r.JokerPenalty != 30 || r.WarnBefore != 10*time.Second {
			t.Errorf("%s: rack %d penalty draw %d joker penalty %d warn %v",
				tc.name, r.RackSize, r.PenaltyDraw, r.JokerPenalty, r.WarnBefore)
		}
		if (r.Manipulation != nil) != tc.locked {
			t.Errorf("%s: manipulation rule %v", tc.name, r.Manipulation)
		}
	}
}

func TestMeldRule(t *testing.T) {
	meld := rulesOf(t, "classic").Meld
	for _, tc := range []struct {
		values    []int
		threshold int
		points    int
		why       string
	}{
		{nil, 30, 0, "your initial meld is worth 0 points; it needs at least 30"},
		{[]int{25}, 30, 25, "your initial meld is worth 25 points; it needs at least 30"},
		{[]int{12, 18}, 30, 30, ""},
		{[]int{6, 9, 24}, 40, 39, "your initial meld is worth 39 points; it needs at least 40"},
		{[]int{6}, 0, 6, ""},
	} {
		var melds []game.Meld
		for _, v := range tc.values {
			melds = append(melds, game.Meld{Kind: game.Run, Value: v})
		}
		points, why := meld.Judge(melds, tc.threshold)
		if points != tc.points || why != tc.why {
			t.Errorf("Judge(%v, %d) = %d, %q; want %d, %q", tc.values, tc.threshold, points, why, tc.points, tc.why)
		}
	}
}
