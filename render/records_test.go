package render

import (
	"path/filepath"

	"rummikub/game/storage"
)

// The tests of the settings, last-game and match records name them by
// path, as the desktop keeps them: these helpers reach them through
// storage.Files.

const (
	prefsFolder  = "rummikub"
	settingsFile = storage.SettingsName
	configFile   = storage.GameName
	matchFile    = storage.MatchName
	maxPrefsSize = storage.MaxPrefsSize
)

// fileRecord is the store and the record name of a file.
func fileRecord(path string) (storage.Store, string) {
	return storage.Files{Dir: filepath.Dir(path)}, filepath.Base(path)
}

func loadSettingsFile(path string) (Settings, error) {
	st, name := fileRecord(path)
	return loadSettingsFrom(st, name)
}

func saveSettingsFile(path string, s Settings) error {
	st, name := fileRecord(path)
	return saveSettingsTo(st, name, s)
}

func loadConfigFile(path string) (Config, error) {
	st, name := fileRecord(path)
	return loadConfigFrom(st, name)
}

func saveConfigFile(path string, c Config) error {
	st, name := fileRecord(path)
	return saveConfigTo(st, name, c)
}

func loadMatchFile(path string) (savedMatch, error) {
	st, name := fileRecord(path)
	return loadMatchFrom(st, name)
}

func saveMatchFile(path string, s *session) error {
	st, name := fileRecord(path)
	return saveMatchTo(st, name, s)
}

func writeJSON(path string, v any) error {
	st, name := fileRecord(path)
	return storage.SaveJSON(st, name, v, true)
}

func prefsDir() (string, bool) { return storage.DefaultDir() }
