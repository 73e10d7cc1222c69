package render

import (
	"encoding/json"
	"testing"
	"time"

	"rummikub/game"
	"rummikub/game/storage"
)

// A person's unfinished turn is saved with the match: it comes back with
// the tiles where the player left them and the time it had left.
func TestSavePendingTurn(t *testing.T) {
	clock := &game.ManualClock{T: time.Unix(1000, 0)}
	s := personsSession(t, clock, 5, optionsOf(30, 60*time.Second, 1))
	rack := s.g.View().Racks[0]
	for i, tile := range rack[:3] {
		if err := s.g.Move(game.Move(tile, game.TableLoc(2+i, 1))); err != nil {
			t.Fatal(err)
		}
	}
	clock.Advance(25 * time.Second)
	want, _ := s.g.Remaining()
	data, err := json.Marshal(s.saved())
	if err != nil {
		t.Fatal(err)
	}
	var sv savedMatch
	if err := json.Unmarshal(data, &sv); err != nil {
		t.Fatal(err)
	}
	if sv.Version != storage.MatchVersion || sv.Pending == nil || len(sv.Pending.Edits) != 3 {
		t.Fatalf("the save holds %+v", sv.Pending)
	}
	back, err := resumeSession(sv, &game.ManualClock{T: time.Unix(5000, 0)})
	if err != nil {
		t.Fatal(err)
	}
	if !back.g.View().Equal(s.g.View()) || !back.g.CanUndo() {
		t.Error("the unfinished turn came back changed")
	}
	if got, _ := back.g.Remaining(); got != want || got != 35*time.Second {
		t.Errorf("%v left after the resume, %v before", got, want)
	}
	// A save of version 1 (no unfinished turn) still resumes.
	sv.Version, sv.Pending = 1, nil
	if back, err := resumeSession(sv, nil); err != nil || back.g.CanUndo() || !back.g.Snapshot().Equal(s.g.Snapshot()) {
		t.Errorf("a version 1 save: %v", err)
	}
}

// personsSession starts a classic game (dealt from seed, with the options)
// of a person against an easy computer player and plays to the person's
// first turn.
func personsSession(t *testing.T, clock game.Clock, seed uint64, opts game.Options) *session {
	t.Helper()
	cfg, ok := cleanConfig(Config{Variant: "classic", Seed: seed, Options: opts,
		Seats: []Seat{{Name: "Ann", Human: true}, {Level: "easy"}}})
	if !ok {
		t.Fatal("config refused")
	}
	s, err := newSession(cfg, clock)
	if err != nil {
		t.Fatal(err)
	}
	for s.g.Current() != 0 {
		playTurns(t, s, 1)
	}
	return s
}
