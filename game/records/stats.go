package records

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"sort"

	"rummikub/game/storage"
)

// The statistics file.
const (
	// StatsName is the statistics' record in the Store.
	StatsName = "stats.json"
	// StatsVersion is the version of its form.
	StatsVersion = 1
	// KeepRecent is how many of the last games the file keeps whole (to
	// be watched again); older ones are folded into counts.
	KeepRecent = 30
	// MaxStatsSize bounds the file: KeepRecent long games fit well within.
	MaxStatsSize = 24 << 20
)

// Stats is the statistics file: the last games whole, the older ones as
// counts. Everything the statistics screen shows is computed from it
// (Summary).
type Stats struct {
	// Version is the file's form (StatsVersion).
	Version int `json:"version"`
	// Older counts the games no longer kept whole.
	Older Summary `json:"older"`
	// Recent are the last games' records, oldest first.
	Recent []Game `json:"recent"`
}

// Tally counts games and matches of one kind (a variant, an opponent
// level, all of them) from the player's seat.
type Tally struct {
	Games      int `json:"games"`
	Won        int `json:"won"`
	Matches    int `json:"matches"`
	MatchesWon int `json:"matchesWon"`
	// Total is the sum of the player's game scores; Best the highest.
	Total int `json:"total"`
	Best  int `json:"best"`
}

// Average is the player's average game score; 0 without games.
func (t Tally) Average() float64 {
	if t.Games == 0 {
		return 0
	}
	return float64(t.Total) / float64(t.Games)
}

// add counts one game.
func (t *Tally) add(score int, won bool, match, matchWon bool) {
	if t.Games == 0 || score > t.Best {
		t.Best = score
	}
	t.Games++
	t.Total += score
	if won {
		t.Won++
	}
	if match {
		t.Matches++
		if matchWon {
			t.MatchesWon++
		}
	}
}

// Summary is the statistics: every count, per variant and per opponent
// level, and the winning streaks.
type Summary struct {
	All Tally `json:"all"`
	// Variants counts by variant name.
	Variants map[string]Tally `json:"variants,omitempty"`
	// Levels counts by the computer opponents' level; a game against
	// several levels counts under each, a game among people under People.
	Levels map[string]Tally `json:"levels,omitempty"`
	// Longest is the longest run of games won in a row; Streak the run
	// the last game ended.
	Longest int `json:"longest"`
	Streak  int `json:"streak"`
}

// People is the level under which games among people only are counted.
const People = "people"

// PlayerSeat is the seat a record's statistics are about: the first person
// at the table; -1 when only computer players played.
func PlayerSeat(rec Game) int {
	for i, s := range rec.Game.Seats {
		if s.Human {
			return i
		}
	}
	return -1
}

// Opponents are the levels of a record's computer players, each once,
// sorted; [People] when there are none.
func Opponents(rec Game) []string {
	var lv []string
	for _, s := range rec.Game.Seats {
		if !s.Human && !slices.Contains(lv, s.Level) {
			lv = append(lv, s.Level)
		}
	}
	if len(lv) == 0 {
		return []string{People}
	}
	sort.Strings(lv)
	return lv
}

// Counts reports whether a record counts in the statistics: a finished
// game with a person at the table.
func Counts(rec Game) bool { return rec.Result != nil && PlayerSeat(rec) >= 0 }

// add counts one finished game.
func (s *Summary) add(rec Game) {
	seat := PlayerSeat(rec)
	if !Counts(rec) {
		return
	}
	score := rec.Result.Scores[seat]
	won := rec.Result.Winner == seat
	match := rec.MatchWinners != nil
	matchWon := slices.Contains(rec.MatchWinners, seat)
	s.All.add(score, won, match, matchWon)
	if s.Variants == nil {
		s.Variants = map[string]Tally{}
	}
	t := s.Variants[rec.Game.Variant]
	t.add(score, won, match, matchWon)
	s.Variants[rec.Game.Variant] = t
	if s.Levels == nil {
		s.Levels = map[string]Tally{}
	}
	for _, l := range Opponents(rec) {
		t := s.Levels[l]
		t.add(score, won, match, matchWon)
		s.Levels[l] = t
	}
	if won {
		s.Streak++
		s.Longest = max(s.Longest, s.Streak)
	} else {
		s.Streak = 0
	}
}

// clone copies a summary (its maps too).
func (s Summary) clone() Summary {
	c := s
	c.Variants, c.Levels = cloneMap(s.Variants), cloneMap(s.Levels)
	return c
}

func cloneMap(m map[string]Tally) map[string]Tally {
	if m == nil {
		return nil
	}
	c := make(map[string]Tally, len(m))
	for k, v := range m {
		c[k] = v
	}
	return c
}

// Summary is the statistics of every game the file counts.
func (st Stats) Summary() Summary {
	s := st.Older.clone()
	for _, rec := range st.Recent {
		s.add(rec)
	}
	return s
}

// Add keeps a finished game's record, folding the oldest into the counts
// past KeepRecent. Records that do not count (Counts) are not kept.
func (st *Stats) Add(rec Game) {
	if !Counts(rec) {
		return
	}
	st.Version = StatsVersion
	st.Recent = append(st.Recent, rec)
	if n := len(st.Recent) - KeepRecent; n > 0 {
		for _, old := range st.Recent[:n] {
			st.Older.add(old)
		}
		st.Recent = slices.Delete(st.Recent, 0, n)
	}
}

