//go:build !nogui

package render

import (
	"errors"
	"fmt"
	"log"
	"math"
	"slices"

	"rummikub/ai"
	"rummikub/game"
	"rummikub/input"
)

// tableScreen is the game itself: the table, the rack of the player whose
// tiles are shown, the opponents in the top bar, the buttons.
type tableScreen struct {
	s   *session
	lay layout

	// The game as drawn, refreshed when the game reports events.
	view    game.State
	seen    int
	verdict game.Verdict
	lines   []game.Line
	// shown is the seat whose rack is on screen.
	shown int

	// pos is where each tile is drawn; tiles glide towards their place.
	pos map[game.Tile]point
	// wait holds, for tiles a computer player moved, the tick they start
	// gliding, so its tiles move one after another, as a person's would.
	wait map[game.Tile]int

	drag    *dragging
	hover   string
	pointer point
	message string
	msgTick int

	// A person ends a turn that breaks the rules: ask first.
	confirm bool
	// A person asks to leave the game: ask first.
	leaving bool
	// Pass-and-play: the next person has not yet said they are ready.
	handover bool
	// hint marks the rack tiles of the best play found on request.
	hint []game.Tile

	// labels are the texts drawn every frame, made when the game changes.
	labels labels

	ai aiTurn
	// overTick is the tick the game ended, to show the table a moment.
	overTick int
}

// point is a position on screen.
type point struct{ X, Y float64 }

// dragging is a drag in progress: one tile, or a whole set.
type dragging struct {
	tiles  []game.Tile
	grab   int // index in tiles of the tile under the pointer
	dx, dy float64
	x0, y0 float64
	hold   int
	set    bool
	moved  bool
}

// aiTurn is a computer player's turn in progress: thinking in the
// background, then its edits shown one by one.
type aiTurn struct {
	seat     int
	thinking bool
	result   chan ai.Turn
	edits    []game.Edit
	started  bool
	wait     int
}

func newTableScreen(a *App, s *session) *tableScreen {
	t := &tableScreen{s: s, pos: map[game.Tile]point{}, wait: map[game.Tile]int{}, shown: -1}
	t.refresh(a)
	return t
}

// buttons of the table screen, in the order they are laid out.
const (
	btnEnd = iota
	btnDraw
	btnUndo
	btnRedo
	btnReset
	btnHint
	btnGroups
	btnRuns
	btnSettings
	btnMenu
	numButtons
)

// buttonKeys are the keyboard shortcuts of the buttons.
var buttonKeys = map[input.Key]int{input.KeyEnter: btnEnd, input.KeyDraw: btnDraw, input.KeyUndo: btnUndo, input.KeyRedo: btnRedo,
	input.KeyReset: btnReset, input.KeyEscape: btnReset, input.KeyHint: btnHint, input.KeySortGroups: btnGroups, input.KeySortRuns: btnRuns}

var buttonLabels = [numButtons]string{"End turn", "Draw (D)", "Undo (U)", "Redo", "Reset (R)", "Hint (H)", "Sort 777", "Sort 789", "Settings", "Leave game"}

// refresh reads the game again after it changed.
func (t *tableScreen) refresh(a *App) {
	g := t.s.g
	events := g.Events()
	for _, e := range events[t.seen:] {
		t.onEvent(a, e)
	}
	t.seen = len(events)
	old := t.view.Table
	t.view = g.View()
	cur := t.view.Current
	if !t.s.isHuman(cur) {
		t.stagger(a, &old)
	}
	if t.s.isHuman(cur) {
		if t.shown != cur && t.s.humans() > 1 && !g.Over() {
			t.handover = true
		}
		if !t.handover {
			t.shown = cur
		}
	}
	if t.shown < 0 {
		t.shown = cur
		for i := range t.s.cfg.Seats {
			if t.s.isHuman(i) {
				t.shown = i
				break
			}
		}
	}
	t.verdict = g.Check()
	t.lines = t.view.Table.AppendLines(t.lines[:0], nil)
	t.labels.make(t)
}

