//go:build !nogui

package render_test

import (
	"strings"
	"testing"

	"rummikub/input"
)

// Word: the confirmation's long warning ("Ending now sends the 10 letters
// and the joker you laid back into the pool…") is wrapped inside its box,
// at 1280×800 and at 800×600.
func TestConfirmTextStaysInItsBox(t *testing.T) {
	for _, size := range [][2]int{{screenW, screenH}, {800, 600}} {
		st := dealIn(t, "word", []string{"T O M A T O E * G D A", wordWeakRack}, nil, []bool{false, true})
		p := newPlayer(t, youVersusIn("word"), st, 0, size[0], size[1])
		p.settle()
		for i, code := range []string{"T", "O", "M", "A", "T", "O", "E", "G", "D", "A"} {
			p.dragToCell(p.rackIndex(code), 2*(i%5)+1, 1+2*(i/5))
		}
		p.dragToCell(p.rackIndex("*"), 1, 5)
		if p.app.Choosing() != "" {
			p.script.Click(centre(p.app.ChooseRect(0)))
			p.play()
		}
		p.script.Tap(input.KeyEnter)
		p.play()
		if !p.app.Confirming() {
			p.frame()
			t.Fatal("no confirmation")
		}
		p.frame()
		panel := p.app.ConfirmPanel()
		text := p.app.ConfirmText()
		if !strings.Contains(strings.Join(text, " "), "10 letters you laid back into the pool and you miss your next turn.") {
			t.Errorf("the confirmation says %q", text)
		}
		for _, line := range text {
			if w := p.app.TextWidth(line); w > panel.W-24 {
				t.Errorf("at %v: %q is %.0f wide, the box %.0f", size, line, w, panel.W)
			}
		}
	}
}
