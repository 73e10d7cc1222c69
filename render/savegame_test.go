package render

import (
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"rummikub/ai"
	"rummikub/game"
	"rummikub/game/storage"
)

// playTurns plays n turns of the session's game with easy players.
func playTurns(t *testing.T, s *session, n int) {
	t.Helper()
	for range n {
		if s.g.Over() {
			return
		}
		if _, err := ai.Take(s.g, ai.Easy{}.Play(ai.ViewOf(s.g))); err != nil {
			t.Fatal(err)
		}
	}
}

// finishGame plays the session's game to its end and records the result.
func finishGame(t *testing.T, s *session) {
	t.Helper()
	for turns := 0; !s.g.Over(); turns++ {
		if turns > game.MaxTurns {
			t.Fatal("the game never ended")
		}
		if _, err := ai.Take(s.g, ai.Greedy{}.Play(ai.ViewOf(s.g))); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.match.Record(*s.g.Result()); err != nil {
		t.Fatal(err)
	}
}

func testSession(t *testing.T) *session {
	t.Helper()
	cfg, ok := cleanConfig(Config{Variant: "sabra", Seed: 77, Options: optionsOf(25, 0, 1),
		Seats: []Seat{{Name: "Ann", Human: true}, {Level: "medium"}, {Level: "hard"}}})
	if !ok {
		t.Fatal("config refused")
	}
	s, err := newSession(cfg, &game.ManualClock{})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// A match saved to a file and loaded again is the same match: choices,
// finished games, and the game in play at the same turn.
func TestSavedMatchRoundTrip(t *testing.T) {
	s := testSession(t)
	finishGame(t, s)
	if err := s.nextGame(); err != nil {
		t.Fatal(err)
	}
	playTurns(t, s, 20)

	path := filepath.Join(t.TempDir(), matchFile)
	if err := saveMatchFile(path, s); err != nil {
		t.Fatal(err)
	}
	sv, err := loadMatchFile(path)
	if err != nil {
		t.Fatal(err)
	}
	back, err := resumeSession(sv, &game.ManualClock{})
	if err != nil {
		t.Fatal(err)
	}
	if !back.g.Snapshot().Equal(s.g.Snapshot()) || len(back.g.History()) != len(s.g.History()) {
		t.Error("the game in play came back different")
	}
	if len(back.match.Results) != 1 || back.match.Results[0].Winner != s.match.Results[0].Winner {
		t.Errorf("results %+v, want %+v", back.match.Results, s.match.Results)
	}
	if !sameConfig(back.cfg, s.cfg) || back.match.Options != s.match.Options || back.match.Seed != 77 {
		t.Errorf("choices %+v %+v, want %+v %+v", back.cfg, back.match.Options, s.cfg, s.match.Options)
	}
	for i, p := range back.players {
		if (p == nil) != s.cfg.Seats[i].Human || p != nil && p.Name() != s.players[i].Name() {
			t.Errorf("seat %d plays as %v, want %v", i, p, s.players[i])
		}
	}
	if got := matchSummary(sv); got != "Sabra · Ann, Medium AI, Hard AI · game 2 of 3" {
		t.Errorf("summary %q", got)
	}
}

// A save made between games (the game in play is over and recorded) comes
// back with the next game dealt.
func TestSavedMatchBetweenGames(t *testing.T) {
	s := testSession(t)
	finishGame(t, s)
	sv := s.saved()
	if len(sv.Turns) != 0 || len(sv.Results) != 1 {
		t.Fatalf("saved %d turns and %d results", len(sv.Turns), len(sv.Results))
	}
	back, err := resumeSession(sv, &game.ManualClock{})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.nextGame(); err != nil {
		t.Fatal(err)
	}
	if !back.g.Snapshot().Equal(s.g.Snapshot()) {
		t.Error("the next game was not dealt as the match deals it")
	}
}

// A damaged save is refused with an error naming the file and the fault,
// never a panic or a wrong game.
func TestSavedMatchDamaged(t *testing.T) {
	s := testSession(t)
	playTurns(t, s, 12)
	good := s.saved()
	mutate := map[string]func(sv *savedMatch){
		"other version":   func(sv *savedMatch) { sv.Version = 99 },
		"no seed":         func(sv *savedMatch) { sv.Seed = 0 },
		"unknown variant": func(sv *savedMatch) { sv.Game.Variant = "chess" },
		"one seat":        func(sv *savedMatch) { sv.Game.Seats = sv.Game.Seats[:1] },
		"other seed":      func(sv *savedMatch) { sv.Seed++ },
		"turn out of order": func(sv *savedMatch) {
			sv.Turns[2], sv.Turns[3] = sv.Turns[3], sv.Turns[2]
		},
		"forged result": func(sv *savedMatch) {
			sv.Results = []game.Result{{Winner: 0, Scores: []int{50, 0, 0}}}
		},
		"match over": func(sv *savedMatch) {
			r := game.Result{Winner: 0, Scores: []int{2, -1, -1}, RackValues: []int{0, 1, 1}}
			sv.Results = []game.Result{r, r, r}
		},
	}
	dir := t.TempDir()
	for name, change := range mutate {
		sv := good
		sv.Turns = append([]game.Record(nil), good.Turns...)
		sv.Game.Seats = append([]seatJSON(nil), good.Game.Seats...)
		change(&sv)
		path := filepath.Join(dir, matchFile)
		if err := writeJSON(path, sv); err != nil {
			t.Fatal(err)
		}
		if _, err := loadMatchFile(path); err == nil || !strings.HasPrefix(err.Error(), matchFile) {
			t.Errorf("%s: loaded (%v), want an error naming %s", name, err, matchFile)
		}
	}
	if _, err := loadMatchFile(filepath.Join(dir, "none.json")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a missing file: %v", err)
	}
}

// FuzzSavedMatch feeds any bytes to the save's reader: it never panics,
// and a save it accepts resumes.
func FuzzSavedMatch(f *testing.F) {
	cfg := defaultConfig()
	cfg.Seed = 1
	s, err := newSession(cfg, &game.ManualClock{})
	if err != nil {
		f.Fatal(err)
	}
	for range 8 {
		if _, err := ai.Take(s.g, ai.Easy{}.Play(ai.ViewOf(s.g))); err != nil {
			f.Fatal(err)
		}
	}
	seed, _ := json.Marshal(s.saved())
	f.Add(seed)
	// A save with a person's unfinished turn (version 2).
	if s.players[s.g.Current()] == nil {
		_ = s.g.Move(game.Move(s.g.View().Racks[s.g.Current()][0], game.TableLoc(3, 3)))
		pending, _ := json.Marshal(s.saved())
		f.Add(pending)
	}
	f.Add([]byte(`{"version": 1, "seed": 3, "game": {"variant": "classic", "seats": [{"name": "A", "human": true}, {"level": "easy"}]}}`))
	f.Add([]byte(`{"version": 1, "seed": 3, "game": {"variant": "classic", "seats": [{"level": "easy"}, {"level": "easy"}]}, "turns": [{"Seat": 0, "Action": 3}]}`))
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(dir, matchFile)
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		sv, err := loadMatchFile(path)
		if err != nil {
			return
		}
		if _, err := resumeSession(sv, &game.ManualClock{}); err != nil {
			t.Errorf("an accepted save does not resume: %v", err)
		}
	})
}

