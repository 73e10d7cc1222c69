//go:build !nogui

package render

import (
	"slices"
	"strings"
	"time"

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
	// extent is how far the table's tiles reach, which the view scales to.
	extent game.Pos
	// shown is the seat whose rack is on screen.
	shown int

	// pos is where each tile is drawn; tiles glide towards their place.
	pos map[game.Tile]point
	// wait holds, for tiles a computer player moved, the tick they start
	// gliding, so its tiles move one after another, as a person's would.
	wait map[game.Tile]int
	// moving is drawTable's scratch list of the tiles still gliding,
	// drawn over those at rest.
	moving []game.Tile
	// startLines and startLabels are the table as the turn startTurn
	// found it and its jokers' labels, for the hand-over screen
	// (drawTurnStart).
	startLines  []game.Line
	startLabels map[game.Tile]jokerLabel
	startTurn   int

	drag *dragging
	// hover is the tooltip under the pointer: why a set breaks the rules,
	// why End turn would fail, or what a special joker does (hoverInfo).
	hover     string
	hoverInfo bool
	pointer   point
	// messages are the last few things that happened, newest last, each
	// shown for a while from the tick it was said.
	messages [maxMessages]message

	// A person ends a turn that breaks the rules: ask first.
	confirm bool
	// choose asks which letter a joker dropped in Word stands for (see
	// table_choose.go).
	choose *jokerChoice
	// A person asks to leave the game: ask first.
	leaving bool
	// Pass-and-play: the next person has not yet said they are ready.
	handover bool
	// hint marks the rack tiles of the best play found on request in this
	// turn (dropped when it ends: turn); hintPlan is that play's table,
	// which Hint again lays out.
	hint     []game.Tile
	hintPlan []game.Set
	hintSol  ai.Solution
	// hintAsk is a hint whose answer is still being looked for
	// (table_hint.go).
	hintAsk *hintSearch
	// laid are the tiles the shown player laid on the table this turn,
	// outlined so they stand out from the tiles already there.
	laid []game.Tile
	// changed says the turn changes what the rules see (Game.Changed):
	// ending it now would cost a penalty if the table breaks the rules.
	changed bool
	// endWhy is the first rule the pending turn breaks, shown when the
	// pointer rests on End turn.
	endWhy string

	// labels are the texts drawn every frame, made when the game changes.
	labels labels

	ai aiTurn
	// overTick is the tick the game ended, to show the table a moment.
	overTick int
	// savedTurns is how many finished turns the saved match holds.
	savedTurns int
	// savedEvents is how many events the game had at the last save of a
	// person's unfinished turn.
	savedEvents int
	// savedLeft is the time a person's timed turn had left at its last
	// save, in steps of leftSaveStep.
	savedLeft time.Duration

	// story tells the players what happened: see story.go.
	story story
	// turn is the game's history length at the last refresh: when it
	// changes, a turn has ended and what the person was doing in it (a
	// drag, the question before ending a turn against the rules, a
	// Word joker's letter, a hint) is dropped, so that it never reaches
	// the next player's turn (pass-and-play, a timed turn running out).
	turn int
}

// point is a position on screen.
type point struct{ X, Y float64 }

func newTableScreen(a *App, s *session) *tableScreen {
	t := &tableScreen{s: s, pos: map[game.Tile]point{}, wait: map[game.Tile]int{}, shown: -1, savedTurns: -1}
	t.refresh(a)
	t.save(a)
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
	btnReplay
	numButtons
)

// buttonKeys are the keyboard shortcuts of the buttons.
var buttonKeys = map[input.Key]int{input.KeyEnter: btnEnd, input.KeyDraw: btnDraw, input.KeyUndo: btnUndo, input.KeyRedo: btnRedo,
	input.KeyReset: btnReset, input.KeyEscape: btnReset, input.KeyHint: btnHint, input.KeySortGroups: btnGroups, input.KeySortRuns: btnRuns,
	input.KeyReplay: btnReplay}

// buttonLabels name the buttons, each with its key.
var buttonLabels = [numButtons]string{"End turn (Enter)", "Draw (D)", "Undo (U)", "Redo (Y)", "Reset (R)", "Hint (H)",
	"Sort 777 (G)", "Sort 789 (S)", "Settings (O)", "Leave (Q)", "Last turn (L)"}

// wordButtonLabels replace the sort buttons' labels in Word, where the
// rack sorts letters.
var wordButtonLabels = map[int]string{btnGroups: "Sort A-Z (G)", btnRuns: "Vowels first (S)"}

// buttonLabel is a button's label in the game being played.
func (t *tableScreen) buttonLabel(i int) string {
	if w, ok := wordButtonLabels[i]; ok && t.s.rules.Letters() {
		return w
	}
	return buttonLabels[i]
}

