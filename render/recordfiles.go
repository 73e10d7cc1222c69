//go:build !nogui

package render

// The game files in a folder, for the desktop's Open record: the
// statistics screen lists the records exported there (Export writes
// rummikub-<variant>-<date>-<time>.json), newest first.

import (
	"io/fs"
	"slices"
	"strings"
	"time"
)

// recordFile is a game's record file found in a folder.
type recordFile struct {
	name string
	mod  time.Time
	size int64
}

// isRecordName says a file's name is one Export gives.
func isRecordName(name string) bool {
	return strings.HasPrefix(name, "rummikub-") && strings.HasSuffix(name, ".json")
}

// listRecordFiles returns the record files of a folder, newest first (by
// the time they were written; by name on a tie). Other files and folders
// are left out; a folder that cannot be read is an error.
func listRecordFiles(fsys fs.FS) ([]recordFile, error) {
	ents, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return nil, err
	}
	var files []recordFile
	for _, e := range ents {
		if !e.Type().IsRegular() || !isRecordName(e.Name()) {
			continue
		}
		info, err := e.Info()
		if err != nil {
			continue // gone since the folder was read
		}
		files = append(files, recordFile{name: e.Name(), mod: info.ModTime(), size: info.Size()})
	}
	slices.SortFunc(files, func(a, b recordFile) int {
		if c := b.mod.Compare(a.mod); c != 0 {
			return c
		}
		return strings.Compare(b.name, a.name)
	})
	return files, nil
}
