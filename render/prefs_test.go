package render

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"rummikub/game"
	"rummikub/variants"
)

func TestSettingsRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", settingsFile)
	for _, want := range []Settings{
		DefaultSettings(),
		{Sound: false, ColorBlind: true, AnimSpeed: 0.5},
		{Sound: true, ColorBlind: true, AnimSpeed: 2},
		{Sound: false, ColorBlind: false, AnimSpeed: 1},
	} {
		if err := saveSettingsFile(path, want); err != nil {
			t.Fatal(err)
		}
		if got, err := loadSettingsFile(path); err != nil || got != want {
			t.Errorf("saved %+v, loaded %+v (%v)", want, got, err)
		}
	}
	// No temporary file is left behind: the settings and their backup.
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 2 || entries[0].Name() != settingsFile || entries[1].Name() != settingsFile+".bak" {
		t.Errorf("the folder holds %v, want only %s and its backup", entries, settingsFile)
	}
}

func TestSettingsMalformedGiveDefaults(t *testing.T) {
	dir := t.TempDir()
	for name, content := range map[string]string{
		"empty":     "",
		"truncated": `{"sound": false, "colorBl`,
		"wrongType": `{"sound": "no", "animSpeed": 2}`,
		"array":     `[1, 2, 3]`,
		"binary":    "\x00\xff\xfe\x01",
		"huge":      `{"sound": false, "pad": "` + strings.Repeat("x", maxPrefsSize) + `"}`,
	} {
		path := filepath.Join(dir, name+".json")
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		got, err := loadSettingsFile(path)
		if got != DefaultSettings() {
			t.Errorf("%s: loaded %+v, want the defaults", name, got)
		}
		if err == nil || !strings.Contains(err.Error(), name+".json") {
			t.Errorf("%s: error %v, want one naming the file", name, err)
		}
	}
	got, err := loadSettingsFile(filepath.Join(dir, "missing.json"))
	if got != DefaultSettings() || !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("missing file: loaded %+v, %v; want the defaults and fs.ErrNotExist", got, err)
	}
	if got, err := loadSettingsFile(dir); got != DefaultSettings() || err == nil {
		t.Errorf("a folder: loaded %+v, %v; want the defaults and an error", got, err)
	}
}

func TestSettingsPartialAndOddValues(t *testing.T) {
	dir := t.TempDir()
	cases := map[string]Settings{
		`{"colorBlind": true}`:                 {Sound: true, ColorBlind: true, AnimSpeed: 1},
		`{"sound": false}`:                     {Sound: false, AnimSpeed: 1},
		`{"animSpeed": 3}`:                     {Sound: true, AnimSpeed: 2},
		`{"animSpeed": 0.7}`:                   {Sound: true, AnimSpeed: 0.5},
		`{"animSpeed": -4}`:                    {Sound: true, AnimSpeed: 1},
		`{"animSpeed": 0}`:                     {Sound: true, AnimSpeed: 1},
		`{"animSpeed": 1e300}`:                 {Sound: true, AnimSpeed: 1},
		`{"future": {"x": 1}, "sound": false}`: {Sound: false, AnimSpeed: 1},
		`null`:                                 DefaultSettings(),
	}
	for content, want := range cases {
		path := filepath.Join(dir, "s.json")
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		if got, err := loadSettingsFile(path); err != nil || got != want {
			t.Errorf("%s: loaded %+v (%v), want %+v", content, got, err, want)
		}
	}
}

func TestSaveErrorsDoNotPanic(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	// A file where the folder should be: the save fails, quietly.
	if err := saveSettingsFile(filepath.Join(file, settingsFile), DefaultSettings()); err == nil {
		t.Error("saving under a file succeeded")
	}
	if err := saveConfigFile(filepath.Join(file, configFile), defaultConfig()); err == nil {
		t.Error("saving under a file succeeded")
	}
}

func TestLoadSettingsReadsTheUserConfigFolder(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the configuration folder is set by XDG_CONFIG_HOME on Linux only")
	}
	dir := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", dir)
	if got, err := LoadSettings(); got != DefaultSettings() || err != nil {
		t.Errorf("no file: %+v, %v; want the defaults and no error", got, err)
	}
	want := Settings{Sound: false, ColorBlind: true, AnimSpeed: 2}
	if err := saveSettingsFile(filepath.Join(dir, prefsFolder, settingsFile), want); err != nil {
		t.Fatal(err)
	}
	if got, err := LoadSettings(); got != want || err != nil {
		t.Errorf("loaded %+v, %v; want %+v", got, err, want)
	}
	if d, ok := prefsDir(); !ok || d != filepath.Join(dir, prefsFolder) {
		t.Errorf("prefsDir = %q, %v", d, ok)
	}
}

