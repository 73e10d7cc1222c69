package ai

// The Word levels: what each computer player searches in Word Rummikub.
// Easy knows only common words (SCOWL levels up to 35) and lays new words
// from its rack; medium knows every word and also extends the table's words
// and empties its rack when it can; hard and greedy search everything the
// solver does (rebuilding the table's words), hard with twice the budget.
var wordLevels = map[string]WordLevel{
	"easy":   {Common: true, Budget: 200_000},
	"medium": {Extend: true, Fill: true, Budget: 600_000},
	"hard":   {Extend: true, Rebuild: true, Fill: true, Budget: 2 * defaultWordBudget},
	"greedy": FullWord,
}

// playWord is a level's turn in Word Rummikub: the best play its search
// finds, or a draw. Each level's Play calls it for a variant with letter
// tiles.
func playWord(v View, level string) Turn {
	sol, err := SolveWordLevel(v.Rules, v.Options, v.Position(), wordLevels[level])
	if err != nil || sol.Tiles == 0 {
		return Turn{}
	}
	return planTurn(v, sol.Table)
}
