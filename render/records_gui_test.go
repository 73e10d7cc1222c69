//go:build !nogui && !js

package render

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"rummikub/game"
	"rummikub/game/records"
	"rummikub/game/storage"
	"rummikub/input"
)

// tap is a frame with the pointer pressed at a rectangle's centre.
func tap(r rect) input.Frame {
	x, y := r.Center()
	return input.Frame{X: x, Y: y, Pressed: true, Down: true}
}

// A finished game goes into the statistics; the score screen's Replay
// steps through it; the new-game screen's Statistics lists it and opens
// its replay again; a bad statistics file is kept aside with a message.
func TestStatisticsAndReplayScreens(t *testing.T) {
	a := NewApp(nil, &game.ManualClock{}, DefaultSettings())
	st := storage.Files{Dir: t.TempDir()}
	a.store = st
	s := testSession(t)
	finishGame(t, s)
	s.match.Results = s.match.Results[:len(s.match.Results)-1] // the score screen records it
	sc := newScoreScreen(a, s)
	a.scr = sc
	stats, msg := records.LoadStats(st)
	if msg != "" || stats.Summary().All.Games != 1 || len(stats.Recent) != 1 {
		t.Fatalf("after a game the statistics hold %+v (%q)", stats.Summary().All, msg)
	}
	dst := ebiten.NewImage(1280, 800)
	sc.draw(a, dst)

	// Replay from the score screen: Next, End, Previous, Play.
	sc.update(a, tap(sc.layout(a).replay))
	rs, ok := a.scr.(*replayScreen)
	if !ok {
		t.Fatalf("Replay opened %T", a.scr)
	}
	l := rs.layout(a)
	if rs.turn != 0 || rs.last() != len(s.g.History()) {
		t.Fatalf("the replay starts at turn %d of %d; the game had %d turns", rs.turn, rs.last(), len(s.g.History()))
	}
	rs.update(a, tap(l.next))
	if rs.turn != 1 {
		t.Errorf("Next: turn %d", rs.turn)
	}
	rs.draw(a, dst)
	rs.update(a, tap(l.end))
	if rs.turn != rs.last() || !rs.rp.States[rs.turn].Equal(s.g.Snapshot()) {
		t.Errorf("End: turn %d, the table as the game ended: %v", rs.turn, rs.rp.States[rs.turn].Equal(s.g.Snapshot()))
	}
	rs.draw(a, dst)
	rs.turn = 0
	rs.update(a, input.Frame{Chars: []rune("e")}) // End's key
	if rs.turn != rs.last() {
		t.Errorf("the key E: turn %d of %d", rs.turn, rs.last())
	}
	rs.update(a, tap(l.prev))
	if rs.turn != rs.last()-1 {
		t.Errorf("Previous: turn %d", rs.turn)
	}
	rs.update(a, tap(l.play))
	for range 3 * replayStep {
		a.tick++
		rs.update(a, input.Frame{})
	}
	if rs.turn != rs.last() || rs.playing {
		t.Errorf("Play: turn %d of %d, playing %v", rs.turn, rs.last(), rs.playing)
	}
	marked := 0
	for i := 1; i <= rs.last(); i++ {
		marked += len(rs.rp.Laid(i))
	}
	if marked == 0 {
		t.Error("no turn laid a tile to mark")
	}
	rs.update(a, tap(l.back))
	if a.scr != sc {
		t.Fatalf("Back went to %T", a.scr)
	}

	// Statistics from the new-game screen, and the game's replay there.
	m := newMenuScreen(a)
	a.scr = m
	m.update(a, tap(m.layout(a).stats))
	ss, ok := a.scr.(*statsScreen)
	if !ok {
		t.Fatalf("Statistics opened %T", a.scr)
	}
	if ss.sum.All.Games != 1 || ss.sum.Variants["sabra"].Games != 1 || len(ss.last) != 1 || ss.msg != "" {
		t.Errorf("the statistics screen shows %+v, %d last games, %q", ss.sum.All, len(ss.last), ss.msg)
	}
	ss.draw(a, dst)
	if line := lastLine(ss.last[0]); !strings.Contains(line, "Sabra") || !strings.Contains(line, "Ann against") {
		t.Errorf("the last game reads %q", line)
	}
	ss.update(a, tap(ss.layout(a).rows[0]))
	if _, ok := a.scr.(*replayScreen); !ok {
		t.Fatalf("a last game opened %T", a.scr)
	}
	a.scr.update(a, input.Frame{Keys: []input.Key{input.KeyEscape}})
	if a.scr != ss {
		t.Fatalf("Esc from the replay went to %T", a.scr)
	}
	ss.update(a, tap(ss.layout(a).back))
	if a.scr != m {
		t.Fatalf("Back from the statistics went to %T", a.scr)
	}

	// A damaged statistics file: kept aside, the backup used, a message.
	path := filepath.Join(st.Dir, records.StatsName)
	_ = os.WriteFile(path, []byte(`{"version": 1, "recent": [`), 0o644)
	ss = newStatsScreen(a, m)
	if !strings.Contains(ss.msg, "damaged") || !strings.Contains(ss.msg, ".bad") {
		t.Errorf("a damaged file: %q", ss.msg)
	}
	if _, err := os.Stat(path + storage.BadSuffix); err != nil {
		t.Error("the damaged file was not kept aside")
	}
	ss.draw(a, dst)
}

