//go:build !nogui

package main

import (
	"fmt"
	"io"

	"rummikub/render"
)

// runWindow opens the game's window on the new-game screen.
func runWindow(args []string, _ io.Reader, _, errOut io.Writer) int {
	if len(args) > 0 {
		fmt.Fprintf(errOut, "rummikub: unknown argument %q\n", args[0])
		return 2
	}
	if err := render.Run(render.NewApp(nil, nil, render.DefaultSettings())); err != nil {
		fmt.Fprintln(errOut, "rummikub:", err)
		return 1
	}
	return 0
}
