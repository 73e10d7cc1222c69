package ai_test

import (
	"strings"
	"testing"

	"rummikub/ai"
	"rummikub/game"
	"rummikub/variants"
)

// letterTiles returns a maker of Word tiles for one position: each call
// gives the next copy of a letter's tile ('*' a joker).
func letterTiles() func(c byte) game.Tile {
	var copies [game.FaceSpace]int
	return func(c byte) game.Tile {
		x := game.LetterTile(c)
		if c == '*' {
			x = game.JokerTile(game.Joker)
		}
		x = x.WithCopy(copies[x.Face()])
		copies[x.Face()]++
		return x
	}
}

// wordPosition reads a Word position: words separated by spaces or "|",
// a rack of letters ("*" a joker).
func wordPosition(t testing.TB, table, rack string, opened bool) game.Position {
	t.Helper()
	tile := letterTiles()
	pos := game.Position{Opened: opened}
	for _, w := range strings.Fields(strings.ReplaceAll(table, "|", " ")) {
		var s game.Set
		for i := range len(w) {
			s.Tiles = append(s.Tiles, tile(w[i]))
		}
		pos.Table = append(pos.Table, s)
	}
	for i := range len(rack) {
		pos.Rack = append(pos.Rack, tile(rack[i]))
	}
	return pos
}

// spell writes a table as its words.
func spell(t testing.TB, r *game.Rules, sets []game.Set) string {
	t.Helper()
	judged, reasons := game.JudgeSets(r, sets)
	if len(reasons) > 0 {
		t.Fatalf("invalid table: %v", reasons)
	}
	var out []string
	for _, s := range judged {
		out = append(out, variants.Spelling(s.Meld))
	}
	return strings.Join(out, " ")
}

// The solver finds the rule book's plays, or better ones: each case's
// least score is what the book's play scores.
func TestWordSolverFindsTheBooksPlays(t *testing.T) {
	r, _ := variants.Lookup("word")
	for _, tc := range []struct {
		name, table, rack string
		opened            bool
		least             int
		want              string // the table after, when only one play scores so
	}{
		{"DISAPPEAR from APPEAR with D I S (or APPRAISED)", "APPEAR", "DIS", true, 18, ""},
		{"PAL and THE from APE with L T H", "APE", "LTH", true, 6, ""},
		{"LAP, CHIP and EAR from CLAP and PEAR with I and H", "CLAP PEAR", "IH", true, 8, ""},
		{"a word of the book's rack as an initial meld", "", "KARAIBCTLFTSIO", false, 8, ""},
		{"a new word beside the table", "APPEAR", "BLACKQ", true, 5, ""},
		{"an extension with a joker on the table", "C*T", "SQ", true, 4, ""},
		{"a rack joker", "", "FABRI*", false, 12, "FABRIC"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pos := wordPosition(t, tc.table, tc.rack, tc.opened)
			sol, err := ai.SolveWord(r, r.Defaults, pos)
			if err != nil {
				t.Fatal(err)
			}
			got := spell(t, r, sol.Table)
			if sol.Value < tc.least || (tc.want != "" && got != tc.want) {
				t.Fatalf("scored %d with %q, want at least %d (%q)", sol.Value, got, tc.least, tc.want)
			}
			v := game.Judge(r, r.Defaults, pos, game.Position{Table: sol.Table, Rack: sol.Rack, Opened: tc.opened})
			if !v.Legal || v.Points != sol.Value || sol.Tiles != len(pos.Rack)-len(sol.Rack) {
				t.Fatalf("the referee says %v %v (points %d), the solver %d", v.Legal, v.Reasons, v.Points, sol.Value)
			}
			t.Logf("%s -> %s (%d)", tc.table, got, sol.Value)
		})
	}
}

// Without a play, the solver answers no tiles and the table as it was.
func TestWordSolverNoPlay(t *testing.T) {
	r, _ := variants.Lookup("word")
	for _, tc := range []struct {
		table, rack string
		opened      bool
	}{
		{"", "QXZ", true},
		{"APPEAR", "CAT", false}, // no word of 6 letters
		{"", "", true},
	} {
		pos := wordPosition(t, tc.table, tc.rack, tc.opened)
		sol, err := ai.SolveWord(r, r.Defaults, pos)
		if err != nil || sol.Tiles != 0 || len(sol.Table) != len(pos.Table) || len(sol.Rack) != len(pos.Rack) {
			t.Errorf("%q %q: %+v %v", tc.table, tc.rack, sol, err)
		}
	}
}

// The levels search less: the common-word, rack-only solver does not see
// the rebuild that the full solver finds.
func TestWordLevelsDiffer(t *testing.T) {
	r, _ := variants.Lookup("word")
	pos := wordPosition(t, "CLAP PEAR", "IH", true)
	easy, err := ai.SolveWordLevel(r, r.Defaults, pos, ai.WordLevel{Common: true})
	if err != nil {
		t.Fatal(err)
	}
	full, err := ai.SolveWord(r, r.Defaults, pos)
	if err != nil {
		t.Fatal(err)
	}
	if easy.Value >= full.Value {
		t.Errorf("easy scored %d, full %d", easy.Value, full.Value)
	}
	// Extending without rebuilding keeps APPEAR's letters in a row.
	ext, err := ai.SolveWordLevel(r, r.Defaults, wordPosition(t, "APPEAR", "DIS", true), ai.WordLevel{Extend: true, Fill: true})
	if err != nil || spell(t, r, ext.Table) != "DISAPPEAR" || ext.Value != 18 {
		t.Errorf("extension: %q %d %v", spell(t, r, ext.Table), ext.Value, err)
	}
}

// Among the plays of the best score the solver lays the most tiles
// (FORMATS: "then the one that lays most tiles"), the rest of the rack in
// more words even when they cannot empty it.
func TestWordSolverLaysMostTilesAmongEqualScores(t *testing.T) {
	r, _ := variants.Lookup("word")
	for _, tc := range []struct {
		name, table, rack string
		score, tiles      int
	}{
		// ZOOM or DOOM score 4 alone; ZOOM and DOG lay 7 for the same 4
		// (the Q cannot be laid, so the rack is not emptied).
		{"a second word beside the main one", "", "ZOOMDOGQ", 4, 7},
		// ARUM alone, or JUMP and RAN: 7 tiles for the same 4.
		{"two words of the rack", "", "JUMPRANQ", 4, 7},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pos := wordPosition(t, tc.table, tc.rack, true)
			sol, err := ai.SolveWord(r, r.Defaults, pos)
			if err != nil {
				t.Fatal(err)
			}
			if sol.Value != tc.score || sol.Tiles != tc.tiles {
				t.Fatalf("%q: scored %d laying %d tiles (%s), want %d laying %d",
					tc.rack, sol.Value, sol.Tiles, spell(t, r, sol.Table), tc.score, tc.tiles)
			}
			v := game.Judge(r, r.Defaults, pos, game.Position{Table: sol.Table, Rack: sol.Rack, Opened: true})
			if !v.Legal || v.Points != sol.Value {
				t.Fatalf("the referee says %v %v (points %d)", v.Legal, v.Reasons, v.Points)
			}
		})
	}
}
