package main

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// The referee judges Word turns: "points" is the turn's score.
func TestRefereeWord(t *testing.T) {
	for _, tc := range []struct {
		name, line string
		legal      bool
		points     int
		reason     string
	}{
		{"DISAPPEAR, rack emptied: double",
			`{"variant":"word","before":{"table":[["A","P","P","E","A","R"]],"rack":["D","I","S"],"opened":true},"after":{"table":[["D","I","S","A","P","P","E","A","R"]],"rack":[]}}`,
			true, 18, ""},
		{"PAL and THE from APE",
			`{"variant":"word","before":{"table":[["A","P","E"]],"rack":["L","T","H","K"],"opened":true},"after":{"table":[["P","A","L"],["T","H","E"]],"rack":["K"]}}`,
			true, 3, ""},
		{"a joker standing for a letter",
			`{"variant":"word","before":{"table":[],"rack":["F","A","B","R","I","*","K"]},"after":{"table":[["F","A","B","R","I","*:C"]],"rack":["K"]}}`,
			true, 6, ""},
		{"an initial meld too short",
			`{"variant":"word","before":{"table":[],"rack":["C","A","T","K"]},"after":{"table":[["C","A","T"]],"rack":["K"]}}`,
			false, 0, "your initial meld needs a word of at least 6 letters from your rack; your longest has 3"},
		{"not a word",
			`{"variant":"word","before":{"table":[],"rack":["X","Q","Z","K"],"opened":true},"after":{"table":[["X","Q","Z"]],"rack":["K"]}}`,
			false, 0, "set 1 (X Q Z) is not a word of the dictionary"},
		{"a word twice",
			`{"variant":"word","before":{"table":[["C","A","T"]],"rack":["C","A","T","K"],"opened":true},"after":{"table":[["C","A","T"],["C","A","T"]],"rack":["K"]}}`,
			false, 0, "the word CAT is on the table twice: a word may appear on the table only once"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			lines, _, code := refereeRun(t, tc.line+"\n")
			if code != 0 || len(lines) != 1 {
				t.Fatalf("status %d, %q", code, lines)
			}
			a := decodeAnswer(t, lines[0])
			if a.Error != nil || a.Legal == nil || *a.Legal != tc.legal || a.Points != tc.points {
				t.Fatalf("%s, want legal %v points %d", lines[0], tc.legal, tc.points)
			}
			if tc.reason != "" && (a.Reasons == nil || !slices.Contains(*a.Reasons, tc.reason)) {
				t.Errorf("reasons %q, want %q", a.Reasons, tc.reason)
			}
		})
	}
	lines, _, code := refereeRun(t, `{"variant":"word","before":{"table":[],"rack":["V","V"]},"after":{"table":[],"rack":["V","V"]}}`+"\n")
	if code != 1 || len(lines) != 1 || !strings.Contains(lines[0], "the word box has only 1") {
		t.Errorf("two Vs: status %d, %q", code, lines)
	}
}

// solve answers Word positions with the highest-scoring turn; "value" is
// its score, and the referee accepts it.
func TestSolveWord(t *testing.T) {
	for _, tc := range []struct {
		name, line string
		tiles      int
		value      int
	}{
		{"an extension emptying the rack", `{"variant":"word","table":[["A","P","P","E","A","R"]],"rack":["D","I","S"],"opened":true}`, 3, 18},
		{"an initial meld with a joker", `{"variant":"word","table":[],"rack":["F","A","B","R","I","*"],"opened":false}`, 6, 12},
		{"no play", `{"variant":"word","table":[],"rack":["Q","X","Z"],"opened":true}`, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			lines, code := solveRun(t, tc.line+"\n")
			if code != 0 || len(lines) != 1 {
				t.Fatalf("status %d, %q", code, lines)
			}
			r := decodeSolveReply(t, lines[0])
			if r.Error != nil || r.Tiles == nil || *r.Tiles != tc.tiles || r.Value != tc.value {
				t.Fatalf("%s, want tiles %d value %d", lines[0], tc.tiles, tc.value)
			}
			if *r.Tiles > 0 {
				checkWithReferee(t, tc.line, r)
				raw, _ := json.Marshal(r.Table)
				if strings.Contains(tc.line, `"*"`) && !strings.Contains(string(raw), `"*:`) {
					t.Errorf("a joker on the table without what it stands for: %s", raw)
				}
			}
		})
	}
}
