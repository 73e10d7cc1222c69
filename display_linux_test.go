//go:build linux && !nogui && !android

package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestNoDisplaySaysSo starts this very test binary (which links the window
// like the game) without a display: it must end with a sentence and exit
// status 2, not with Ebitengine's panic, for the window and for a
// subcommand alike.
func TestNoDisplaySaysSo(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "DISPLAY=") {
			env = append(env, kv)
		}
	}
	type run struct {
		args []string
		want string
	}
	runs := []run{{[]string{"-test.run=^$"}, "the game's window needs an X11 display"}}
	// Every subcommand is named (the C check keeps its own list of them).
	for name := range commands {
		runs = append(runs, run{[]string{name}, `even for "` + name + `"`})
	}
	for _, tc := range runs {
		cmd := exec.Command(self, tc.args...)
		cmd.Env = env
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		err := cmd.Run()
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.ExitCode() != 2 {
			t.Errorf("%v without a display: %v, want exit status 2; stderr:\n%s", tc.args, err, stderr.String())
		}
		if !strings.Contains(stderr.String(), tc.want) || strings.Contains(stderr.String(), "panic") {
			t.Errorf("%v without a display said:\n%s\nwant a sentence with %q and no panic", tc.args, stderr.String(), tc.want)
		}
	}
}
