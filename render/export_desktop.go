//go:build !nogui && !js

package render

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"rummikub/game/records"
)

// exportGame writes a game's record as a file in exportDir and returns
// its path.
func exportGame(rec records.Game) (string, error) {
	dir, err := exportDir()
	if err != nil {
		return "", err
	}
	return exportRecord(dir, rec)
}

// exportDir is the folder exported records go to: the user's Documents
// folder when there is one, else the home folder.
func exportDir() (string, error) {
	home, err := os.UserHomeDir()
	if err != nil {
		return "", err
	}
	if st, err := os.Stat(filepath.Join(home, "Documents")); err == nil && st.IsDir() {
		return filepath.Join(home, "Documents"), nil
	}
	return home, nil
}

// exportRecord writes a game's record as a file in dir and returns its
// path: rummikub-<variant>-<date>-<time>.json, never replacing a file.
func exportRecord(dir string, rec records.Game) (string, error) {
	data, err := records.Marshal(rec)
	if err != nil {
		return "", err
	}
	when := time.Unix(rec.Ended, 0)
	if rec.Ended == 0 {
		when = time.Now()
	}
	base := fmt.Sprintf("rummikub-%s-%s", rec.Game.Variant, when.Format("2006-01-02-1504"))
	for i := 1; ; i++ {
		name := base + ".json"
		if i > 1 {
			name = fmt.Sprintf("%s-%d.json", base, i)
		}
		path := filepath.Join(dir, name)
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if errors.Is(err, fs.ErrExist) && i < 100 {
			continue
		}
		if err != nil {
			return "", err
		}
		_, werr := f.Write(data)
		if err := errors.Join(werr, f.Close()); err != nil {
			os.Remove(path) // a record cut short is no record: leave none
			return "", err
		}
		return path, nil
	}
}
