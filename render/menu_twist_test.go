//go:build !nogui

package render_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"rummikub/input"
)

// On the new-game screen a person picks Twist, turns on "Jokers move
// freely" and starts: the game plays with the option, config.json keeps
// it, and the next start of the game offers Twist with the option on. A
// variant that does not offer the option hides its switch.
func TestNewGameTwistWithFreeJokers(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", dir)
	p := newRememberingPlayer(t)

	p.script.Click(centre(p.app.VariantRect("sabra")))
	p.play()
	if r := p.app.FreeJokersRect(); r.W != 0 {
		t.Error("Sabra, whose own rule forbids it, shows the Jokers move freely switch")
	}
	twist := p.app.VariantRect("twist")
	if twist.W == 0 {
		t.Fatal("no Twist button on the new-game screen")
	}
	p.script.Click(centre(twist))
	p.play()
	sw := p.app.FreeJokersRect()
	if v, o := p.app.MenuChoice(); v != "twist" || o.FreeJokers || sw.W == 0 {
		t.Fatalf("after choosing Twist: variant %q, FreeJokers %v, switch %+v", v, o.FreeJokers, sw)
	}
	p.frame()
	p.script.Click(centre(sw))
	p.play()
	if _, o := p.app.MenuChoice(); !o.FreeJokers {
		t.Fatal("the switch does not turn Jokers move freely on")
	}
	p.frame()
	p.script.Tap(input.KeyEnter)
	p.step(2)
	if p.app.Screen() != "table" {
		t.Fatalf("Enter leads to %q", p.app.Screen())
	}
	if g := p.game(); g.Rules().Name != "twist" || !g.Options().FreeJokers {
		t.Fatalf("the game plays %s with FreeJokers %v", g.Rules().Name, g.Options().FreeJokers)
	}
	data, err := os.ReadFile(filepath.Join(dir, "rummikub", "config.json"))
	if err != nil || !strings.Contains(string(data), `"freeJokers": true`) {
		t.Fatalf("config.json (%v):\n%s", err, data)
	}

	q := newRememberingPlayer(t)
	if v, o := q.app.MenuChoice(); v != "twist" || !o.FreeJokers {
		t.Errorf("the next start offers %q with FreeJokers %v", v, o.FreeJokers)
	}
}
