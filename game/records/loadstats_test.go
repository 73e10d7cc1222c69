//go:build !js

package records

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"rummikub/game/storage"
)

// Statistics go through a store and back; a bad file is kept aside and
// the backup used, and the player is told.
func TestLoadStats(t *testing.T) {
	st := storage.Files{Dir: t.TempDir()}
	if s, msg := LoadStats(st); msg != "" || len(s.Recent) != 0 {
		t.Fatalf("no file yet: %q", msg)
	}
	for _, sc := range []int{10, 20} {
		if msg, err := RecordGame(st, result("classic", sc, true, "easy")); err != nil || msg != "" {
			t.Fatal(msg, err)
		}
	}
	if s, msg := LoadStats(st); msg != "" || s.Summary().All.Games != 2 {
		t.Fatalf("two games: %+v %q", s.Summary().All, msg)
	}
	path := filepath.Join(st.Dir, StatsName)
	good, _ := os.ReadFile(path)
	older, _ := os.ReadFile(path + storage.BackupSuffix)
	for _, c := range []struct {
		name, data, want string
	}{
		{"truncated", string(good[:len(good)-9]), "damaged"},
		{"newer", `{"version": 2, "recent": []}`, "newer version"},
		{"not ours", `{"colour": "blue"}`, "no version"},
		{"impossible counts", `{"version": 1, "older": {"all": {"games": 1, "won": 5}}}`, "cannot be true"},
	} {
		_ = os.WriteFile(path, []byte(c.data), 0o644)
		s, msg := LoadStats(st)
		if !strings.Contains(msg, c.want) || !strings.Contains(msg, "previous copy") || s.Summary().All.Games != 1 {
			t.Errorf("%s: %d games, %q", c.name, s.Summary().All.Games, msg)
		}
		if kept, _ := os.ReadFile(path + storage.BadSuffix); string(kept) != c.data {
			t.Errorf("%s: the bad file was not kept aside", c.name)
		}
		// put the two copies back
		_ = os.WriteFile(path+storage.BackupSuffix, older, 0o644)
		_ = os.WriteFile(path, good, 0o644)
	}
	// Both copies bad: the statistics start afresh, nothing half-loaded.
	_ = os.WriteFile(path, []byte("{"), 0o644)
	_ = os.WriteFile(path+storage.BackupSuffix, []byte(`{"version": 1, "recent": [{"version": 1}]}`), 0o644)
	if s, msg := LoadStats(st); len(s.Recent) != 0 || s.Summary().All.Games != 0 || !strings.Contains(msg, "afresh") {
		t.Errorf("both copies bad: %+v %q", s.Summary().All, msg)
	}
}
