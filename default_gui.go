//go:build !nogui

package main

import "io"

// runDefault is what the command does without a subcommand: it will open
// the game's window (Ebitengine, linked only in builds without the nogui
// tag). Until the window is written it plays the text demo.
func runDefault(args []string, in io.Reader, out, errOut io.Writer) int {
	return runDemo(args, in, out, errOut)
}
