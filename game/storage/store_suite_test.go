package storage

import (
	"bytes"
	"errors"
	"io/fs"
	"strings"
	"testing"

	"rummikub/game"
)

// testStore runs the tests every Store passes; open makes an empty one.
// files_test.go runs them on Files, browser_test.go on Browser over a fake
// of the browser's local storage.
func testStore(t *testing.T, open func(t *testing.T) Store) {
	t.Run("Missing", func(t *testing.T) {
		st := open(t)
		if _, err := st.Read(SettingsName, MaxPrefsSize); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("reading a missing record: %v, want fs.ErrNotExist", err)
		}
		var s Settings
		if err := LoadJSON(st, SettingsName, MaxPrefsSize, &s); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("loading a missing record: %v, want fs.ErrNotExist", err)
		}
		if err := st.Remove(SettingsName); err != nil {
			t.Errorf("removing a missing record: %v", err)
		}
		if _, err := st.KeepAside(SettingsName); err == nil {
			t.Error("keeping aside a missing record succeeded")
		}
	})

	t.Run("RoundTrip", func(t *testing.T) {
		st := open(t)
		for name, data := range map[string][]byte{
			"json":      []byte(`{"sound": false}` + "\n"),
			"empty":     {},
			"binary":    {0, 0xff, 0xfe, 1, '{'},
			"unicode":   []byte(`{"name": "Zoë ✓ 🀄"}`),
			"tagged":    []byte("\uFFFEb64:AAAA"), // as the browser tags binary records
			"halfTag":   []byte("\uFFFEb64:not base64!"),
			"surrogate": []byte("\xed\xa0\x80"), // a lone surrogate, not UTF-8
			"large":     bytes.Repeat([]byte("0123456789abcdef"), MaxPrefsSize/16),
		} {
			if err := st.Write(GameName, data); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			got, err := st.Read(GameName, MaxPrefsSize)
			if err != nil || !bytes.Equal(got, data) {
				t.Errorf("%s: wrote %d bytes, read %d (%v)", name, len(data), len(got), err)
			}
		}
	})

	t.Run("RecordsApart", func(t *testing.T) {
		st := open(t)
		for _, name := range []string{SettingsName, GameName, MatchName} {
			if err := st.Write(name, []byte(name)); err != nil {
				t.Fatal(err)
			}
		}
		if err := st.Remove(GameName); err != nil {
			t.Fatal(err)
		}
		for name, want := range map[string]string{SettingsName: SettingsName, MatchName: MatchName} {
			if got, err := st.Read(name, MaxPrefsSize); err != nil || string(got) != want {
				t.Errorf("%s holds %q (%v)", name, got, err)
			}
		}
		if _, err := st.Read(GameName, MaxPrefsSize); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("a removed record reads: %v", err)
		}
	})

	t.Run("Backup", func(t *testing.T) {
		st := open(t)
		for _, v := range []string{"first", "second", "third"} {
			if err := st.Write(MatchName, []byte(v)); err != nil {
				t.Fatal(err)
			}
		}
		// The record is damaged: kept aside, the last good copy comes
		// back; kept aside again (apart from the first), nothing is left.
		where, err := st.KeepAside(MatchName)
		if err != nil || !strings.Contains(where, MatchName+BadSuffix) {
			t.Fatalf("KeepAside = %q, %v", where, err)
		}
		if got, err := st.Read(MatchName, MaxPrefsSize); err != nil || string(got) != "second" {
			t.Errorf("after keeping the record aside: %q (%v), want the backup", got, err)
		}
		if got, err := st.Read(MatchName+BadSuffix, MaxPrefsSize); err != nil || string(got) != "third" {
			t.Errorf("the copy kept aside holds %q (%v)", got, err)
		}
		if _, err := st.KeepAside(MatchName); err != nil {
			t.Fatal(err)
		}
		if _, err := st.Read(MatchName, MaxPrefsSize); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("with the record and its backup kept aside: %v, want fs.ErrNotExist", err)
		}
		// Both kept: the record's copy is not replaced by its older backup.
		if got, _ := st.Read(MatchName+BadSuffix, MaxPrefsSize); string(got) != "third" {
			t.Errorf("the record's copy kept aside holds %q, want third", got)
		}
		if got, _ := st.Read(MatchName+BackupSuffix+BadSuffix, MaxPrefsSize); string(got) != "second" {
			t.Errorf("the backup's copy kept aside holds %q, want second", got)
		}
		// Remove takes the record and its backup.
		for _, v := range []string{"a", "b"} {
			if err := st.Write(MatchName, []byte(v)); err != nil {
				t.Fatal(err)
			}
		}
		if err := st.Remove(MatchName); err != nil {
			t.Fatal(err)
		}
		if _, err := st.Read(MatchName, MaxPrefsSize); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("a removed record reads back: %v", err)
		}
	})

	t.Run("Oversized", func(t *testing.T) {
		st := open(t)
		const limit = 1000
		if err := st.Write(SettingsName, bytes.Repeat([]byte{' '}, limit)); err != nil {
			t.Fatal(err)
		}
		if got, err := st.Read(SettingsName, limit); err != nil || len(got) != limit {
			t.Errorf("a record of exactly the limit: %d bytes, %v", len(got), err)
		}
		for name, data := range map[string][]byte{
			"ascii": bytes.Repeat([]byte{' '}, limit+1),
			"wide":  bytes.Repeat([]byte("é"), limit/2+1), // fewer characters than the limit
		} {
			if err := st.Write(SettingsName, data); err != nil {
				t.Fatal(err)
			}
			if _, err := st.Read(SettingsName, limit); !errors.Is(err, ErrTooLarge) {
				t.Errorf("%s: a record past the limit: %v, want ErrTooLarge", name, err)
			}
		}
		var s Settings
		err := LoadJSON(st, SettingsName, limit, &s)
		if err == nil || !strings.Contains(err.Error(), SettingsName) || errors.Is(err, fs.ErrNotExist) {
			t.Errorf("loading an oversized record: %v", err)
		}
		if err := KeepAside(st, SettingsName, err); !strings.Contains(err.Error(), BadSuffix) {
			t.Errorf("keeping an oversized record aside: %v", err)
		}
	})

	t.Run("Damaged", func(t *testing.T) {
		for name, content := range map[string]string{
			"empty":     "",
			"truncated": `{"sound": false, "colorBl`,
			"wrongType": `{"sound": "no", "animSpeed": 2}`,
			"array":     `[1, 2, 3]`,
			"binary":    "\x00\xff\xfe\x01",
		} {
			st := open(t)
			if err := st.Write(SettingsName, []byte(content)); err != nil {
				t.Fatal(err)
			}
			var s Settings
			err := LoadJSON(st, SettingsName, MaxPrefsSize, &s)
			if err == nil || !strings.Contains(err.Error(), SettingsName+" is damaged") {
				t.Errorf("%s: %v, want an error saying %s is damaged", name, err, SettingsName)
				continue
			}
			err = KeepAside(st, SettingsName, err)
			if !strings.Contains(err.Error(), SettingsName+BadSuffix) {
				t.Errorf("%s: %v, want it to say where the record went", name, err)
			}
			if got, err := st.Read(SettingsName+BadSuffix, MaxPrefsSize); err != nil || string(got) != content {
				t.Errorf("%s: kept aside as %q (%v)", name, got, err)
			}
			if _, err := st.Read(SettingsName, MaxPrefsSize); !errors.Is(err, fs.ErrNotExist) {
				t.Errorf("%s: the damaged record is still read: %v", name, err)
			}
		}
	})

	t.Run("JSON", func(t *testing.T) {
		st := open(t)
		secs := 0
		want := Match{Version: MatchVersion, Seed: 7,
			Game:    Game{Variant: "twist", Seats: []Seat{{Name: "Ann", Human: true}, {Level: "hard"}}, TimeLimitSeconds: &secs, FreeJokers: true},
			Results: []game.Result{{Winner: 1, Scores: []int{-12, 12}, RackValues: []int{12, 0}}},
			Turns:   []game.Record{{Seat: 0, Action: game.ActDrew}},
		}
		for _, indent := range []bool{false, true} {
			if err := SaveJSON(st, MatchName, want, indent); err != nil {
				t.Fatal(err)
			}
			var got Match
			if err := LoadJSON(st, MatchName, MaxMatchSize, &got); err != nil {
				t.Fatal(err)
			}
			if got.Seed != 7 || got.Game.Variant != "twist" || len(got.Game.Seats) != 2 || got.Game.Seats[0] != want.Game.Seats[0] ||
				*got.Game.TimeLimitSeconds != 0 || !got.Game.FreeJokers || len(got.Results) != 1 || got.Results[0].Scores[1] != 12 ||
				len(got.Turns) != 1 || got.Turns[0].Action != game.ActDrew {
				t.Errorf("indent %v: saved %+v, loaded %+v", indent, want, got)
			}
		}
	})

	t.Run("Names", func(t *testing.T) {
		st := open(t)
		for _, name := range []string{"", ".", "..", "a/b", `a\b`, "../x", "nul\x00"} {
			if err := st.Write(name, []byte("x")); err == nil {
				t.Errorf("Write(%q) succeeded", name)
			}
			if _, err := st.Read(name, 10); err == nil || errors.Is(err, fs.ErrNotExist) {
				t.Errorf("Read(%q): %v", name, err)
			}
			if err := st.Remove(name); err == nil {
				t.Errorf("Remove(%q) succeeded", name)
			}
			if _, err := st.KeepAside(name); err == nil {
				t.Errorf("KeepAside(%q) succeeded", name)
			}
		}
	})
}
