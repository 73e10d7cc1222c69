package records

import (
	"errors"
	"fmt"
	"io/fs"
	"strconv"

	"rummikub/game/storage"
)

// The check of the crash tests (crash_test.go on the desktop's files,
// crash_browser_test.go on the browser's local storage).

// genMark is where a crash test marks the statistics' generation (its
// last record's seed is the other mark).
const genMark = "generation"

// readGenerations reads back what a crash test saved: the generation of
// the statistics and of the match (0 for none yet). A record that does not
// read whole, or whose two marks disagree (a mix), is an error.
func readGenerations(st storage.Store) (stats, match int, err error) {
	s, msg := LoadStats(st)
	if msg != "" {
		return 0, 0, errors.New(msg)
	}
	if len(s.Recent) > 0 {
		stats = s.Older.Levels[genMark].Games
		if last := s.Recent[len(s.Recent)-1]; last.Seed != uint64(stats) {
			return 0, 0, fmt.Errorf("the statistics mix generations %d and %d", stats, last.Seed)
		}
	}
	var m storage.Match
	switch err := storage.LoadJSON(st, storage.MatchName, storage.MaxMatchSize, &m); {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return 0, 0, err
	default:
		match = int(m.Seed)
		if m.Game.Seats[0].Name != strconv.Itoa(match) {
			return 0, 0, fmt.Errorf("the match mixes generations %d and %s", match, m.Game.Seats[0].Name)
		}
	}
	return stats, match, nil
}
