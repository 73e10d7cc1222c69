package game_test

// Guards against misuse of the engine's API, and rules of the clock.

import (
	"errors"
	"slices"
	"testing"
	"time"

	"rummikub/game"
)

// Tiles on the table at the start of a turn never go to a rack (README,
// RULES-NOTES). applyEdit checks that only for Loc.Area == OnRack and puts
// any other unknown Area on the rack, so Loc{Area: 2} takes a table tile
// to the rack. Move should refuse a location that is neither area.
func TestUnknownAreaIsRefused(t *testing.T) {
	r := rulesFor(t, "classic")
	g, _ := scene{table: [][]string{{"B4", "B5", "B6", "B7"}}, racks: [][]string{{"K1"}, {"O9"}}, opened: []bool{true, true}}.start(t, r, r.Defaults)
	b7, _ := tableTile(t, g, "B7")
	err := g.Move(game.Move(b7, game.Loc{Area: game.Area(2)}))
	if v := g.View(); err == nil && slices.Contains(v.Racks[0], b7) {
		t.Errorf("Move(B7 -> Loc{Area: 2}) = nil and B7 is now on the rack (%s); want an error", game.Codes(v.Racks[0]))
	}
}

// A match lasts Rounds x Players games, and a result names a seat of the
// match. Match.Record checks neither: it records games past the end, and a
// winner out of range makes Standings (and Winners) panic.
func TestMatchRecordValidates(t *testing.T) {
	r := rulesFor(t, "classic")
	m, err := game.NewMatch(r, r.Defaults, 2, 1)
	must(t, err)
	for range m.Games() {
		must(t, m.Record(game.Result{Winner: 0, Scores: []int{5, -5}}))
	}
	if err := m.Record(game.Result{Winner: 0, Scores: []int{5, -5}}); err == nil {
		t.Errorf("a game was recorded after the %d games of the match", m.Games())
	}
	m.Results = m.Results[:0]
	if err := m.Record(game.Result{Winner: 7, Scores: []int{5, -5}}); err == nil {
		t.Errorf("a result with winner seat 7 was recorded in a match of 2 players")
		defer func() {
			if p := recover(); p != nil {
				t.Errorf("Standings then panics: %v", p)
			}
		}()
		game.Standings(2, m.Results)
	}
}

// The time limit holds even for a caller that never calls Tick: ending the
// turn after the time ran out applies the timeout instead.
func TestTimeLimitHoldsWithoutTick(t *testing.T) {
	r := rulesFor(t, "classic")
	g, clock := scene{racks: [][]string{{"R10", "R11", "R12"}, {"B2"}}}.start(t, r, r.Defaults)
	lay(t, g, "R10", "R11", "R12")
	clock.Advance(5 * time.Minute)
	if _, err := g.EndTurn(); !errors.Is(err, game.ErrTimeUp) {
		t.Fatalf("EndTurn after the time ran out: %v", err)
	}
	s := g.Snapshot()
	if s.Opened[0] || len(s.Racks[0]) != 6 || s.Current != 1 {
		t.Fatalf("the late meld stood: opened %v rack %v", s.Opened, s.Racks[0])
	}
	if h := g.History(); h[len(h)-1].Action != game.ActTimedOut {
		t.Fatalf("last turn %v", h[len(h)-1].Action)
	}
	clock.Advance(5 * time.Minute)
	if err := g.Move(game.Move(g.View().Racks[1][0], game.TableLoc(0, 0))); !errors.Is(err, game.ErrTimeUp) {
		t.Fatalf("Move after the time ran out: %v", err)
	}
}