// onEvent plays the sound and shows the message of a game event.
func (t *tableScreen) onEvent(a *App, e game.Event) {
	name := t.s.cfg.Seats[e.Player].Name
	switch e.Kind {
	case game.Edited, game.Undone, game.Redone:
		a.sound.play(soundPlace)
	case game.Played:
		a.sound.play(soundPlace)
		if e.Points > 0 {
			t.say(a, fmt.Sprintf("%s makes the initial meld: %d points.", name, e.Points))
		}
	case game.Drew:
		a.sound.play(soundDraw)
		t.say(a, name+" draws a tile.")
	case game.Passed:
		t.say(a, name+" passes: the pool is empty.")
	case game.Rejected:
		a.sound.play(soundIllegal)
		why := ""
		if len(e.Reasons) > 0 {
			why = ": " + e.Reasons[0].Text
		}
		t.say(a, fmt.Sprintf("%s: the table broke the rules%s. Every tile goes back; %d penalty tiles.", name, why, len(e.Tiles)))
	case game.TimeWarning:
		a.sound.play(soundWarning)
	case game.TimedOut:
		a.sound.play(soundIllegal)
		t.say(a, name+"'s time ran out.")
	case game.GameOver:
		a.sound.play(soundWin)
		t.overTick = a.tick
	}
}

func (t *tableScreen) say(a *App, msg string) { t.message, t.msgTick = msg, a.tick }

func (t *tableScreen) update(a *App, f input.Frame) {
	g := t.s.g
	rackLen := len(t.view.Racks[max(t.shown, 0)])
	t.lay = newLayout(a.w, a.h, rackLen)
	g.Tick()
	if len(g.Events()) != t.seen {
		t.refresh(a)
	}
	t.animate(a)
	if g.Over() {
		t.drag = nil
		if a.tick-t.overTick > int(90/a.settings.AnimSpeed) || f.Pressed || f.HasKey(input.KeySpace) {
			a.scr = newScoreScreen(a, t.s)
		}
		return
	}
	if t.leaving {
		t.updateLeaving(a, f)
		return
	}
	if f.Pressed && t.lay.button(btnMenu, numButtons).Contains(f.X, f.Y) {
		t.leaving = true
		return
	}
	if f.Pressed && t.lay.button(btnSettings, numButtons).Contains(f.X, f.Y) {
		t.drag = nil
		a.scr = newSettingsScreen(a, t)
		return
	}
	cur := g.Current()
	if !t.s.isHuman(cur) {
		t.drag, t.confirm = nil, false
		t.playAI(a)
		return
	}
	if t.handover {
		if f.Pressed || f.HasKey(input.KeySpace) || f.HasKey(input.KeyEnter) {
			t.handover = false
			t.refresh(a)
		}
		return
	}
	if t.confirm {
		t.updateConfirm(a, f)
		return
	}
	t.updateHuman(a, f)
}

// updateHuman handles a person's input during their turn.
func (t *tableScreen) updateHuman(a *App, f input.Frame) {
	g := t.s.g
	t.pointer = point{f.X, f.Y}
	t.hover = t.reasonAt(f.X, f.Y)
	if t.drag != nil {
		t.updateDrag(a, f)
		return
	}
	pressed := -1
	if f.Pressed {
		for i := range numButtons {
			if t.lay.button(i, numButtons).Contains(f.X, f.Y) {
				pressed = i
			}
		}
		if pressed < 0 {
			t.startDrag(f)
		}
	}
	for _, k := range f.Keys {
		if b, ok := buttonKeys[k]; ok {
			pressed = b
		}
	}
	switch pressed {
	case btnEnd:
		if !t.verdict.Legal && g.Changed() || !t.verdict.Legal && len(t.verdict.Played) > 0 {
			t.confirm = true
			return
		}
		t.endTurn(a)
	case btnDraw:
		_ = g.Draw()
	case btnUndo:
		_ = g.Undo()
	case btnRedo:
		_ = g.Redo()
	case btnReset:
		_ = g.Reset()
	case btnHint:
		t.showHint(a)
	case btnGroups, btnRuns:
		t.sortRack(pressed == btnRuns)
	}
}

// updateLeaving asks whether to leave the game for the new-game screen.
func (t *tableScreen) updateLeaving(a *App, f input.Frame) {
	yes, no := t.confirmButtons()
	switch {
	case f.HasKey(input.KeyEnter) || f.Pressed && yes.Contains(f.X, f.Y):
		t.leaving = false
		a.scr = newMenuScreen(a)
	case f.HasKey(input.KeyEscape) || f.Pressed && no.Contains(f.X, f.Y):
		t.leaving = false
	}
}

// endTurn ends a person's turn.
func (t *tableScreen) endTurn(a *App) {
	if _, err := t.s.g.EndTurn(); errors.Is(err, game.ErrNothingDone) {
		t.say(a, "Lay at least one tile from your rack, or draw.")
	}
	t.hint = nil
}