// refresh reads the game again after it changed.
func (t *tableScreen) refresh(a *App) {
	g := t.s.g
	events := g.Events()
	if t.seen == 0 {
		t.story.resumed(g)
	}
	lastEnd := -1 // the last event of the batch that ends a turn
	for i, e := range events[t.seen:] {
		if endsTurn(e.Kind) {
			lastEnd = i
		}
	}
	for i, e := range events[t.seen:] {
		t.onEvent(a, e, i == lastEnd)
	}
	t.seen = len(events)
	t.story.turnBegins(g)
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
	if t.s.humans() == 0 {
		// Computer players only (a demo): the rack of the player whose
		// turn it is, the one highlighted above the table.
		t.shown = cur
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
	if len(g.History()) != t.turn {
		t.turn = len(g.History())
		t.drag, t.confirm, t.choose = nil, false, nil
		t.hint, t.hintPlan = nil, nil // a hint holds for its own turn
	}
	t.laid = t.laid[:0]
	if cur == t.shown && !t.handover {
		for _, tile := range g.Snapshot().Racks[cur] {
			if !slices.Contains(t.view.Racks[cur], tile) {
				t.laid = append(t.laid, tile)
			}
		}
	}
	if cur == t.shown && !t.handover && t.s.isHuman(cur) && !g.Over() {
		t.story.markFor(cur, len(g.History()))
	}
	t.verdict, t.changed = g.Check(), g.Changed()
	t.endWhy = ""
	if !t.verdict.Legal && len(t.verdict.Reasons) > 0 {
		t.endWhy = capitalise(reasonsSummary(t.verdict.Reasons)) + "."
	}
	if t.choose != nil {
		if _, ok := t.view.Table.Find(t.choose.tile); !ok || !t.s.isHuman(cur) || g.Over() {
			t.choose = nil // the turn ended, or the joker left the table
		}
	}
	t.lines = t.view.Table.AppendLines(t.lines[:0], nil)
	t.extent = tableExtent(t.lines)
	t.labels.make(t)
}

// onEvent plays the sound and shows the message of a game event.
func (t *tableScreen) onEvent(a *App, e game.Event, last bool) {
	name := t.s.cfg.Seats[e.Player].Name
	switch e.Kind {
	case game.FirstPlayerChosen:
		t.story.firstDraw = e.Tiles
		t.say(a, firstMessage(t.s.cfg.Seats, e.Tiles, e.Player))
	case game.Edited, game.Undone, game.Redone, game.TurnReset:
		if e.Kind != game.TurnReset {
			a.sound.play(soundPlace)
		}
		if e.Player == t.shown {
			t.story.unmark() // the person acts: the marks of the last turns go
		}
	case game.Played:
		a.sound.play(soundPlace)
		scored := t.s.rules.Scoring != nil
		t.say(a, t.story.told(t, e, last, func(c tableChange) string {
			if scored {
				return wordPlayMessage(name, c, e.Points, e.Tiles, e.Emptied)
			}
			return playMessage(name, c, e.Points, e.Tiles)
		}))
	case game.Refilled:
		if to := t.s.rules.RefillTo; e.Emptied {
			t.say(a, emptiedMessage(name, len(e.Tiles), e.Rack, to))
		} else {
			t.say(a, refillMessage(name, len(e.Tiles), e.Rack, to))
		}
	case game.TurnMissed:
		t.say(a, missedMessage(name))
	case game.Drew, game.Passed:
		if e.Kind == game.Drew {
			a.sound.play(soundDraw)
		}
		t.say(a, t.story.told(t, e, last, func(tableChange) string { return drawMessage(name, len(e.Tiles)) }))
	case game.Rejected:
		a.sound.play(soundIllegal)
		why := ""
		if len(e.Reasons) > 0 {
			why = reasonsSummary(e.Reasons)
		}
		t.say(a, t.story.told(t, e, last, func(tableChange) string {
			if t.s.rules.MissTurn {
				return failedWordMessage(name, why, false, len(e.Returned), len(e.Tiles))
			}
			return rejectMessage(name, why, len(e.Tiles))
		}))
	case game.TimeWarning:
		a.sound.play(soundWarning)
	case game.TimedOut:
		a.sound.play(soundIllegal)
		changed := t.changed
		t.say(a, t.story.told(t, e, last, func(tableChange) string {
			if t.s.rules.MissTurn && changed {
				return failedWordMessage(name, "", true, len(e.Returned), len(e.Tiles))
			}
			return timeoutMessage(name, changed, len(e.Tiles))
		}))
	case game.GameOver:
		a.sound.play(soundWin)
		t.overTick = a.tick
	}
}

// say adds a message at the foot of the table; the oldest of those on
// show makes way.
func (t *tableScreen) say(a *App, msg string) {
	if last := &t.messages[maxMessages-1]; last.text == msg {
		last.tick = a.tick // said again (Hint twice): shown longer, not twice
		return
	}
	copy(t.messages[:], t.messages[1:])
	t.messages[maxMessages-1] = message{msg, a.tick}
}

// message is a line at the foot of the table.
type message struct {
	text string
	tick int
}

// maxMessages is how many messages show at once; messageTicks how long
// each older one stays (six seconds), newestTicks the newest (half a
// minute: a player who looks away during a computer's turn or a time-out
// still reads what happened).
const (
	maxMessages  = 3
	messageTicks = 360
	newestTicks  = 1800
)

// messageOn reports whether message i (maxMessages-1 the newest) is still
// on show at tick now.
func (t *tableScreen) messageOn(i, now int) bool {
	m := t.messages[i]
	life := messageTicks
	if i == maxMessages-1 {
		life = newestTicks
	}
	return m.text != "" && now-m.tick <= life
}

func (t *tableScreen) update(a *App, f input.Frame) {
	g := t.s.g
	t.hover = "" // set again below if it is a person's turn
	// No one plays while the hand-over screen or the Leave dialog is up.
	t.s.clock.pause(t.handover || t.leaving)
	rackLen := len(t.view.Racks[max(t.shown, 0)])
	t.lay = newLayout(a.w, a.h, rackLen, t.extent)
	g.Tick()
	if len(g.Events()) != t.seen {
		t.refresh(a)
	}
	t.save(a)
	t.animate(a)
	t.pollHint(a)
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
	if f.Pressed && t.lay.button(btnMenu, numButtons).Contains(f.X, f.Y) || f.HasKey(input.KeyLeave) {
		t.leaving = true
		return
	}
	if f.Pressed && t.lay.button(btnSettings, numButtons).Contains(f.X, f.Y) || f.HasKey(input.KeySettings) {
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
			t.handover, t.shown = false, cur
			t.refresh(a)
		}
		return
	}
	if t.confirm {
		t.updateConfirm(a, f)
		return
	}
	if t.choose != nil {
		t.pointer = point{f.X, f.Y}
		t.updateChoose(a, f)
		return
	}
	t.updateHuman(a, f)
}

