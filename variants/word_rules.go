package variants

import (
	"fmt"

	"rummikub/game"
)

// wordMeld is the game.MeldRule of Word Rummikub: an initial meld is one or
// more new words of rack tiles, at least one of them as long as the
// threshold (6 letters by the rule book). Its points are the letters of its
// longest word.
type wordMeld struct{}

// Judge returns the longest word's length and says why it falls short.
func (wordMeld) Judge(melds []game.Meld, threshold int) (int, string) {
	longest := 0
	for _, m := range melds {
		longest = max(longest, m.Value)
	}
	if longest < threshold {
		return longest, fmt.Sprintf("your initial meld needs a word of at least %d letters from your rack; your longest has %d", threshold, longest)
	}
	return longest, ""
}

// wordScore is the game.ScoreRule of Word Rummikub: a turn scores the
// letters of the longest word it formed or changed (every letter and joker
// counts one), doubled when it emptied the rack; a game scores the turns'
// points less the joker penalty (30) for each joker left on the rack.
type wordScore struct{}

// Turn scores one turn.
func (wordScore) Turn(fresh []game.JudgedSet, emptied bool) int {
	longest := 0
	for _, s := range fresh {
		if s.Kind == game.Word {
			longest = max(longest, len(s.Tiles))
		}
	}
	if emptied {
		return 2 * longest
	}
	return longest
}

// Final scores a seat at the end of the game.
func (wordScore) Final(r *game.Rules, total int, rack []game.Tile) int {
	for _, t := range rack {
		if t.IsJoker() {
			total -= r.JokerPenalty
		}
	}
	return total
}

// uniqueWords is the rule "you may not form a word that already appears on
// the table", checked on every turn: a word the turn formed or changed may
// not be spelled like another word on the table (a joker spelling the
// letter it stands for).
type uniqueWords struct{}

// Check names every word the turn formed that the table holds twice.
func (uniqueWords) Check(before, after []game.JudgedSet, _ []game.Tile) []string {
	fresh := freshSets(before, after)
	count := map[string]int{}
	formed := map[string]bool{}
	var order []string
	for i, s := range after {
		if s.Kind != game.Word {
			continue
		}
		w := Spelling(s.Meld)
		if count[w] == 0 {
			order = append(order, w)
		}
		count[w]++
		formed[w] = formed[w] || fresh[i]
	}
	var reasons []string
	for _, w := range order {
		if count[w] > 1 && formed[w] {
			reasons = append(reasons, fmt.Sprintf("the word %s is on the table %s: a word may appear on the table only once", w, times(count[w])))
		}
	}
	return reasons
}

// times says how many times: "twice", "3 times".
func times(n int) string {
	if n == 2 {
		return "twice"
	}
	return fmt.Sprintf("%d times", n)
}

// Spelling returns the word a valid word set spells, in capitals, each
// joker as the letter it stands for.
func Spelling(m game.Meld) string {
	b := make([]byte, len(m.Stands))
	for i, p := range m.Stands {
		b[i] = p[0].Letter()
	}
	return string(b)
}
