package game_test

import (
	"testing"
)

// fullTable lays the whole classic box on the table in valid sets: the
// eight runs 1..13, two of them split after 6 with a joker standing for
// the 7 (`K1 … K6 *` and `K7 … K13`).
func fullTable() scene {
	var table [][]string
	for _, c := range []string{"K", "R", "B", "O"} {
		for cp := range 2 {
			var run []string
			for n := 1; n <= 13; n++ {
				run = append(run, c+itoa(n))
			}
			if cp == 0 && (c == "K" || c == "R") {
				table = append(table, append(run[:6:6], "*"), run[6:])
				continue
			}
			table = append(table, run)
		}
	}
	return scene{table: table, racks: [][]string{{}, {}}, opened: []bool{true, true}}
}

// The cost of judging a whole box on the table, as the game does when a
// player ends a turn or asks whether the table is legal.
func BenchmarkGameCheckFullTable(b *testing.B) {
	r := rulesFor(b, "classic")
	g, _ := fullTable().start(b, r, r.Defaults)
	view := g.View()
	if v := g.Check(); len(v.After) != 10 || view.Table.Len() != 106 {
		b.Fatalf("%d sets, %d tiles on the table", len(v.After), view.Table.Len())
	}
	for _, s := range g.Check().After {
		if s.Kind == 0 {
			b.Fatalf("an invalid set %v", s.Tiles)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		g.Check()
	}
}
