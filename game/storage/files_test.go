//go:build !js

package storage

import (
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"testing"
	"time"
)

func TestFiles(t *testing.T) {
	testStore(t, func(t *testing.T) Store { return Files{Dir: filepath.Join(t.TempDir(), "sub")} })
}

// A write leaves the record and its backup, no temporary file; a write cut
// short between its two renames (the record gone, its backup there) still
// reads the last good copy.
func TestFilesOnDisk(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "rummikub")
	st := Files{Dir: dir}
	for _, v := range []string{"old", "new"} {
		if err := st.Write(SettingsName, []byte(v)); err != nil {
			t.Fatal(err)
		}
	}
	var names []string
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if want := []string{SettingsName, SettingsName + BackupSuffix}; !slices.Equal(names, want) {
		t.Errorf("the folder holds %v, want %v", names, want)
	}
	if err := os.Remove(filepath.Join(dir, SettingsName)); err != nil {
		t.Fatal(err)
	}
	if got, err := st.Read(SettingsName, 10); err != nil || string(got) != "old" {
		t.Errorf("with only the backup left: %q, %v", got, err)
	}
	where, err := st.KeepAside(SettingsName)
	if err != nil || where != filepath.Join(dir, SettingsName+BackupSuffix+BadSuffix) {
		t.Errorf("KeepAside = %q, %v; want the backup's .bad file's path", where, err)
	}
}

// A record that cannot be written (a file where the folder should be) or
// read (a folder where the file should be) gives an error, not a panic.
func TestFilesErrors(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := (Files{Dir: file}).Write(SettingsName, []byte("{}")); err == nil {
		t.Error("writing under a file succeeded")
	}
	if err := os.Mkdir(filepath.Join(dir, GameName), 0o755); err != nil {
		t.Fatal(err)
	}
	st := Files{Dir: dir}
	if _, err := st.Read(GameName, 10); err == nil {
		t.Error("reading a folder succeeded")
	}
	if _, err := st.KeepAside(GameName); err == nil {
		t.Error("keeping a folder aside succeeded")
	}
}

func TestDefaultDir(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the configuration folder is set by XDG_CONFIG_HOME on Linux only")
	}
	dir := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", dir)
	st, ok := Default()
	if f, isFiles := st.(Files); !ok || !isFiles || f.Dir != filepath.Join(dir, "rummikub") {
		t.Errorf("Default() = %#v, %v", st, ok)
	}
}

// A write removes the temporary files a crash left behind (older than
// staleAfter); a recent one, maybe another process's write, stays.
func TestFilesRemoveStale(t *testing.T) {
	st := Files{Dir: t.TempDir()}
	old := filepath.Join(st.Dir, tempPrefix(MatchName)+"123")
	fresh := filepath.Join(st.Dir, tempPrefix(MatchName)+"456")
	other := filepath.Join(st.Dir, tempPrefix(SettingsName)+"789")
	for _, p := range []string{old, fresh, other} {
		if err := os.WriteFile(p, []byte("{"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	long := time.Now().Add(-2 * staleAfter)
	for _, p := range []string{old, other} {
		if err := os.Chtimes(p, long, long); err != nil {
			t.Fatal(err)
		}
	}
	if err := st.Write(MatchName, []byte("{}")); err != nil {
		t.Fatal(err)
	}
	for p, want := range map[string]bool{old: false, fresh: true, other: true} {
		if _, err := os.Stat(p); (err == nil) != want {
			t.Errorf("%s: there %v, want %v", filepath.Base(p), err == nil, want)
		}
	}
}
