package render

import (
	"strings"
	"testing"
)

func TestWrapWords(t *testing.T) {
	width := func(s string) float64 { return float64(len(s)) }
	s := "Ending now sends the 10 letters and the joker you laid back into the pool and you miss your next turn."
	lines := wrapWords(s, 40, width)
	if len(lines) != 3 {
		t.Errorf("%d lines, want 3: %q", len(lines), lines)
	}
	for _, l := range lines {
		if len(l) > 40 {
			t.Errorf("line %q is wider than 40", l)
		}
	}
	if got := strings.Join(lines, " "); got != s {
		t.Errorf("the lines read %q, want %q", got, s)
	}
	if got := wrapWords("short", 40, width); len(got) != 1 || got[0] != "short" {
		t.Errorf("a short text: %q", got)
	}
	if got := wrapWords("a verylongword b", 5, width); strings.Join(got, "|") != "a|verylongword|b" {
		t.Errorf("a long word: %q", got)
	}
	var c wrapped
	a := c.wrap([]string{s, "Two."}, 40, 1, width)
	b := c.wrap([]string{s, "Two."}, 40, 1, width)
	if len(a) != 4 || &a[0] != &b[0] {
		t.Errorf("the wrap is not kept: %q", a)
	}
	if n := testing.AllocsPerRun(10, func() { c.wrap([]string{s, "Two."}, 40, 1, width) }); n > 1 {
		t.Errorf("%v allocations for an unchanged wrap", n)
	}
}
