//go:build !nogui

package render_test

import (
	"strings"
	"testing"

	"rummikub/input"
)

// A long name is typed to the field's width: "Grandma Rose-Marie" is not
// cut at 14 characters, and what is kept fits in the field.
func TestLongNameFillsItsField(t *testing.T) {
	for _, size := range [][2]int{{screenW, screenH}, {800, 600}} {
		t.Setenv("XDG_CONFIG_HOME", t.TempDir())
		p := newRememberingPlayer(t)
		p.resize(size[0], size[1])
		p.step(1)
		x, y := centre(p.app.NameField(0))
		p.script.Click(x, y)
		p.play()
		p.script.Type(strings.Repeat("\b", 20) + "Grandma Rose-Marie of the Seven Hills")
		p.until("typed", 200, p.script.Done)
		p.step(1)
		name := p.app.SeatName(0)
		if !strings.HasPrefix(name, "Grandma Rose-Marie") {
			t.Errorf("at %v the name typed is %q, want it to begin Grandma Rose-Marie", size, name)
		}
		if f := p.app.NameField(0); p.app.NameWidth(0) > f.W-12 {
			t.Errorf("at %v %q is %.0f wide, the field %.0f", size, name, p.app.NameWidth(0), f.W)
		}
		p.frame()
		p.script.Tap(input.KeyEscape)
		p.play()
	}
}
