package variants_test

import (
	"testing"

	"rummikub/game"
)

// fullTable is a whole box laid out in valid sets: the first copy of every
// number in runs (a joker in two of them), the second copy in groups of four.
const fullTable = "K1 K2 K3 | K4 K5 K6 | K7 K8 K9 | K10 K11 K12 K13 |" +
	"R1 R2 R3 | R4 R5 R6 * | R7 R8 R9 | R10 R11 R12 R13 |" +
	"B1 B2 B3 | B4 B5 B6 | * B7 B8 B9 | B10 B11 B12 B13 |" +
	"O1 O2 O3 | O4 O5 O6 | O7 O8 O9 | O10 O11 O12 O13 |" +
	"K1 R1 B1 O1 | K2 R2 B2 O2 | K3 R3 B3 O3 | K4 R4 B4 O4 | K5 R5 B5 O5 |" +
	"K6 R6 B6 O6 | K7 R7 B7 O7 | K8 R8 B8 O8 | K9 R9 B9 O9 | K10 R10 B10 O10 |" +
	"K11 R11 B11 O11 | K12 R12 B12 O12 | K13 R13 B13 O13"

// fullTableBefore is fullTable without its two jokers.
const fullTableBefore = "K1 K2 K3 | K4 K5 K6 | K7 K8 K9 | K10 K11 K12 K13 |" +
	"R1 R2 R3 | R4 R5 R6 | R7 R8 R9 | R10 R11 R12 R13 |" +
	"B1 B2 B3 | B4 B5 B6 | B7 B8 B9 | B10 B11 B12 B13 |" +
	"O1 O2 O3 | O4 O5 O6 | O7 O8 O9 | O10 O11 O12 O13 |" +
	"K1 R1 B1 O1 | K2 R2 B2 O2 | K3 R3 B3 O3 | K4 R4 B4 O4 | K5 R5 B5 O5 |" +
	"K6 R6 B6 O6 | K7 R7 B7 O7 | K8 R8 B8 O8 | K9 R9 B9 O9 | K10 R10 B10 O10 |" +
	"K11 R11 B11 O11 | K12 R12 B12 O12 | K13 R13 B13 O13"

// fullTurn lays the two jokers from the rack onto a table of 104 tiles,
// leaving all 106 tiles of the box on the table.
var fullTurn = turn{name: "full table", table: fullTableBefore, rack: "* *", after: fullTable, legal: true}

// TestFullTable: the benchmark's table holds the whole box, once, in valid
// sets, and laying the jokers onto it is a legal turn.
func TestFullTable(t *testing.T) {
	for _, name := range []string{"classic", "sabra"} {
		r := rulesOf(t, name)
		sets := parseTable(t, fullTable)
		count := map[game.Face]int{}
		for _, s := range sets {
			for _, x := range s.Tiles {
				count[x.Face()]++
			}
		}
		for _, x := range r.Box {
			count[x.Face()]--
		}
		for f, n := range count {
			if n != 0 {
				t.Errorf("%s: the table holds %+d %v beyond the box", name, n, f)
			}
		}
		if _, reasons := game.JudgeSets(r, sets); len(reasons) > 0 {
			t.Errorf("%s: %v", name, reasons)
		}
		t.Run(name, func(t *testing.T) { fullTurn.check(t, r) })
	}
}

func BenchmarkCheckFullTable(b *testing.B) {
	sets := parseTable(b, fullTable)
	check := rulesOf(b, "classic").Sets
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range sets {
			if _, why := check.Check(s); why != "" {
				b.Fatal(why)
			}
		}
	}
}

func BenchmarkJudgeFullTable(b *testing.B) {
	for _, name := range []string{"classic", "sabra"} {
		b.Run(name, func(b *testing.B) {
			r := rulesOf(b, name)
			before, after := fullTurn.positions(b)
			b.ReportAllocs()
			for b.Loop() {
				if v := game.Judge(r, r.Defaults, before, after); !v.Legal {
					b.Fatal(v.Reasons)
				}
			}
		})
	}
}
