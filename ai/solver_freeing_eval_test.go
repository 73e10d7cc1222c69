package ai

import (
	"math/rand/v2"
	"testing"

	"rummikub/game"
)

// TestCountMatchesInstance checks that eval's problem, counted straight
// from a node's free tiles (count), is the instance's (instance), on
// random parts of a box with every kind of joker.
func TestCountMatchesInstance(t *testing.T) {
	var box []game.Tile
	for c := range game.Color(game.NumColors) {
		for n := 1; n <= game.MaxNumber; n++ {
			box = append(box, game.NumberTile(c, n), game.NumberTile(c, n).WithCopy(1))
		}
	}
	for _, k := range []game.Kind{game.Joker, game.DoubleJoker, game.ColorJoker, game.MirrorJoker} {
		box = append(box, game.JokerTile(k), game.JokerTile(k).WithCopy(1))
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 500 {
		rng.Shuffle(len(box), func(i, j int) { box[i], box[j] = box[j], box[i] })
		nt, nr := rng.IntN(40), rng.IntN(20)
		n := &fnode{table: box[:nt], rack: box[nt : nt+nr]}
		var p problem
		n.count(&p)
		if in := n.instance(); in.p != p {
			t.Fatalf("count %+v, instance %+v (table %v, rack %v)", p, in.p, n.table, n.rack)
		}
	}
}
