//go:build !nogui && !js

package render

// canOpen says the statistics screen offers Open record. Ebitengine has no
// file dialog on the desktop (one would need cgo extras per system), so
// there Open record lists the game files in the folder Export writes to
// (listsRecords); any other file is dropped on the window.
const canOpen = true

// listsRecords says Open record lists the game files of recordFolder on
// the statistics screen, rather than opening a file chooser.
const listsRecords = true

// openHint tells the player how else to open a record file.
const openHint = "Or drop a game's file on this window to watch it"

// recordFolder is the folder Open record lists: where Export writes.
func recordFolder() (string, error) { return exportDir() }

// chooseRecord does nothing on the desktop; see open_js.go.
func chooseRecord() error { return nil }

// takeChosen has nothing on the desktop; see open_js.go.
func takeChosen() (chosenFile, bool) { return chosenFile{}, false }
