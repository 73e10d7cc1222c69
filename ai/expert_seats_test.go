package ai

import (
	"math"
	"testing"

	"rummikub/game"
	"rummikub/variants"
)

// With three or more seats a position is read for one seat, in the
// mover's place whether or not it moves, against the other seat holding
// the fewest tiles, with the turns it waits before its own: in turn order,
// clockwise in classic and counter-clockwise in Sabra.
func TestSeatFeatures(t *testing.T) {
	for _, tc := range []struct {
		variant        string
		me, seat, wait int
	}{
		{"classic", 0, 0, 0},
		{"classic", 0, 1, 2},
		{"classic", 0, 2, 1},
		{"classic", 2, 0, 2},
		{"sabra", 0, 1, 1},
		{"sabra", 0, 2, 2},
	} {
		r, err := variants.Lookup(tc.variant)
		if err != nil {
			t.Fatal(err)
		}
		w := threeSeats(t)
		x := &expertSim{r: r, opts: r.Defaults, s: new(Solver), quick: true}
		f := x.seatFeatures(w, tc.me, tc.seat)
		fewest := 7 // for seat 0, seat 2's 7 (seat 1 holds 9)
		if tc.me == 2 {
			fewest = 5 // seat 0's
		}
		if f[fMoverLeft] != float64(len(w.racks[tc.me])) || f[fOtherLeft] != float64(fewest) || f[fWait] != float64(tc.wait) {
			t.Errorf("%s, seat %d valued with seat %d to move: left %v, other left %v, wait %v; want %d, %d, %d",
				tc.variant, tc.me, tc.seat, f[fMoverLeft], f[fOtherLeft], f[fWait], len(w.racks[tc.me]), fewest, tc.wait)
		}
	}
}

// threeSeats is a world of three opened seats holding 5, 9 and 7 tiles,
// no rack making a set on its own (so each seat's tiles left are its
// rack's size), on an empty table.
func threeSeats(t *testing.T) world {
	return world{
		racks: [][]game.Tile{
			tilesOf(t, "R1 B5 K9 O13 R3"),
			tilesOf(t, "R2 B6 K10 O12 R7 B11 K4 O8 R12"),
			tilesOf(t, "R4 B8 K1 O6 R9 B13 K7"),
		},
		opened: []bool{true, true, true},
	}
}

// Of two other seats holding as many tiles, the one that moves first
// after the seat valued is read as the other.
func TestSeatFeaturesTie(t *testing.T) {
	r, _ := variants.Lookup("classic")
	w := world{
		racks: [][]game.Tile{
			tilesOf(t, "R1 B5 K9"),
			tilesOf(t, "R2 B6 K10 O12"),
			tilesOf(t, "R4 B8 K1 O6"),
		},
		opened: []bool{true, false, true},
	}
	x := &expertSim{r: r, opts: r.Defaults, s: new(Solver), quick: true}
	if f := x.seatFeatures(w, 0, 0); f[fOtherOpened] != 0 {
		t.Errorf("the other read is the seat after the next (opened %v), want the next", f[fOtherOpened])
	}
}

// The rollouts of three and four seats are valued by weights fitted to
// games of that many seats, read for the seat valued: the chances the
// three seats of a game cut short are given to win sum to about one (the
// tiles-held curve, fitted to two seats, gives each even seat a half),
// and the seat holding fewer tiles is given more.
func TestCutShortSeats(t *testing.T) {
	r, _ := variants.Lookup("classic")
	w := threeSeats(t)
	w.pool = tilesOf(t, "B1 B2 B3 B4 O1 O2 O3 O4 O5 O7")
	x := &expertSim{r: r, opts: r.Defaults, s: new(Solver), quick: true, fitted: true, weights: rolloutWeights(r, 3)}
	sum := 0.0
	var v [3]float64
	for me := range 3 {
		v[me] = x.cutShort(w, 1, me)
		sum += v[me]
	}
	if math.Abs(sum-1) > 0.25 {
		t.Errorf("the three seats' chances sum to %.2f (%.2f, %.2f, %.2f), want about 1", sum, v[0], v[1], v[2])
	}
	if !(v[0] > v[2] && v[2] > v[1]) {
		t.Errorf("chances %.2f, %.2f, %.2f for 5, 9 and 7 tiles held", v[0], v[1], v[2])
	}
}

// Each game's rollouts are valued with weights fitted to its variant and
// seats: Twist's with Twist's special jokers, classic's in classic and
// Sabra (whose tiles are classic's), by seats.
func TestRolloutWeights(t *testing.T) {
	for _, tc := range []struct {
		variant string
		seats   int
		want    *evalFeatures
	}{
		{"classic", 2, &hardClassicWeights},
		{"sabra", 2, &hardClassicWeights},
		{"twist", 2, &hardTwistWeights},
		{"classic", 3, &hardClassicWeights3},
		{"sabra", 3, &hardClassicWeights3},
		{"twist", 3, &hardTwistWeights3},
		{"classic", 4, &hardClassicWeights4},
		{"sabra", 4, &hardClassicWeights4},
		{"twist", 4, &hardTwistWeights4},
	} {
		r, _ := variants.Lookup(tc.variant)
		if got := rolloutWeights(r, tc.seats); got != tc.want {
			t.Errorf("%s, %d seats: weights %p, want %p", tc.variant, tc.seats, got, tc.want)
		}
	}
}
