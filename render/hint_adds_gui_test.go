//go:build !nogui

package render_test

import (
	"strings"
	"testing"

	"rummikub/game"
	"rummikub/input"
)

// A hint whose play only adds B12 to the end of B7 B8 * B10 B11 says it
// adds to a set, not that it rearranges one.
func TestHintSaysAddingToASet(t *testing.T) {
	st := deal(t, []string{"B12 K1 R4 O13", weakRack}, map[game.Pos]string{{Col: 2, Row: 1}: "B7 B8 * B10 B11"}, []bool{true, true})
	p := newPlayer(t, youVersus("easy"), st, 0, screenW, screenH)
	p.settle()
	p.script.Tap(input.KeyHint)
	p.play()
	p.until("the hint's answer", 2000, func() bool { return !strings.Contains(p.app.Message(), "looking") })
	msg := p.app.Message()
	if !strings.Contains(msg, "adding to a set") || strings.Contains(msg, "rearranging") {
		t.Errorf("the hint says %q, want adding to a set", msg)
	}
	p.frame()
}