// A damaged settings file gives the defaults and an error naming the file,
// and is kept aside as settings.json.bad, so saving loses nothing.
func TestLoadSettingsKeepsADamagedFileAside(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the configuration folder is set by XDG_CONFIG_HOME on Linux only")
	}
	dir := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", dir)
	path := filepath.Join(dir, prefsFolder, settingsFile)
	damaged := []byte(`{"sound": fal`)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, damaged, 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := LoadSettings()
	if got != DefaultSettings() || err == nil || !strings.Contains(err.Error(), settingsFile) || !strings.Contains(err.Error(), ".bad") {
		t.Fatalf("LoadSettings = %+v, %v; want the defaults and an error naming the file and where it went", got, err)
	}
	if kept, rerr := os.ReadFile(path + ".bad"); rerr != nil || string(kept) != string(damaged) {
		t.Errorf("the damaged file was not kept aside intact: %q, %v", kept, rerr)
	}
	if _, serr := os.Stat(path); !errors.Is(serr, fs.ErrNotExist) {
		t.Errorf("the damaged file is still in place: %v", serr)
	}
	// The next start finds no file: defaults, no error.
	if got, err := LoadSettings(); got != DefaultSettings() || err != nil {
		t.Errorf("after keeping it aside: %+v, %v", got, err)
	}
}

func TestConfigRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), configFile)
	cfgs := []Config{
		defaultConfig(),
		{Variant: "sabra", Seats: []Seat{{Name: "Ann", Human: true}, {Level: "easy"}, {Name: "Bo", Human: true}},
			Options: optionsOf(25, 0, 3)},
		{Variant: "classic", Seats: []Seat{{Level: "hard"}, {Level: "hard"}, {Level: "medium"}, {Name: "Zoë", Human: true}},
			Options: optionsOf(50, 3*time.Minute, 5)},
	}
	for _, c := range cfgs {
		want, ok := cleanConfig(c)
		if !ok {
			t.Fatalf("cleanConfig(%+v) refused", c)
		}
		if err := saveConfigFile(path, want); err != nil {
			t.Fatal(err)
		}
		got, err := loadConfigFile(path)
		if err != nil || !sameConfig(got, want) {
			t.Errorf("saved %+v, loaded %+v (%v)", want, got, err)
		}
	}
}

func TestConfigMalformedIsRefused(t *testing.T) {
	dir := t.TempDir()
	for name, content := range map[string]string{
		"garbage":   `{{{`,
		"noVariant": `{"seats": [{"name": "A", "human": true}, {"level": "easy"}]}`,
		"unknown":   `{"variant": "chess", "seats": [{"name": "A", "human": true}, {"level": "easy"}]}`,
		"oneSeat":   `{"variant": "classic", "seats": [{"name": "A", "human": true}]}`,
		"fiveSeats": `{"variant": "classic", "seats": [{"level": "easy"}, {"level": "easy"}, {"level": "easy"}, {"level": "easy"}, {"level": "easy"}]}`,
		"badSeats":  `{"variant": "classic", "seats": 3}`,
	} {
		path := filepath.Join(dir, name+".json")
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		if got, err := loadConfigFile(path); err == nil || !strings.Contains(err.Error(), name+".json") {
			t.Errorf("%s: loaded %+v (%v), want it refused with an error naming the file", name, got, err)
		}
	}
	if _, err := loadConfigFile(filepath.Join(dir, "missing.json")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a missing file: %v, want fs.ErrNotExist", err)
	}
}

func TestConfigFileOptions(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "c.json")
	write := func(s string) Config {
		t.Helper()
		if err := os.WriteFile(path, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
		c, err := loadConfigFile(path)
		if err != nil {
			t.Fatalf("%s refused: %v", s, err)
		}
		return c
	}
	seats := `"seats": [{"name": "A", "human": true}, {"level": "greedy"}]`
	// No options: the variant's own.
	c := write(`{"variant": "sabra", ` + seats + `}`)
	if c.Options != optionsOf(30, 2*time.Minute, 1) {
		t.Errorf("sabra defaults: %+v", c.Options)
	}
	if c.Seats[1].Level != "medium" || c.Seats[1].Name != "Medium AI" {
		t.Errorf("greedy seat became %+v, want a medium AI", c.Seats[1])
	}
	// No limit is kept, not taken for "missing".
	c = write(`{"variant": "classic", ` + seats + `, "timeLimitSeconds": 0}`)
	if c.Options.TimeLimit != 0 {
		t.Errorf("no limit loaded as %v", c.Options.TimeLimit)
	}
	// Values the variant does not offer fall back to its defaults.
	c = write(`{"variant": "classic", ` + seats + `, "meldThreshold": 31, "timeLimitSeconds": 7, "rounds": 99}`)
	if c.Options != optionsOf(30, time.Minute, 1) {
		t.Errorf("odd options: %+v", c.Options)
	}
}

