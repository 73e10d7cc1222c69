//go:build !nogui

package main

import "io"

// runDefault is what the command does without a subcommand: it opens the
// game's window.
func runDefault(args []string, in io.Reader, out, errOut io.Writer) int {
	return runWindow(args, in, out, errOut)
}
