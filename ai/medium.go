package ai

import (
	"slices"

	"rummikub/game"
)

// Medium plays like a good club player: it lays the best new sets its rack
// makes (jokers included) and works on one set of the table at a time: it
// may extend, split or rebuild that one set with its rack tiles, but it does
// not rearrange the whole table as the hard player does. Then it adds
// single tiles to the ends of other sets.
type Medium struct{}

// Name returns "medium".
func (Medium) Name() string { return "medium" }

// Play chooses Medium's turn.
func (Medium) Play(v View) Turn {
	if v.Rules.Letters() {
		return playWord(v, "medium")
	}
	sets := v.Table.Sets()
	best, err := Solve(v.Rules, v.Options, game.Position{Rack: v.Rack, Opened: v.Opened})
	if err != nil {
		return Turn{}
	}
	plan := append(slices.Clone(sets), best.Table...)
	if v.Opened {
		for i := range sets {
			sol, err := Solve(v.Rules, v.Options, game.Position{Table: sets[i : i+1], Rack: v.Rack, Opened: true})
			if err != nil || sol.Tiles <= best.Tiles {
				continue
			}
			// The set was solved alone: the whole table must still obey the
			// rules (a joker freed from it, say, while the table's other sets
			// hold two of its tiles, is not freed by the book).
			whole := append(slices.Concat(sets[:i], sets[i+1:]), sol.Table...)
			if !game.Judge(v.Rules, v.Options, v.Position(), game.Position{Table: whole, Rack: sol.Rack, Opened: true}).Legal {
				continue
			}
			best, plan = sol, whole
		}
	}
	if best.Tiles == 0 {
		best.Rack = v.Rack
	}
	e, err := Arrange(v.Table, v.Rack, plan)
	if err != nil {
		return Turn{}
	}
	var turn Turn
	table := v.Table
	if len(e.Steps) > 0 {
		turn.Edits = append(turn.Edits, e)
		table = applySteps(v.Table, e)
	}
	if !v.Opened {
		return turn
	}
	left := slices.Clone(best.Rack)
	for i, tile := range left {
		trial := table
		ext, ok := extend(v.Rules, &trial, tile)
		if !ok {
			continue
		}
		rest := slices.Concat(left[:i], left[i+1:])
		if !legal(v, trial, rest) {
			continue
		}
		table, left[i] = trial, 0
		turn.Edits = append(turn.Edits, ext)
	}
	return turn
}

// applySteps returns the table after an edit's steps: every moved tile is
// lifted, then put down.
func applySteps(table game.Table, e game.Edit) game.Table {
	for _, st := range e.Steps {
		if p, ok := table.Find(st.Tile); ok {
			table.Put(p, 0)
		}
	}
	for _, st := range e.Steps {
		if st.To.Area == game.OnTable {
			table.Put(st.To.Pos, st.Tile)
		}
	}
	return table
}
