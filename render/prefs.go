package render

// The player's preferences on disk: the settings and the last game chosen,
// as JSON in the user's configuration folder. This file holds no drawing,
// so it builds and is tested without a display (and with -tags nogui).

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"rummikub/ai"
	"rummikub/game"
	"rummikub/variants"
)

// The preference files, in the folder prefsDir returns.
const (
	prefsFolder  = "rummikub"
	settingsFile = "settings.json"
	configFile   = "config.json"
	// maxPrefsSize bounds what is read of a preference file: anything
	// longer is not one of ours.
	maxPrefsSize = 64 << 10
)

// maxSeats is the most players a game seats (the rule books: 2 to 4).
const maxSeats = 4

// maxNameRunes is the longest name a seat may have.
const maxNameRunes = 14

// animSpeeds are the animation speeds a player may choose, slowest first;
// animSpeedNames name them.
var (
	animSpeeds     = []float64{0.5, 1, 2}
	animSpeedNames = []string{"Slow", "Normal", "Fast"}
)

// prefsDir returns the folder of the preference files, if the system has
// a configuration folder.
func prefsDir() (string, bool) {
	d, err := os.UserConfigDir()
	if err != nil || d == "" {
		return "", false
	}
	return filepath.Join(d, prefsFolder), true
}

// LoadSettings reads the player's settings from settings.json in the
// user's configuration folder (os.UserConfigDir()/rummikub). A setting the
// file leaves out keeps its default; a missing file gives DefaultSettings
// and no error. A file that cannot be read gives DefaultSettings and an
// error a player can read; a malformed one is also kept aside as
// settings.json.bad, so saving new settings loses nothing.
func LoadSettings() (Settings, error) {
	dir, ok := prefsDir()
	if !ok {
		return DefaultSettings(), nil
	}
	path := filepath.Join(dir, settingsFile)
	s, err := loadSettingsFile(path)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return s, keepAside(path, err)
	}
	return s, nil
}

// settingsJSON is the file form of Settings; a missing field is nil.
type settingsJSON struct {
	Sound      *bool    `json:"sound,omitempty"`
	ColorBlind *bool    `json:"colorBlind,omitempty"`
	AnimSpeed  *float64 `json:"animSpeed,omitempty"`
}

// loadSettingsFile reads settings from a file; see LoadSettings. On an
// error it returns DefaultSettings.
func loadSettingsFile(path string) (Settings, error) {
	s := DefaultSettings()
	var j settingsJSON
	if err := readJSON(path, &j); err != nil {
		return s, err
	}
	if j.Sound != nil {
		s.Sound = *j.Sound
	}
	if j.ColorBlind != nil {
		s.ColorBlind = *j.ColorBlind
	}
	if j.AnimSpeed != nil {
		s.AnimSpeed = *j.AnimSpeed
	}
	s.AnimSpeed = animSpeeds[nearestSpeed(s.AnimSpeed)]
	return s, nil
}

// saveSettingsFile writes settings to a file.
func saveSettingsFile(path string, s Settings) error {
	speed := animSpeeds[nearestSpeed(s.AnimSpeed)]
	return writeJSON(path, settingsJSON{Sound: &s.Sound, ColorBlind: &s.ColorBlind, AnimSpeed: &speed})
}

// nearestSpeed returns the index in animSpeeds of the speed nearest to v;
// a speed that is not a positive number counts as normal.
func nearestSpeed(v float64) int {
	if !(v > 0) || v > 1e6 {
		v = 1
	}
	best := 0
	for i, s := range animSpeeds {
		if abs(v-s) < abs(v-animSpeeds[best]) {
			best = i
		}
	}
	return best
}

func abs(v float64) float64 {
	if v < 0 {
		return -v
	}
	return v
}

// configJSON is the file form of Config. The seed is not kept: every
// match is dealt afresh.
type configJSON struct {
	Variant       string     `json:"variant"`
	Seats         []seatJSON `json:"seats"`
	MeldThreshold int        `json:"meldThreshold,omitempty"`
	// TimeLimitSeconds is the time a turn; 0 is no limit, nil the
	// variant's default.
	TimeLimitSeconds *int `json:"timeLimitSeconds,omitempty"`
	Rounds           int  `json:"rounds,omitempty"`
	// FreeJokers is the house option "Jokers move freely"; a file that
	// leaves it out (older ones) has it off.
	FreeJokers bool `json:"freeJokers,omitempty"`
}

type seatJSON struct {
	Name  string `json:"name"`
	Human bool   `json:"human"`
	Level string `json:"level,omitempty"`
}

