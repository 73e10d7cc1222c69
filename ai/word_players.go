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

// wordPlayer plays Word Rummikub at one level: the best play the level's
// search finds.
type wordPlayer struct {
	name  string
	level WordLevel
}

// Name returns the level's name.
func (p wordPlayer) Name() string { return p.name }

// Play lays the best play the level finds, or draws.
func (p wordPlayer) Play(v View) Turn {
	sol, err := SolveWordLevel(v.Rules, v.Options, v.Position(), p.level)
	if err != nil || sol.Tiles == 0 {
		return Turn{}
	}
	return planTurn(v, sol.Table)
}

// byVariant is a level as the settings name it: one player for the number
// variants and one for Word Rummikub, chosen by the variant's tiles.
type byVariant struct {
	number Player
	word   Player
}

// Name returns the level's name.
func (p byVariant) Name() string { return p.number.Name() }

// Play asks the player for the game's kind of tiles.
func (p byVariant) Play(v View) Turn {
	if IsWordGame(v.Rules) {
		return p.word.Play(v)
	}
	return p.number.Play(v)
}

// level wraps a number player with its Word counterpart.
func level(p Player) Player {
	return byVariant{number: p, word: wordPlayer{name: p.Name(), level: wordLevels[p.Name()]}}
}
