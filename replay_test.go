package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"rummikub/ai"
	"rummikub/game"
	"rummikub/game/records"
	"rummikub/game/storage"
	"rummikub/variants"
)

// playedRecord plays a game between easy computer players and returns its
// record.
func playedRecord(t *testing.T, variant string, seed uint64) records.Game {
	t.Helper()
	j := storage.Game{Variant: variant, Seats: []storage.Seat{{Name: "Ann", Human: true}, {Name: "Easy AI", Level: "easy"}}}
	r, _ := variants.Lookup(variant)
	g, err := game.New(r, records.OptionsOf(r, j), 2, game.GameSeed(seed, 0), &game.ManualClock{})
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; !g.Over() && n < game.MaxTurns; n++ {
		turn, _ := ai.PlayTurn(ai.Easy{}, ai.ViewOf(g))
		_, _ = ai.Take(g, turn)
	}
	return records.Of(j, seed, 0, g, time.Now())
}

// writeRecord writes a record to a file in a test's folder.
func writeRecord(t *testing.T, rec records.Game) string {
	t.Helper()
	data, err := records.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "game.json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// runReplayOn runs `rummikub replay args...` and decodes its line.
func runReplayOn(t *testing.T, args ...string) (records.Verdict, int) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(append([]string{"replay"}, args...), strings.NewReader(""), &out, &errOut)
	var v records.Verdict
	if code != 2 {
		if err := json.Unmarshal(out.Bytes(), &v); err != nil || strings.Count(out.String(), "\n") != 1 {
			t.Fatalf("the output %q is not one JSON line (%v)", out.String(), err)
		}
	}
	return v, code
}

func TestReplayCommand(t *testing.T) {
	rec := playedRecord(t, "classic", 21)
	v, code := runReplayOn(t, writeRecord(t, rec))
	if code != 0 || !v.OK || !v.Over || *v.Winner != rec.Result.Winner || !slices.Equal(v.Scores, rec.Result.Scores) || v.Turns != len(rec.Turns) {
		t.Errorf("a good record: status %d, %+v", code, v)
	}

	bad := rec
	bad.Turns = slices.Clone(rec.Turns)
	bad.Turns[4].Seat = 1 - bad.Turns[4].Seat
	v, code = runReplayOn(t, writeRecord(t, bad))
	if code != 1 || v.OK || v.Turn != 5 || v.Turns != 4 || v.Error == "" {
		t.Errorf("a record with a bad turn 5: status %d, %+v", code, v)
	}

	path := filepath.Join(t.TempDir(), "damaged.json")
	_ = os.WriteFile(path, []byte(`{"version": 1, "game": {`), 0o644)
	if v, code := runReplayOn(t, path); code != 1 || !strings.Contains(v.Error, "damaged") {
		t.Errorf("a damaged record: status %d, %+v", code, v)
	}
	if v, code := runReplayOn(t, filepath.Join(t.TempDir(), "none.json")); code != 1 || !strings.Contains(v.Error, "cannot be read") {
		t.Errorf("a missing file: status %d, %+v", code, v)
	}
	if _, code := runReplayOn(t); code != 2 {
		t.Errorf("no file: status %d", code)
	}
}
