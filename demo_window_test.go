//go:build !nogui

package main

import (
	"bytes"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// demoChildEnv holds the arguments of a child process running the command
// (see TestMain): Ebitengine's game loop must run on the main goroutine,
// and once a process.
const demoChildEnv = "RUMMIKUB_TEST_CHILD_ARGS"

func init() { windowByDefault = true }

func TestMain(m *testing.M) {
	if args := os.Getenv(demoChildEnv); args != "" {
		os.Exit(run(strings.Fields(args), os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// runChild runs the command with args in a child process and returns its
// exit status and output.
func runChild(t *testing.T, timeout time.Duration, args ...string) (int, string, string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), demoChildEnv+"="+strings.Join(args, " "), "RUMMIKUB_SOUND=off")
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	timer := time.AfterFunc(timeout, func() { _ = cmd.Process.Kill() })
	defer timer.Stop()
	err := cmd.Wait()
	code := 0
	if err != nil {
		code = -1
		if e, ok := err.(*exec.ExitError); ok {
			code = e.ExitCode()
		}
	}
	return code, out.String(), errOut.String()
}

// needDisplay skips a test of the window without a display.
func needDisplay(t *testing.T) {
	t.Helper()
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		t.Skip("no display: run under xvfb-run")
	}
}

// The window's demo saves each screen it is asked for as a PNG of the
// window's size that shows it: the table with tiles on it, the new-game
// screen, the score table.
func TestWindowDemoScreenshots(t *testing.T) {
	needDisplay(t)
	felt := color.RGBA{0x1f, 0x5e, 0x4a, 0xff}
	ivory := color.RGBA{0xfb, 0xf6, 0xe6, 0xff}
	for _, screen := range []string{"table", "newgame", "scores"} {
		t.Run(screen, func(t *testing.T) {
			file := filepath.Join(t.TempDir(), screen+".png")
			code, out, errOut := runChild(t, 3*time.Minute, "demo", "-players", "3", "-level", "medium", "-seed", "5",
				"-speed", "8", "-screen", screen, "-games", "2", "-screenshot", file)
			if code != 0 {
				t.Fatalf("exit %d\nstdout: %s\nstderr: %s", code, out, errOut)
			}
			if !strings.Contains(out, "saved "+file) {
				t.Errorf("the demo does not say it saved the file: %q", out)
			}
			f, err := os.Open(file)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			img, err := png.Decode(f)
			if err != nil {
				t.Fatal(err)
			}
			b := img.Bounds()
			if b.Dx() < 640 || b.Dy() < 400 {
				t.Errorf("a %dx%d screenshot", b.Dx(), b.Dy())
			}
			share := func(want color.RGBA) float64 {
				n := 0
				for y := b.Min.Y; y < b.Max.Y; y += 2 {
					for x := b.Min.X; x < b.Max.X; x += 2 {
						r, g, bl, _ := img.At(x, y).RGBA()
						c := color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(bl >> 8), 0xff}
						if near(c, want) {
							n++
						}
					}
				}
				return float64(n) / float64((b.Dx()/2)*(b.Dy()/2))
			}
			if s := share(felt); s < 0.05 {
				t.Errorf("only %.1f%% of the picture is the table's felt", 100*s)
			}
			if screen == "table" {
				// At least 5 sets of 3 tiles, each some 30×40 pixels at
				// 1280×800, mostly ivory.
				if s := share(ivory); s < 15*30*40*0.4/float64(b.Dx()*b.Dy()) {
					t.Errorf("only %.2f%% of the table picture is tile ivory", 100*s)
				}
			}
		})
	}
}

func near(c, want color.RGBA) bool {
	d := func(a, b uint8) bool { return int(a)-int(b) <= 10 && int(b)-int(a) <= 10 }
	return d(c.R, want.R) && d(c.G, want.G) && d(c.B, want.B)
}

// The window build still narrates the demo as text with -text, and checks
// the window's flags before opening it.
func TestWindowDemoFlags(t *testing.T) {
	for _, args := range [][]string{
		{"demo", "-speed", "0"},
		{"demo", "-screen", "chess"},
		{"demo", "-players", "1"},
		{"demo", "-players", "2", "-games", "3"},
	} {
		var out, errOut bytes.Buffer
		if code := run(args, strings.NewReader(""), &out, &errOut); code != 2 || errOut.Len() == 0 {
			t.Errorf("%q: exit %d, stderr %q", args, code, errOut.String())
		}
	}
	var out, errOut bytes.Buffer
	if code := run([]string{"demo", "-h"}, strings.NewReader(""), &out, &errOut); code != 0 {
		t.Fatalf("demo -h: exit %d", code)
	}
	for _, flag := range []string{"-text", "-speed", "-screenshot", "-screen", "-sets", "-games"} {
		if !strings.Contains(out.String(), flag) {
			t.Errorf("demo -h does not tell of %s:\n%s", flag, out.String())
		}
	}
}
