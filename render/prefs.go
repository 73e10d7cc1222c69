package render

// The player's preferences as the game keeps them (package storage): the
// settings and the last game chosen, and what their values mean. This file
// holds no drawing, so it builds and is tested without a display (and with
// -tags nogui).

import (
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"rummikub/ai"
	"rummikub/game"
	"rummikub/game/storage"
	"rummikub/variants"
)

// maxSeats is the most players a game seats (the rule books: 2 to 4).
const maxSeats = 4

// maxNameRunes is the longest name a seat may have; typed, a name also
// stops where it fills its field (typeName).
const maxNameRunes = 24

// animSpeeds are the animation speeds a player may choose, slowest first;
// animSpeedNames name them.
var (
	animSpeeds     = []float64{0.5, 1, 2}
	animSpeedNames = []string{"Slow", "Normal", "Fast"}
)

// LoadSettings reads the player's settings from the game's Store
// (storage.Default: settings.json in os.UserConfigDir()/rummikub on the
// desktop, the browser's local storage on the web). A setting the record
// leaves out keeps its default; a missing record gives DefaultSettings and
// no error. A record that cannot be read gives DefaultSettings and an
// error a player can read; a malformed one is also kept aside as
// settings.json.bad, so saving new settings loses nothing.
func LoadSettings() (Settings, error) {
	st, ok := storage.Default()
	if !ok {
		return DefaultSettings(), nil
	}
	s, err := loadSettingsFrom(st, storage.SettingsName)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return s, storage.KeepAside(st, storage.SettingsName, err)
	}
	return s, nil
}

// settingsJSON is the stored form of Settings; a missing field is nil.
type settingsJSON = storage.Settings

// loadSettingsFrom reads settings from a record; see LoadSettings. On an
// error it returns DefaultSettings.
func loadSettingsFrom(st storage.Store, name string) (Settings, error) {
	s := DefaultSettings()
	var j settingsJSON
	if err := storage.LoadJSON(st, name, storage.MaxPrefsSize, &j); err != nil {
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

// saveSettingsTo writes settings to a record.
func saveSettingsTo(st storage.Store, name string, s Settings) error {
	speed := animSpeeds[nearestSpeed(s.AnimSpeed)]
	return storage.SaveJSON(st, name, settingsJSON{Sound: &s.Sound, ColorBlind: &s.ColorBlind, AnimSpeed: &speed}, true)
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

// configJSON is the stored form of Config (the seed is not kept), and
// seatJSON of a Seat.
type (
	configJSON = storage.Game
	seatJSON   = storage.Seat
)

// loadConfigFrom reads the last game chosen from a record. It fails when
// the record is missing (fs.ErrNotExist), unreadable, malformed or names no
// playable game (an unknown variant, too few or too many seats); a
// playable game is cleaned as cleanConfig does.
func loadConfigFrom(st storage.Store, name string) (Config, error) {
	var j configJSON
	if err := storage.LoadJSON(st, name, storage.MaxPrefsSize, &j); err != nil {
		return Config{}, err
	}
	c, err := configFromJSON(j)
	if err != nil {
		return Config{}, fmt.Errorf("%s %w", name, err)
	}
	return c, nil
}

// configFromJSON turns a game's choices from their stored form into a
// clean Config (see cleanConfig). Its error reads after the record's name.
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

// saveConfigTo writes a game's choices to a record.
func saveConfigTo(st storage.Store, name string, c Config) error {
	return storage.SaveJSON(st, name, configToJSON(c), true)
}

// configToJSON is the stored form of a game's choices. The seed is left out.
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
	// people of one name are numbered. A person left alone again under
	// the name "You" got for that ("Player 1") is "You" again.
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
		numbered := "Player " + strconv.Itoa(i+1)
		switch {
		case humans > 1 && s.Name == "You":
			s.Name = numbered
		case humans == 1 && s.Name == numbered:
			s.Name = "You" // the name given for pass-and-play, back alone
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

// levelBlurbs say in a line how each level plays, for the new-game screen.
var levelBlurbs = map[string]string{
	"easy":   "Lays the runs and groups it holds; never rearranges",
	"medium": "Lays its best sets and reworks one table set at a time",
	"hard":   "Weighs its best play against a few others, two turns ahead",
	"expert": "Plays its choices out on imagined deals; thinks up to a second",
}

// wordLevelBlurbs say in a line how each level plays Word Rummikub
// (ai/word_players.go), where there are no runs or groups to weigh.
var wordLevelBlurbs = map[string]string{
	"easy":   "Knows common words only; lays new words from its rack",
	"medium": "Knows every word; also lengthens the table's words",
	"hard":   "Rebuilds the table's words to lay the most letters",
	"expert": "In Word, plays as Hard does",
}

// levelBlurb says in a line how a level plays the variant r ("" for one
// not described).
func levelBlurb(r *game.Rules, level string) string {
	if r != nil && r.Letters() {
		return wordLevelBlurbs[level]
	}
	return levelBlurbs[level]
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
