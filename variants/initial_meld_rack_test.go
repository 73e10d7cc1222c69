package variants_test

// The initial meld counts only new sets made of rack tiles.

import (
	"slices"
	"testing"

	"rummikub/game"
)

// 2015: "These points must come from the tiles on each player's rack; for
// their initial meld, players may not use tiles already played on the
// table." FORMATS: reasons name every rule the turn breaks, and points is
// the value of an initial meld made in the turn (none here: it is refused),
// while MeldValue is the running value the player sees. Judge adds the sets rebuilt from table
// tiles into the meld's value, so a rack meld of 21 reads as 60 and the
// "needs at least 30" reason is missing.
func TestInitialMeldCountsOnlyRackSets(t *testing.T) {
	tc := turn{initial: true, table: "R4 R5 R6 R7 R8 R9", rack: "K7 B7 O7",
		after: "R4 R5 R6 | R7 R8 R9 | K7 B7 O7"}
	for _, name := range []string{"classic", "sabra"} {
		r := rulesOf(t, name)
		before, after := tc.positions(t)
		v := game.Judge(r, r.Defaults, before, after)
		var got []string
		for _, why := range v.Reasons {
			got = append(got, why.Text)
		}
		want := "your initial meld is worth 21 points; it needs at least 30"
		if !slices.Contains(got, want) || v.MeldValue != 21 || v.Points != 0 || v.Legal {
			t.Errorf("%s: legal %v, points %d, meld value %d, reasons %q; want illegal, points 0, meld value 21 and the reason %q",
				name, v.Legal, v.Points, v.MeldValue, got, want)
		}
	}
}
