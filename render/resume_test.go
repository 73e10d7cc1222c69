//go:build !nogui

package render_test

import (
	"image"
	"os"
	"path/filepath"
	"testing"
	"time"

	"rummikub/game"
	"rummikub/input"
	"rummikub/render"
)

// newRememberingPlayer makes an App on the new-game screen that keeps its
// preferences and match in the user's configuration folder.
func newRememberingPlayer(t *testing.T) *player {
	t.Helper()
	p := &player{t: t, script: &input.Script{}, clock: &game.ManualClock{T: time.Date(2024, 1, 1, 12, 0, 0, 0, time.UTC)}}
	p.app = render.NewApp(p.script, p.clock, render.DefaultSettings())
	p.resize(screenW, screenH)
	p.app.Remember()
	p.step(1)
	return p
}

// A match is saved after every finished turn: leaving for the new-game
// screen, or closing the window and starting again, offers it back, and
// it comes back at the same turn.
func TestLeaveAndResumeAMatch(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", dir)
	save := filepath.Join(dir, "rummikub", "match.json")

	p := newRememberingPlayer(t)
	if r := p.app.ResumeRect(); r.W != 0 {
		t.Fatal("a match is offered before any was played")
	}
	p.script.Tap(input.KeyEnter) // start the game offered
	p.step(2)
	if p.app.Screen() != "table" {
		t.Fatalf("Enter on the new-game screen leads to %q", p.app.Screen())
	}
	g := p.game()
	p.until("the person's turn", 20000, func() bool { return g.Current() == 0 })
	p.settle()
	p.script.Tap(input.KeyDraw)
	p.step(2)
	p.until("the person's turn again", 20000, func() bool { return g.Current() == 0 && len(g.History()) >= 2 })
	p.settle()
	if _, err := os.Stat(save); err != nil {
		t.Fatalf("no saved match after %d turns: %v", len(g.History()), err)
	}
	want := g.Snapshot()

	// Leave for the new-game screen: the match is offered there.
	p.script.Click(centre(p.app.LeaveRect()))
	p.play()
	p.script.Tap(input.KeyEnter)
	p.step(2)
	if p.app.Screen() != "newgame" {
		t.Fatalf("leaving leads to %q", p.app.Screen())
	}
	resume := p.app.ResumeRect()
	if resume.W == 0 {
		t.Fatal("no Resume match button after leaving a match")
	}
	looksLikeButton(t, p.frame(), resume)
	p.script.Click(centre(resume))
	p.play()
	if p.app.Screen() != "table" || !p.game().Snapshot().Equal(want) {
		t.Fatal("Resume match did not bring the match back as it was")
	}

	// A new run of the game (the window closed and opened again) finds the
	// match on disk.
	q := newRememberingPlayer(t)
	resume = q.app.ResumeRect()
	if resume.W == 0 {
		t.Fatal("no Resume match button in a new run")
	}
	q.script.Click(centre(resume))
	q.play()
	if q.app.Screen() != "table" || !q.game().Snapshot().Equal(want) {
		t.Fatal("the saved match came back different in a new run")
	}
	if rem, timed := q.game().Remaining(); !timed || rem != q.game().Options().TimeLimit {
		t.Errorf("the resumed turn has %v left, want its whole time", rem)
	}
	// The last turn before leaving can be played again (it was greyed).
	if !q.app.CanReplayLastTurn() {
		t.Error("Last turn (L) is greyed out in the resumed match")
	}
}

// looksLikeButton checks that an ivory button is drawn in a rectangle.
func looksLikeButton(t testing.TB, img *image.RGBA, r render.Rect) {
	t.Helper()
	if s := share(img, r, render.ColButton); s < 0.5 {
		t.Errorf("only %.0f%% of the button's middle is button ivory", 100*s)
	}
}

// A damaged save is kept aside, and the player is told, not stopped.
func TestDamagedSaveIsKeptAside(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", dir)
	save := filepath.Join(dir, "rummikub", "match.json")
	if err := os.MkdirAll(filepath.Dir(save), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(save, []byte(`{"version": 1, "seed": 5, "game": {"variant": "classic"`), 0o644); err != nil {
		t.Fatal(err)
	}
	p := newRememberingPlayer(t)
	if p.app.Screen() != "newgame" || p.app.ResumeRect().W != 0 {
		t.Fatal("a damaged save was offered")
	}
	if p.app.Notice() == "" {
		t.Error("the player was not told the match could not be restored")
	}
	if _, err := os.Stat(save + ".bad"); err != nil {
		t.Errorf("the damaged save was not kept aside: %v", err)
	}
	p.frame()
}

// While the Leave dialog is up no one plays: a computer player's turn does
// not run out of time behind it, and goes on when the dialog closes.
func TestLeaveDialogStopsTheClock(t *testing.T) {
	st := deal(t, []string{"K1 R10 B4 R11 O7 R12 K13 B2", weakRack}, nil, []bool{false, false})
	p := newPlayer(t, youVersus("easy"), st, 0, screenW, screenH)
	p.settle()
	g := p.game()
	p.script.Tap(input.KeyDraw)
	p.step(3)
	if g.Current() != 1 {
		t.Fatal("the draw did not pass the turn")
	}
	p.script.Click(centre(p.app.LeaveRect()))
	p.until("the click is made", 100, p.script.Done)
	p.clock.T = p.clock.T.Add(10 * g.Options().TimeLimit)
	p.step(10)
	if n := len(g.History()); n != 1 {
		t.Fatalf("%d turns recorded behind the Leave dialog, want only the draw", n)
	}
	p.script.Tap(input.KeyEscape)
	p.until("the computer player has played", 20000, func() bool { return g.Current() == 0 })
	if h := g.History(); h[1].Action == game.ActTimedOut {
		t.Error("the computer player's turn timed out behind the dialog")
	}
}
