//go:build !nogui && !js

package render

import (
	"bytes"
	"errors"
	"os"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"rummikub/game"
	"rummikub/game/records"
	"rummikub/game/storage"
)

// A record file opened on the statistics screen (dropped on the window,
// or chosen with Open record in the browser: both go through openFile):
// a bad one is refused with a clear message naming it, the screen stays
// and the statistics are not touched; a good one opens its replay, which
// the probe describes as the browser test reads it.
func TestOpenRecordFile(t *testing.T) {
	a := NewApp(nil, &game.ManualClock{}, DefaultSettings())
	st := storage.Files{Dir: t.TempDir()}
	a.store = st
	s := testSession(t)
	finishGame(t, s)
	rec := s.gameRecord(s.clock.Now())
	data, err := records.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := records.RecordGame(st, rec); err != nil {
		t.Fatal(err)
	}
	stats, err := os.ReadFile(st.Dir + "/" + records.StatsName)
	if err != nil {
		t.Fatal(err)
	}
	ss := newStatsScreen(a, nil)
	a.scr = ss
	p := a.Probe(1)
	if p.Screen != "stats" || p.Buttons["back"].W == 0 || p.Buttons["game0"].W == 0 || p.Message != "" {
		t.Fatalf("the statistics' probe: %+v", p)
	}
	if _, ok := p.Buttons["open"]; ok != canOpen {
		t.Errorf("the probe offers Open record: %v, the screen %v", ok, canOpen)
	}

	newer := bytes.Replace(data, []byte(`"version": 1,`), []byte(`"version": 2,`), 1)
	if bytes.Equal(newer, data) {
		t.Fatalf("no version in %.40s", data)
	}
	for _, c := range []struct {
		file chosenFile
		says string
	}{
		{chosenFile{name: "cut.json", data: data[:len(data)/2]}, "damaged"},
		{chosenFile{name: "newer.json", data: newer}, "newer version"},
		{chosenFile{name: "huge.json", data: make([]byte, records.MaxRecordSize+1)}, "too large"},
		{chosenFile{name: "empty.json"}, "damaged"},
		{chosenFile{name: "gone.json", err: errors.New("gone.json cannot be read (NotReadableError)")}, "cannot be read"},
	} {
		if ss.openFile(a, c.file) || a.scr != ss {
			t.Errorf("%s opened %T", c.file.name, a.scr)
			a.scr = ss
			continue
		}
		if !strings.HasPrefix(ss.msg, "That file cannot be watched: "+c.file.name) || !strings.Contains(ss.msg, c.says) {
			t.Errorf("%s: the screen says %q, want %q", c.file.name, ss.msg, c.says)
		}
		if p := a.Probe(1); p.Message != ss.msg {
			t.Errorf("%s: the probe's message %q, the screen's %q", c.file.name, p.Message, ss.msg)
		}
	}

	// Dropped: the first file of what was dropped, through the same path.
	dropped := fstest.MapFS{"game.json": {Data: data}}
	c := chosenFile{}
	c.name, c.data, c.err = readDropped(dropped)
	if !ss.openFile(a, c) {
		t.Fatalf("the record dropped was refused: %q", ss.msg)
	}
	rs, ok := a.scr.(*replayScreen)
	if !ok || rs.back != ss {
		t.Fatalf("the record opened %T", a.scr)
	}
	p = a.Probe(2)
	want := ProbeReplay{Variant: "sabra", Game: rec.Index + 1, Turn: 0, Turns: len(rec.Turns), Scores: rec.Result.Scores}
	if p.Screen != "replay" || p.Replay == nil || p.Replay.Variant != want.Variant || p.Replay.Game != want.Game ||
		p.Replay.Turns != want.Turns || !slices.Equal(p.Replay.Scores, want.Scores) {
		t.Errorf("the replay's probe: %+v, want %+v", p.Replay, want)
	}
	if l := rs.layout(a); p.Buttons["export"] != (ProbeRect{l.export.X / 2, l.export.Y / 2, l.export.W / 2, l.export.H / 2}) {
		t.Errorf("the probe's Export %+v, the screen's %+v", p.Buttons["export"], l.export)
	}

	after, err := os.ReadFile(st.Dir + "/" + records.StatsName)
	if err != nil || !bytes.Equal(after, stats) {
		t.Error("opening record files changed the statistics")
	}
	if _, _, err := readDropped(fstest.MapFS{}); err == nil {
		t.Error("nothing dropped read as a file")
	}
}