// loadConfigFile reads the last game chosen from a file. It fails when
// the file is missing (fs.ErrNotExist), unreadable, malformed or names no
// playable game (an unknown variant, too few or too many seats); a
// playable game is cleaned as cleanConfig does.
func loadConfigFile(path string) (Config, error) {
	var j configJSON
	if err := readJSON(path, &j); err != nil {
		return Config{}, err
	}
	c, err := configFromJSON(j)
	if err != nil {
		return Config{}, fmt.Errorf("%s %w", filepath.Base(path), err)
	}
	return c, nil
}

// configFromJSON turns a game's choices from their file form into a
// clean Config (see cleanConfig). Its error reads after the file's name.
func configFromJSON(j configJSON) (Config, error) {
	r, err := variants.Lookup(j.Variant)
	if err != nil || j.Variant == "" {
		return Config{}, fmt.Errorf("names no variant the game knows (%q)", j.Variant)
	}
	c := Config{Variant: r.Name}
	for _, s := range j.Seats {
		c.Seats = append(c.Seats, Seat(s))
	}
	c.Options = r.Defaults
	if j.MeldThreshold != 0 {
		c.Options.MeldThreshold = j.MeldThreshold
	}
	if j.TimeLimitSeconds != nil {
		c.Options.TimeLimit = time.Duration(*j.TimeLimitSeconds) * time.Second
	}
	if j.Rounds != 0 {
		c.Options.Rounds = j.Rounds
	}
	c.Options.FreeJokers = j.FreeJokers
	c, ok := cleanConfig(c)
	if !ok {
		return Config{}, fmt.Errorf("holds no playable game (2 to 4 seats)")
	}
	return c, nil
}

// saveConfigFile writes a game's choices to a file.
func saveConfigFile(path string, c Config) error { return writeJSON(path, configToJSON(c)) }

// configToJSON is the file form of a game's choices. The seed is left out.
func configToJSON(c Config) configJSON {
	j := configJSON{Variant: c.Variant, MeldThreshold: c.Options.MeldThreshold, Rounds: c.Options.Rounds, FreeJokers: c.Options.FreeJokers}
	secs := int(c.Options.TimeLimit / time.Second)
	j.TimeLimitSeconds = &secs
	for _, s := range c.Seats {
		j.Seats = append(j.Seats, seatJSON(s))
	}
	return j
}

// cleanConfig makes a game's choices fit to start: every name printable,
// trimmed and at most maxNameRunes long, an empty human name "Player N",
// computer players named by their level ("Hard AI", "Hard AI 2"), levels
// the menu offers, and house options the variant offers (the variant's
// defaults otherwise; zero options are the defaults, as for a session;
// "Jokers move freely" only where the variant offers it).
// It reports false, with the default game, when the
// variant is unknown or the seats are not 2 to 4.
func cleanConfig(c Config) (Config, bool) {
	r, err := variants.Lookup(c.Variant)
	if err != nil || len(c.Seats) < 2 || len(c.Seats) > maxSeats {
		return defaultConfig(), false
	}
	out := Config{Variant: r.Name, Seed: c.Seed, Seats: make([]Seat, len(c.Seats))}
	levels := menuLevels()
	for i, s := range c.Seats {
		if s.Human {
			name := cleanName(s.Name)
			if name == "" {
				name = "Player " + strconv.Itoa(i+1)
			}
			out.Seats[i] = Seat{Name: name, Human: true}
			continue
		}
		level := s.Level
		if !slices.Contains(levels, level) {
			level = defaultLevel(levels)
		}
		out.Seats[i] = Seat{Level: level}
	}
	// "You" means the one person at the screen; with two or more, each
	// is told apart by name ("Pass the screen to Player 2"), and two
	// people of one name are numbered.
	humans := 0
	for _, s := range out.Seats {
		if s.Human {
			humans++
		}
	}
	for i, s := range out.Seats {
		if !s.Human {
			continue
		}
		if humans > 1 && s.Name == "You" {
			s.Name = "Player " + strconv.Itoa(i+1)
		}
		base := s.Name
		for k := 2; nameTaken(out.Seats[:i], -1, s.Name); k++ {
			s.Name = base + " " + strconv.Itoa(k)
		}
		out.Seats[i] = s
	}
	// Computer players after the people, so a person's name is never
	// taken; the same level twice is numbered.
	for i, s := range out.Seats {
		if s.Human {
			continue
		}
		base := levelTitle(s.Level) + " AI"
		name := base
		for k := 2; nameTaken(out.Seats, i, name); k++ {
			name = base + " " + strconv.Itoa(k)
		}
		out.Seats[i].Name = name
	}
	o, d, ch := c.Options, r.Defaults, r.Choices
	if o == (game.Options{}) {
		o = d
	}
	if o.MeldThreshold == 0 {
		o.MeldThreshold = d.MeldThreshold
	}
	if o.Rounds == 0 {
		o.Rounds = d.Rounds
	}
	out.Options = game.Options{
		MeldThreshold: pick(o.MeldThreshold, ch.MeldThresholds, d.MeldThreshold),
		TimeLimit:     pick(o.TimeLimit, ch.TimeLimits, d.TimeLimit),
		Rounds:        pick(o.Rounds, ch.Rounds, d.Rounds),
		FreeJokers:    o.FreeJokers && ch.FreeJokers,
	}
	return out, true
}

