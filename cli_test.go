package main

import (
	"bufio"
	"bytes"
	"io"
	"strings"
	"testing"
)

// windowByDefault is true in the window build, where the command without
// a subcommand opens the window (demo_window_test.go sets it).
var windowByDefault bool

// TestRunDispatch checks the exit status and streams of the command with
// no subcommand, help, and an unknown subcommand.
func TestRunDispatch(t *testing.T) {
	tests := []struct {
		args   []string
		code   int
		stdout string // the output contains this ("" for none at all)
		stderr string // the error output contains this ("" for none at all)
	}{
		{nil, 0, "Rummikub, Classic", ""},
		{[]string{"help"}, 0, "referee", ""},
		{[]string{"-h"}, 0, "subcommands", ""},
		{[]string{"--help"}, 0, "subcommands", ""},
		{[]string{"chess"}, 2, "", `unknown subcommand "chess"`},
		{[]string{"-fullscreen"}, 2, "", "-fullscreen"},
		{[]string{"referee", "-h"}, 0, "usage: rummikub referee", ""},
		{[]string{"referee", "extra"}, 2, "", `unexpected argument "extra"`},
		{[]string{"referee", "-nope"}, 2, "", "-nope"},
	}
	for _, tt := range tests {
		if tt.args == nil && windowByDefault {
			continue // it would open the window and play until closed
		}
		var out, errOut bytes.Buffer
		code := run(tt.args, strings.NewReader(""), &out, &errOut)
		if code != tt.code {
			t.Errorf("%q: exit status %d, want %d", tt.args, code, tt.code)
		}
		for _, c := range []struct{ name, got, want string }{
			{"stdout", out.String(), tt.stdout}, {"stderr", errOut.String(), tt.stderr},
		} {
			if c.want == "" && c.got != "" || !strings.Contains(c.got, c.want) {
				t.Errorf("%q: %s %q, want it to contain %q", tt.args, c.name, c.got, c.want)
			}
		}
	}
}

// TestReadLine checks line ends, the last line without one, and that a
// line longer than the limit is skipped whole.
func TestReadLine(t *testing.T) {
	long := strings.Repeat("x", 40)
	r := bufio.NewReaderSize(strings.NewReader("ab\r\n"+long+"\n\ncd\n"+long[:10]+"\r\nef"), 16)
	want := []struct {
		line    string
		tooLong bool
	}{{"ab", false}, {"", true}, {"", false}, {"cd", false}, {long[:10], false}, {"ef", false}}
	for i, w := range want {
		line, tooLong, err := readLine(r, 10)
		if err != nil || string(line) != w.line || tooLong != w.tooLong {
			t.Errorf("line %d: got %q, %v, %v; want %q, %v", i+1, line, tooLong, err, w.line, w.tooLong)
		}
	}
	if _, _, err := readLine(r, 10); err != io.EOF {
		t.Errorf("after the last line: %v, want EOF", err)
	}
}

// TestServeLinesPanic checks that a handler's panic becomes an error line
// and the next line is still answered.
func TestServeLinesPanic(t *testing.T) {
	var out bytes.Buffer
	code := serveLines(strings.NewReader("boom\nok\n"), &out, io.Discard, func(line []byte) (any, error) {
		if string(line) == "boom" {
			panic("kaboom")
		}
		return map[string]bool{"ok": true}, nil
	})
	want := "{\"error\":\"line 1: internal error (please report it): kaboom\"}\n{\"ok\":true}\n"
	if code != 1 || out.String() != want {
		t.Errorf("status %d, output %q; want 1, %q", code, out.String(), want)
	}
}