// updateConfirm asks whether to end a turn that breaks the rules.
func (t *tableScreen) updateConfirm(a *App, f input.Frame) {
	yes, no := t.confirmButtons()
	switch {
	case f.HasKey(input.KeyEnter) || f.Pressed && yes.Contains(f.X, f.Y):
		t.confirm = false
		t.endTurn(a)
	case f.HasKey(input.KeyEscape) || f.Pressed && no.Contains(f.X, f.Y):
		t.confirm = false
	}
}

// confirmButtons are the two buttons of the confirmation panel.
func (t *tableScreen) confirmButtons() (yes, no rect) {
	u := t.lay.U
	cx, cy := t.lay.W/2, t.lay.H/2
	return rect{cx - 230*u, cy + 40*u, 210 * u, 48 * u}, rect{cx + 20*u, cy + 40*u, 210 * u, 48 * u}
}

// startDrag picks up the tile under the pointer, if it may move.
func (t *tableScreen) startDrag(f input.Frame) {
	tile, at := t.tileAt(f.X, f.Y)
	if tile == 0 {
		return
	}
	t.drag = &dragging{tiles: []game.Tile{tile}, dx: f.X - at.X, dy: f.Y - at.Y, x0: f.X, y0: f.Y}
}

// updateDrag follows the pointer and drops the tiles when it is released.
func (t *tableScreen) updateDrag(a *App, f input.Frame) {
	d := t.drag
	if math.Hypot(f.X-d.x0, f.Y-d.y0) > 6*t.lay.U {
		d.moved = true
	}
	d.hold++
	// Holding a table tile still lifts its whole set.
	if !d.moved && !d.set && d.hold > 22 {
		if p, ok := t.view.Table.Find(d.tiles[0]); ok {
			if line, ok := t.view.Table.LineAt(p); ok && len(line.Tiles) > 1 {
				d.set = true
				d.grab = p.Col - line.Start.Col
				d.tiles = line.Tiles
				a.sound.play(soundPick)
			}
		}
	}
	for i, tile := range d.tiles {
		w := t.tileW(tile)
		t.pos[tile] = point{f.X - d.dx + float64(i-d.grab)*w*1.06, f.Y - d.dy}
	}
	if !f.Released && f.Down {
		return
	}
	t.drag = nil
	if !d.moved && !d.set {
		return
	}
	e, ok := t.dropEdit(d, f.X, f.Y)
	if !ok {
		return
	}
	if err := t.s.g.Move(e); err != nil {
		a.sound.play(soundIllegal)
		t.say(a, capitalise(err.Error())+".")
	}
}

// dropEdit is the edit that drops the dragged tiles at a point.
func (t *tableScreen) dropEdit(d *dragging, x, y float64) (game.Edit, bool) {
	var e game.Edit
	cx := x - d.dx + t.lay.CellW/2
	cy := y - d.dy + t.lay.CellH/2
	if cell, ok := t.lay.cellAt(cx, cy); ok {
		first := game.Pos{Col: cell.Col - d.grab, Row: cell.Row}
		e.Steps = append(e.Steps, t.makeRoom(first, d.tiles)...)
		for i, tile := range d.tiles {
			e.Steps = append(e.Steps, game.Step{Tile: tile, To: game.TableLoc(first.Col+i, first.Row)})
		}
		return e, true
	}
	if t.lay.Rack.Contains(x, y) {
		i := t.lay.rackIndexAt(x, y, len(t.view.Racks[t.shown]))
		for k, tile := range d.tiles {
			e.Steps = append(e.Steps, game.Step{Tile: tile, To: game.RackLoc(i + k)})
		}
		return e, true
	}
	return e, false
}

// makeRoom returns the steps that shift the tiles of a set right to make
// room for tiles dropped into it at cell first, if there is room: dropping
// a tile between two tiles of a set inserts it.
func (t *tableScreen) makeRoom(first game.Pos, moving []game.Tile) []game.Step {
	occupant := t.view.Table.At(first)
	if occupant == 0 || slices.Contains(moving, occupant) {
		return nil
	}
	line, ok := t.view.Table.LineAt(first)
	if !ok {
		return nil
	}
	n := len(moving)
	var steps []game.Step
	for k := first.Col - line.Start.Col; k < len(line.Tiles); k++ {
		tile := line.Tiles[k]
		if slices.Contains(moving, tile) {
			continue
		}
		to := game.Pos{Col: line.Start.Col + k + n, Row: first.Row}
		if !to.In() {
			return nil
		}
		if x := t.view.Table.At(to); x != 0 && !slices.Contains(line.Tiles, x) && !slices.Contains(moving, x) {
			return nil
		}
		steps = append(steps, game.Step{Tile: tile, To: game.TableLoc(to.Col, to.Row)})
	}
	return steps
}

