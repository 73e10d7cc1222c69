package records

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"rummikub/game"
	"rummikub/game/storage"
	"rummikub/variants"
)

// A finished game of every variant goes through its file and back, and the
// referee confirms its result.
func TestRecordRoundTrip(t *testing.T) {
	for _, v := range variants.Names() {
		t.Run(v, func(t *testing.T) {
			rec := playGame(t, choices(v, "easy"), 42, 1)
			data, err := Marshal(rec)
			if err != nil {
				t.Fatal(err)
			}
			back, err := Parse(data)
			if err != nil {
				t.Fatal(err)
			}
			verdict := Judge(back)
			if !verdict.OK || !verdict.Over || verdict.Turns != len(rec.Turns) {
				t.Fatalf("the verdict: %+v", verdict)
			}
			if *verdict.Winner != rec.Result.Winner || !slices.Equal(verdict.Scores, rec.Result.Scores) {
				t.Errorf("the referee gives %d %v, the record %d %v", *verdict.Winner, verdict.Scores, rec.Result.Winner, rec.Result.Scores)
			}
		})
	}
}

// A record whose turn was changed is caught at that turn.
func TestJudgeFindsTheBadTurn(t *testing.T) {
	rec := playGame(t, choices("classic", "easy"), 7, 0)
	for i, turn := range rec.Turns {
		if i < 3 || turn.Action != game.ActPlayed {
			continue
		}
		bad := rec
		bad.Turns = slices.Clone(rec.Turns)
		turn.Seat = (turn.Seat + 1) % 2 // not the seat to play
		bad.Turns[i] = turn
		v := Judge(bad)
		if v.OK || v.Turn != i+1 || v.Turns != i || v.Error == "" {
			t.Fatalf("turn %d changed: %+v", i+1, v)
		}
		return
	}
	t.Fatal("the game is too short")
}

// A record whose played turn claims points it did not make is caught at
// that turn, the field named.
func TestJudgeFindsMadeUpPoints(t *testing.T) {
	rec := playGame(t, choices("classic", "easy"), 7, 0)
	for i, turn := range rec.Turns {
		if turn.Action != game.ActPlayed {
			continue
		}
		bad := rec
		bad.Turns = slices.Clone(rec.Turns)
		turn.Points += 10
		bad.Turns[i] = turn
		if v := Judge(bad); v.OK || v.Turn != i+1 || !strings.Contains(v.Error, "Points") {
			t.Fatalf("turn %d's points made up: %+v", i+1, v)
		}
		return
	}
	t.Fatal("the game has no played turn")
}

// A record whose result is not the referee's does not stand, nor one with
// turns after the end.
func TestJudgeResult(t *testing.T) {
	rec := playGame(t, choices("classic", "easy"), 9, 0)
	bad := rec
	r := *rec.Result
	r.Scores = slices.Clone(r.Scores)
	r.Scores[0]++
	bad.Result = &r
	if v := Judge(bad); v.OK || !strings.Contains(v.Error, "result") {
		t.Errorf("a changed result: %+v", v)
	}
	more := rec
	more.Turns = append(slices.Clone(rec.Turns), rec.Turns[0])
	if v := Judge(more); v.OK || v.Turn != len(rec.Turns)+1 {
		t.Errorf("a turn after the end: %+v", v)
	}
}

// A match save of the first version (before records) reads as the record
// of its game in play: the migration path.
func TestParseMatchSave(t *testing.T) {
	j := choices("sabra", "medium")
	g := startGame(t, j, 11, 1)
	for range 6 {
		playTurn(t, j, g)
	}
	save := storage.Match{Version: 1, Game: j, Seed: 11, Results: []game.Result{{Winner: 0, RackValues: []int{0, 5}, Scores: []int{5, -5}}}, Turns: g.History()}
	data, _ := json.Marshal(save)
	rec, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Version != Version || rec.Index != 1 || rec.Seed != g.Seed() || len(rec.Turns) != 6 || rec.Result != nil {
		t.Errorf("the record: version %d, game %d, seed %d, %d turns", rec.Version, rec.Index, rec.Seed, len(rec.Turns))
	}
	if v := Judge(rec); !v.OK || v.Over || v.Turns != 6 {
		t.Errorf("the verdict: %+v", v)
	}
}

// Whatever is not a whole record of a version this game reads is refused
// with words a player can follow.
func TestParseRefuses(t *testing.T) {
	good, _ := Marshal(playGame(t, choices("classic", "easy"), 3, 0))
	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "damaged"},
		{"truncated", good[:len(good)/2], "damaged"},
		{"not ours", []byte(`{"hello": "world"}`), "no version"},
		{"an array", []byte(`[1, 2]`), "damaged"},
		{"newer", []byte(strings.Replace(string(good), `"version": 1`, `"version": 9`, 1)), "newer version"},
		{"version 0", []byte(strings.Replace(string(good), `"version": 1`, `"version": 0`, 1)), "no valid version"},
		{"newer match", []byte(`{"version": 7, "results": []}`), "newer version"},
		{"huge", make([]byte, MaxRecordSize+1), "too large"},
		{"two records", append(slices.Clone(good), good...), "damaged"},
		{"unknown variant", []byte(strings.Replace(string(good), `"classic"`, `"chess"`, 1)), "no variant"},
		{"one seat", []byte(`{"version": 1, "game": {"variant": "classic", "seats": [{"name": "a"}]}, "seed": 1}`), "seats"},
		{"no seed", []byte(`{"version": 1, "game": {"variant": "classic", "seats": [{"name": "a"}, {"name": "b"}]}}`), "seed"},
		{"bad result", []byte(`{"version": 1, "game": {"variant": "classic", "seats": [{"name": "a"}, {"name": "b"}]}, "seed": 1, "result": {"Winner": 5, "Scores": [1, -1]}}`), "result"},
		{"bad tile", []byte(`{"version": 1, "game": {"variant": "classic", "seats": [{"name": "a"}, {"name": "b"}]}, "seed": 1, "turns": [{"Drawn": "x"}]}`), "damaged"},
	} {
		if _, err := Parse(c.data); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
}

// FuzzParse: no file makes Parse panic, and a record it accepts is judged
// without a panic and written back to a record that reads the same.
func FuzzParse(f *testing.F) {
	// A game's first turns: a record that stands, quick to judge.
	rec := playGame(f, choices("twist", "easy"), 5, 0)
	rec.Turns, rec.Result = rec.Turns[:6], nil
	good, _ := Marshal(rec)
	f.Add(good)
	f.Add([]byte(`{"version": 1, "results": [], "game": {"variant": "word", "seats": [{"name": "a"}, {"name": "b"}]}, "seed": 3}`))
	f.Add([]byte(`{"version": 2}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := Parse(data)
		if err != nil {
			return
		}
		_ = Judge(rec)
		again, err := Marshal(rec)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Parse(again); err != nil {
			t.Fatalf("a record written back does not read: %v", err)
		}
	})
}
