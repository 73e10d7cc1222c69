//go:build !nogui

package render_test

import (
	"slices"
	"strings"
	"testing"

	"rummikub/game"
	"rummikub/input"
	"rummikub/variants"
)

// Start game while a saved match exists asks before replacing it, and the
// Leave dialog says the match is kept.
func TestStartAsksBeforeReplacingTheSavedMatch(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	p := newRememberingPlayer(t)
	p.script.Tap(input.KeyEnter)
	p.step(2)
	g := p.game()
	p.until("the person's turn", 20000, func() bool { return g.Current() == 0 })
	p.settle()
	p.script.Tap(input.KeyDraw)
	p.step(2)
	p.until("the person's turn again", 20000, func() bool { return g.Current() == 0 && len(g.History()) >= 2 })
	p.settle()
	p.script.Tap(input.KeyLeave)
	p.play()
	if txt := p.app.LeaveText(); !strings.Contains(txt, "kept") || !strings.Contains(txt, "Resume match") {
		t.Errorf("the Leave dialog says %q", txt)
	}
	p.frame()
	p.script.Tap(input.KeyEnter)
	p.step(2)
	if p.app.Screen() != "newgame" || p.app.ResumeRect().W == 0 {
		t.Fatal("no match offered after leaving")
	}
	p.script.Tap(input.KeyEnter) // Start game
	p.step(2)
	if p.app.Screen() != "newgame" || !p.app.AskingToReplace() {
		t.Fatalf("Start game with a saved match: on %q, asking %v", p.app.Screen(), p.app.Screen() == "newgame" && p.app.AskingToReplace())
	}
	p.frame()
	p.script.Tap(input.KeyEscape) // keep it
	p.step(2)
	if p.app.AskingToReplace() || p.app.ResumeRect().W == 0 {
		t.Fatal("Keep it did not keep the saved match")
	}
	p.frame()
	// Settings (O) opens the settings, Back (Esc) returns.
	p.script.Tap(input.KeySettings)
	p.step(2)
	if p.app.Screen() != "other" {
		t.Fatalf("O on the new-game screen leads to %q", p.app.Screen())
	}
	p.script.Tap(input.KeyEscape)
	p.step(2)
	if p.app.Screen() != "newgame" {
		t.Fatalf("Esc in the settings leads to %q", p.app.Screen())
	}
	// Statistics (T) opens the statistics, Back (Esc) returns.
	p.script.Tap(input.KeyStats)
	p.step(2)
	if p.app.Screen() != "stats" {
		t.Fatalf("T on the new-game screen leads to %q", p.app.Screen())
	}
	p.script.Tap(input.KeyEscape)
	p.step(2)
	if p.app.Screen() != "newgame" {
		t.Fatalf("Esc in the statistics leads to %q", p.app.Screen())
	}
	p.script.Tap(input.KeyEnter).Tap(input.KeyEnter) // Start game, Start new
	p.play()
	if p.app.Screen() != "table" || len(p.game().History()) > 1 {
		t.Fatal("Start new did not start a new match")
	}
}

// Choosing a variant keeps the time limit the player chose, when the
// variant offers it; otherwise the variant's own.
func TestVariantKeepsTheChosenTimeLimit(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	p := newRememberingPlayer(t)
	classic, _ := variants.Lookup("classic")
	sabra, _ := variants.Lookup("sabra")
	// Without a choice, Sabra takes its rule book's limit.
	p.script.Click(centre(p.app.VariantRect("sabra")))
	p.play()
	if _, o := p.app.MenuChoice(); o.TimeLimit != sabra.Defaults.TimeLimit {
		t.Errorf("Sabra without a choice: %v, want %v", o.TimeLimit, sabra.Defaults.TimeLimit)
	}
	p.script.Click(centre(p.app.VariantRect("classic")))
	p.play()
	// Choose a limit both variants offer, other than the rule books'.
	for k, d := range classic.Choices.TimeLimits {
		if d != classic.Defaults.TimeLimit && d != sabra.Defaults.TimeLimit && slices.Contains(sabra.Choices.TimeLimits, d) {
			p.script.Click(centre(p.app.TimeSegment(k)))
			p.play()
			p.script.Click(centre(p.app.VariantRect("sabra")))
			p.play()
			if v, o := p.app.MenuChoice(); v != "sabra" || o.TimeLimit != d {
				t.Errorf("after choosing %v and then Sabra: %s with %v", d, v, o.TimeLimit)
			}
			p.frame()
			return
		}
	}
	t.Fatal("no time limit offered by both variants besides their own")
}

// A remembered No limit is kept when the player picks another variant
// next time, as any chosen limit is (it became the variant's own).
func TestVariantKeepsARememberedNoLimit(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	p := newRememberingPlayer(t)
	classic, _ := variants.Lookup("classic")
	k := slices.Index(classic.Choices.TimeLimits, game.NoLimit)
	if k < 0 {
		t.Fatal("classic offers no No limit")
	}
	p.script.Click(centre(p.app.TimeSegment(k)))
	p.play()
	p.script.Tap(input.KeyEnter) // Start game
	p.play()
	if p.app.Screen() != "table" {
		t.Fatalf("Start game leads to %q", p.app.Screen())
	}
	p = newRememberingPlayer(t) // the next time the game is opened
	if _, o := p.app.MenuChoice(); o.TimeLimit != game.NoLimit {
		t.Fatalf("the new-game screen remembers %v, want No limit", o.TimeLimit)
	}
	p.script.Click(centre(p.app.VariantRect("sabra")))
	p.play()
	if v, o := p.app.MenuChoice(); v != "sabra" || o.TimeLimit != game.NoLimit {
		t.Errorf("after a remembered No limit, Sabra plays %s with %v", v, o.TimeLimit)
	}
}
