package render

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"rummikub/game"
	"rummikub/variants"
)

// freeVariants are the variants that offer "Jokers move freely" and those
// that do not.
func freeVariants(t *testing.T) (offer, refuse []string) {
	t.Helper()
	for _, name := range variants.Names() {
		r, err := variants.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		if r.Choices.FreeJokers {
			offer = append(offer, name)
		} else {
			refuse = append(refuse, name)
		}
	}
	if len(offer) == 0 {
		t.Fatal("no variant offers Jokers move freely")
	}
	return offer, refuse
}

// The house option "Jokers move freely" goes through config.json both
// ways where the variant offers it, and is dropped where it does not.
func TestFreeJokersRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), configFile)
	offer, refuse := freeVariants(t)
	seats := []Seat{{Name: "Ann", Human: true}, {Level: "easy"}}
	for _, name := range append(offer, refuse...) {
		for _, free := range []bool{true, false} {
			c, ok := cleanConfig(Config{Variant: name, Seats: seats, Options: game.Options{FreeJokers: free}})
			if !ok {
				t.Fatalf("%s: config refused", name)
			}
			want := free && slices.Contains(offer, name)
			if c.Options.FreeJokers != want {
				t.Errorf("%s: cleanConfig made FreeJokers %v of %v, want %v", name, c.Options.FreeJokers, free, want)
			}
			if err := saveConfigFile(path, c); err != nil {
				t.Fatal(err)
			}
			got, err := loadConfigFile(path)
			if err != nil || got.Options.FreeJokers != want || !sameConfig(got, c) {
				t.Errorf("%s: saved %+v, loaded %+v (%v)", name, c, got, err)
			}
		}
	}
}

// A config.json written before the option existed loads, with the option
// off; one that has it reads it.
func TestFreeJokersInOldAndNewFiles(t *testing.T) {
	offer, _ := freeVariants(t)
	dir := t.TempDir()
	for _, tc := range []struct {
		file string
		want bool
	}{
		{`{"variant": "` + offer[0] + `", "seats": [{"name": "Ann", "human": true}, {"name": "", "human": false, "level": "hard"}], "meldThreshold": 30, "timeLimitSeconds": 60, "rounds": 1}`, false},
		{`{"variant": "` + offer[0] + `", "seats": [{"name": "Ann", "human": true}, {"name": "", "human": false, "level": "hard"}], "freeJokers": true}`, true},
		{`{"variant": "` + offer[0] + `", "seats": [{"name": "Ann", "human": true}, {"name": "", "human": false, "level": "hard"}], "freeJokers": false}`, false},
	} {
		path := filepath.Join(dir, configFile)
		if err := os.WriteFile(path, []byte(tc.file), 0o644); err != nil {
			t.Fatal(err)
		}
		c, err := loadConfigFile(path)
		if err != nil {
			t.Fatalf("%s: %v", tc.file, err)
		}
		if c.Options.FreeJokers != tc.want {
			t.Errorf("%s: FreeJokers %v, want %v", tc.file, c.Options.FreeJokers, tc.want)
		}
		if c.Options.MeldThreshold == 0 || c.Options.Rounds == 0 {
			t.Errorf("%s: options %+v lack the variant's defaults", tc.file, c.Options)
		}
	}
}

// A saved match keeps the option: the match and its game play with it
// after a resume.
func TestFreeJokersSurviveAResume(t *testing.T) {
	offer, _ := freeVariants(t)
	for _, name := range offer {
		cfg, ok := cleanConfig(Config{Variant: name, Seed: 9, Options: game.Options{FreeJokers: true},
			Seats: []Seat{{Name: "Ann", Human: true}, {Level: "easy"}}})
		if !ok || !cfg.Options.FreeJokers {
			t.Fatalf("%s: config %+v", name, cfg)
		}
		s, err := newSession(cfg, &game.ManualClock{})
		if err != nil {
			t.Fatal(err)
		}
		if !s.g.Options().FreeJokers {
			t.Fatalf("%s: the game plays without the option", name)
		}
		data, err := json.Marshal(s.saved())
		if err != nil {
			t.Fatal(err)
		}
		var sv savedMatch
		if err := json.Unmarshal(data, &sv); err != nil {
			t.Fatal(err)
		}
		r, err := resumeSession(sv, &game.ManualClock{})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !r.match.Options.FreeJokers || !r.g.Options().FreeJokers {
			t.Errorf("%s: after a resume the match has FreeJokers %v, its game %v", name, r.match.Options.FreeJokers, r.g.Options().FreeJokers)
		}
	}
}