// An exported record is a file that reads back and that the referee
// judges as the game was played; a second export does not replace it.
func TestExportRecord(t *testing.T) {
	s := testSession(t)
	finishGame(t, s)
	dir := t.TempDir()
	rec := s.gameRecord(s.clock.Now())
	p1, err := exportRecord(dir, rec)
	if err != nil {
		t.Fatal(err)
	}
	p2, err := exportRecord(dir, rec)
	if err != nil || p1 == p2 {
		t.Fatalf("a second export: %s %v", p2, err)
	}
	rp, err := openRecordFS(os.DirFS(filepath.Dir(p1)))
	if err != nil {
		t.Fatal(err)
	}
	if v := records.Judge(rp.Record); !v.OK || *v.Winner != s.g.Result().Winner {
		t.Errorf("the exported record: %+v", v)
	}
}

// With RECORDS_SCREENSHOTS naming a folder, the statistics screen after a
// few games and a replay are saved there as stats.png and replay.png
// (docs/screenshots/ holds them, made so):
//
//	RECORDS_SCREENSHOTS=$PWD/docs/screenshots \
//	    xvfb-run -a -s "-screen 0 1280x800x24" go test ./render/ -run TestRecordsScreenshots
func TestRecordsScreenshots(t *testing.T) {
	out := os.Getenv("RECORDS_SCREENSHOTS")
	if out == "" {
		t.Skip("RECORDS_SCREENSHOTS names no folder")
	}
	a := NewApp(nil, &game.ManualClock{}, DefaultSettings())
	a.store = storage.Files{Dir: t.TempDir()}
	var last *session
	for i, v := range []string{"classic", "sabra", "twist", "classic", "word", "classic"} {
		cfg, _ := cleanConfig(Config{Variant: v, Seed: uint64(100 + i), Seats: []Seat{{Name: "Ann", Human: true}, {Level: []string{"easy", "medium", "hard"}[i%3]}}})
		s, err := newSession(cfg, &game.ManualClock{})
		if err != nil {
			t.Fatal(err)
		}
		finishGame(t, s)
		s.match.Results = s.match.Results[:len(s.match.Results)-1]
		newScoreScreen(a, s)
		last = s
	}
	shoot := func(name string, scr screen) {
		dst := ebiten.NewImage(1280, 800)
		scr.draw(a, dst)
		img := image.NewRGBA(image.Rect(0, 0, 1280, 800))
		dst.ReadPixels(img.Pix)
		f, err := os.Create(filepath.Join(out, name))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := png.Encode(f, img); err != nil {
			t.Fatal(err)
		}
	}
	shoot("stats.png", newStatsScreen(a, nil))
	rp, err := records.Open(last.gameRecord(last.clock.Now()))
	if err != nil {
		t.Fatal(err)
	}
	rs := newReplayScreen(rp, nil)
	rs.turn = rs.last() * 2 / 3
	for rs.turn > 1 && len(rp.Laid(rs.turn)) == 0 {
		rs.turn--
	}
	shoot("replay.png", rs)
}

