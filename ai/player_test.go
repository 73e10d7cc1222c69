package ai_test

import (
	"strings"
	"testing"

	"rummikub/ai"
	"rummikub/game"
	"rummikub/variants"
)

// crasher is a player with a bug: it panics.
type crasher struct{}

func (crasher) Name() string         { return "crasher" }
func (crasher) Play(ai.View) ai.Turn { panic("index out of range") }

// A player that panics draws instead, and the failure comes back as an
// error naming the player: the game goes on.
func TestPlayTurnSurvivesAFailingPlayer(t *testing.T) {
	r, _ := variants.Lookup("classic")
	g, err := game.New(r, r.Defaults, 2, 1, &game.ManualClock{})
	if err != nil {
		t.Fatal(err)
	}
	seat := g.Current()
	before := len(g.Snapshot().Racks[seat])
	turn, err := ai.PlayTurn(crasher{}, ai.ViewOf(g))
	if err == nil || !strings.Contains(err.Error(), "crasher") || len(turn.Edits) != 0 {
		t.Fatalf("PlayTurn = %v, %v; want no edits and an error naming the player", turn, err)
	}
	if _, err := ai.Take(g, turn); err != nil {
		t.Fatal(err)
	}
	if got := len(g.Snapshot().Racks[seat]); got != before+1 || g.Current() == seat {
		t.Errorf("after the failed turn the rack holds %d (was %d) and seat %d plays; want a draw and the next seat", got, before, g.Current())
	}
}

// A working player's turn passes through PlayTurn unchanged.
func TestPlayTurnPassesATurnThrough(t *testing.T) {
	r, _ := variants.Lookup("classic")
	for seed := range uint64(20) {
		g, err := game.New(r, r.Defaults, 2, seed, &game.ManualClock{})
		if err != nil {
			t.Fatal(err)
		}
		v := ai.ViewOf(g)
		want := ai.Greedy{}.Play(v)
		got, err := ai.PlayTurn(ai.Greedy{}, v)
		if err != nil || len(got.Edits) != len(want.Edits) {
			t.Fatalf("seed %d: PlayTurn gave %d edits, err %v; Play gave %d", seed, len(got.Edits), err, len(want.Edits))
		}
	}
}

// Finish draws for a turn that laid nothing, and judges one that did.
func TestFinishDrawsOrJudges(t *testing.T) {
	r, _ := variants.Lookup("classic")
	g, err := game.New(r, r.Defaults, 2, 3, &game.ManualClock{})
	if err != nil {
		t.Fatal(err)
	}
	seat := g.Current()
	before := len(g.Snapshot().Racks[seat])
	if v, err := ai.Finish(g); err != nil || !v.Legal {
		t.Fatalf("Finish with nothing done = %v, %v", v, err)
	}
	if got := len(g.Snapshot().Racks[seat]); got != before+1 {
		t.Errorf("rack %d after Finish with nothing done, want %d (a draw)", got, before+1)
	}
}
