package render

import "testing"

// The refill's message says how many tiles the rack holds, which is fewer
// than 7 when the pool runs out, and an emptied rack is told whatever the
// pool held.
func TestRefillMessagesSayTheRack(t *testing.T) {
	cases := []struct{ got, want string }{
		{refillMessage("You", 3, 7, 7), "You draw 3 tiles: your rack holds 7 again."},
		{refillMessage("Ada", 2, 6, 7), "Ada draws the last 2 tiles of the pool: the rack holds 6."},
		{refillMessage("Ada", 1, 5, 7), "Ada draws the last tile of the pool: the rack holds 5."},
		{emptiedMessage("You", 7, 7, 7), "You emptied your rack and draw 7 tiles."},
		{emptiedMessage("Ada", 3, 3, 7), "Ada emptied the rack and draws the last 3 tiles of the pool."},
		{scoreNote(14, true), " (14 points: the rack emptied, doubled)"},
		{scoreNote(3, false), " (3 points)"},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}
