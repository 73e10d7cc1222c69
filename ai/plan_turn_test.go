package ai

import (
	"testing"

	"rummikub/game"
	"rummikub/variants"
)

// A computer player's plan becomes a turn the referee accepts when the
// plan is legal, though laying it out by face would break the joker rule:
// [*D K4 K5] and [K4' K5' *D' K8 K9 K10] with K1 on the rack, planned as
// [K1 *D K4 K5], [K4' K5' *D'] and [K8 K9 K10]. Kept by its faces for the
// planned [K4' K5' *D'], the line [*D K4 K5] reads its double as K2 K3,
// and [K1 *D' K4' K5'] moves the other double from K6 K7 while K8 K9 K10
// stay together: refused (a Twist game of selfplay -seed 191263 did this,
// Hard's turn 56, until the layout was judged).
func TestPlanTurnKeepsTheJokersPlaces(t *testing.T) {
	r, err := variants.Lookup("twist")
	if err != nil {
		t.Fatal(err)
	}
	tile := func(code string, copy int) game.Tile {
		x, err := game.ParseTile(code)
		if err != nil {
			t.Fatal(err)
		}
		return x.WithCopy(copy)
	}
	d, k4, k5 := tile("*D", 0), tile("K4", 0), tile("K5", 0)
	d2, k4b, k5b := tile("*D", 1), tile("K4", 1), tile("K5", 1)
	k8, k9, k10, k1 := tile("K8", 0), tile("K9", 0), tile("K10", 0), tile("K1", 0)
	var tb game.Table
	for i, x := range []game.Tile{d, k4, k5} {
		tb.Put(game.Pos{Col: 2 + i, Row: 0}, x)
	}
	for i, x := range []game.Tile{k4b, k5b, d2, k8, k9, k10} {
		tb.Put(game.Pos{Col: 2 + i, Row: 2}, x)
	}
	v := View{Rules: r, Options: r.Defaults, Table: tb, Rack: []game.Tile{k1, tile("R13", 0)}, Opened: true, RackSizes: []int{2, 10}}
	plan := []game.Set{{Tiles: []game.Tile{k1, d, k4, k5}}, {Tiles: []game.Tile{k4b, k5b, d2}}, {Tiles: []game.Tile{k8, k9, k10}}}
	if !game.Judge(r, r.Defaults, v.Position(), game.Position{Table: plan, Rack: v.Rack[1:], Opened: true}).Legal {
		t.Fatal("the plan itself is refused")
	}
	if e, got, err := arrange(nil, tb, v.Rack, plan, byFace); err != nil || len(e.Steps) == 0 || judgedLegal(r, r.Defaults, v.Position(), got) {
		t.Fatalf("laid out by face the plan should break the rule here (err %v)", err)
	}
	turn := planTurn(v, plan)
	if len(turn.Edits) != 1 {
		t.Fatalf("no turn: %+v", turn)
	}
	g := tb
	for _, s := range turn.Edits[0].Steps {
		if p, ok := g.Find(s.Tile); ok {
			g.Put(p, 0)
		}
	}
	for _, s := range turn.Edits[0].Steps {
		g.Put(s.To.Pos, s.Tile)
	}
	if !judgedLegal(r, r.Defaults, v.Position(), g) {
		t.Errorf("the turn is refused:\n%s", g.String())
	}
	if n := len(turn.Edits[0].Steps); n > 4 {
		t.Errorf("the turn moves %d tiles, want K1 and K8 K9 K10 only:\n%s", n, g.String())
	}
}
