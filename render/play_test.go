//go:build !nogui

package render_test

import (
	"slices"
	"strings"
	"testing"

	"rummikub/game"
	"rummikub/input"
	"rummikub/render"
)

// These tests play as a person at the screen: a scripted pointer drags
// tiles where the layout draws them, buttons are clicked and keys pressed,
// the real game loop runs tick by tick, and the checks read both the game
// and the pixels of the frame.

// weakRack is a computer player's rack that makes no set and no initial
// meld, so its turn is a draw.
const weakRack = "K3 B6 O9 R4 K8 B12 O2"

// A person drags R10, R11 and R12 from the rack to three adjacent cells and
// ends the turn with the button: the initial meld stands, the computer
// player draws, and the frame shows the three tiles where they were dropped.
func TestDragAMeldAndEndTheTurn(t *testing.T) {
	st := deal(t, []string{"K1 R10 B4 R11 O7 R12 K13 B2", weakRack}, nil, []bool{false, false})
	p := newPlayer(t, youVersus("easy"), st, 0, screenW, screenH)
	p.settle()
	g := p.game()
	rackBefore := slices.Clone(g.Snapshot().Racks[0])

	cells := []game.Pos{{Col: 8, Row: 4}, {Col: 9, Row: 4}, {Col: 10, Row: 4}}
	for i, code := range []string{"R10", "R11", "R12"} {
		p.dragToCell(p.rackIndex(code), cells[i].Col, cells[i].Row)
		if got := cellTile(g.View().Table, cells[i].Col, cells[i].Row); got != code {
			t.Fatalf("after dragging %s to %v the cell holds %s", code, cells[i], got)
		}
	}
	if v := g.Check(); !v.Legal || v.Points != 33 {
		t.Fatalf("the pending turn: legal %v, %d points; want a legal meld of 33", v.Legal, v.Points)
	}

	// Before ending, the player sees the meld on the table.
	img := p.frame()
	for _, c := range cells {
		looksLikeTile(t, img, p.app.CellRect(c.Col, c.Row), "pending meld, cell "+c.String())
	}

	p.script.Click(centre(p.app.ButtonRect(render.BtnEnd)))
	p.play()
	if g.Current() != 1 {
		t.Fatalf("after End turn, seat %d plays; want the computer player (1)", g.Current())
	}
	aiRack := len(g.Snapshot().Racks[1])
	p.until("the computer player has moved", 3000, func() bool { return g.Current() == 0 })
	p.settle()

	s := g.Snapshot()
	for i, code := range []string{"R10", "R11", "R12"} {
		if got := cellTile(s.Table, cells[i].Col, cells[i].Row); got != code {
			t.Errorf("cell %v holds %s, want %s", cells[i], got, code)
		}
	}
	if n := s.Table.Len(); n != 3 {
		t.Errorf("%d tiles on the table, want 3", n)
	}
	if !s.Opened[0] {
		t.Error("the person has not opened after a meld of 33")
	}
	want := slices.DeleteFunc(slices.Clone(rackBefore), func(x game.Tile) bool { _, on := s.Table.Find(x); return on })
	if !slices.Equal(s.Racks[0], want) {
		t.Errorf("rack %s, want %s", codes(s.Racks[0]), codes(want))
	}
	if len(s.Racks[1]) != aiRack+1 {
		t.Errorf("the computer player has %d tiles, want %d after its draw", len(s.Racks[1]), aiRack+1)
	}

	img = p.frame()
	for _, c := range cells {
		looksLikeTile(t, img, p.app.CellRect(c.Col, c.Row), "meld cell "+c.String())
	}
	for _, c := range []game.Pos{{Col: 7, Row: 4}, {Col: 11, Row: 4}, {Col: 9, Row: 3}, {Col: 9, Row: 5}, {Col: 0, Row: 0}, p.app.LastCell()} {
		p.looksEmptyCell(img, c.Col, c.Row, "empty cell "+c.String())
	}
	// The rack shows the tiles left, each at its place.
	for i := range s.Racks[0] {
		looksLikeTile(t, img, p.app.RackRect(i), "rack place")
	}
}

