package render

// A match in play as the game keeps it (match.json beside the settings,
// see package storage), so a person who closes the window or the browser
// tab, or leaves for the new-game screen, can take the match up again.
// The record holds moves, not positions: the match's choices
// and seed, the results of its finished games and the records of the
// finished turns of the game in play. Coming back replays those records
// from the deal with the same referee that judged them (game.Match's
// ResumeGame), so a save, an undo, a replay and a turn are one mechanism,
// and a damaged record fails to load instead of giving a wrong game. A
// person's turn in progress is kept too (version 2): its edits, replayed
// through the same checks, and the time it had left, so it comes back with
// the tiles where the player left them.

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"rummikub/game"
	"rummikub/game/storage"
	"rummikub/variants"
)

// savedMatch is the stored form of a match in play.
type savedMatch = storage.Match

// saved returns the session as a save.
func (s *session) saved() savedMatch {
	cfg := s.cfg
	cfg.Options = s.match.Options
	sv := savedMatch{Version: storage.MatchVersion, Game: configToJSON(cfg), Seed: s.match.Seed, Results: s.match.Results}
	if s.g != nil && !s.g.Over() {
		sv.Turns = s.g.History()
		if s.players[s.g.Current()] == nil {
			p := &storage.Pending{Edits: s.g.PendingEdits()}
			if left, timed := s.g.Remaining(); timed {
				p.LeftMillis = left.Milliseconds()
			}
			if len(p.Edits) > 0 || p.LeftMillis > 0 {
				sv.Pending = p
			}
		}
	}
	return sv
}

// resumeSession rebuilds a session from a save: the match's choices, its
// results (checked as the match records them) and the game in play
// replayed turn by turn.
func resumeSession(sv savedMatch, clock game.Clock) (*session, error) {
	if sv.Version < 1 || sv.Version > storage.MatchVersion {
		return nil, fmt.Errorf("was saved by another version of the game (format %d, not 1 to %d)", sv.Version, storage.MatchVersion)
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
	if p := sv.Pending; p != nil {
		left := time.Duration(p.LeftMillis) * time.Millisecond
		if !s.cfg.Seats[s.g.Current()].Human {
			return nil, fmt.Errorf("game %d: holds an unfinished turn of a computer player", len(sv.Results)+1)
		}
		if err := s.g.ResumeTurn(p.Edits, left); err != nil {
			return nil, fmt.Errorf("game %d: %w", len(sv.Results)+1, err)
		}
	}
	return s, nil
}

// saveMatchTo writes a match as compact JSON.
func saveMatchTo(st storage.Store, name string, s *session) error {
	return storage.SaveJSON(st, name, s.saved(), false)
}

// loadMatchFrom reads a saved match and checks that it replays. A missing
// record gives an error wrapping fs.ErrNotExist.
func loadMatchFrom(st storage.Store, name string) (savedMatch, error) {
	var sv savedMatch
	if err := storage.LoadJSON(st, name, storage.MaxMatchSize, &sv); err != nil {
		return savedMatch{}, err
	}
	if _, err := resumeSession(sv, &game.ManualClock{}); err != nil {
		return savedMatch{}, fmt.Errorf("%s %w", name, err)
	}
	return sv, nil
}

// matchSummary describes a saved match in a line for the new-game screen:
// "Classic · You, Hard AI · game 2 of 3".
func matchSummary(sv savedMatch) string {
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
