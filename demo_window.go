//go:build !nogui

package main

import (
	"fmt"
	"image"
	"image/png"
	"io"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"rummikub/input"
	"rummikub/render"
)

func init() { windowDemo = runWindowDemo }

// demoNames are the computer players' names at the demo's table.
var demoNames = []string{"Ada", "Ben", "Cleo", "Dev"}

// fullSpeed is the animation speed of a game played only to reach its
// score table: every wait is zero ticks and every tile jumps to its place.
const fullSpeed = 1000

// runWindowDemo opens the window with computer players playing a game,
// animated at the chosen speed. With a screenshot file it saves a frame of
// the chosen screen as PNG and exits.
func runWindowDemo(o demoOptions, out, errOut io.Writer) int {
	seats := make([]render.Seat, o.players)
	for i := range seats {
		seats[i] = render.Seat{Name: demoNames[i], Level: o.level}
	}
	cfg := render.Config{Variant: o.variant, Seats: seats, Seed: o.seed}
	settings := render.DefaultSettings()
	settings.AnimSpeed = o.speed
	if o.screen == "scores" {
		settings.AnimSpeed = fullSpeed
	}
	d := &demoGame{o: o, out: out, errOut: errOut}
	var in input.Source // the mouse and keyboard
	if o.screen == "scores" && o.screenshot != "" {
		// Nobody clicks "Next game": a script does, until enough games
		// are played.
		d.script = &input.Script{}
		in = d.script
	}
	d.app = render.NewApp(in, nil, settings)
	if o.screen == "newgame" {
		// The new-game screen offers a person against the computer players.
		offer := cfg
		offer.Seats = append([]render.Seat{{Name: "You", Human: true}}, seats[1:]...)
		d.app.ShowNewGame(offer)
	} else if err := d.app.Start(cfg); err != nil {
		fmt.Fprintln(errOut, "demo:", err)
		return 2
	}
	ebiten.SetWindowTitle("Rummikub demo")
	ebiten.SetWindowSize(1280, 800)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetWindowSizeLimits(640, 400, -1, -1)
	if err := ebiten.RunGame(d); err != nil {
		fmt.Fprintln(errOut, "demo:", err)
		return 1
	}
	return d.status
}

// demoGame runs the App in the window and, when asked to, saves a frame.
type demoGame struct {
	app         *render.App
	o           demoOptions
	out, errOut io.Writer
	frames      int
	// off is the frame drawn offscreen when a screenshot is wanted.
	off *ebiten.Image
	// onScreen counts the frames the wanted screen has been shown.
	onScreen int
	// script presses the score screen's button while more games are to
	// be played; games counts the score screens seen.
	script *input.Script
	games  int
	done   bool
	status int
}

// updateBudget bounds the ticks run in one frame at full speed, so the
// window stays responsive.
const updateBudget = 12 * time.Millisecond

func (d *demoGame) Update() error {
	if d.done {
		return ebiten.Termination
	}
	if err := d.tick(); err != nil {
		return err
	}
	// At full speed, play as many ticks as fit in a frame until the game
	// is over and its score table shows.
	if d.o.screen == "scores" && d.app.Screen() == "table" {
		start := time.Now()
		for d.app.Screen() == "table" && time.Since(start) < updateBudget {
			if err := d.tick(); err != nil {
				return err
			}
		}
	}
	return nil
}

// tick runs one tick of the App.
func (d *demoGame) tick() error {
	before := d.app.Screen()
	err := d.app.Update()
	if render.IsQuit(err) {
		return ebiten.Termination
	}
	if before != "scores" && d.app.Screen() == "scores" {
		d.games++
		if d.script != nil && d.games < d.o.games {
			d.script.Tap(input.KeyEnter)
		}
	}
	return err
}

func (d *demoGame) Draw(screen *ebiten.Image) {
	d.frames++
	if d.o.screenshot == "" {
		d.app.Draw(screen)
		return
	}
	b := screen.Bounds()
	if d.off == nil || d.off.Bounds() != b {
		if d.off != nil {
			d.off.Deallocate()
		}
		d.off = ebiten.NewImage(b.Dx(), b.Dy())
	}
	d.app.Draw(d.off)
	screen.DrawImage(d.off, nil)
	if d.done {
		return
	}
	if d.o.screen == "table" && d.app.Screen() != "table" {
		fmt.Fprintf(d.errOut, "demo: the game ended before the table held %d sets; no screenshot\n", d.o.sets)
		d.done, d.status = true, 1
		return
	}
	if !d.ready() {
		return
	}
	if err := d.save(); err != nil {
		fmt.Fprintln(d.errOut, "demo:", err)
		d.done, d.status = true, 1
		return
	}
	what := d.o.screen
	if what == "table" {
		what = fmt.Sprintf("the table with %d sets", d.app.TableSets())
	}
	fmt.Fprintf(d.out, "demo: saved %s (%s, %dx%d)\n", d.o.screenshot, what, b.Dx(), b.Dy())
	d.done = true
}

// ready reports whether the frame just drawn is the one to save.
func (d *demoGame) ready() bool {
	if d.app.Screen() != d.o.screen {
		d.onScreen = 0
		return false
	}
	d.onScreen++
	switch d.o.screen {
	case "table":
		// Between two turns' edits, with every tile at its place: no set
		// half built, no tile in flight.
		g := d.app.Game()
		return d.app.TableSets() >= d.o.sets && d.app.Settled() && g != nil && !g.CanUndo() && !g.Over()
	case "scores":
		return d.games >= d.o.games && d.onScreen >= 10
	default:
		// A few frames, for anything that fades in.
		return d.onScreen >= 10
	}
}

// save writes the offscreen frame as PNG.
func (d *demoGame) save() error {
	b := d.off.Bounds()
	img := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	d.off.ReadPixels(img.Pix)
	f, err := os.Create(d.o.screenshot)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// Layout is required by ebiten.Game; LayoutF is used instead.
func (d *demoGame) Layout(w, h int) (int, int) { return d.app.Layout(w, h) }

// LayoutF lays the screen out in device pixels, as the game does.
func (d *demoGame) LayoutF(w, h float64) (float64, float64) { return d.app.LayoutF(w, h) }