// A long game, with many edits a turn (a person sorting the rack before
// playing), saves more than a preference file may hold, and still loads.
func TestSavedLongMatchLoads(t *testing.T) {
	s := testSession(t)
	path := filepath.Join(t.TempDir(), matchFile)
	for size := int64(0); size <= maxPrefsSize; {
		if s.g.Over() {
			t.Fatalf("the game ended with a save of %d bytes", size)
		}
		seat := s.g.Current()
		rack := s.g.View().Racks[seat]
		for i := range 60 { // reorder the rack, as a person sorting it would
			if err := s.g.Move(game.Move(rack[i%len(rack)], game.RackLoc(len(rack)-1))); err != nil {
				t.Fatal(err)
			}
		}
		turn := ai.Greedy{}.Play(ai.ViewOf(s.g))
		for _, e := range turn.Edits {
			if err := s.g.Move(e); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := ai.Finish(s.g); err != nil {
			t.Fatal(err)
		}
		if err := saveMatchFile(path, s); err != nil {
			t.Fatal(err)
		}
		st, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		size = st.Size()
	}
	sv, err := loadMatchFile(path)
	if err != nil {
		t.Fatal(err)
	}
	back, err := resumeSession(sv, &game.ManualClock{})
	if err != nil || !back.g.Snapshot().Equal(s.g.Snapshot()) {
		t.Fatalf("the long game came back different (%v)", err)
	}
}

// A damaged save is kept aside and the last good one, its backup, comes
// back: the match resumes a turn or so earlier instead of being lost.
func TestDamagedSaveFallsBackOnItsBackup(t *testing.T) {
	s := testSession(t)
	path := filepath.Join(t.TempDir(), matchFile)
	playTurns(t, s, 6)
	if err := saveMatchFile(path, s); err != nil {
		t.Fatal(err)
	}
	good := s.g.Snapshot()
	playTurns(t, s, 2)
	if err := saveMatchFile(path, s); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(`{"version": 1, "seed": `), 0o644); err != nil {
		t.Fatal(err)
	}
	st, name := fileRecord(path)
	_, err := loadMatchFrom(st, name)
	if err == nil {
		t.Fatal("a damaged save loaded")
	}
	if err := storage.KeepAside(st, name, err); !strings.Contains(err.Error(), ".bad") {
		t.Errorf("keeping it aside: %v", err)
	}
	sv, err := loadMatchFrom(st, name)
	if err != nil {
		t.Fatalf("the backup does not load: %v", err)
	}
	back, err := resumeSession(sv, &game.ManualClock{})
	if err != nil || !back.g.Snapshot().Equal(good) {
		t.Errorf("the backup resumes a different game (%v)", err)
	}
}