// updateHuman handles a person's input during their turn.
func (t *tableScreen) updateHuman(a *App, f input.Frame) {
	g := t.s.g
	t.pointer = point{f.X, f.Y}
	t.hover, t.hoverInfo = t.reasonAt(f.X, f.Y), false
	if t.hover == "" && t.changed && t.lay.button(btnEnd, numButtons).Contains(f.X, f.Y) {
		t.hover = t.endWhy
	}
	if t.hover == "" {
		if tile, _ := t.tileAt(f.X, f.Y); tile != 0 {
			t.hover = jokerHelp(tile.Kind())
			t.hoverInfo = t.hover != ""
		}
	}
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
		if !t.verdict.Legal && g.Changed() { // ending would cost a penalty: ask first
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
		t.reset()
	case btnHint:
		t.showHint(a)
	case btnGroups, btnRuns:
		t.sortRack(pressed == btnRuns)
	case btnReplay:
		t.replay(a)
	}
}

// leftSaveStep is how often a person's timed turn is saved while the
// clock runs: a resumed turn gives back at most this much time.
const leftSaveStep = 5 * time.Second

// save writes the match to disk after every finished turn, and after
// every change to a person's turn in progress, so it can be taken up again
// (see savegame.go), and every leftSaveStep of a timed turn, so that its
// time left comes back too. The turn that ends the game is not saved: the
// score screen saves the match with the game's result.
func (t *tableScreen) save(a *App) {
	g := t.s.g
	if g.Over() || t.s.fromState {
		return
	}
	n, ev, left := len(g.History()), 0, time.Duration(0)
	if t.s.players[g.Current()] == nil {
		ev = len(g.Events())
		if l, timed := g.Remaining(); timed {
			left = l.Truncate(leftSaveStep)
		}
	}
	if n != t.savedTurns || ev != t.savedEvents || left != t.savedLeft {
		t.savedTurns, t.savedEvents, t.savedLeft = n, ev, left
		a.saveMatch(t.s)
	}
}

// maxReasonLines is how many broken rules the confirmation panel lists.
const maxReasonLines = 6

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
					return "This set " + r.Rule + "."
				}
			}
		}
	}
	return ""
}

// playerReason words a reason for the screen, which does not number the
// sets: a set is named by its tiles in words ("the set red 5, blue 5,
// red 3 is neither a group nor a run").
func playerReason(r game.Reason) string {
	if r.Set == 0 || r.Rule == "" {
		return r.Text
	}
	if holdsLetters(r.Tiles) {
		return "the word " + spell(r.Tiles, nil) + " " + r.Rule
	}
	names := make([]string, len(r.Tiles))
	for i, tile := range r.Tiles {
		names[i] = tile.Name()
	}
	if len(names) == 1 {
		return "the " + names[0] + " on its own " + r.Rule
	}
	return "the set " + strings.Join(names, ", ") + " " + r.Rule
}

// reasonsSummary says the first of a turn's faults and how many more
// there are: "the set red 5, red 6 has fewer than 3 tiles (and 2 more
// problems)".
func reasonsSummary(rs []game.Reason) string {
	s := playerReason(rs[0])
	if n := len(rs) - 1; n > 0 {
		s += " (and " + plural(n, "more problem", "more problems") + ")"
	}
	return s
}

// capitalise upper-cases the first letter of a sentence.
func capitalise(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}
