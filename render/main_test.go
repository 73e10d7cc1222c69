//go:build !nogui

package render_test

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// The tests drive a real App on Ebitengine's game loop: TestMain opens a
// (tiny) window and runs every test inside the game's first Update, where
// images can be drawn and their pixels read back. They need a display;
// without one, run them under a virtual one:
//
//	xvfb-run -a -s "-screen 0 1280x800x24" go test ./render/

// harness is the game whose first Update runs the tests.
type harness struct {
	m    *testing.M
	code int
}

func (h *harness) Update() error {
	h.code = h.m.Run()
	return ebiten.Termination
}

func (*harness) Draw(*ebiten.Image) {}

func (*harness) Layout(int, int) (int, int) { return 64, 64 }

func TestMain(m *testing.M) {
	// Every test makes an App, and Ebitengine allows one audio context a
	// process: on a machine with a sound device, the tests stay silent.
	os.Setenv("RUMMIKUB_SOUND", "off")
	if name := os.Getenv(frameChildEnv); name != "" {
		os.Exit(runFrameChild(name))
	}
	ebiten.SetWindowSize(64, 64)
	ebiten.SetWindowTitle("rummikub render tests")
	h := &harness{m: m, code: 1}
	if err := ebiten.RunGame(h); err != nil {
		os.Stderr.WriteString("render tests: the game loop did not start (is there a display? try xvfb-run): " + err.Error() + "\n")
		os.Exit(1)
	}
	os.Exit(h.code)
}