// A person who has opened lays R1 and R5 loose and ends the turn: the game
// asks first, Enter confirms, and the turn is rolled back with a penalty of
// three tiles; the frame shows the cells empty again.
func TestIllegalTableIsRolledBack(t *testing.T) {
	table := map[game.Pos]string{{Col: 2, Row: 1}: "K7 K8 K9", {Col: 12, Row: 1}: "B4 R4 O4"}
	st := deal(t, []string{"R1 K2 R5 O11 B13", weakRack}, table, []bool{true, false})
	p := newPlayer(t, youVersus("easy"), st, 0, screenW, screenH)
	p.settle()
	g := p.game()
	start := g.Snapshot()

	loose := []game.Pos{{Col: 4, Row: 3}, {Col: 9, Row: 3}}
	p.dragToCell(p.rackIndex("R1"), loose[0].Col, loose[0].Row)
	p.dragToCell(p.rackIndex("R5"), loose[1].Col, loose[1].Row)
	if v := g.Check(); v.Legal {
		t.Fatal("two loose tiles make a legal table")
	}
	img := p.frame()
	for _, c := range loose {
		looksLikeTile(t, img, p.app.CellRect(c.Col, c.Row), "loose tile "+c.String())
	}

	p.script.Tap(input.KeyEnter)
	p.play()
	if !p.app.Confirming() {
		t.Fatal("ending a turn that breaks the rules does not ask first")
	}
	if g.Current() != 0 || !g.Changed() {
		t.Fatal("the turn ended before the person confirmed")
	}
	p.script.Tap(input.KeyEnter)
	p.step(3)
	if p.app.Confirming() {
		t.Fatal("Enter did not confirm")
	}
	s := g.Snapshot()
	if s.Table != start.Table {
		t.Errorf("table after the rollback:\n%s\nwant as at the start of the turn:\n%s", s.Table.String(), start.Table.String())
	}
	if len(s.Racks[0]) != len(start.Racks[0])+3 || !slices.Equal(s.Racks[0][:len(start.Racks[0])], start.Racks[0]) {
		t.Errorf("rack %s, want %s and 3 penalty tiles", codes(s.Racks[0]), codes(start.Racks[0]))
	}
	if len(s.Pool) != len(start.Pool)-3 {
		t.Errorf("pool of %d tiles, want %d", len(s.Pool), len(start.Pool)-3)
	}
	events := g.Events()
	var rejected *game.Event
	for i := range events {
		if events[i].Kind == game.Rejected {
			rejected = &events[i]
		}
	}
	if rejected == nil || rejected.Player != 0 || len(rejected.Tiles) != 3 {
		t.Errorf("no rejection of seat 0 with 3 penalty tiles in %v", events)
	}

	// The player sees the tiles go back: the loose cells are felt again,
	// the table's sets are where they were and the rack holds 8 tiles.
	p.settle()
	img = p.frame()
	for _, c := range loose {
		p.looksEmptyCell(img, c.Col, c.Row, "rolled-back cell "+c.String())
	}
	for at, set := range table {
		for i := range len(strings.Fields(set)) {
			looksLikeTile(t, img, p.app.CellRect(at.Col+i, at.Row), "table set "+set)
		}
	}
	for i := range s.Racks[0] {
		looksLikeTile(t, img, p.app.RackRect(i), "rack place after the rollback")
	}
}

