package records

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"rummikub/game"
	"rummikub/game/storage"
	"rummikub/variants"
)

// Version is the version of the game record's form. A record of a newer
// version is refused rather than misread; older ones are read and brought
// up to date (Parse).
const Version = 1

// MaxRecordSize bounds a game record's file: anything longer is not one
// of the game's (a long game with many rearrangements writes a few hundred
// kilobytes).
const MaxRecordSize = storage.MaxMatchSize

// Game is the record of one game: the same pieces as the match save (the
// match's choices, the deal, the turns' moves), with the result once the
// game is over.
type Game struct {
	// Version is the record's form (Version).
	Version int `json:"version"`
	// Game is the match's choices: variant, seats, house options.
	Game storage.Game `json:"game"`
	// Seed deals the game (game.GameSeed of the match's seed).
	Seed uint64 `json:"seed"`
	// MatchSeed is the seed of the match the game belongs to.
	MatchSeed uint64 `json:"matchSeed,omitempty"`
	// Index is the game's place in its match, 0 the first.
	Index int `json:"index"`
	// Turns are the game's finished turns, in order.
	Turns []game.Record `json:"turns"`
	// Result is how the game ended; nil for a game not finished.
	Result *game.Result `json:"result,omitempty"`
	// MatchWinners are the seats that won the match, on the record of a
	// match's last game; nil otherwise.
	MatchWinners []int `json:"matchWinners,omitempty"`
	// Ended is when the game ended, in Unix seconds; 0 when unknown.
	Ended int64 `json:"ended,omitempty"`
}

// FromMatch is the record of a match save's game in play (its finished
// turns; no result): how a match save becomes a record.
func FromMatch(m storage.Match) Game {
	return Game{
		Version:   Version,
		Game:      m.Game,
		Seed:      game.GameSeed(m.Seed, len(m.Results)),
		MatchSeed: m.Seed,
		Index:     len(m.Results),
		Turns:     m.Turns,
	}
}

// Of is the record of a game played in a match of the given choices and
// seed: its turns and, when it is over, its result, ended at the given time.
func Of(choices storage.Game, matchSeed uint64, index int, g *game.Game, ended time.Time) Game {
	rec := Game{Version: Version, Game: choices, Seed: g.Seed(), MatchSeed: matchSeed, Index: index, Turns: g.History()}
	if g.Over() {
		r := *g.Result()
		rec.Result = &r
		rec.Ended = ended.Unix()
	}
	return rec
}

// probe is what the loaders read first: the version, and for Parse
// whether the file is a match save (it has "results", even null).
type probe struct {
	Version *int `json:"version"`
	// Keys are the object's keys.
	Keys map[string]json.RawMessage `json:"-"`
}

// readProbe reads a file's version and keys.
func readProbe(data []byte) (probe, error) {
	var p probe
	if err := json.Unmarshal(data, &p.Keys); err != nil {
		return p, err
	}
	if v, ok := p.Keys["version"]; ok {
		var n int
		if err := json.Unmarshal(v, &n); err != nil {
			return p, fmt.Errorf("the version %s is not a number", v)
		}
		p.Version = &n
	}
	return p, nil
}

// Parse reads a game record, or a match save (its game in play), from a
// file's contents. It fails, whole, on anything that is not a complete
// record of this version or an older one: too large, damaged, from a newer
// version of the game, or not the game's.
func Parse(data []byte) (Game, error) {
	if len(data) > MaxRecordSize {
		return Game{}, fmt.Errorf("is %w", storage.ErrTooLarge)
	}
	p, err := readProbe(data)
	if err != nil {
		return Game{}, fmt.Errorf("is damaged or not a game record (%v)", err)
	}
	if p.Version == nil {
		return Game{}, errors.New("is not a game record (it has no version)")
	}
	var rec Game
	if _, ok := p.Keys["results"]; ok { // a match save
		if *p.Version < 1 || *p.Version > storage.MatchVersion {
			return Game{}, versionError(*p.Version, storage.MatchVersion)
		}
		var m storage.Match
		if err := strictDecode(data, &m); err != nil {
			return Game{}, err
		}
		rec = FromMatch(m)
	} else {
		if *p.Version < 1 || *p.Version > Version {
			return Game{}, versionError(*p.Version, Version)
		}
		if err := strictDecode(data, &rec); err != nil {
			return Game{}, err
		}
	}
	if err := rec.check(); err != nil {
		return Game{}, err
	}
	rec.Version = Version
	return rec, nil
}

// strictDecode decodes one JSON value, refusing anything after it.
func strictDecode(data []byte, v any) error {
	d := json.NewDecoder(bytes.NewReader(data))
	if err := d.Decode(v); err != nil {
		return fmt.Errorf("is damaged (%v)", err)
	}
	if d.More() {
		return errors.New("is damaged (something follows the record)")
	}
	return nil
}

// versionError is the error of a record of a version Parse cannot read.
func versionError(v, max int) error {
	if v > max {
		return fmt.Errorf("was written by a newer version of the game (format %d; this one reads up to %d)", v, max)
	}
	return fmt.Errorf("has no valid version (%d)", v)
}

// check verifies what a record must hold before it is replayed: a variant
// the game knows, 2 to 4 seats, a seed, a result for as many seats.
func (rec Game) check() error {
	if _, err := variants.Lookup(rec.Game.Variant); err != nil {
		return fmt.Errorf("names no variant the game knows (%q)", rec.Game.Variant)
	}
	n := len(rec.Game.Seats)
	if n < 2 || n > 4 {
		return fmt.Errorf("holds %d seats, not 2 to 4", n)
	}
	if rec.Seed == 0 {
		return errors.New("holds no seed to deal the game with")
	}
	if rec.Index < 0 {
		return fmt.Errorf("holds a game number %d", rec.Index)
	}
	if r := rec.Result; r != nil && (len(r.Scores) != n || r.Winner < 0 || r.Winner >= n) {
		return fmt.Errorf("holds a result for %d seats at a table of %d", len(r.Scores), n)
	}
	for _, s := range rec.MatchWinners {
		if s < 0 || s >= n {
			return fmt.Errorf("names seat %d a winner at a table of %d", s, n)
		}
	}
	return nil
}

// Marshal is a record's file: indented JSON, so a person can read it.
func Marshal(rec Game) ([]byte, error) {
	rec.Version = Version
	data, err := json.MarshalIndent(rec, "", " ")
	if err != nil {
		return nil, err
	}
	return append(data, '\n'), nil
}

// Rules returns a record's variant and house options, completed from the
// variant's defaults as the new-game screen completes them.
func (rec Game) Rules() (*game.Rules, game.Options, error) {
	r, err := variants.Lookup(rec.Game.Variant)
	if err != nil {
		return nil, game.Options{}, err
	}
	return r, OptionsOf(r, rec.Game), nil
}

// OptionsOf are the house options a stored game's choices name, the
// variant's defaults for those it leaves out.
func OptionsOf(r *game.Rules, j storage.Game) game.Options {
	o := r.Defaults
	if j.MeldThreshold != 0 {
		o.MeldThreshold = j.MeldThreshold
	}
	if j.TimeLimitSeconds != nil {
		o.TimeLimit = time.Duration(*j.TimeLimitSeconds) * time.Second
	}
	if j.Rounds != 0 {
		o.Rounds = j.Rounds
	}
	o.FreeJokers = j.FreeJokers
	return o
}
