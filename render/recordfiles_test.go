//go:build !nogui && !js

package render

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"rummikub/game"
	"rummikub/input"
)

// clickAt is a frame with a click at a rectangle's centre.
func clickAt(r rect) input.Frame {
	return input.Frame{X: r.X + r.W/2, Y: r.Y + r.H/2, Down: true, Pressed: true}
}

// The desktop's Open record lists the game files of the folder Export
// writes to, newest first, in place of the last games (nothing else of the
// folder); a good one opens its replay, a damaged one is refused with the
// reason, and the button goes back to the last games.
func TestOpenRecordListsGameFiles(t *testing.T) {
	a := NewApp(nil, &game.ManualClock{}, DefaultSettings())
	s := testSession(t)
	finishGame(t, s)
	rec := s.gameRecord(s.clock.Now())
	dir := t.TempDir()
	older, err := exportRecord(dir, rec)
	if err != nil {
		t.Fatal(err)
	}
	newer, err := exportRecord(dir, rec)
	if err != nil {
		t.Fatal(err)
	}
	damaged := filepath.Join(dir, "rummikub-classic-damaged.json")
	for path, content := range map[string]string{
		damaged:                            `{"version": 1, "game": `,
		filepath.Join(dir, "notes.json"):   `{}`,
		filepath.Join(dir, "rummikub.txt"): `not a game`,
	} {
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, "rummikub-folder.json"), 0o755); err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	for i, path := range []string{older, newer, damaged} {
		when := now.Add(time.Duration(i-3) * time.Hour)
		if err := os.Chtimes(path, when, when); err != nil {
			t.Fatal(err)
		}
	}

	ss := newStatsScreen(a, nil)
	a.scr = ss
	if err := ss.listFiles(dir); err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range ss.files {
		names = append(names, f.name)
	}
	want := []string{filepath.Base(damaged), filepath.Base(newer), filepath.Base(older)}
	if !slices.Equal(names, want) {
		t.Fatalf("listed %v, want %v (newest first, game files only)", names, want)
	}
	p := a.Probe(1)
	if _, ok := p.Buttons["file2"]; !ok || p.Buttons["file3"] != (ProbeRect{}) || p.Buttons["game0"] != (ProbeRect{}) {
		t.Errorf("the probe's rows while listing: %v", p.Buttons)
	}

	l := ss.layout(a)
	ss.update(a, clickAt(l.rows[0]))
	if a.scr != ss || !strings.Contains(ss.msg, filepath.Base(damaged)) || !strings.Contains(ss.msg, "damaged") {
		t.Fatalf("the damaged file: screen %T, message %q", a.scr, ss.msg)
	}
	ss.update(a, clickAt(l.rows[1]))
	rs, ok := a.scr.(*replayScreen)
	if !ok || rs.back != ss || rs.last() != len(rec.Turns) {
		t.Fatalf("the good file opened %T", a.scr)
	}

	// The wheel scrolls the list by a file, no further than its end.
	for range 5 {
		for i := range lastShown + 1 {
			name := "rummikub-classic-2000-01-01-0000-" + string(rune('a'+i)) + ".json"
			if err := os.WriteFile(filepath.Join(dir, name), []byte("{}"), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := ss.listFiles(dir); err != nil || len(ss.files) != 3+lastShown+1 {
		t.Fatalf("listed %d files (%v), want %d", len(ss.files), err, 3+lastShown+1)
	}
	first := ss.files[0].name
	for range 10 {
		ss.update(a, input.Frame{X: l.rows[0].X + 5, Y: l.rows[0].Y + 5, Wheel: -1})
	}
	if ss.top != len(ss.files)-lastShown || ss.rowCount() != lastShown {
		t.Errorf("scrolled down to file %d showing %d, want %d showing %d", ss.top, ss.rowCount(), len(ss.files)-lastShown, lastShown)
	}
	if last := ss.files[len(ss.files)-1].name; last != filepath.Base(older) {
		t.Fatalf("the oldest file is %s, want %s", last, filepath.Base(older))
	}
	ss.msg = ""
	ss.update(a, clickAt(l.rows[lastShown-1]))
	if _, ok := a.scr.(*replayScreen); !ok {
		t.Errorf("the last row, the oldest file (a good record), opened %T (%q)", a.scr, ss.msg)
	}
	a.scr = ss
	for range 10 {
		ss.update(a, input.Frame{X: l.rows[0].X + 5, Y: l.rows[0].Y + 5, Wheel: 1})
	}
	if ss.top != 0 || ss.files[ss.top].name != first {
		t.Errorf("scrolled up to file %d", ss.top)
	}

	a.scr = ss
	ss.update(a, clickAt(l.open))
	if ss.listing {
		t.Error("Open record a second time did not go back to the last games")
	}
	if err := ss.listFiles(filepath.Join(dir, "missing")); err == nil || ss.listing {
		t.Errorf("a missing folder listed: %v", err)
	}
}

// shortFolder names the home folder in words, and a folder in it.
func TestShortFolder(t *testing.T) {
	home, err := os.UserHomeDir()
	if err != nil {
		t.Skip("no home folder")
	}
	for dir, want := range map[string]string{
		home:                              "your home folder",
		filepath.Join(home, "Documents"):  "Documents in your home folder",
		home + "x":                        home + "x",
		filepath.Join("/elsewhere", "Do"): filepath.Join("/elsewhere", "Do"),
	} {
		if got := shortFolder(dir); got != want {
			t.Errorf("shortFolder(%q) = %q, want %q", dir, got, want)
		}
	}
}