// nameTaken reports whether a seat other than skip, or a computer seat
// before skip, already has the name.
func nameTaken(seats []Seat, skip int, name string) bool {
	for i, s := range seats {
		if i != skip && (s.Human || i < skip) && strings.EqualFold(s.Name, name) {
			return true
		}
	}
	return false
}

// pick returns v if the choices offer it, and the default otherwise.
func pick[T comparable](v T, choices []T, def T) T {
	if slices.Contains(choices, v) {
		return v
	}
	return def
}

// defaultConfig is the game offered on a first start: you against a hard
// computer player, by the classic rules.
func defaultConfig() Config {
	r, err := variants.Lookup("classic")
	opts := game.Options{}
	if err == nil {
		opts = r.Defaults
	}
	return Config{Variant: "classic", Seats: []Seat{{Name: "You", Human: true}, {Name: "Hard AI", Level: "hard"}}, Options: opts}
}

// cleanName keeps a name's printable characters, trimmed, at most
// maxNameRunes of them.
func cleanName(s string) string {
	var b []rune
	for _, r := range s {
		if unicode.IsPrint(r) {
			b = append(b, r)
		}
	}
	out := strings.TrimSpace(string(b))
	if r := []rune(out); len(r) > maxNameRunes {
		out = strings.TrimSpace(string(r[:maxNameRunes]))
	}
	return out
}

// menuLevels are the computer levels a player may choose: every level but
// the benchmark "greedy".
func menuLevels() []string {
	var out []string
	for _, l := range ai.Levels() {
		if l != "greedy" {
			out = append(out, l)
		}
	}
	return out
}

// defaultLevel is the level a new computer seat gets: medium if offered.
func defaultLevel(levels []string) string {
	if slices.Contains(levels, "medium") || len(levels) == 0 {
		return "medium"
	}
	return levels[0]
}

// levelTitle names a level for players: "hard" is "Hard".
func levelTitle(level string) string {
	if level == "" {
		return ""
	}
	r := []rune(level)
	return string(unicode.ToUpper(r[0])) + string(r[1:])
}

// durationLabel names a turn's time limit: "No limit", "30 s", "2 min".
func durationLabel(d time.Duration) string {
	switch {
	case d <= 0:
		return "No limit"
	case d%time.Minute == 0:
		return strconv.Itoa(int(d/time.Minute)) + " min"
	default:
		return strconv.Itoa(int(d.Round(time.Second)/time.Second)) + " s"
	}
}

// readJSON decodes a small JSON file. A missing file gives an error that
// wraps fs.ErrNotExist; any other error names the file and what is wrong,
// in words a player can read.
func readJSON(path string, v any) error { return readJSONUpTo(path, maxPrefsSize, v) }

// readJSONUpTo is readJSON for a file of at most limit bytes.
func readJSONUpTo(path string, limit int, v any) error {
	name := filepath.Base(path)
	f, err := os.Open(path)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return err
		}
		return fmt.Errorf("%s cannot be opened: %w", name, err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, int64(limit)+1))
	switch {
	case err != nil:
		return fmt.Errorf("%s cannot be read: %w", name, err)
	case len(data) > limit:
		return fmt.Errorf("%s is too large to be one of the game's files", name)
	}
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("%s is damaged (%v)", name, err)
	}
	return nil
}

// keepAside renames a file the game could not use to the same name plus
// ".bad", so that writing a fresh one loses nothing, and returns the
// loading error with where the old file went.
func keepAside(path string, loadErr error) error {
	if st, err := os.Stat(path); err != nil || !st.Mode().IsRegular() {
		return loadErr
	}
	bad := path + ".bad"
	if err := os.Rename(path, bad); err != nil {
		return loadErr
	}
	return fmt.Errorf("%w; it was kept as %s", loadErr, bad)
}

// writeJSON writes a value as JSON, through a temporary file renamed into
// place so a crash never leaves half a file.
func writeJSON(path string, v any) error {
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	return writeFile(path, data)
}

// writeFile writes a file through a temporary file renamed into place.
func writeFile(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, ".tmp-*")
	if err != nil {
		return err
	}
	_, werr := f.Write(append(data, '\n'))
	cerr := f.Close()
	if werr != nil || cerr != nil {
		_ = os.Remove(f.Name())
		if werr != nil {
			return werr
		}
		return cerr
	}
	if err := os.Rename(f.Name(), path); err != nil {
		_ = os.Remove(f.Name())
		return err
	}
	return nil
}
