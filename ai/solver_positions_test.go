package ai_test

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"

	"rummikub/game"
)

// The benchmarks' positions are saved in files: generated from games the
// solver itself plays, they would change with every change to the solver
// (another of two equally good plays changes the rest of the game), and two
// versions could not be compared on them (a change once seemed to save 20
// fallbacks of 280 that, on the same positions, saved 2; another seemed to
// make a classic position slow that was a new position).
// Each line is a position: 1 or 0 (opened), the table's sets separated by
// "/", "|", the rack; tiles in their codes, a table joker with what it
// stands for ("*:R5"). Copies of a face (and jokers of a kind) are numbered
// in the order they appear.

// twistPositionsFile holds the Twist benchmark's positions, saved from
// twistPositions at commit f188da5; classicPositionsFile and
// sabraPositionsFile hold BenchmarkSolve's, saved from benchPositions at
// commit 7e014d9 (the first 200 and the last 200). TestWritePositions
// writes them again.
const (
	twistPositionsFile   = "testdata/twist_positions.txt"
	classicPositionsFile = "testdata/classic_positions.txt"
	sabraPositionsFile   = "testdata/sabra_positions.txt"
)

// writePositions writes positions in the file's format.
func writePositions(path string, positions []game.Position) error {
	var b strings.Builder
	for _, pos := range positions {
		if pos.Opened {
			b.WriteString("1 ")
		} else {
			b.WriteString("0 ")
		}
		for i, set := range pos.Table {
			if i > 0 {
				b.WriteString(" / ")
			}
			for k, t := range set.Tiles {
				if k > 0 {
					b.WriteByte(' ')
				}
				b.WriteString(t.String())
				if p := set.PinAt(k); t.IsJoker() && !p.IsZero() {
					b.WriteString(":" + p.String())
				}
			}
		}
		b.WriteString(" | " + game.Codes(pos.Rack) + "\n")
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

// readPositions reads a file of positions.
func readPositions(path string) ([]game.Position, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []game.Position
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for line := 1; sc.Scan(); line++ {
		opened, rest, ok := strings.Cut(sc.Text(), " ")
		table, rack, ok2 := strings.Cut(rest, "|")
		if !ok || !ok2 || (opened != "0" && opened != "1") {
			return nil, fmt.Errorf("%s:%d: cannot read the position", path, line)
		}
		copies := map[game.Tile]int{}
		tile := func(code string) (game.Tile, game.Pin, error) {
			t, pin, err := game.ParseCode(code)
			if err != nil {
				return 0, pin, fmt.Errorf("%s:%d: %w", path, line, err)
			}
			c := copies[t]
			copies[t]++
			return t.WithCopy(c), pin, nil
		}
		pos := game.Position{Opened: opened == "1"}
		for _, s := range strings.Split(table, "/") {
			codes := strings.Fields(s)
			if len(codes) == 0 {
				continue
			}
			var set game.Set
			pinned := false
			for _, code := range codes {
				t, pin, err := tile(code)
				if err != nil {
					return nil, err
				}
				set.Tiles = append(set.Tiles, t)
				set.Pins = append(set.Pins, pin)
				pinned = pinned || !pin.IsZero()
			}
			if !pinned {
				set.Pins = nil
			}
			pos.Table = append(pos.Table, set)
		}
		for _, code := range strings.Fields(rack) {
			t, _, err := tile(code)
			if err != nil {
				return nil, err
			}
			pos.Rack = append(pos.Rack, t)
		}
		out = append(out, pos)
	}
	return out, sc.Err()
}

// fixedPositions returns the positions saved in a file, of a variant.
func fixedPositions(t testing.TB, variant, path string) []benchPosition {
	positions, err := readPositions(path)
	if err != nil {
		t.Fatal(err)
	}
	r := lookup(t, variant)
	out := make([]benchPosition, len(positions))
	for i, pos := range positions {
		out[i] = benchPosition{r, pos}
	}
	return out
}

// fixedTwistPositions returns the saved Twist benchmark positions.
func fixedTwistPositions(t testing.TB) []benchPosition {
	return fixedPositions(t, "twist", twistPositionsFile)
}

// fixedBenchPositions returns BenchmarkSolve's saved positions, classic
// then sabra.
func fixedBenchPositions(t testing.TB) []benchPosition {
	return append(fixedPositions(t, "classic", classicPositionsFile), fixedPositions(t, "sabra", sabraPositionsFile)...)
}

// TestWritePositions writes the benchmarks' positions again from
// twistPositions and benchPositions (with RUMMIKUB_WRITE_POSITIONS=1);
// otherwise it checks that the saved ones read back as they were written.
func TestWritePositions(t *testing.T) {
	files := []struct {
		variant, path string
		generate      func(testing.TB) []benchPosition
	}{
		{"twist", twistPositionsFile, twistPositions},
		{"classic", classicPositionsFile, benchPositions},
		{"sabra", sabraPositionsFile, benchPositions},
	}
	for _, f := range files {
		if os.Getenv("RUMMIKUB_WRITE_POSITIONS") == "1" {
			var positions []game.Position
			for _, bp := range f.generate(t) {
				if bp.r.Name == f.variant {
					positions = append(positions, bp.pos)
				}
			}
			if err := writePositions(f.path, positions); err != nil {
				t.Fatal(err)
			}
		}
		saved := fixedPositions(t, f.variant, f.path)
		if len(saved) < 200 {
			t.Fatalf("%s: %d positions saved, want a few hundred", f.path, len(saved))
		}
		var again []game.Position
		for _, bp := range saved {
			again = append(again, bp.pos)
		}
		tmp := t.TempDir() + "/positions.txt"
		if err := writePositions(tmp, again); err != nil {
			t.Fatal(err)
		}
		want, _ := os.ReadFile(f.path)
		got, _ := os.ReadFile(tmp)
		if string(got) != string(want) {
			t.Fatalf("%s: the saved positions do not read back as written", f.path)
		}
	}
}
