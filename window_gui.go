//go:build !nogui

package main

import (
	"fmt"
	"io"

	"rummikub/render"
)

// runWindow opens the game's window on the new-game screen, with the
// player's saved settings and last game.
func runWindow(args []string, _ io.Reader, _, errOut io.Writer) int {
	if len(args) > 0 {
		fmt.Fprintf(errOut, "rummikub: unknown argument %q\n", args[0])
		return 2
	}
	settings, err := render.LoadSettings()
	app := render.NewApp(nil, nil, settings)
	if err != nil {
		fmt.Fprintln(errOut, "rummikub: the settings are back to their defaults:", err)
		app.Notify("Your settings could not be read, so the defaults are used (details on the terminal).")
	}
	app.Remember()
	setUpPage(app)
	markTime("appReady")
	if err := render.Run(app); err != nil {
		fmt.Fprintln(errOut, "rummikub:", err)
		return 1
	}
	return 0
}
