package main

import (
	"strings"
	"testing"
)

// TestWordCodeErrors: in Word a bad tile code is explained with letters
// (FORMATS.md, "Tiles"), not with a number tile's colours; the number
// variants keep their words.
func TestWordCodeErrors(t *testing.T) {
	tests := []struct{ line, want string }{
		{`{"variant":"word","rack":["Ⓢ"]}`, `unknown tile code "Ⓢ": a tile is one capital letter A to Z, or the joker * (the Ⓢ tile)`},
		{`{"variant":"word","table":[["AB","C","D"]],"rack":["A"]}`, `unknown tile code "AB": a tile is one capital letter A to Z`},
		{`{"variant":"word","table":[["*:a","C","T"]],"rack":["A"]}`, `tile code "*:a": a joker stands for one capital letter A to Z`},
		{`{"variant":"word","table":[["*:R5","C","T"]],"rack":["A"]}`, `tile code "*:R5": a joker stands for one capital letter A to Z`},
		{`{"variant":"word","table":[["C","A:A","T"]],"rack":["A"]}`, `only a joker may say what it stands for`},
		{`{"variant":"classic","rack":["AB"]}`, `unknown tile code "AB": colour must be K, R, B or O`},
		{`{"variant":"twist","table":[["*:a","R5","R6"]],"rack":["R1"]}`, `a joker stands for a number or letter tile`},
	}
	for _, tc := range tests {
		t.Run(tc.line, func(t *testing.T) {
			lines, _ := solveRun(t, tc.line+"\n")
			if len(lines) != 1 {
				t.Fatalf("%d answers: %q", len(lines), lines)
			}
			r := decodeSolveReply(t, lines[0])
			if r.Error == nil || !strings.Contains(*r.Error, tc.want) {
				t.Errorf("answer %s, want an error containing %q", lines[0], tc.want)
			}
		})
	}
}
