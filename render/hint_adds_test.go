package render

import (
	"testing"

	"rummikub/game"
)

// B12 added to the end of B7 B8 * B10 B11 only adds to a set; taking a
// tile from one set for another, or splitting a set, rearranges.
func TestAddsOnly(t *testing.T) {
	tb, tile := rowTable(t, "B7 B8 * B10 B11 . K5 R5 O5")
	line := func(col int) []game.Tile { l, _ := tb.LineAt(game.Pos{Col: col, Row: 0}); return l.Tiles }
	run, group := line(0), line(6)
	b12, b5 := tile("B12"), tile("B5")
	set := func(tiles ...[]game.Tile) game.Set {
		var s game.Set
		for _, ts := range tiles {
			s.Tiles = append(s.Tiles, ts...)
		}
		return s
	}
	one := func(x game.Tile) []game.Tile { return []game.Tile{x} }
	tests := []struct {
		name   string
		after  []game.Set
		played []game.Tile
		want   bool
	}{
		{"added to the end of a run", []game.Set{set(run, one(b12)), set(group)}, one(b12), true},
		{"added to a group and a run", []game.Set{set(run, one(b12)), set(group, one(b5))}, []game.Tile{b12, b5}, true},
		{"a new set beside", []game.Set{set(run), set(group), set(one(b12), one(b5))}, []game.Tile{b12, b5}, true},
		{"a set split", []game.Set{set(run[:3]), set(run[3:], one(b12)), set(group)}, one(b12), false},
		{"a tile taken from a set", []game.Set{set(run[1:], one(b12)), set(group, run[:1])}, one(b12), false},
		{"two sets joined", []game.Set{set(run, group, one(b12))}, one(b12), false},
	}
	for _, tt := range tests {
		if got := addsOnly(tb, tt.after, tt.played); got != tt.want {
			t.Errorf("%s: %v, want %v", tt.name, got, tt.want)
		}
	}
}
