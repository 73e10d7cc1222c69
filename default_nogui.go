//go:build nogui

package main

import "io"

// runDefault is what the command does without a subcommand in a binary
// built with -tags nogui, which has no window. It will play a text demo;
// until that is written it prints the usage.
func runDefault(args []string, in io.Reader, out, errOut io.Writer) int {
	return defaultUsage(args, out, errOut)
}
