package main

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// The text demo plays a whole game and ends with a score table that sums
// to zero. (-text: the window build would open the window.)
func TestDemoPlaysAWholeGame(t *testing.T) {
	for _, variant := range []string{"classic", "sabra"} {
		var out, errOut bytes.Buffer
		code := run([]string{"demo", "-text", "-variant", variant, "-players", "3", "-seed", "11"}, strings.NewReader(""), &out, &errOut)
		if code != 0 || errOut.Len() > 0 {
			t.Fatalf("%s: exit %d, stderr %q", variant, code, errOut.String())
		}
		text := out.String()
		for _, want := range []string{"starts.", "lays", "rack  score"} {
			if !strings.Contains(text, want) {
				t.Errorf("%s: the demo never says %q", variant, want)
			}
		}
		scores := regexp.MustCompile(`(?m)^Player \d +\d+ +([+-]\d+)$`).FindAllStringSubmatch(text, -1)
		if len(scores) != 3 {
			t.Fatalf("%s: score table has %d rows:\n%s", variant, len(scores), text)
		}
		sum := 0
		for _, m := range scores {
			n, _ := strconv.Atoi(m[1])
			sum += n
		}
		if sum != 0 {
			t.Errorf("%s: scores sum to %d", variant, sum)
		}
	}
}

func TestDemoRejectsBadFlags(t *testing.T) {
	for _, args := range [][]string{{"demo", "-players", "5"}, {"demo", "-variant", "chess"}} {
		var out, errOut bytes.Buffer
		if code := run(args, strings.NewReader(""), &out, &errOut); code != 2 || errOut.Len() == 0 {
			t.Errorf("%q: exit %d, stderr %q", args, code, errOut.String())
		}
	}
}
