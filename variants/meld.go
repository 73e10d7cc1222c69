package variants

import (
	"fmt"

	"rummikub/game"
)

// numberMeld is the game.MeldRule of the number variants: an initial meld
// is worth the sum of its sets' values (a joker counts the number it stands
// for) and must reach the threshold.
type numberMeld struct{}

// Judge sums the melds' values and says why they fall short, if they do.
func (numberMeld) Judge(melds []game.Meld, threshold int) (int, string) {
	points := 0
	for _, m := range melds {
		points += m.Value
	}
	if points < threshold {
		return points, fmt.Sprintf("your initial meld is worth %d points; it needs at least %d", points, threshold)
	}
	return points, ""
}
