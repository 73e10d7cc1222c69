//go:build !nogui

package render

// Hint: the best play from the table as it is, marked and laid out.

import (
	"fmt"
	"slices"
	"time"

	"rummikub/ai"
	"rummikub/game"
)

// hintSearch is a hint being looked for in the background: on a big
// Twist table the thorough search (ai.SolveThorough) may take a fraction
// of a second, and the window must not freeze meanwhile.
type hintSearch struct {
	turn   int // the game's history length when it was asked
	answer chan hintAnswer
}

// hintAnswer is what the solver answered a hint.
type hintAnswer struct {
	sol ai.Solution
	err error
}

// hintSolver finds a hint's play: ai.BestThorough, the Word solver for
// letter tiles and the thorough search for numbers (the tests hold it
// back to see the window go on while it looks).
var hintSolver = ai.BestThorough

// hintWait is how long Hint waits for its answer before it says it is
// looking and lets the window go on: most answers take a few milliseconds.
const hintWait = 30 * time.Millisecond

// showHint asks the solver for the best play with the player's own rack,
// from the start of the turn, and counts from the table as it is now: the
// tiles of that play still on the rack are marked, and a player who has
// laid a play as good already is told so. Asked again while the hint
// shows, it lays the play out for the player (see layHint). An answer that
// takes long comes in the background (pollHint).
func (t *tableScreen) showHint(a *App) {
	if t.hintAsk != nil {
		t.say(a, "Hint: still looking for the best play…")
		return
	}
	if t.hintPlan != nil {
		t.hinted(a, t.hintSol, nil)
		return
	}
	g := t.s.g
	s := g.Snapshot()
	r, opts, pos := g.Rules(), g.Options(), s.Position(s.Current)
	ask := &hintSearch{turn: len(g.History()), answer: make(chan hintAnswer, 1)} // its own: a late answer never reaches another turn
	// read here, not in the search: a test swaps hintSolver between hints
	solve := hintSolver
	go func() {
		sol, err := solve(r, opts, pos)
		ask.answer <- hintAnswer{sol, err}
	}()
	select {
	case ans := <-ask.answer:
		t.hinted(a, ans.sol, ans.err)
	case <-time.After(hintWait):
		t.hintAsk = ask
		t.say(a, "Hint: looking for the best play…")
	}
}

// pollHint shows a hint's answer that came in the background, if its turn
// goes on; one whose turn has ended is dropped.
func (t *tableScreen) pollHint(a *App) {
	ask := t.hintAsk
	if ask == nil {
		return
	}
	if len(t.s.g.History()) != ask.turn {
		t.hintAsk = nil
		return
	}
	select {
	case ans := <-ask.answer:
		t.hintAsk = nil
		t.hinted(a, ans.sol, ans.err)
	default:
	}
}

// hinted shows the solver's answer to a hint (see showHint): sol is the
// best play from the start of the turn.
func (t *tableScreen) hinted(a *App, sol ai.Solution, err error) {
	g := t.s.g
	if err != nil || sol.Tiles == 0 {
		t.hint, t.hintPlan = nil, nil
		t.say(a, "Hint: no play found: draw a tile.")
		return
	}
	if t.changed && ai.LaysAsMuch(g.Rules(), t.verdict, sol) {
		t.hint, t.hintPlan = nil, nil
		t.say(a, "Hint: you have laid the best play ("+plural(sol.Tiles, "tile", "tiles")+"): End turn to play it.")
		return
	}
	if t.hintPlan != nil {
		t.layHint(a)
		return
	}
	seat := g.Current()
	rack := g.View().Racks[seat]
	var left []game.Tile
	for _, tile := range sol.Played {
		if slices.Contains(rack, tile) {
			left = append(left, tile)
		}
	}
	t.hint, t.hintPlan, t.hintSol = left, sol.Table, sol
	start := g.Snapshot().Table // the solver's table: the turn's start
	t.say(a, hintText(sol, len(left), g.Rules().Scoring != nil, addsOnly(&start, sol.Table, sol.Played)))
}

// layHint lays out the hinted play from the table as it is now, as one
// edit: the sets the plan keeps stay, the tiles the player laid that the
// plan does not use go back to the rack. Undo takes it back to the
// player's own arrangement.
func (t *tableScreen) layHint(a *App) {
	g := t.s.g
	start, view := g.Snapshot(), g.View()
	seat := start.Current
	plan := t.hintPlan
	t.hint, t.hintPlan = nil, nil
	inPlan := map[game.Tile]bool{}
	for _, set := range plan {
		for _, tile := range set.Tiles {
			inPlan[tile] = true
		}
	}
	table, rack := view.Table, slices.Clone(view.Racks[seat])
	var back []game.Tile // laid this turn, not in the plan
	for _, tile := range view.Table.Tiles(nil) {
		if _, was := start.Table.Find(tile); !was && !inPlan[tile] {
			p, _ := table.Find(tile)
			table.Put(p, 0)
			back = append(back, tile)
		}
	}
	e, err := ai.ArrangeLegal(t.s.rules, g.Options(), start.Position(seat), table, append(rack, back...), plan)
	if err == nil {
		n := len(rack)
		for _, tile := range back {
			if !slices.ContainsFunc(e.Steps, func(st game.Step) bool { return st.Tile == tile }) {
				e.Steps = append(e.Steps, game.Step{Tile: tile, To: game.RackLoc(n)})
				n++
			}
		}
	}
	if err == nil && len(e.Steps) == 0 {
		t.say(a, "The hinted play is on the table: End turn to play it.")
		return
	}
	if err = g.Move(e); err != nil {
		t.say(a, "The hint does not fit on the table: lay it by hand.")
		return
	}
	t.say(a, "The hinted play is laid out: End turn to play it, or Undo.")
}

// hintText tells the player what the hint found, counting the left tiles
// of its play still on the rack; the tiles themselves are marked there. In
// a variant scored turn by turn (scored: Word) it says what the play
// scores. adds says the play only adds tiles to the sets it changes (see
// addsOnly), which is not rearranging them.
func hintText(sol ai.Solution, left int, scored, adds bool) string {
	if left == 0 {
		return "Hint: every tile of the best play is laid; its sets need arranging. Hint again shows how."
	}
	tiles := plural(left, "tile", "tiles")
	if left < sol.Tiles {
		tiles = plural(left, "more tile", "more tiles")
	}
	if scored {
		tiles += " for " + plural(sol.Value, "point", "points")
	}
	switch {
	case adds && sol.Changed == 1:
		return "Hint: you can lay " + tiles + " (marked in yellow), adding to a set. Hint again shows how."
	case adds && sol.Changed > 1:
		return fmt.Sprintf("Hint: you can lay %s (marked in yellow), adding to %d sets. Hint again shows how.", tiles, sol.Changed)
	case sol.Changed == 1:
		return "Hint: you can lay " + tiles + " (marked in yellow), rearranging a set. Hint again shows how."
	case sol.Changed > 1:
		return fmt.Sprintf("Hint: you can lay %s (marked in yellow), rearranging %d sets. Hint again shows how.", tiles, sol.Changed)
	}
	return "Hint: you can lay " + tiles + " (marked in yellow). Hint again lays them."
}
