package main

import "testing"

// TestSolveKeepsMirroredGroups: a mirrored Twist group whose jokers no tile
// fixes may stay as it is while the rack is laid beside it, whatever
// colours its jokers are declared as (the referee refused it as freeing
// them, so the solver answered tiles 0).
func TestSolveKeepsMirroredGroups(t *testing.T) {
	for _, set := range []string{
		`["B5","*D:K5O5","*M:R5","*D:K5O5","B5"]`,
		`["B5","*D:R5O5","*M:K5","*D:R5O5","B5"]`,
		`["B5","*D:R5K5","*M:O5","*D:R5K5","B5"]`,
		`["R5","*:B5","*M:K5","*:B5","R5"]`,
		`["R5","*:O5","*M:B5","*:O5","R5"]`,
		`["R11","*D:B11K11","*M:O11","*D:B11K11","R11"]`,
	} {
		t.Run(set, func(t *testing.T) {
			lines, code := solveRun(t, `{"variant":"twist","table":[`+set+`],"rack":["K1","K2","K3"],"opened":true}`+"\n")
			if code != 0 || len(lines) != 1 {
				t.Fatalf("status %d, answers %q", code, lines)
			}
			if r := decodeSolveReply(t, lines[0]); r.Tiles == nil || *r.Tiles != 3 {
				t.Errorf("answer %s, want tiles 3", lines[0])
			}
		})
	}
}