// Moving a whole set to other cells is no change to the table: when the
// time runs out the set goes back and the player draws one tile, not three.
func TestTimeoutAfterOnlyMovingASetDrawsOne(t *testing.T) {
	r := rulesFor(t, "classic")
	g, clock := scene{table: [][]string{{"B4", "B5", "B6"}}, racks: [][]string{{"K1"}, {"O9"}}, opened: []bool{true, true}}.start(t, r, r.Defaults)
	before := g.Snapshot()
	var e game.Edit
	for i, code := range []string{"B4", "B5", "B6"} {
		tile, _ := tableTile(t, g, code)
		e.Steps = append(e.Steps, game.Step{Tile: tile, To: game.TableLoc(10+i, 8)})
	}
	must(t, g.Move(e))
	clock.Advance(r.Defaults.TimeLimit)
	g.Tick()
	s := g.Snapshot()
	if s.Table != before.Table || len(s.Racks[0]) != 2 {
		t.Fatalf("table\n%s rack %v", s.Table.String(), s.Racks[0])
	}
}

// "Players cannot lay down a tile they just drew": drawing ends the turn,
// so the drawn tile cannot be moved until the player's next turn.
func TestADrawnTileWaitsForTheNextTurn(t *testing.T) {
	r := rulesFor(t, "classic")
	g, _ := scene{racks: [][]string{{"K1"}, {"O9"}}, pool: []string{"R5"}}.start(t, r, r.Defaults)
	must(t, g.Draw())
	drawn := g.Snapshot().Drawn[0]
	if len(drawn) != 1 || drawn[0].String() != "R5" {
		t.Fatalf("drew %v", drawn)
	}
	if err := g.Move(game.Move(drawn[0], game.TableLoc(0, 0))); !errors.Is(err, game.ErrNotYourTile) {
		t.Fatalf("moving the just-drawn tile on the next player's turn: %v", err)
	}
}

// A misplay under the 1980 rules also costs three tiles.
func TestSabraMisplayCostsThree(t *testing.T) {
	r := rulesFor(t, "sabra")
	g, _ := scene{table: [][]string{{"R4", "*", "R6"}}, racks: [][]string{{"R7", "K1"}, {"O9"}}, opened: []bool{true, true}}.start(t, r, r.Defaults)
	_, at := tableTile(t, g, "R6")
	must(t, g.Move(game.Move(rackTile(t, g, "R7"), game.TableLoc(at.Col+1, at.Row))))
	v, err := g.EndTurn()
	if err != nil || v.Legal {
		t.Fatalf("extending a set with a joker was allowed in sabra: %v %v", err, v.Reasons)
	}
	if s := g.Snapshot(); len(s.Racks[0]) != 5 || s.Current != 1 {
		t.Fatalf("rack %v, current %d", s.Racks[0], s.Current)
	}
}

// A round is as many games as players: two games for two, four for four.
func TestARoundIsAsManyGamesAsPlayers(t *testing.T) {
	r := rulesFor(t, "classic")
	for players := 2; players <= 4; players++ {
		m, err := game.NewMatch(r, r.Defaults, players, 1)
		must(t, err)
		if m.Games() != players {
			t.Errorf("%d players: %d games a round", players, m.Games())
		}
	}
}

// A joker drawn to choose the first player ranks below every number.
func TestAJokerRanksLowestForTheFirstTurn(t *testing.T) {
	r := rulesFor(t, "classic")
	joker, _ := game.ParseTile("*")
	one, _ := game.ParseTile("K1")
	thirteen, _ := game.ParseTile("O13")
	if !(r.FirstPlayerRank(joker) < r.FirstPlayerRank(one) && r.FirstPlayerRank(one) < r.FirstPlayerRank(thirteen)) {
		t.Fatal("first-player ranks are not joker < 1 < 13")
	}
	// Over many deals some draws tie and are drawn again: the deciding draw
	// then leaves out the seats that lost earlier.
	redraws := 0
	for seed := range uint64(400) {
		g, err := game.New(r, r.Defaults, 4, seed, &game.ManualClock{})
		must(t, err)
		ev, _ := lastEvent(g, game.FirstPlayerChosen)
		if slices.Contains(ev.Tiles, 0) {
			redraws++
		}
	}
	if redraws == 0 {
		t.Fatal("no tie was ever drawn again in 400 deals of four")
	}
}
