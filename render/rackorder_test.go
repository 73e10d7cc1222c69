//go:build !nogui

package render_test

import (
	"slices"
	"testing"

	"rummikub/game"
	"rummikub/input"
	"rummikub/render"
)

// Reset and a rollback keep the rack in the order the player sorted it.
func TestResetAndRollbackKeepTheRackOrder(t *testing.T) {
	table := map[game.Pos]string{{Col: 0, Row: 0}: "B4 B5 B6"}
	st := deal(t, []string{"R13 B3 K9 O1 R2", weakRack}, table, []bool{true, true})
	p := newPlayer(t, youVersus("easy"), st, 0, screenW, screenH)
	g := p.game()
	p.settle()
	p.script.Tap(input.KeySortRuns)
	p.play()
	sorted := g.View().Racks[0]
	if slices.Equal(sorted, g.Snapshot().Racks[0]) {
		t.Fatal("sorting changed nothing")
	}
	// Lay B3 before the run, and K9 alone; move the run.
	p.dragToCell(p.rackIndex("B3"), 10, 2)
	p.dragToCell(p.rackIndex("K9"), 14, 3)
	p.script.Tap(input.KeyReset)
	p.play()
	v := g.View()
	if v.Table != g.Snapshot().Table {
		t.Errorf("Reset left the table\n%s", v.Table.String())
	}
	if !slices.Equal(v.Racks[0], sorted) {
		t.Errorf("after Reset the rack is %s, want it as sorted: %s", codes(v.Racks[0]), codes(sorted))
	}
	// Undo takes the Reset back.
	p.script.Tap(input.KeyUndo)
	p.play()
	if len(g.View().Racks[0]) != 3 {
		t.Errorf("Undo after Reset: rack of %d, want 3", len(g.View().Racks[0]))
	}
	// Ending with K9 alone rolls back, keeping the order.
	p.script.Tap(input.KeyEnter).Tap(input.KeyEnter)
	p.play()
	p.until("the computer player's turn ends", 3000, func() bool { return g.Current() == 0 })
	rack := g.View().Racks[0]
	if len(rack) != 8 || !slices.Equal(rack[:5], sorted) {
		t.Errorf("after the rollback the rack is %s, want %s then 3 penalty tiles", codes(rack), codes(sorted))
	}
	looksLikeTile(t, p.frame(), p.app.RackRect(0), "the rack's first tile")
	_ = render.BtnReset
}
