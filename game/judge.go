package game

import (
	"fmt"
	"slices"
)

// Position is what the referee sees of one player's turn: the table as sets,
// the player's rack, and whether the player had made the initial meld.
type Position struct {
	// Table is the sets on the table, in reading order.
	Table []Set
	// Rack is the player's rack.
	Rack []Tile
	// Opened says whether the player had made the initial meld.
	Opened bool
}

// Reason is one rule a turn breaks, in a player's words.
type Reason struct {
	// Set is the 1-based number of the set of the table after the turn that
	// the reason is about, or 0 for the turn as a whole.
	Set int
	// Text is the reason as a player reads it.
	Text string
	// Tiles are the set's tiles, for a reason about one set.
	Tiles []Tile
	// Rule is what is wrong with that set, phrased to follow the set's
	// name ("is neither a group nor a run"), for a screen that shows the
	// set rather than naming it.
	Rule string
}

// String returns the reason's text.
func (r Reason) String() string { return r.Text }

// Verdict is the referee's answer about a turn.
type Verdict struct {
	// Legal says whether the turn may stand.
	Legal bool
	// Points is the value of an initial meld made in this turn, else 0:
	// a turn that is not legal makes no meld. In a variant scored turn by
	// turn (Rules.Scoring, Word) it is the turn's score instead.
	Points int
	// MeldValue is what the new sets of rack tiles are worth towards the
	// initial meld of a player who has not opened, legal or not: the
	// running value a player sees while building the meld.
	MeldValue int
	// TurnScore is, in a variant scored turn by turn (Rules.Scoring), what
	// the turn scores as it stands, legal or not: the running score a
	// player sees while building. Points holds it once the turn is legal.
	TurnScore int
	// Reasons lists every rule the turn breaks; empty when it is legal.
	Reasons []Reason
	// Played are the rack tiles the turn laid on the table.
	Played []Tile
	// After is the table after the turn, each set with its meld.
	After []JudgedSet
}

// faceCounts counts tiles by face.
type faceCounts [FaceSpace]int16

func (c *faceCounts) addSets(sets []Set) {
	for _, s := range sets {
		c.add(s.Tiles)
	}
}

func (c *faceCounts) add(tiles []Tile) {
	for _, t := range tiles {
		c[t.Face()]++
	}
}

// take removes tiles from the counts if all of them are there, and reports
// whether it did.
func (c *faceCounts) take(tiles []Tile) bool {
	for i, t := range tiles {
		if c[t.Face()] == 0 {
			for _, u := range tiles[:i] {
				c[u.Face()]++
			}
			return false
		}
		c[t.Face()]--
	}
	return true
}

// JudgeSets checks every set of a table and returns them with their melds,
// and a reason for every set that is not valid.
func JudgeSets(r *Rules, sets []Set) ([]JudgedSet, []Reason) {
	judged := make([]JudgedSet, len(sets))
	var reasons []Reason
	for i, s := range sets {
		m, why := r.Sets.Check(s)
		if why != "" {
			m = Meld{}
			reasons = append(reasons, Reason{Set: i + 1, Text: fmt.Sprintf("set %d (%s) %s", i+1, Codes(s.Tiles), why), Tiles: s.Tiles, Rule: why})
		}
		judged[i] = JudgedSet{Set: s, Meld: m}
	}
	return judged, reasons
}

