//go:build !nogui

package render_test

import (
	"strings"
	"testing"
)

// Pointing at a special joker on the rack shows what it does.
func TestPointingAtASpecialJokerExplainsIt(t *testing.T) {
	st := dealIn(t, "twist", []string{"*D *C *M R1 B5", twistWeakRack}, nil, []bool{false, false})
	p := twistPlayer(t, st, false)
	for code, name := range map[string]string{"*D": "Double joker", "*C": "Colour-change joker", "*M": "Mirror joker"} {
		x, y := centre(p.app.RackRect(p.rackIndex(code)))
		p.script.Move(x, y, 2)
		p.play()
		if h := p.app.Hover(); !strings.HasPrefix(h, name) {
			t.Errorf("pointing at %s: tooltip %q, want %s's help", code, h, name)
		}
		p.frame()
	}
	x, y := centre(p.app.RackRect(p.rackIndex("R1")))
	p.script.Move(x, y, 2)
	p.play()
	if h := p.app.Hover(); h != "" {
		t.Errorf("pointing at R1: tooltip %q, want none", h)
	}
}
