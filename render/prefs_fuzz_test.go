package render

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// FuzzPrefsFiles feeds any bytes to the readers of the preference files:
// they never panic, and what they accept is a usable setting or game.
func FuzzPrefsFiles(f *testing.F) {
	f.Add([]byte(`{"sound": false, "colorBlind": true, "animSpeed": 2}`))
	f.Add([]byte(`{"variant": "sabra", "seats": [{"name": "Ann", "human": true}, {"level": "hard"}], "meldThreshold": 25, "timeLimitSeconds": 0, "rounds": 3}`))
	f.Add([]byte(`{"variant": "classic", "seats": [{"name": "", "human": true}, {"level": "nobody"}, {"level": "easy"}]}`))
	f.Add([]byte(`{"animSpeed": -1e309}`))
	f.Add([]byte(`null`))
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(dir, "prefs.json")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		s, err := loadSettingsFile(path)
		if err != nil && s != DefaultSettings() {
			t.Errorf("a file refused (%v) gave %+v, not the defaults", err, s)
		}
		if !slices.Contains(animSpeeds, s.AnimSpeed) {
			t.Errorf("animation speed %v is not one a player can choose", s.AnimSpeed)
		}
		c, err := loadConfigFile(path)
		if err != nil {
			return
		}
		if n := len(c.Seats); n < 2 || n > maxSeats {
			t.Errorf("a game of %d seats accepted", n)
		}
		if again, ok := cleanConfig(c); !ok || !sameConfig(again, c) {
			t.Errorf("an accepted game is not clean: %+v", c)
		}
	})
}
