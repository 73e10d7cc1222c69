//go:build !nogui

package render_test

import (
	"slices"
	"testing"

	"rummikub/game"
	"rummikub/input"
	"rummikub/render"
)

// A match resumed tells its earlier turns as they were told live: "added
// K9 to K10 K11 K12 K13", not "laid K9"; in Word the words, not the
// letters.
func TestResumedTurnsAreToldAsLive(t *testing.T) {
	for _, variant := range []string{"classic", "word"} {
		t.Run(variant, func(t *testing.T) {
			cfg := render.Config{Variant: variant, Seats: []render.Seat{{Name: "Hard AI", Level: "hard"}, {Name: "Easy AI", Level: "easy"}}, Seed: 7}
			p := &player{t: t, script: &input.Script{}, clock: &game.ManualClock{}}
			p.app = render.NewApp(p.script, p.clock, render.DefaultSettings())
			p.resize(screenW, screenH)
			if err := p.app.Start(cfg); err != nil {
				t.Fatal(err)
			}
			p.step(1)
			g := p.game()
			p.until("a dozen turns", 200000, func() bool { return len(g.History()) >= 14 || g.Over() })
			if g.Over() {
				t.Skip("the game ended early")
			}
			live := p.app.StoryTexts()
			if err := p.app.ResumeSaved(); err != nil {
				t.Fatal(err)
			}
			p.step(1)
			resumed := p.app.StoryTexts()
			if len(resumed) > len(live) {
				resumed = resumed[:len(live)] // a turn played since
			}
			n := min(len(live), len(resumed))
			if n < 10 || !slices.Equal(live[:n], resumed[:n]) {
				for i := range max(len(live), len(resumed)) {
					var a, b string
					if i < len(live) {
						a = live[i]
					}
					if i < len(resumed) {
						b = resumed[i]
					}
					if a != b {
						t.Errorf("turn %d: live %q, resumed %q", i+1, a, b)
					}
				}
			}
		})
	}
}