// dropCells returns the cells the dragged tiles would land in.
func (t *tableScreen) dropCells(d *dragging, x, y float64) ([]game.Pos, bool) {
	cell, ok := t.lay.cellAt(x-d.dx+t.lay.CellW/2, y-d.dy+t.lay.CellH/2)
	if !ok {
		return nil, false
	}
	cells := make([]game.Pos, len(d.tiles))
	free := true
	for i := range d.tiles {
		p := game.Pos{Col: cell.Col + i - d.grab, Row: cell.Row}
		cells[i] = p
		if occupant := t.view.Table.At(p); !p.In() || occupant != 0 && !slices.Contains(d.tiles, occupant) {
			free = false
		}
	}
	if !free && cells[0].In() && len(t.makeRoom(cells[0], d.tiles)) > 0 {
		free = true // the drop inserts into a set
	}
	return cells, free
}

// tileAt finds the shown tile under a point and where it is drawn.
func (t *tableScreen) tileAt(x, y float64) (game.Tile, point) {
	if cell, ok := t.lay.cellAt(x, y); ok {
		if tile := t.view.Table.At(cell); tile != 0 {
			return tile, t.pos[tile]
		}
	}
	for i, tile := range t.view.Racks[t.shown] {
		if t.lay.rackRect(i).Contains(x, y) {
			return tile, t.pos[tile]
		}
	}
	return 0, point{}
}

// tileW is the width a tile is drawn at.
func (t *tableScreen) tileW(tile game.Tile) float64 {
	if _, on := t.view.Table.Find(tile); on {
		return t.lay.CellW
	}
	return t.lay.RackW
}

// home returns where a tile belongs in the view, and whether it is shown.
func (t *tableScreen) home(tile game.Tile) (rect, bool) {
	if p, ok := t.view.Table.Find(tile); ok {
		return t.lay.cellRect(p), true
	}
	if i := slices.Index(t.view.Racks[t.shown], tile); i >= 0 {
		return t.lay.rackRect(i), true
	}
	return rect{}, false
}

// animate moves every tile a step towards its place.
func (t *tableScreen) animate(a *App) {
	k := math.Min(1, 0.22*a.settings.AnimSpeed)
	dragged := func(tile game.Tile) bool { return t.drag != nil && slices.Contains(t.drag.tiles, tile) }
	for seat, rack := range t.view.Racks {
		if seat == t.shown {
			continue
		}
		sx, sy := t.seatPoint(seat)
		for _, tile := range rack {
			t.pos[tile] = point{sx, sy}
		}
	}
	for _, tile := range t.view.Pool {
		t.pos[tile] = point{t.lay.W / 2, -t.lay.CellH}
	}
	step := func(tile game.Tile, r rect) {
		if dragged(tile) || t.wait[tile] > a.tick {
			return
		}
		p, ok := t.pos[tile]
		if !ok {
			t.pos[tile] = point{r.X, r.Y}
			return
		}
		p.X += (r.X - p.X) * k
		p.Y += (r.Y - p.Y) * k
		if math.Abs(r.X-p.X) < 0.5 && math.Abs(r.Y-p.Y) < 0.5 {
			p = point{r.X, r.Y}
		}
		t.pos[tile] = p
	}
	for _, l := range t.lines {
		for i, tile := range l.Tiles {
			step(tile, t.lay.cellRect(game.Pos{Col: l.Start.Col + i, Row: l.Start.Row}))
		}
	}
	for i, tile := range t.view.Racks[t.shown] {
		step(tile, t.lay.rackRect(i))
	}
}

// stagger makes the tiles that moved on the table since old start gliding
// one after another, in reading order of where they land.
func (t *tableScreen) stagger(a *App, old *game.Table) {
	gap := int(8 / a.settings.AnimSpeed)
	next := a.tick
	for r := range game.TableRows {
		for c := range game.TableCols {
			p := game.Pos{Col: c, Row: r}
			tile := t.view.Table.At(p)
			if tile == 0 || old.At(p) == tile {
				continue
			}
			t.wait[tile] = next
			next += gap
		}
	}
}

