//go:build !nogui && !js

package render

// canOpen says the statistics screen offers Open record: not on the
// desktop, where Ebitengine has no file dialog (one would need cgo extras
// per system); a record file is dropped on the window there.
const canOpen = false

// openHint tells the player how to open a record file.
const openHint = "Drop a game's file on this window to watch it"

// chooseRecord does nothing on the desktop; see open_js.go.
func chooseRecord() error { return nil }

// takeChosen has nothing on the desktop; see open_js.go.
func takeChosen() (chosenFile, bool) { return chosenFile{}, false }