// Judge is the referee: it decides whether a player may change the table
// from before to after. The game, the AI and the referee command all call
// it, so a turn is judged the same way everywhere.
func Judge(r *Rules, opts Options, before, after Position) Verdict {
	v := Verdict{}
	var reasons []Reason
	v.After, reasons = JudgeSets(r, after.Table)

	var bt, at, br, ar faceCounts
	bt.addSets(before.Table)
	at.addSets(after.Table)
	br.add(before.Rack)
	ar.add(after.Rack)
	for f := range Face(FaceSpace) {
		if bt[f] == 0 && at[f] == 0 && br[f] == 0 && ar[f] == 0 {
			continue
		}
		switch {
		case at[f] < bt[f]:
			reasons = append(reasons, Reason{Text: fmt.Sprintf("the %s was taken off the table: tiles on the table never go back to a rack", f.Name())})
		case at[f]-bt[f] > br[f]:
			reasons = append(reasons, Reason{Text: fmt.Sprintf("the %s is on the table but was not on your rack", f.Name())})
		case bt[f]+br[f] != at[f]+ar[f]:
			reasons = append(reasons, Reason{Text: fmt.Sprintf("the %s on your rack after the turn does not match the tiles you played", f.Name())})
		}
	}
	v.Played = played(after.Table, &bt, &at)
	if len(v.Played) == 0 {
		reasons = append(reasons, Reason{Text: "a turn must lay at least one tile from your rack; if you cannot, draw"})
	}

	var beforeSets []JudgedSet
	if !before.Opened || r.EveryTurn != nil || r.Scoring != nil || len(turnRules(r, opts)) > 0 {
		beforeSets, _ = JudgeSets(r, before.Table)
	}
	if r.EveryTurn != nil {
		for _, why := range r.EveryTurn.Check(beforeSets, v.After, v.Played) {
			reasons = append(reasons, Reason{Text: why})
		}
	}
	if !before.Opened {
		newSets, changed := Unmatched(beforeSets, v.After)
		for _, s := range changed {
			reasons = append(reasons, Reason{Text: fmt.Sprintf("until your initial meld is down you may not change the sets on the table: (%s) was changed", Codes(s.Tiles))})
		}
		// Only new sets made wholly of rack tiles count towards the meld.
		var fromRack faceCounts
		fromRack.add(v.Played)
		var melds []Meld
		for _, s := range newSets {
			if s.Kind != NotAMeld && fromRack.take(s.Tiles) {
				melds = append(melds, s.Meld)
			}
		}
		if len(newSets) > 0 {
			points, why := r.Meld.Judge(melds, opts.MeldThreshold)
			v.MeldValue = points
			if why != "" {
				reasons = append(reasons, Reason{Text: why})
			}
		}
	} else if rules := turnRules(r, opts); len(rules) > 0 {
		for _, rule := range rules {
			for _, why := range rule.Check(beforeSets, v.After, v.Played) {
				reasons = append(reasons, Reason{Text: why})
			}
		}
	}
	v.Reasons = reasons
	v.Legal = len(reasons) == 0
	if r.Scoring != nil {
		fresh, _ := Unmatched(beforeSets, v.After)
		fresh = slices.DeleteFunc(fresh, func(s JudgedSet) bool { return s.Kind == NotAMeld })
		v.TurnScore = r.Scoring.Turn(fresh, len(after.Rack) == 0 && len(v.Played) > 0)
		if v.Legal {
			v.Points = v.TurnScore
		}
	} else if v.Legal {
		v.Points = v.MeldValue
	}
	return v
}

// turnRules lists the variant's limits on changing the table that apply
// under the house options: its Manipulation rule, and its Freeing rule
// unless jokers move freely.
func turnRules(r *Rules, opts Options) []TurnRule {
	var out []TurnRule
	if r.Manipulation != nil {
		out = append(out, r.Manipulation)
	}
	if r.Freeing != nil && !opts.FreeJokers {
		out = append(out, r.Freeing)
	}
	return out
}

// Unmatched pairs every set of before with an identical set of after. It
// returns the sets of after that match nothing (new or changed sets) and the
// sets of before that are gone (changed or broken up).
func Unmatched(before, after []JudgedSet) (fresh, gone []JudgedSet) {
	used := make([]bool, len(after))
	for _, b := range before {
		found := false
		for j, a := range after {
			if !used[j] && SameSet(b, a) {
				used[j], found = true, true
				break
			}
		}
		if !found {
			gone = append(gone, b)
		}
	}
	for j, a := range after {
		if !used[j] {
			fresh = append(fresh, a)
		}
	}
	return fresh, gone
}

// SameSet reports whether two sets are the same set for the rules: the same
// faces in the same order with jokers standing for the same tiles (a group
// may list its tiles in any order).
func SameSet(a, b JudgedSet) bool {
	if len(a.Tiles) != len(b.Tiles) || a.Kind != b.Kind {
		return false
	}
	type slot struct {
		face  Face
		stand Pin
	}
	key := func(s JudgedSet) []slot {
		k := make([]slot, len(s.Tiles))
		for i, t := range s.Tiles {
			k[i].face = t.Face()
			if i < len(s.Stands) && t.IsJoker() {
				k[i].stand = s.Stands[i]
				if s.Kind == Group && len(s.Open) > 0 {
					// A joker in a group of three stands for "a missing
					// colour": only its number identifies it.
					k[i].stand = Pin{NumberTile(0, s.Stands[i][0].Number())}
				}
			}
		}
		if s.Kind == Group {
			slices.SortFunc(k, func(x, y slot) int {
				if x.face != y.face {
					return int(x.face) - int(y.face)
				}
				return int(x.stand[0]) - int(y.stand[0])
			})
		}
		return k
	}
	return slices.Equal(key(a), key(b))
}

// played lists the tiles the table gained, in the order they lie on it
// (set by set, left to right).
func played(after []Set, bt, at *faceCounts) []Tile {
	var out []Tile
	var seen faceCounts
	for _, s := range after {
		for _, t := range s.Tiles {
			f := t.Face()
			seen[f]++
			if seen[f] > bt[f] && seen[f] <= at[f] {
				out = append(out, t)
			}
		}
	}
	return out
}