// settled reports whether every tile has reached its place.
func (t *tableScreen) settled() bool {
	for _, l := range t.lines {
		for i, tile := range l.Tiles {
			r := t.lay.cellRect(game.Pos{Col: l.Start.Col + i, Row: l.Start.Row})
			if p := t.pos[tile]; p.X != r.X || p.Y != r.Y {
				return false
			}
		}
	}
	return true
}

// seatPoint is where a seat's name stands in the top bar.
func (t *tableScreen) seatPoint(seat int) (float64, float64) {
	n := len(t.s.cfg.Seats)
	w := t.lay.W * 0.62 / float64(n)
	return t.lay.U*16 + w*(float64(seat)+0.5), t.lay.Top.H / 2
}

// playAI runs a computer player's turn: it thinks in the background (the
// window never freezes), then lays its edits one by one at a pace a person
// can follow, then ends its turn.
func (t *tableScreen) playAI(a *App) {
	g := t.s.g
	p := &t.ai
	if p.seat != g.Current() || !p.thinking && !p.started {
		*p = aiTurn{seat: g.Current(), thinking: true, result: make(chan ai.Turn, 1)}
		view := ai.ViewOf(g)
		player := t.s.players[p.seat]
		go func() {
			turn, err := ai.PlayTurn(player, view)
			if err != nil {
				log.Print(err) // the player draws; the game goes on
			}
			p.result <- turn
		}()
		p.wait = int(30 / a.settings.AnimSpeed)
	}
	if p.wait > 0 {
		p.wait--
		return
	}
	if p.thinking {
		select {
		case turn := <-p.result:
			p.thinking, p.started, p.edits = false, true, turn.Edits
		default:
			return
		}
	}
	if !t.settled() {
		return
	}
	if len(p.edits) > 0 {
		e := p.edits[0]
		p.edits = p.edits[1:]
		if err := g.Move(e); err != nil {
			_ = g.Reset()
			p.edits = nil
		}
		p.wait = int(25 / a.settings.AnimSpeed)
		return
	}
	if _, err := ai.Finish(g); err != nil {
		log.Print("computer turn: ", err)
	}
	*p = aiTurn{}
}

// showHint asks the solver for the best play with the player's own rack.
func (t *tableScreen) showHint(a *App) {
	g := t.s.g
	s := g.Snapshot()
	seat := s.Current
	sol, err := ai.Solve(g.Rules(), g.Options(), s.Position(seat))
	if err != nil || sol.Tiles == 0 {
		t.hint = nil
		t.say(a, "Hint: no play found: draw a tile.")
		return
	}
	t.hint = sol.Played
	t.say(a, fmt.Sprintf("Hint: you can lay %d tiles: %s.", sol.Tiles, game.Codes(sol.Played)))
}

// sortRack orders the rack by groups (777) or by runs (789), jokers last.
func (t *tableScreen) sortRack(runs bool) {
	rack := slices.Clone(t.view.Racks[t.shown])
	slices.SortStableFunc(rack, func(x, y game.Tile) int {
		if x.IsJoker() != y.IsJoker() {
			if x.IsJoker() {
				return 1
			}
			return -1
		}
		if runs && x.Color() != y.Color() {
			return int(x.Color()) - int(y.Color())
		}
		if x.Number() != y.Number() {
			return x.Number() - y.Number()
		}
		return int(x.Color()) - int(y.Color())
	})
	var e game.Edit
	for i, tile := range rack {
		e.Steps = append(e.Steps, game.Step{Tile: tile, To: game.RackLoc(i)})
	}
	_ = t.s.g.Move(e)
}

// reasonAt returns why the set under a point breaks the rules, if it does.
func (t *tableScreen) reasonAt(x, y float64) string {
	cell, ok := t.lay.cellAt(x, y)
	if !ok {
		return ""
	}
	for i, l := range t.lines {
		if l.Start.Row == cell.Row && cell.Col >= l.Start.Col && cell.Col < l.Start.Col+len(l.Tiles) {
			for _, r := range t.verdict.Reasons {
				if r.Set == i+1 {
					return r.Text
				}
			}
		}
	}
	return ""
}

// capitalise upper-cases the first letter of a sentence.
func capitalise(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}
