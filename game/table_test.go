package game

import "testing"

func tiles(t *testing.T, codes ...string) []Tile {
	t.Helper()
	out := make([]Tile, len(codes))
	seen := map[Tile]int{}
	for i, c := range codes {
		tile, err := ParseTile(c)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = tile.WithCopy(seen[tile])
		seen[tile]++
	}
	return out
}

func TestLinesAreMaximalHorizontalRuns(t *testing.T) {
	var tb Table
	row := tiles(t, "R1", "R2", "R3", "K5", "B5", "O5")
	for i, tile := range row[:3] {
		tb.Put(Pos{i, 0}, tile)
	}
	for i, tile := range row[3:] {
		tb.Put(Pos{5 + i, 0}, tile) // a gap at column 3 and 4
	}
	extra := tiles(t, "K9")[0]
	tb.Put(Pos{TableCols - 1, 1}, extra) // a loose tile at the end of row 1
	lines := tb.Lines()
	if len(lines) != 3 {
		t.Fatalf("got %d lines, want 3:\n%s", len(lines), tb.String())
	}
	if Codes(lines[0].Tiles) != "R1 R2 R3" || Codes(lines[1].Tiles) != "K5 B5 O5" || Codes(lines[2].Tiles) != "K9" {
		t.Errorf("lines %v %v %v", lines[0].Tiles, lines[1].Tiles, lines[2].Tiles)
	}
	if lines[1].Start != (Pos{5, 0}) || lines[2].Start != (Pos{TableCols - 1, 1}) {
		t.Errorf("starts %v %v", lines[1].Start, lines[2].Start)
	}
	if l, ok := tb.LineAt(Pos{1, 0}); !ok || Codes(l.Tiles) != "R1 R2 R3" {
		t.Errorf("LineAt = %v %v", l, ok)
	}
	if _, ok := tb.LineAt(Pos{3, 0}); ok {
		t.Error("LineAt an empty cell found a line")
	}
	if tb.Len() != 7 {
		t.Errorf("Len = %d", tb.Len())
	}
	if p, ok := tb.Find(extra); !ok || p != (Pos{TableCols - 1, 1}) {
		t.Errorf("Find = %v %v", p, ok)
	}
}

func TestLinesDoNotWrapAroundRows(t *testing.T) {
	var tb Table
	two := tiles(t, "R12", "R13")
	tb.Put(Pos{TableCols - 1, 0}, two[0])
	tb.Put(Pos{0, 1}, two[1])
	if n := len(tb.Lines()); n != 2 {
		t.Fatalf("a line wrapped across rows: %d lines", n)
	}
}

func TestLayOutPlacesSetsWithGapsAndKeepsThem(t *testing.T) {
	sets := []Set{
		{Tiles: tiles(t, "R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "R9", "R10", "R11", "R12", "R13")},
		{Tiles: tiles(t, "K1", "K2", "K3", "K4", "K5", "K6", "K7", "K8", "K9", "K10")},
		{Tiles: tiles(t, "B7", "O7", "K7")},
	}
	tb, err := LayOut(sets)
	if err != nil {
		t.Fatal(err)
	}
	got := tb.Sets()
	if len(got) != 3 {
		t.Fatalf("LayOut gave %d sets:\n%s", len(got), tb.String())
	}
	for i := range sets {
		if Codes(got[i].Tiles) != Codes(sets[i].Tiles) {
			t.Errorf("set %d = %s, want %s", i, Codes(got[i].Tiles), Codes(sets[i].Tiles))
		}
	}
	if _, err := LayOut([]Set{{Tiles: make([]Tile, TableCols+1)}}); err == nil {
		t.Error("a set wider than the table was laid out")
	}
}

func TestTableIsAValueSnapshot(t *testing.T) {
	var a Table
	tile := tiles(t, "O4")[0]
	a.Put(Pos{2, 2}, tile)
	b := a
	b.Put(Pos{2, 2}, 0)
	if a.At(Pos{2, 2}) != tile || b.At(Pos{2, 2}) != 0 {
		t.Fatal("copying a table shares cells")
	}
	if a.At(Pos{-1, 0}) != 0 || a.At(Pos{0, TableRows}) != 0 {
		t.Fatal("positions off the table hold tiles")
	}
}

func TestFreeSpanLeavesAGap(t *testing.T) {
	var tb Table
	for i, tile := range tiles(t, "R1", "R2", "R3") {
		tb.Put(Pos{i, 0}, tile)
	}
	p, ok := tb.FreeSpan(3)
	if !ok || p != (Pos{4, 0}) {
		t.Fatalf("FreeSpan(3) = %v %v, want c4r0", p, ok)
	}
	p, ok = tb.FreeSpan(TableCols - 3)
	if !ok || p != (Pos{0, 1}) {
		t.Fatalf("FreeSpan(wide) = %v %v, want c0r1", p, ok)
	}
	if _, ok := tb.FreeSpan(TableCols + 1); ok {
		t.Fatal("found room for a set wider than the table")
	}
}
