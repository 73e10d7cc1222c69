//go:build !nogui

package render

// Game records in the window: every finished game with a person at the
// table goes into the statistics (package records), the score screen and
// the statistics screen open a game's replay, and a replay is exported as
// a file (a download in the browser) and opened from one dropped on the
// window or, in the browser, chosen with Open record (open_js.go).

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log"
	"strings"
	"time"

	"rummikub/game"
	"rummikub/game/records"
	"rummikub/variants"
)

// gameRecord is the record of the session's game in play or just ended
// (the same pieces as its match save).
func (s *session) gameRecord(now time.Time) records.Game {
	cfg := s.cfg
	cfg.Options = s.match.Options
	index := len(s.match.Results)
	if s.g.Over() && index > 0 {
		index-- // the result is recorded already
	}
	rec := records.Of(configToJSON(cfg), s.match.Seed, index, s.g, now)
	if s.match.Over() && rec.Result != nil {
		rec.MatchWinners = game.Winners(s.match.Players, s.match.Results)
	}
	return rec
}

// recordGame adds the session's finished game to the statistics, when the
// app remembers. A statistics file that could not be read is kept aside
// (see records.LoadStats) and the player told on the new-game screen.
func (a *App) recordGame(s *session) {
	if a.store == nil || s.fromState || !s.g.Over() {
		return
	}
	msg, err := records.RecordGame(a.store, s.gameRecord(time.Now()))
	if msg != "" {
		log.Print("rummikub: ", msg)
		a.Notify(msg)
	}
	if err != nil {
		log.Print("rummikub: the statistics cannot be saved: ", err)
	}
}

// chosenFile is a record file read for the statistics screen: its name
// and contents, or what went wrong reading it.
type chosenFile struct {
	name string
	data []byte
	err  error
}

// readDropped reads the first file of a folder (the files dropped on the
// window): its name and at most records.MaxRecordSize+1 bytes of it (more
// is refused by records.Parse as too large), or an error in words for the
// player.
func readDropped(fsys fs.FS) (name string, data []byte, err error) {
	ents, err := fs.ReadDir(fsys, ".")
	if err != nil || len(ents) == 0 {
		return "", nil, errors.New("nothing could be read from what was dropped")
	}
	name = ents[0].Name()
	data, err = readRecordFile(fsys, name)
	return name, data, err
}

// readRecordFile reads a file of a folder: at most
// records.MaxRecordSize+1 bytes of it (more is refused by records.Parse
// as too large), or an error in words for the player.
func readRecordFile(fsys fs.FS, name string) ([]byte, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, fmt.Errorf("%s cannot be read (%v)", name, err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, records.MaxRecordSize+1))
	if err != nil {
		return nil, fmt.Errorf("%s cannot be read (%v)", name, err)
	}
	return data, nil
}

// openRecordFS opens the first record file of a folder (the files dropped
// on the window): its replay, or an error in words for the player.
func openRecordFS(fsys fs.FS) (*records.Replay, error) {
	name, data, err := readDropped(fsys)
	if err != nil {
		return nil, err
	}
	return openRecordData(name, data)
}

// openRecordData opens a record file's contents, named name (a dropped
// file, or one chosen with Open record in the browser): its replay judged
// anew by the referee, or an error in words for the player. Nothing else
// is read or written: the statistics and the match save stay as they are.
func openRecordData(name string, data []byte) (*records.Replay, error) {
	rec, err := records.Parse(data)
	if err != nil {
		return nil, fmt.Errorf("%s %v", name, err)
	}
	rp, err := records.Open(rec)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return rp, nil
}

// variantTitle is a variant's short name for players ("Classic").
func variantTitle(name string) string {
	title := name
	if r, err := variants.Lookup(name); err == nil {
		title = r.Title
	}
	if i := strings.Index(title, " ("); i > 0 {
		title = title[:i]
	}
	return title
}

// watch opens the replay of the game just played, judged anew from its
// record; Back comes back to the scores.
func (sc *scoreScreen) watch(a *App) {
	rp, err := records.Open(sc.s.gameRecord(time.Now()))
	if err != nil {
		log.Print("rummikub: the game cannot be replayed: ", err)
		return
	}
	setCursor(false, false)
	a.scr = newReplayScreen(rp, sc)
}

// canWatch says the score screen offers the game's replay: a game over
// that was dealt from its seed (not one begun from a chosen state).
func (sc *scoreScreen) canWatch() bool { return sc.s.g.Over() && !sc.s.fromState }