// Last returns the last n games, newest first.
func (st Stats) Last(n int) []Game {
	out := slices.Clone(st.Recent[max(0, len(st.Recent)-n):])
	slices.Reverse(out)
	return out
}

// ParseStats reads a statistics file, whole or not at all.
func ParseStats(data []byte) (Stats, error) {
	if len(data) > MaxStatsSize {
		return Stats{}, fmt.Errorf("is %w", storage.ErrTooLarge)
	}
	p, err := readProbe(data)
	if err != nil {
		return Stats{}, fmt.Errorf("is damaged (%v)", err)
	}
	if p.Version == nil {
		return Stats{}, errors.New("is not the game's statistics (it has no version)")
	}
	if *p.Version < 1 || *p.Version > StatsVersion {
		return Stats{}, versionError(*p.Version, StatsVersion)
	}
	var st Stats
	if err := strictDecode(data, &st); err != nil {
		return Stats{}, err
	}
	if err := st.Older.check(); err != nil {
		return Stats{}, err
	}
	if len(st.Recent) > KeepRecent {
		return Stats{}, fmt.Errorf("holds %d games whole, more than %d", len(st.Recent), KeepRecent)
	}
	for i, rec := range st.Recent {
		if err := rec.check(); err != nil {
			return Stats{}, fmt.Errorf("game %d %w", i+1, err)
		}
		if !Counts(rec) {
			return Stats{}, fmt.Errorf("game %d is not a finished game", i+1)
		}
	}
	return st, nil
}

// check verifies that a summary's counts can be true.
func (s Summary) check() error {
	ok := func(t Tally) bool {
		return t.Games >= 0 && t.Won >= 0 && t.Won <= t.Games && t.Matches >= 0 &&
			t.MatchesWon >= 0 && t.MatchesWon <= t.Matches && t.Matches <= t.Games
	}
	if !ok(s.All) || s.Streak < 0 || s.Longest < s.Streak || s.Longest > s.All.Won {
		return errors.New("holds counts that cannot be true")
	}
	for _, m := range []map[string]Tally{s.Variants, s.Levels} {
		for _, t := range m {
			if !ok(t) {
				return errors.New("holds counts that cannot be true")
			}
		}
	}
	return nil
}

// LoadStats reads the statistics from a store. A missing file is no
// statistics yet. A file that cannot be used is kept aside (name.bad) and
// its backup used when it is good; msg then says so in words for the
// player. The statistics returned are always whole.
func LoadStats(st storage.Store) (stats Stats, msg string) {
	stats, err := readStats(st)
	if err == nil || errors.Is(err, fs.ErrNotExist) {
		return stats, ""
	}
	where, kerr := st.KeepAside(StatsName)
	if kerr != nil {
		return Stats{}, fmt.Sprintf("The statistics file %v. It could not be kept aside (%v); new games will replace it.", err, kerr)
	}
	msg = fmt.Sprintf("The statistics file %v. It was kept as %s", err, where)
	back, berr := readStats(st)
	switch {
	case berr == nil:
		return back, msg + "; the previous copy is used."
	case errors.Is(berr, fs.ErrNotExist):
		return Stats{}, msg + "; the statistics start afresh."
	default:
		return Stats{}, msg + fmt.Sprintf("; its backup %v too: the statistics start afresh.", berr)
	}
}

// readStats reads and parses the statistics' record.
func readStats(st storage.Store) (Stats, error) {
	data, err := st.Read(StatsName, MaxStatsSize)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return Stats{}, err
	case errors.Is(err, storage.ErrTooLarge):
		return Stats{}, fmt.Errorf("is %w", err)
	case err != nil:
		return Stats{}, fmt.Errorf("cannot be read (%v)", err)
	}
	return ParseStats(data)
}

// SaveStats writes the statistics (compact JSON) to a store. Should the
// games kept whole make the file larger than MaxStatsSize (games of
// extraordinary length), the oldest are folded into the counts until it
// fits, so the file always reads back (see encodeStats).
func SaveStats(st storage.Store, s Stats) error {
	data, err := encodeStats(s, MaxStatsSize)
	if err != nil {
		return err
	}
	return st.Write(StatsName, data)
}

// encodeStats is the statistics file's contents, at most limit bytes
// unless even the counts alone are longer: the oldest games kept whole
// are folded into the counts, one by one, until the file fits. The
// counts, and so everything the statistics screen shows, stay the same.
func encodeStats(s Stats, limit int) ([]byte, error) {
	s.Version = StatsVersion
	for {
		data, err := json.Marshal(s)
		if err != nil {
			return nil, err
		}
		if len(data)+1 <= limit || len(s.Recent) == 0 {
			return append(data, '\n'), nil
		}
		s.Older = s.Older.clone()
		s.Older.add(s.Recent[0])
		s.Recent = s.Recent[1:]
	}
}

// RecordGame adds a finished game to the statistics in a store: it loads
// them (see LoadStats), adds the record and saves them. msg is LoadStats'
// word for the player, if any.
func RecordGame(st storage.Store, rec Game) (msg string, err error) {
	if !Counts(rec) {
		return "", nil
	}
	s, msg := LoadStats(st)
	s.Add(rec)
	return msg, SaveStats(st, s)
}
