package main

import (
	"strings"
	"testing"
)

// TestRefereeTwistAndOptions: the referee judges Twist turns and honours
// the house options of FORMATS.md ("meld", "free_jokers"); a bad option is
// an error line.
func TestRefereeTwistAndOptions(t *testing.T) {
	notes := `"before":{"table":[["R1","R2","R3","*:R4"]],"rack":["B11","B12","B13"],"opened":true},` +
		`"after":{"table":[["R1","R2","R3"],["*:B10","B11","B12","B13"]],"rack":[]}`
	meld := `"before":{"table":[],"rack":["R2","*D","R5","K1"],"opened":false},"after":{"table":[["R2","*D","R5"]],"rack":["K1"]}`
	tests := []struct {
		name, line string
		legal      bool
		points     int
		text       string // in a reason, or in the error when err
		err        bool
	}{
		{"notes: a joker does not leave without its tile", `{` + notes + `}`, false, 0, "without the red 4 taking its place", false},
		{"the same in Twist", `{"variant":"twist",` + notes + `}`, false, 0, "without the red 4 taking its place", false},
		{"jokers move freely", `{"options":{"free_jokers":true},` + notes + `}`, true, 0, "", false},
		{"the default spelt out", `{"options":{"free_jokers":false,"meld":30},` + notes + `}`, false, 0, "without the red 4", false},
		{"a double counts both numbers", `{"variant":"twist","options":{"meld":14},` + meld + `}`, true, 14, "", false},
		{"short of the rule book's 30", `{"variant":"twist",` + meld + `}`, false, 0, "worth 14 points; it needs at least 30", false},
		{"a double is not a classic tile", `{` + meld + `}`, false, 0, "no *D tile", true},
		{"unknown option", `{"options":{"jokers":true},` + notes + `}`, false, 0, `unknown option "jokers" (known: free_jokers, meld)`, true},
		{"wrong type", `{"options":{"meld":"thirty"},` + notes + `}`, false, 0, `option "meld" must be a whole number`, true},
		{"not an object", `{"options":[1],` + notes + `}`, false, 0, `"options" must be an object`, true},
		{"sabra keeps its rule", `{"variant":"sabra","options":{"free_jokers":true},` + notes + `}`, false, 0, "not offered in sabra", true},
		{"word's meld counts letters, not points", `{"variant":"word","options":{"meld":30,"free_jokers":false},"before":{"table":[],"rack":["S","T","R","A","N","G","E"],"opened":false},"after":{"table":[["G","A","R","N","E","T","S"]],"rack":[]}}`,
			false, 0, `option "meld" (the points of an initial meld) is not offered in word: its initial meld is a word of at least 6 letters`, true},
		{"word without the option", `{"variant":"word","options":{"free_jokers":false},"before":{"table":[],"rack":["S","T","R","A","N","G","E"],"opened":false},"after":{"table":[["G","A","R","N","E","T","S"]],"rack":[]}}`,
			true, 14, "", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			lines, _, _ := refereeRun(t, tc.line+"\n")
			if len(lines) != 1 {
				t.Fatalf("%d output lines, want 1: %q", len(lines), lines)
			}
			a := decodeAnswer(t, lines[0])
			if tc.err {
				if a.Error == nil || !strings.Contains(*a.Error, tc.text) {
					t.Fatalf("answer %s, want an error containing %q", lines[0], tc.text)
				}
				return
			}
			if a.Legal == nil || *a.Legal != tc.legal || a.Points != tc.points {
				t.Fatalf("answer %s, want legal %v points %d", lines[0], tc.legal, tc.points)
			}
			if tc.text != "" && !strings.Contains(strings.Join(*a.Reasons, "\n"), tc.text) {
				t.Errorf("reasons %q lack %q", *a.Reasons, tc.text)
			}
		})
	}
}
