package variants_test

import (
	"strings"
	"testing"

	"rummikub/game"
)

// FuzzCheckSet throws sets of tile codes at the number checker. Unreadable
// codes are skipped. A verdict must never panic; a valid one says what
// every tile stands for, keeps number tiles as they are, honours pins, adds
// up, and stays valid with its jokers replaced by what they stand for.
func FuzzCheckSet(f *testing.F) {
	for _, tc := range setCases {
		f.Add(tc.set)
	}
	for _, s := range []string{
		"R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 R12 R13 *",
		"* * * *", "* * R7 * *", "K1 *:K2 *:K3", "*:O4 *:O5 O6", "K9 *:R9 *:B9 O9",
		"Y5 Y6 Y7", "R5 *:R5 *", "A *:A B", "*D:R3R4 R5", ". R5 R6",
	} {
		f.Add(s)
	}
	sets := rulesOf(f, "classic").Sets
	f.Fuzz(func(t *testing.T, codes string) {
		var s game.Set
		for _, code := range strings.Fields(codes) {
			tile, pin, err := game.ParseCode(code)
			if err != nil {
				continue
			}
			s.Tiles = append(s.Tiles, tile)
			s.Pins = append(s.Pins, pin)
		}
		m, why := sets.Check(s)
		if why != "" {
			if m.Kind != game.NotAMeld {
				t.Fatalf("%s: invalid (%s) but kind %v", game.Codes(s.Tiles), why, m.Kind)
			}
			return
		}
		checkValidMeld(t, sets, s, m)
	})
}

func checkValidMeld(t *testing.T, sets game.SetChecker, s game.Set, m game.Meld) {
	t.Helper()
	name := game.Codes(s.Tiles)
	if m.Kind != game.Run && m.Kind != game.Group {
		t.Fatalf("%s: valid but kind %v", name, m.Kind)
	}
	if len(m.Stands) != len(s.Tiles) {
		t.Fatalf("%s: %d stands for %d tiles", name, len(m.Stands), len(s.Tiles))
	}
	if n := len(s.Tiles); n < 3 || m.Kind == game.Group && n > 4 || n > game.MaxNumber {
		t.Fatalf("%s: a %v of %d tiles", name, m.Kind, n)
	}
	sum := 0
	plain := game.Set{Tiles: make([]game.Tile, len(s.Tiles))}
	for i, x := range s.Tiles {
		p := m.Stands[i]
		if p[1] != 0 || p[0].Kind() != game.Number {
			t.Fatalf("%s: tile %d stands for %v", name, i, p)
		}
		if !x.IsJoker() && p != (game.Pin{x.Face()}) {
			t.Fatalf("%s: tile %v stands for %v", name, x, p)
		}
		if pin := s.PinAt(i); x.IsJoker() && !pin.IsZero() && pin != p {
			t.Fatalf("%s: joker declared as %v stands for %v", name, pin, p)
		}
		sum += p[0].Number()
		plain.Tiles[i] = p[0]
	}
	if m.Value != sum {
		t.Fatalf("%s: %v worth %d, its stands add up to %d", name, m.Kind, m.Value, sum)
	}
	if len(m.Open) > 0 && (m.Kind != game.Group || len(s.Tiles) != 3) {
		t.Fatalf("%s: open faces %v outside a group of three", name, m.Open)
	}
	pm, why := sets.Check(plain)
	if why != "" || pm.Kind != m.Kind || pm.Value != m.Value {
		t.Fatalf("%s: stands %s make %v worth %d (%s), want %v worth %d",
			name, game.Codes(plain.Tiles), pm.Kind, pm.Value, why, m.Kind, m.Value)
	}
}
