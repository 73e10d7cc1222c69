//go:build !nogui

package render

import (
	"errors"
	"runtime"

	"github.com/hajimehoshi/ebiten/v2"
)

// Run opens the window and plays until the player closes it.
func Run(a *App) error {
	ebiten.SetWindowTitle("Rummikub")
	// Monitor().Size is already in device-independent pixels, the unit of
	// SetWindowSize: no division by the scale factor.
	var mw, mh int
	if m := ebiten.Monitor(); m != nil {
		mw, mh = m.Size()
	}
	w, h := fitWindow(mw, mh)
	ebiten.SetWindowSize(w, h)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetWindowSizeLimits(min(640, w), min(400, h), -1, -1)
	if runtime.GOOS != "js" { // a page's icon is its own (index.html)
		ebiten.SetWindowIcon(windowIcons())
	}
	// A frame like the last is not drawn again: the screen keeps it.
	if !a.everyFrame {
		ebiten.SetScreenClearedEveryFrame(false)
		a.SkipStillFrames()
	}
	err := ebiten.RunGame(a)
	if errors.Is(err, errQuit) {
		return nil
	}
	return err
}
