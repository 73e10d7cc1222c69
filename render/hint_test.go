//go:build !nogui

package render_test

import (
	"strings"
	"testing"

	"rummikub/ai"
	"rummikub/game"
	"rummikub/input"
	"rummikub/render"
)

// Hint marks the best play on the rack and says how many tiles it lays;
// Hint again lays it out from the start of the turn, as one edit Undo
// takes back; End turn then plays it.
func TestHintAgainLaysThePlay(t *testing.T) {
	p := hintTable(t, 0, true)
	g := p.game()

	p.script.Tap(input.KeyHint)
	p.play()
	if msg := p.app.Message(); !strings.Contains(msg, "2 tiles") {
		t.Fatalf("hint says %q, want 2 tiles", msg)
	}
	if len(g.View().Racks[0]) != 5 {
		t.Fatal("the first Hint moved tiles")
	}
	// Something the player tried first, which the play does not use, goes
	// back to the rack in the lay-out.
	p.dragToCell(p.rackIndex("K9"), 10, 3)

	p.script.Tap(input.KeyHint)
	p.play()
	v := g.Check()
	if !v.Legal || len(v.Played) != 2 || len(g.View().Racks[0]) != 3 {
		t.Fatalf("after Hint again: legal %v, %d laid, rack %d; want the legal play of B3 and B7", v.Legal, len(v.Played), len(g.View().Racks[0]))
	}
	img := p.frame()
	after := g.View().Table
	for _, l := range after.Lines() {
		for i := range l.Tiles {
			looksLikeTile(t, img, p.app.CellRect(l.Start.Col+i, l.Start.Row), "hinted play, "+l.Tiles[i].String())
		}
	}

	// Undo returns to the player's own arrangement: K9 on the table.
	p.script.Tap(input.KeyUndo)
	p.play()
	if v := g.View(); len(v.Racks[0]) != 4 || cellTile(v.Table, 10, 3) != "K9" {
		t.Fatalf("Undo after the hint left a rack of %d and %s at c10r3, want 4 and K9", len(v.Racks[0]), cellTile(v.Table, 10, 3))
	}
	p.script.Tap(input.KeyRedo)
	p.play()
	p.script.Click(centre(p.app.ButtonRect(render.BtnEnd)))
	p.play()
	h := g.History()
	if len(h) != 1 || h[0].Action != game.ActPlayed {
		t.Fatalf("history %+v, want the hinted play", h)
	}
}

// Hint counts from the table as it is now: with part of the best play laid
// it counts the tiles left to lay, and once the player has laid the best
// play it says so.
func TestHintCountsFromTheTableAsItIs(t *testing.T) {
	p := hintTable(t, 2, true)
	p.dragToCell(p.rackIndex("B7"), 5, 0)
	p.script.Tap(input.KeyHint)
	p.play()
	if msg := p.app.Message(); !strings.Contains(msg, "1 more tile") {
		t.Errorf("with B7 laid, Hint says %q, want 1 more tile", msg)
	}
	p.dragToCell(p.rackIndex("B3"), 1, 0)
	if v := p.game().View(); cellTile(v.Table, 1, 0) != "B3" || cellTile(v.Table, 5, 0) != "B7" {
		t.Fatalf("the play is not laid:\n%s", v.Table.String())
	}
	p.script.Tap(input.KeyHint)
	p.play()
	if msg := p.app.Message(); !strings.Contains(msg, "you have laid the best play") {
		t.Errorf("with the best play laid, Hint says %q", msg)
	}
}

// heldHint is a hint solver that answers only once released: a search
// that takes long, as the thorough one may on a big Twist table. release
// lets it answer and waits until it has.
func heldHint() (solve func(*game.Rules, game.Options, game.Position) (ai.Solution, error), release func()) {
	gate, done := make(chan struct{}), make(chan struct{})
	return func(r *game.Rules, opts game.Options, pos game.Position) (ai.Solution, error) {
			<-gate
			defer close(done)
			return ai.SolveThorough(r, opts, pos)
		}, func() {
			close(gate)
			<-done
		}
}

// A hint that takes long does not freeze the window: it says it is
// looking, the player may go on moving tiles, and the answer is shown when
// it comes, counted from the table as it is then.
func TestHintAnswersInTheBackground(t *testing.T) {
	p := hintTable(t, 0, true)
	solve, release := heldHint()
	render.WithHintSolver(solve, func() {
		p.script.Tap(input.KeyHint)
		p.play()
		if msg := p.app.Message(); !strings.Contains(msg, "looking for the best play") {
			t.Fatalf("while the search runs, Hint says %q", msg)
		}
		p.frame() // the window draws while the search runs (RENDER_TEST_FRAMES saves it)
		p.step(5) // the window goes on
		p.script.Tap(input.KeyHint)
		p.play()
		if msg := p.app.Message(); !strings.Contains(msg, "still looking") {
			t.Fatalf("Hint asked again while the search runs says %q", msg)
		}
		p.dragToCell(p.rackIndex("B7"), 3, 0) // the player goes on meanwhile
		release()
		p.until("the hint's answer shows", 600, func() bool { return strings.Contains(p.app.Message(), "Hint: you can lay") })
		if msg := p.app.Message(); !strings.Contains(msg, "1 more tile") {
			t.Errorf("with B7 laid while the search ran, the hint says %q, want 1 more tile", msg)
		}
		if got := game.Codes(p.app.HintTiles()); got != "B3" {
			t.Errorf("the hint marks %s, want B3", got)
		}
	})
}

// A hint whose answer comes after its turn has ended is dropped.
func TestHintAnswerAfterItsTurnIsDropped(t *testing.T) {
	p := hintTable(t, 0, false)
	solve, release := heldHint()
	render.WithHintSolver(solve, func() {
		p.script.Tap(input.KeyHint)
		p.play()
		p.script.Click(centre(p.app.ButtonRect(render.BtnDraw)))
		p.play()
		if len(p.game().History()) != 1 {
			t.Fatalf("history %+v, want the draw", p.game().History())
		}
		release()
		p.step(60)
		for _, msg := range p.app.Messages() {
			if strings.HasPrefix(msg, "Hint:") && !strings.Contains(msg, "looking") {
				t.Fatalf("the hint of an ended turn showed: %q", msg)
			}
		}
		if len(p.app.HintTiles()) != 0 {
			t.Errorf("the hint of an ended turn marks %s", game.Codes(p.app.HintTiles()))
		}
	})
}

// hintTable deals the hint tests' game: B4 B5 B6 on the table from column
// col, a person holding B3 B7 K9 O1 R13 against easy (opened or not).
func hintTable(t *testing.T, col int, easyOpened bool) *player {
	t.Helper()
	table := map[game.Pos]string{{Col: col, Row: 0}: "B4 B5 B6"}
	st := deal(t, []string{"B3 B7 K9 O1 R13", weakRack}, table, []bool{true, easyOpened})
	p := newPlayer(t, youVersus("easy"), st, 0, screenW, screenH)
	p.settle()
	return p
}