// A person's unfinished turn saved by the table screen comes back on the
// table after Resume match: the tiles where the player left them.
func TestResumeUnfinishedTurnOnTheTable(t *testing.T) {
	st := storage.Files{Dir: t.TempDir()}
	clock := &game.ManualClock{}
	a, ts := personsTurn(t, st, clock, game.Options{})
	s := ts.s
	rack := s.g.View().Racks[0]
	for i, tile := range rack[:2] {
		if err := s.g.Move(game.Move(tile, game.TableLoc(4+i, 2))); err != nil {
			t.Fatal(err)
		}
	}
	ts.save(a) // as update does after every event
	want := s.g.View()

	b := NewApp(nil, clock, DefaultSettings())
	b.store = st
	sv, err := loadMatchFrom(st, storage.MatchName)
	if err != nil {
		t.Fatal(err)
	}
	b.resume = &sv
	m := newMenuScreen(b)
	b.scr = m
	m.update(b, tap(m.layout(b).resume))
	back, ok := b.scr.(*tableScreen)
	if !ok {
		t.Fatalf("Resume match opened %T (%s)", b.scr, m.err)
	}
	if !back.s.g.View().Equal(want) || !back.view.Equal(want) {
		t.Error("the unfinished turn did not come back as it was left")
	}
}

// A person's timed turn is saved while its clock runs, so a resumed turn
// gives back at most leftSaveStep of the time spent thinking.
func TestTimedTurnSavesItsTimeLeft(t *testing.T) {
	st := storage.Files{Dir: t.TempDir()}
	clock := &game.ManualClock{T: time.Unix(1000, 0)}
	a, ts := personsTurn(t, st, clock, optionsOf(30, 60*time.Second, 1))
	s := ts.s
	for _, think := range []time.Duration{3 * time.Second, 9 * time.Second, 23 * time.Second} {
		clock.Advance(think - (60*time.Second - mustLeft(t, s.g)))
		ts.save(a) // as update does every frame; no tile has moved
		sv, err := loadMatchFrom(st, storage.MatchName)
		if err != nil {
			t.Fatal(err)
		}
		var saved time.Duration
		if sv.Pending != nil {
			saved = time.Duration(sv.Pending.LeftMillis) * time.Millisecond
		}
		left := mustLeft(t, s.g)
		if saved < left || saved-left >= leftSaveStep {
			t.Errorf("after %v of thinking the save holds %v left, the turn %v", think, saved, left)
		}
	}
}

// mustLeft is the time a timed turn has left.
func mustLeft(t *testing.T, g *game.Game) time.Duration {
	t.Helper()
	left, timed := g.Remaining()
	if !timed {
		t.Fatal("the turn is not timed")
	}
	return left
}

// personsTurn opens, in an app saving to st, the table screen of a classic
// game of a person against an easy computer player (with the options) at
// the person's first turn.
func personsTurn(t *testing.T, st storage.Store, clock *game.ManualClock, opts game.Options) (*App, *tableScreen) {
	t.Helper()
	a := NewApp(nil, clock, DefaultSettings())
	a.store = st
	s := personsSession(t, clock, 9, opts)
	ts := newTableScreen(a, s)
	a.scr = ts
	return a, ts
}

// The replay labels the table's jokers with what they stand for, as the
// table screen does (it showed them bare).
func TestReplayLabelsJokers(t *testing.T) {
	a := NewApp(nil, &game.ManualClock{}, DefaultSettings())
	a.store = storage.Files{Dir: t.TempDir()}
	for seed := uint64(1); seed < 40; seed++ {
		cfg, _ := cleanConfig(Config{Variant: "twist", Seed: seed, Seats: []Seat{{Level: "hard"}, {Level: "hard"}}})
		s, err := newSession(cfg, &game.ManualClock{})
		if err != nil {
			t.Fatal(err)
		}
		finishGame(t, s)
		rp, err := records.Open(s.gameRecord(s.clock.Now()))
		if err != nil {
			t.Fatal(err)
		}
		rs := newReplayScreen(rp, nil)
		for turn := rs.last(); turn > 0; turn-- {
			jokers := 0
			for _, l := range rp.States[turn].Table.Lines() {
				for _, x := range l.Tiles {
					if x.IsJoker() {
						jokers++
					}
				}
			}
			if jokers == 0 {
				continue
			}
			rs.turn = turn
			rs.draw(a, ebiten.NewImage(1280, 800))
			if len(rs.jokers) != jokers {
				t.Fatalf("seed %d, turn %d: %d jokers on the table, %d labelled", seed, turn, jokers, len(rs.jokers))
			}
			return
		}
	}
	t.Fatal("no replayed table held a joker")
}
