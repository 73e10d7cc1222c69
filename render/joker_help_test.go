package render

import (
	"strings"
	"testing"

	"rummikub/game"
)

// Each special joker has a line of help, naming its kind; other tiles none.
func TestJokerHelp(t *testing.T) {
	for k, name := range map[game.Kind]string{game.DoubleJoker: "Double", game.ColorJoker: "Colour-change", game.MirrorJoker: "Mirror"} {
		if h := jokerHelp(k); !strings.HasPrefix(h, name+" joker:") {
			t.Errorf("help for %v: %q", k, h)
		}
	}
	for _, k := range []game.Kind{game.Number, game.Joker, game.Letter} {
		if h := jokerHelp(k); h != "" {
			t.Errorf("help for %v: %q, want none", k, h)
		}
	}
}
