package ai

import "rummikub/game"

// Greedy always makes the solver's best immediate play: the most tiles,
// then the most penalty value, rearranging the whole table as needed. It
// looks no further than this turn. It is kept as a benchmark opponent: the
// hard player must beat it.
type Greedy struct{}

// Name returns "greedy".
func (Greedy) Name() string { return "greedy" }

// Play chooses Greedy's turn.
func (Greedy) Play(v View) Turn {
	if v.Rules.Letters() {
		return playWord(v, "greedy")
	}
	sol, err := Solve(v.Rules, v.Options, v.Position())
	if err != nil || sol.Tiles == 0 {
		return Turn{}
	}
	return planTurn(v, sol.Table)
}

// Position returns what the referee sees of the viewer's turn.
func (v View) Position() game.Position {
	return game.Position{Table: v.Table.Sets(), Rack: v.Rack, Opened: v.Opened}
}

// planTurn turns a planned table into a turn on the view's grid, or a draw
// if it cannot be laid out (ArrangeLegal: the layout keeps the plan's
// jokers where the referee needs them).
func planTurn(v View, plan []game.Set) Turn {
	e, err := ArrangeLegal(v.Rules, v.Options, v.Position(), v.Table, v.Rack, plan)
	if err != nil || len(e.Steps) == 0 {
		return Turn{}
	}
	return Turn{Edits: []game.Edit{e}}
}
