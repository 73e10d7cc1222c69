package storage

import (
	"errors"
	"io/fs"
)

// The records the game keeps, by name.
const (
	// SettingsName holds the player's settings (Settings).
	SettingsName = "settings.json"
	// GameName holds the last game chosen on the new-game screen (Game).
	GameName = "config.json"
	// MatchName holds the match in play (Match).
	MatchName = "match.json"
)

// Size limits of the records: anything longer is not one of the game's.
const (
	// MaxPrefsSize bounds the settings and the last game.
	MaxPrefsSize = 64 << 10
	// MaxMatchSize bounds a saved match: a long match with many
	// rearrangements writes a few hundred kilobytes.
	MaxMatchSize = 16 << 20
)

// Suffixes of a record's other copies: its backup (the copy a write
// replaced) and a copy the game could not use, kept aside.
const (
	BackupSuffix = ".bak"
	BadSuffix    = ".bad"
)

// ErrTooLarge is the error of Read for a record longer than its limit.
var ErrTooLarge = errors.New("too large to be one of the game's files")

// Store keeps named records. Names are plain file names ("settings.json"),
// without folders. Every backend passes the same tests (store_suite_test.go).
type Store interface {
	// Read returns a record's contents. When the record is missing but
	// its backup is there (a write was cut short), it returns the backup.
	// A record that does not exist gives an error wrapping
	// fs.ErrNotExist; one longer than limit bytes, ErrTooLarge.
	Read(name string, limit int) ([]byte, error)
	// Write replaces a record's contents whole: a reader never sees half
	// a record. The contents it replaces become the record's backup.
	Write(name string, data []byte) error
	// Remove deletes a record and its backup; a record that does not
	// exist is no error. A copy kept aside stays.
	Remove(name string) error
	// KeepAside moves the copy Read returns (the record, or its backup
	// when the record is missing) aside, so that the next Read gives the
	// backup, if any, and a new write loses nothing: the record to
	// name+BadSuffix, replacing an older one, the backup to
	// name+BackupSuffix+BadSuffix (aside of its own: a record and then
	// its backup found unusable keep both, the newest first). It returns
	// where the copy went, in words a player can follow (a file's path).
	KeepAside(name string) (string, error)
}

// notExist is the error of Read for a missing record.
func notExist(name string) error {
	return &fs.PathError{Op: "read", Path: name, Err: fs.ErrNotExist}
}

// validName reports whether a record's name is one a Store accepts: not
// empty, no folder.
func validName(name string) bool {
	if name == "" || name == "." || name == ".." {
		return false
	}
	for _, r := range name {
		if r == '/' || r == '\\' || r == 0 {
			return false
		}
	}
	return true
}

// errName is the error for a name validName refuses.
func errName(name string) error {
	return &fs.PathError{Op: "open", Path: name, Err: fs.ErrInvalid}
}
