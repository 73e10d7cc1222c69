package game_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"rummikub/game"
)

// A joker's declaration lives on the table: Sets carries it to the
// referee, copying the table copies it, and taking the joker away (or
// putting another tile in its cell) drops it.
func TestTablePinsFollowTheJoker(t *testing.T) {
	joker := game.JokerTile(game.Joker)
	c, a := game.LetterTile('C'), game.LetterTile('T')
	var tb game.Table
	tb.Put(game.Pos{Col: 2, Row: 1}, c)
	tb.Put(game.Pos{Col: 3, Row: 1}, joker)
	tb.Put(game.Pos{Col: 4, Row: 1}, a)
	if sets := tb.Sets(); sets[0].Pins != nil {
		t.Fatalf("pins %v before any declaration", sets[0].Pins)
	}
	u := game.Pin{game.LetterTile('U')}
	tb.Pin(joker, u)
	tb.Pin(c, u) // not a joker: ignored
	copied := tb
	sets := tb.Sets()
	if want := []game.Pin{{}, u, {}}; !slices.Equal(sets[0].Pins, want) {
		t.Fatalf("pins %v, want %v", sets[0].Pins, want)
	}
	if copied.Pinned(joker) != u || tb.Pinned(c) != (game.Pin{}) {
		t.Fatalf("copy %v, letter %v", copied.Pinned(joker), tb.Pinned(c))
	}
	tb.Put(game.Pos{Col: 3, Row: 1}, 0)
	if tb.Pinned(joker) != (game.Pin{}) || copied.Pinned(joker) != u {
		t.Fatalf("after lifting: %v (copy %v)", tb.Pinned(joker), copied.Pinned(joker))
	}
	if tb == copied {
		t.Fatal("tables differing by a declaration compare equal")
	}
}

// The letter a player declares for a joker reaches the referee: with CAT
// on the table, C * T read undeclared is CAT again and refused; declared
// as U it is CUT and stands, and the declaration stays on the table. A
// step that moves the joker again sets its declaration anew.
func TestWordDeclaredJokerReachesTheReferee(t *testing.T) {
	for _, tc := range []struct {
		pin   byte // 0: undeclared
		legal bool
		word  string
	}{
		{0, false, "CAT"},
		{'U', true, "CUT"},
		{'O', true, "COT"},
	} {
		g, _ := wordScene(t, []string{"CAT"}, []string{"C*TSOKE", "DOGSMEN"}, []bool{true, true}, "", false)
		p, ok := freeSpan(g, 3)
		if !ok {
			t.Fatal("no room")
		}
		joker := rackTile(t, g, "*")
		var pin game.Pin
		if tc.pin != 0 {
			pin = game.Pin{game.LetterTile(tc.pin)}
		}
		must(t, g.Move(game.Edit{Steps: []game.Step{
			{Tile: rackTile(t, g, "C"), To: game.TableLoc(p.Col, p.Row)},
			{Tile: joker, To: game.TableLoc(p.Col+1, p.Row), Pin: pin},
			{Tile: rackTile(t, g, "T"), To: game.TableLoc(p.Col+2, p.Row)},
		}}))
		v := g.Check()
		if v.Legal != tc.legal {
			t.Errorf("C*T declared %q: legal %v, want %v (%v)", tc.pin, v.Legal, tc.legal, v.Reasons)
		}
		var spelled strings.Builder
		for _, st := range v.After[1].Meld.Stands {
			spelled.WriteByte(st[0].Letter())
		}
		if v.After[1].Meld.Kind == game.Word && spelled.String() != tc.word {
			t.Errorf("C*T declared %q reads %s, want %s", tc.pin, spelled.String(), tc.word)
		}
		if !tc.legal {
			continue
		}
		if _, err := g.EndTurn(); err != nil {
			t.Fatal(err)
		}
		if got := declared(g.Snapshot(), joker); got != pin {
			t.Errorf("after the turn the joker is declared %v, want %v", got, pin)
		}
		// The history replays the declaration, through JSON as a save keeps it.
		raw, err := json.Marshal(g.History())
		if err != nil {
			t.Fatal(err)
		}
		var back []game.Record
		if err := json.Unmarshal(raw, &back); err != nil {
			t.Fatal(err)
		}
		if back[0].Edits[0].Steps[1].Pin != pin {
			t.Errorf("saved step pin %v, want %v", back[0].Edits[0].Steps[1].Pin, pin)
		}
	}
}

// Moving a declared joker with a step that declares nothing takes the
// declaration back; a step that carries it keeps it.
func TestStepSetsTheJokersDeclaration(t *testing.T) {
	g, _ := wordScene(t, nil, []string{"C*TSOKE", "DOGSMEN"}, []bool{true, true}, "", false)
	joker := rackTile(t, g, "*")
	u := game.Pin{game.LetterTile('U')}
	must(t, g.Move(game.Edit{Steps: []game.Step{{Tile: joker, To: game.TableLoc(5, 5), Pin: u}}}))
	if declared(g.View(), joker) != u {
		t.Fatal("not declared")
	}
	must(t, g.Move(game.Edit{Steps: []game.Step{{Tile: joker, To: game.TableLoc(6, 5), Pin: u}}}))
	if declared(g.View(), joker) != u {
		t.Fatal("a step carrying the pin lost it")
	}
	must(t, g.Move(game.Edit{Steps: []game.Step{{Tile: joker, To: game.TableLoc(7, 5)}}}))
	if declared(g.View(), joker) != (game.Pin{}) {
		t.Fatal("a step declaring nothing kept the pin")
	}
	must(t, g.Undo())
	if declared(g.View(), joker) != u {
		t.Fatal("undo did not bring the declaration back")
	}
	must(t, g.Move(game.Edit{Steps: []game.Step{{Tile: joker, To: game.RackLoc(0), Pin: u}}}))
	if declared(g.View(), joker) != (game.Pin{}) {
		t.Fatal("a joker on the rack keeps a declaration")
	}
}

// declared returns the joker's declaration on a state's table.
func declared(s game.State, joker game.Tile) game.Pin { return s.Table.Pinned(joker) }

// freeSpan finds room for n tiles on the pending table.
func freeSpan(g *game.Game, n int) (game.Pos, bool) {
	v := g.View()
	return v.Table.FreeSpan(n)
}
