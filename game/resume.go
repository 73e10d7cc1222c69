package game

import (
	"fmt"
	"slices"
)

// CheckBox verifies that a state holds every tile of the box exactly once
// across the table, the racks and the pool.
func CheckBox(r *Rules, s State) error {
	all := s.AllTiles()
	slices.Sort(all)
	box := slices.Clone(r.Box)
	slices.Sort(box)
	if slices.Equal(all, box) {
		return nil
	}
	for i := 1; i < len(all); i++ {
		if all[i] == all[i-1] {
			return fmt.Errorf("the %s (copy %d) is in two places", all[i].Name(), all[i].Copy())
		}
	}
	for _, t := range box {
		if _, found := slices.BinarySearch(all, t); !found {
			return fmt.Errorf("the %s (copy %d) is missing", t.Name(), t.Copy())
		}
	}
	return fmt.Errorf("%d tiles in play, the box holds %d", len(all), len(box))
}

// Resume starts a game from a given state, as a loaded game or a puzzle
// does: s.Current plays next and first is the seat that started the game.
// The state must hold the whole box, each tile once.
func Resume(r *Rules, opts Options, s State, first int, clock Clock) (*Game, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	n := s.Players()
	if n < 2 || n > 4 || len(s.Opened) != n || s.Current < 0 || s.Current >= n || first < 0 || first >= n {
		return nil, fmt.Errorf("a state for %d players is not complete", n)
	}
	if err := CheckBox(r, s); err != nil {
		return nil, err
	}
	opts, err := r.WithOptions(opts)
	if err != nil {
		return nil, err
	}
	if clock == nil {
		clock = SystemClock{}
	}
	s = s.Clone()
	s.complete(n)
	g := &Game{rules: r, opts: opts, clock: clock, first: first}
	g.beginTurn(s)
	return g, nil
}
