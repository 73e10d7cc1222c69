package ai

import (
	"fmt"

	"rummikub/game"
	"rummikub/game/words"
)

// Best is the solver for any variant: SolveWord for a variant with letter
// tiles, Solve for the number variants.
func Best(r *game.Rules, opts game.Options, pos game.Position) (Solution, error) {
	if r.Letters() {
		return SolveWord(r, opts, pos)
	}
	return Solve(r, opts, pos)
}

// BestThorough is Best for a person waiting for the answer (a hint):
// SolveWord for a variant with letter tiles, SolveThorough for the number
// variants.
func BestThorough(r *game.Rules, opts game.Options, pos game.Position) (Solution, error) {
	if r.Letters() {
		return SolveWord(r, opts, pos)
	}
	return SolveThorough(r, opts, pos)
}

// WordLevel says what the Word solver searches, for the computer players'
// levels. The zero WordLevel lays new words from the rack only.
type WordLevel struct {
	// Common limits the words it spells to the dictionary's common words.
	Common bool
	// Extend lets a new word hold a table word's letters in a row
	// (APPEAR -> DISAPPEAR) and lays the rest of the rack at either end of
	// table words.
	Extend bool
	// Rebuild lets it take one table word apart into the main word and a
	// second word (APE -> PAL, THE), lay letters inside a table word that
	// holds a joker (C*T -> COAT), and take single letters from table words
	// that stay words without them (CLAP -> LAP).
	Rebuild bool
	// Fill lays the rest of the rack after the main word, in up to two more
	// words, to empty the rack and double the score.
	Fill bool
	// Budget bounds the word-graph nodes visited per position (0: the
	// default, about 60 ms of search on a slow machine).
	Budget int
}

// FullWord is the Word solver at full strength.
var FullWord = WordLevel{Extend: true, Rebuild: true, Fill: true}

// defaultWordBudget is the word-graph nodes a position may visit.
const defaultWordBudget = 600_000

// SolveWord finds the highest-scoring turn of Word Rummikub for a position:
// the most points (the letters of the longest word the turn forms or
// changes, doubled when it empties the rack), then the most rack tiles
// laid. It is SolveWordLevel at full strength.
//
// What it searches exhaustively, over the dictionary's word graph (each
// search spells only words of the dictionary, never testing strings):
//   - every main word spelled from the rack's letters and jokers;
//   - every main word holding a table word's letters in a row, extended at
//     either end with rack letters (APPEAR -> DISAPPEAR); a table word
//     holding a joker, never taken apart, may also have letters laid
//     inside it, its joker staying there for its letter (C*T -> COAT);
//   - every main word from one table word taken apart and rack letters, the
//     word's other letters going into one more new word (APE + L T H ->
//     PAL, THE), or none left (EAR + T H -> HEART);
//   - with letters given by other table words that stay words without
//     them, one letter from each (CLAP, PEAR + I H -> LAP, CHIP, EAR).
//
// What it bounds: at most one table word is taken apart per turn; a table
// word gives at most one letter; the rest of the rack is laid in at most two
// more words (new words, or a table word extended at its ends) and only to
// empty the rack; main words are tried longest first and the search stops
// once no main word left could beat the best play even doubled, or when
// the node budget runs out. Within those bounds the answer is the best.
//
// Every answer is checked with game.Judge; one the referee refuses is
// skipped and the next best is tried.
func SolveWord(r *game.Rules, opts game.Options, pos game.Position) (Solution, error) {
	return SolveWordLevel(r, opts, pos, FullWord)
}

// SolveWordLevel is SolveWord searching what the level allows.
func SolveWordLevel(r *game.Rules, opts game.Options, pos game.Position, lv WordLevel) (sol Solution, err error) {
	defer func() {
		if p := recover(); p != nil {
			sol, err = noPlay(pos), fmt.Errorf("ai: the word solver failed (a bug, please report it): %v", p)
		}
	}()
	if !r.Letters() {
		return noPlay(pos), fmt.Errorf("%w (not %s)", ErrUnsupported, r.Name)
	}
	d := words.Default()
	if ws, ok := r.Sets.(interface{ Dict() *words.Dict }); ok {
		d = ws.Dict()
	}
	s, err := newWordSearch(r, opts, pos, lv, d)
	if err != nil {
		return noPlay(pos), err
	}
	best, ok := s.solve()
	if !ok {
		return noPlay(pos), nil
	}
	return best, nil
}
