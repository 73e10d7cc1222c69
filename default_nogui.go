//go:build nogui

package main

import "io"

// runDefault is what the command does without a subcommand in a binary
// built with -tags nogui, which has no window: it plays the text demo.
func runDefault(args []string, in io.Reader, out, errOut io.Writer) int {
	return runDemo(args, in, out, errOut)
}
