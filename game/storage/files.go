//go:build !js

package storage

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"time"
)

// Files is the desktop's Store: each record a file in Dir. A write goes to
// a temporary file, synced to the disk, then renamed into place, the file
// it replaces renamed to name.bak first: a crash at any point leaves the
// new record or the old one.
type Files struct {
	// Dir is the folder of the records; Write creates it.
	Dir string
}

// DefaultDir is the desktop's folder of the records:
// os.UserConfigDir()/rummikub; false when the system has none.
func DefaultDir() (string, bool) {
	d, err := os.UserConfigDir()
	if err != nil || d == "" {
		return "", false
	}
	return filepath.Join(d, "rummikub"), true
}

// Default is the Store of this build: files in DefaultDir; false when
// there is no such folder (the game then remembers nothing).
func Default() (Store, bool) {
	d, ok := DefaultDir()
	if !ok {
		return nil, false
	}
	return Files{Dir: d}, true
}

func (s Files) path(name string) string { return filepath.Join(s.Dir, name) }

// Read implements Store.
func (s Files) Read(name string, limit int) ([]byte, error) {
	if !validName(name) {
		return nil, errName(name)
	}
	f, err := os.Open(s.path(name))
	if errors.Is(err, fs.ErrNotExist) {
		f, err = os.Open(s.path(name + BackupSuffix))
		if errors.Is(err, fs.ErrNotExist) {
			return nil, notExist(name)
		}
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, int64(limit)+1))
	switch {
	case err != nil:
		return nil, err
	case len(data) > limit:
		return nil, ErrTooLarge
	}
	return data, nil
}

// Write implements Store.
func (s Files) Write(name string, data []byte) error {
	if !validName(name) {
		return errName(name)
	}
	if err := os.MkdirAll(s.Dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(s.Dir, tempPrefix(name)+"*")
	if err != nil {
		return err
	}
	_, werr := f.Write(data)
	serr := f.Sync()
	cerr := f.Close()
	if err := errors.Join(werr, serr, cerr); err != nil {
		_ = os.Remove(f.Name())
		return err
	}
	path := s.path(name)
	if st, err := os.Stat(path); err == nil && st.Mode().IsRegular() {
		if err := os.Rename(path, path+BackupSuffix); err != nil {
			_ = os.Remove(f.Name())
			return err
		}
	}
	if err := os.Rename(f.Name(), path); err != nil {
		_ = os.Remove(f.Name())
		return err
	}
	syncDir(s.Dir)
	s.removeStale(name)
	return nil
}

// tempPrefix starts the names of a record's temporary files.
func tempPrefix(name string) string { return ".tmp-" + name + "-" }

// staleAfter is the age past which a record's temporary file is the
// leftover of a write a crash cut short (a write takes milliseconds).
const staleAfter = time.Minute

// removeStale removes the temporary files of a record that writes cut
// short by a crash left behind, so crashes do not fill the folder. A
// recent one may be another process's write in progress: it stays.
func (s Files) removeStale(name string) {
	temps, _ := filepath.Glob(filepath.Join(s.Dir, tempPrefix(name)+"*"))
	for _, p := range temps {
		if st, err := os.Stat(p); err == nil && time.Since(st.ModTime()) > staleAfter {
			_ = os.Remove(p)
		}
	}
}

// syncDir makes a folder's renames durable where the system allows it.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync() // not every system can sync a folder
		_ = d.Close()
	}
}

// Remove implements Store.
func (s Files) Remove(name string) error {
	if !validName(name) {
		return errName(name)
	}
	var errs []error
	for _, p := range []string{s.path(name), s.path(name + BackupSuffix)} {
		if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// KeepAside implements Store.
func (s Files) KeepAside(name string) (string, error) {
	if !validName(name) {
		return "", errName(name)
	}
	for _, p := range []string{s.path(name), s.path(name + BackupSuffix)} {
		bad := p + BadSuffix // the record's and the backup's apart
		st, err := os.Stat(p)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return "", err
		}
		if !st.Mode().IsRegular() {
			return "", fmt.Errorf("%s is not a file", p)
		}
		if err := os.Rename(p, bad); err != nil {
			return "", err
		}
		return bad, nil
	}
	return "", notExist(name)
}