// Holding a table tile still lifts its whole set, which then moves as one.
func TestLongPressMovesAWholeSet(t *testing.T) {
	table := map[game.Pos]string{{Col: 3, Row: 2}: "K7 K8 K9"}
	st := deal(t, []string{"R1 K2 R5", weakRack}, table, []bool{true, false})
	p := newPlayer(t, youVersus("easy"), st, 0, screenW, screenH)
	p.settle()
	g := p.game()

	// Press on K8, hold still half a second, then drag it to (11, 3).
	from := p.app.CellRect(4, 2)
	to := p.app.CellRect(11, 3)
	x, y := centre(from)
	p.script.Move(x, y, 1).Press().Wait(30)
	p.until("the script is played", 100, p.script.Done)
	if n := p.app.DraggedTiles(); n != 3 {
		t.Fatalf("a long press lifts %d tiles, want the set's 3", n)
	}
	p.script.Move(to.X+from.W/2, to.Y+from.H/2, 10).Wait(1).Release().Wait(1)
	p.play()

	v := g.View()
	for i, code := range []string{"K7", "K8", "K9"} {
		if got := cellTile(v.Table, 10+i, 3); got != code {
			t.Errorf("cell (%d, 3) holds %s, want %s", 10+i, got, code)
		}
		if got := cellTile(v.Table, 3+i, 2); got != "-" {
			t.Errorf("the set's old cell (%d, 2) still holds %s", 3+i, got)
		}
	}
	for _, r := range g.Check().Reasons {
		if r.Set > 0 {
			t.Errorf("moving a whole set broke set %d: %s", r.Set, r.Text)
		}
	}
	img := p.frame()
	for i := range 3 {
		looksLikeTile(t, img, p.app.CellRect(10+i, 3), "moved set")
		p.looksEmptyCell(img, 3+i, 2, "the set's old place")
	}
}

// Undo (U) takes a tile back to the rack and Redo (Shift+U) lays it again,
// on screen as in the game.
func TestUndoRedoKeys(t *testing.T) {
	st := deal(t, []string{"R1 K2 R5 O11", weakRack}, nil, []bool{true, false})
	p := newPlayer(t, youVersus("easy"), st, 0, screenW, screenH)
	p.settle()
	g := p.game()
	rack := slices.Clone(g.View().Racks[0])

	p.dragToCell(p.rackIndex("K2"), 6, 3)
	if cellTile(g.View().Table, 6, 3) != "K2" {
		t.Fatal("the drag did not lay K2")
	}
	p.script.Tap(input.KeyUndo)
	p.play()
	v := g.View()
	if n := v.Table.Len(); n != 0 || !slices.Equal(v.Racks[0], rack) {
		t.Fatalf("after Undo: table of %d tiles, rack %s; want empty and %s", n, codes(v.Racks[0]), codes(rack))
	}
	img := p.frame()
	p.looksEmptyCell(img, 6, 3, "cell after Undo")
	looksLikeTile(t, img, p.app.RackRect(1), "K2 back on the rack")

	p.script.Tap(input.KeyRedo)
	p.play()
	if cellTile(g.View().Table, 6, 3) != "K2" || len(g.View().Racks[0]) != 3 {
		t.Fatal("Redo did not lay K2 again")
	}
	img = p.frame()
	looksLikeTile(t, img, p.app.CellRect(6, 3), "cell after Redo")

	// Undo with the button this time, then Reset with R after a redo.
	p.script.Click(centre(p.app.ButtonRect(render.BtnUndo)))
	p.play()
	if v := g.View(); v.Table.Len() != 0 {
		t.Fatal("the Undo button did not take K2 back")
	}
	p.script.Tap(input.KeyRedo).Tap(input.KeyReset)
	p.play()
	if v := g.View(); v.Table.Len() != 0 || !slices.Equal(v.Racks[0], rack) {
		t.Fatal("Reset did not put K2 back")
	}
	// The rack was never sorted, and still Undo takes the Reset back.
	p.script.Tap(input.KeyUndo)
	p.play()
	if cellTile(g.View().Table, 6, 3) != "K2" {
		t.Fatal("Undo did not take the Reset back")
	}
}
