package render

// A match in play on disk (match.json beside the settings), so a person
// who closes the window, or leaves for the new-game screen, can take the
// match up again. The file holds moves, not positions: the match's choices
// and seed, the results of its finished games and the records of the
// finished turns of the game in play. Coming back replays those records
// from the deal with the same referee that judged them (game.Match's
// ResumeGame), so a save, an undo, a replay and a turn are one mechanism,
// and a damaged file fails to load instead of giving a wrong game. The turn
// in progress is not kept: it starts afresh, with its full time.

import (
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"rummikub/game"
	"rummikub/variants"
)

// matchFile is the saved match's file, in the folder prefsDir returns.
const matchFile = "match.json"

// saveVersion is the version of the save format; a file of another
// version is refused rather than misread.
const saveVersion = 1

// savedMatch is the file form of a match in play.
type savedMatch struct {
	Version int `json:"version"`
	// Game is the match's choices, as config.json writes them.
	Game configJSON `json:"game"`
	// Seed deals every game of the match.
	Seed uint64 `json:"seed"`
	// Results are the match's finished games.
	Results []game.Result `json:"results"`
	// Turns are the finished turns of the game in play; none when it is
	// over (its result is then in Results) or not yet dealt.
	Turns []game.Record `json:"turns"`
}

// saved returns the session as a save.
func (s *session) saved() savedMatch {
	cfg := s.cfg
	cfg.Options = s.match.Options
	sv := savedMatch{Version: saveVersion, Game: configToJSON(cfg), Seed: s.match.Seed, Results: s.match.Results}
	if s.g != nil && !s.g.Over() {
		sv.Turns = s.g.History()
	}
	return sv
}

// resumeSession rebuilds a session from a save: the match's choices, its
// results (checked as the match records them) and the game in play
// replayed turn by turn.
func resumeSession(sv savedMatch, clock game.Clock) (*session, error) {
	if sv.Version != saveVersion {
		return nil, fmt.Errorf("was saved by another version of the game (format %d, not %d)", sv.Version, saveVersion)
	}
	cfg, err := configFromJSON(sv.Game)
	if err != nil {
		return nil, err
	}
	if sv.Seed == 0 {
		return nil, errors.New("holds no seed to deal the games with")
	}
	cfg.Seed = sv.Seed
	s, err := openSession(cfg, clock)
	if err != nil {
		return nil, err
	}
	if len(sv.Results) >= s.match.Games() {
		return nil, errors.New("holds a match that is over")
	}
	for i, r := range sv.Results {
		if err := s.match.Record(r); err != nil {
			return nil, fmt.Errorf("game %d: %w", i+1, err)
		}
	}
	if s.g, err = s.match.ResumeGame(sv.Turns, s.clock); err != nil {
		return nil, fmt.Errorf("game %d: %w", len(sv.Results)+1, err)
	}
	return s, nil
}

// maxMatchSize bounds what is read of a saved match. A long match with
// many rearrangements writes a few hundred kilobytes; anything near this is
// not one of ours.
const maxMatchSize = 16 << 20

// saveMatchFile writes a match as compact JSON.
func saveMatchFile(path string, s *session) error {
	data, err := json.Marshal(s.saved())
	if err != nil {
		return err
	}
	return writeFile(path, append(data, '\n'))
}

// loadMatchFile reads a saved match and checks that it replays. A missing
// file gives an error wrapping fs.ErrNotExist.
func loadMatchFile(path string) (savedMatch, error) {
	var sv savedMatch
	if err := readJSONUpTo(path, maxMatchSize, &sv); err != nil {
		return savedMatch{}, err
	}
	if _, err := resumeSession(sv, &game.ManualClock{}); err != nil {
		return savedMatch{}, fmt.Errorf("%s %w", filepath.Base(path), err)
	}
	return sv, nil
}

// summary describes a saved match in a line for the new-game screen:
// "Classic · You, Hard AI · game 2 of 3".
func (sv savedMatch) summary() string {
	cfg, err := configFromJSON(sv.Game)
	if err != nil {
		return ""
	}
	names := make([]string, len(cfg.Seats))
	for i, seat := range cfg.Seats {
		names[i] = seat.Name // cleanConfig names every seat
	}
	title := cfg.Variant
	if r, err := variants.Lookup(cfg.Variant); err == nil {
		title = r.Title
	}
	if i := strings.Index(title, " ("); i > 0 {
		title = title[:i]
	}
	games := cfg.Options.Rounds * len(cfg.Seats)
	return fmt.Sprintf("%s · %s · game %d of %d", title, strings.Join(names, ", "), len(sv.Results)+1, games)
}