func TestCleanConfig(t *testing.T) {
	long := strings.Repeat("Abcdefghij", 3)
	c, ok := cleanConfig(Config{Variant: "classic", Seats: []Seat{
		{Name: "  Hard AI ", Human: true},
		{Level: "hard", Name: "whatever"},
		{Name: " \t", Human: true},
		{Name: long + "\x07", Human: true},
	}})
	if !ok {
		t.Fatal("refused")
	}
	want := []Seat{
		{Name: "Hard AI", Human: true},
		{Name: "Hard AI 2", Level: "hard"},
		{Name: "Player 3", Human: true},
		{Name: long[:maxNameRunes], Human: true},
	}
	for i := range want {
		if c.Seats[i] != want[i] {
			t.Errorf("seat %d: %+v, want %+v", i, c.Seats[i], want[i])
		}
	}
	if c.Options != optionsOf(30, time.Minute, 1) {
		t.Errorf("zero options became %+v, want classic's", c.Options)
	}
	// Pass-and-play: "You" is no name for one of several people, and two
	// people of one name are told apart.
	c, _ = cleanConfig(Config{Variant: "classic", Seats: []Seat{{Name: "You", Human: true}, {Name: "Ann", Human: true}, {Name: "ann", Human: true}}})
	for i, name := range []string{"Player 1", "Ann", "ann 2"} {
		if c.Seats[i].Name != name {
			t.Errorf("person %d named %q, want %q", i, c.Seats[i].Name, name)
		}
	}
	if c, _ := cleanConfig(Config{Variant: "classic", Seats: []Seat{{Name: "You", Human: true}, {Level: "hard"}}}); c.Seats[0].Name != "You" {
		t.Errorf("the one person at the screen is %q, want You", c.Seats[0].Name)
	}
	if c, _ := cleanConfig(Config{Variant: "classic", Seats: []Seat{{Name: "Player 1", Human: true}, {Level: "hard"}}}); c.Seats[0].Name != "You" {
		t.Errorf("the one person at the screen, once Player 1 in pass-and-play, is %q, want You", c.Seats[0].Name)
	}
	c, _ = cleanConfig(Config{Variant: "classic", Seats: []Seat{{Level: "easy"}, {Level: "easy"}, {Level: "easy"}}})
	for i, name := range []string{"Easy AI", "Easy AI 2", "Easy AI 3"} {
		if c.Seats[i].Name != name {
			t.Errorf("AI seat %d named %q, want %q", i, c.Seats[i].Name, name)
		}
	}
	for _, bad := range []Config{
		{Variant: "nope", Seats: []Seat{{Level: "easy"}, {Level: "easy"}}},
		{Variant: "classic", Seats: []Seat{{Level: "easy"}}},
		{Variant: "classic"},
	} {
		if got, ok := cleanConfig(bad); ok || !sameConfig(got, defaultConfig()) {
			t.Errorf("cleanConfig(%+v) = %+v, %v; want the default game, false", bad, got, ok)
		}
	}
	if names := menuLevels(); strings.Join(names, ",") != "easy,medium,hard,expert" {
		t.Errorf("menu levels %v", names)
	}
	for _, name := range []string{"classic", "sabra", "twist", "word"} {
		r, err := variants.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range menuLevels() {
			b := levelBlurb(r, l)
			if b == "" {
				t.Errorf("%s: level %q has no line saying how it plays", name, l)
			}
			if name == "word" && (strings.Contains(b, "run") || strings.Contains(b, "group")) {
				t.Errorf("word: level %q is said to play runs or groups: %q", l, b)
			}
		}
	}
}

func TestLabels(t *testing.T) {
	for d, want := range map[time.Duration]string{0: "No limit", 30 * time.Second: "30 s", time.Minute: "1 min", 3 * time.Minute: "3 min", 90 * time.Second: "90 s"} {
		if got := durationLabel(d); got != want {
			t.Errorf("durationLabel(%v) = %q, want %q", d, got, want)
		}
	}
	if levelTitle("medium") != "Medium" || levelTitle("") != "" {
		t.Error("levelTitle")
	}
}

func optionsOf(meld int, limit time.Duration, rounds int) game.Options {
	return game.Options{MeldThreshold: meld, TimeLimit: limit, Rounds: rounds}
}

// sameConfig compares two configurations field by field.
func sameConfig(a, b Config) bool {
	if a.Variant != b.Variant || a.Options != b.Options || a.Seed != b.Seed || len(a.Seats) != len(b.Seats) {
		return false
	}
	for i := range a.Seats {
		if a.Seats[i] != b.Seats[i] {
			return false
		}
	}
	return true
}
