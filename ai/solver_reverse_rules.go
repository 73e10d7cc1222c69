package ai

import (
	"sync"

	"rummikub/game"
)

// The referee of a position turned round (solver_reverse.go). Every set
// turns into a set, but for a mirrored run: `R2 R3 *M R3 R2` climbs to its
// mirror (R4), and turned it falls to it, `R12 R11 *M R11 R12` (the mirror
// standing for R10), a set the rules refuse. So a turned position is
// judged by rules that turn each set back and judge it as it is, then turn
// what they read (what each joker stands for) round again; and by turn
// rules (the joker-freeing rule) that turn both tables back. The turned
// search then takes exactly the sets that are sets turned, mirrored runs
// that fall to their mirror among them, and the play it finds turns back
// into a play the real rules accept.

// turnedRulesOf keeps the turned rules of each variant's rules.
var turnedRulesOf sync.Map // *game.Rules -> *game.Rules

// turnedRules returns the rules of a position turned round for rules r.
func turnedRules(r *game.Rules) *game.Rules {
	if tr, ok := turnedRulesOf.Load(r); ok {
		return tr.(*game.Rules)
	}
	tr := *r
	tr.Sets = turnedChecker{r.Sets}
	if r.Freeing != nil {
		tr.Freeing = turnedTurnRule{r, r.Freeing}
	}
	if r.Manipulation != nil {
		tr.Manipulation = turnedTurnRule{r, r.Manipulation}
	}
	if r.EveryTurn != nil {
		tr.EveryTurn = turnedTurnRule{r, r.EveryTurn}
	}
	got, _ := turnedRulesOf.LoadOrStore(r, &tr)
	return got.(*game.Rules)
}

// turnedChecker judges a set of a turned position: the set turned back,
// by the real rules, and what they read turned round again.
type turnedChecker struct{ real game.SetChecker }

// Check implements game.SetChecker.
func (c turnedChecker) Check(s game.Set) (game.Meld, string) {
	back := turnedSet(s)
	m, why := c.real.Check(back)
	if why != "" {
		return m, why
	}
	if m.Stands != nil {
		// What each tile stands for, read as pins of the set turned back,
		// turned as its pins turn (a double's two faces swap, a
		// colour-change joker takes the colour before it).
		m.Stands = turnedSet(game.Set{Tiles: back.Tiles, Pins: m.Stands}).Pins
	}
	if m.Open != nil {
		open := make([]game.Face, len(m.Open))
		for i, f := range m.Open {
			open[i] = turnedTile(f)
		}
		m.Open = open
	}
	return m, ""
}

// turnedTurnRule is a turn rule of a turned position: both tables and the
// tiles played turned back, judged by the real rules.
type turnedTurnRule struct {
	real *game.Rules
	rule game.TurnRule
}

// Check implements game.TurnRule.
func (t turnedTurnRule) Check(before, after []game.JudgedSet, played []game.Tile) []string {
	return t.rule.Check(t.back(before), t.back(after), turnedTiles(played))
}

// back turns judged sets back and judges them by the real rules.
func (t turnedTurnRule) back(sets []game.JudgedSet) []game.JudgedSet {
	out := make([]game.Set, len(sets))
	for i, s := range sets {
		out[i] = turnedSet(s.Set)
	}
	judged, _ := game.JudgeSets(t.real, out)
	return judged
}
