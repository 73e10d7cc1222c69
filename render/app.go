//go:build !nogui

package render

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"

	"rummikub/game"
	"rummikub/game/storage"
	"rummikub/input"
)

// screen is one screen of the game.
type screen interface {
	// update handles one tick of input.
	update(a *App, f input.Frame)
	// draw paints the screen.
	draw(a *App, dst *ebiten.Image)
}

// App is the game as Ebitengine runs it: the current screen, the
// settings, the tile pictures and the sounds.
type App struct {
	in       input.Source
	clock    game.Clock
	settings Settings
	sound    *sounds
	art      tileArt
	scr      screen
	w, h     float64
	tick     int
	quit     bool
	// lastConfig is the last game chosen, offered again on the new-game screen.
	lastConfig Config
	// store keeps the settings, the last game and the match; nil when
	// the app does not remember them (see Remember).
	store storage.Store
	// shared is set when another instance of the game (a window, a
	// browser tab) holds the store (storage.Claimer): this one neither
	// takes up the match saved there nor saves its own over it.
	shared bool
	// unclaim gives up this instance's claim on the store; kept so that
	// the claim (an open lock file) lives as long as the app.
	unclaim func()
	// notice is shown on the new-game screen until a game starts.
	notice string
	// resume is a match in play the new-game screen offers to take up
	// again: saved by an earlier run, or left for the menu.
	resume *savedMatch
	// afterUpdate runs at the end of every Update; see AfterUpdate.
	afterUpdate func()
	// around runs at the start and end of every Update and Draw; see Around.
	around func(step string, after bool)
	// skipStill draws a frame only when it differs from the last one;
	// see SkipStillFrames.
	skipStill bool
	// everyFrame keeps Run from skipping still frames; see DrawEveryFrame.
	everyFrame bool
}

// errQuit ends the game loop when the player quits.
var errQuit = errors.New("quit")

// NewApp makes the game with an input source (nil for the real devices)
// and a clock (nil for the wall clock), starting on the new-game screen.
func NewApp(in input.Source, clock game.Clock, settings Settings) *App {
	if in == nil {
		in = &input.Devices{}
	}
	if clock == nil {
		clock = newPageClock()
	}
	a := &App{in: in, clock: clock, settings: settings, w: 1280, h: 800}
	a.sound = newSounds(settings.Sound)
	a.lastConfig = Config{Variant: "classic", Seats: []Seat{{Name: "You", Human: true}, {Name: "Hard AI", Level: "hard"}}}
	a.scr = newMenuScreen(a)
	return a
}

// Notify shows the player a notice on the new-game screen, such as a
// preference file that could not be read; the next notice replaces it.
func (a *App) Notify(msg string) { a.notice = msg }

// Start begins a match straight away, skipping the new-game screen.
func (a *App) Start(cfg Config) error {
	s, err := newSession(cfg, a.clock)
	if err != nil {
		return err
	}
	a.lastConfig, a.notice, a.resume = cfg, "", nil
	a.scr = newTableScreen(a, s)
	return nil
}

// Update reads one tick of input and updates the current screen.
func (a *App) Update() error {
	if a.around != nil {
		a.around("update", false)
		defer a.around("update", true)
	}
	a.tick++
	f := a.in.Next()
	if f.Pressed || len(f.Keys) > 0 {
		a.sound.wake() // the browser lets sound start now
	}
	a.scr.update(a, f)
	if a.afterUpdate != nil {
		a.afterUpdate()
	}
	if a.quit {
		return errQuit
	}
	return nil
}

// Draw paints the current screen.
func (a *App) Draw(dst *ebiten.Image) {
	b := dst.Bounds()
	a.w, a.h = float64(b.Dx()), float64(b.Dy())
	if a.around != nil {
		a.around("draw", false)
		defer a.around("draw", true)
	}
	if a.skipStill {
		drawFrame(dst, a.drawScreen)
		return
	}
	a.scr.draw(a, dst)
}

// drawScreen draws the current screen.
func (a *App) drawScreen(dst *ebiten.Image) { a.scr.draw(a, dst) }

// SkipStillFrames makes Draw draw a frame only when it differs from the
// last frame it drew onto the same image (still.go): the image must keep
// its pixels between frames (Run sets Ebitengine's screen so).
func (a *App) SkipStillFrames() { a.skipStill = true }

// DrawEveryFrame makes Run draw every frame, still or not, on a screen
// cleared every frame (Ebitengine's default): a yardstick for what
// skipping still frames saves.
func (a *App) DrawEveryFrame() { a.everyFrame = true }

// Layout is required by ebiten.Game; LayoutF is used instead.
func (a *App) Layout(w, h int) (int, int) { return w, h }

// LayoutF lays the screen out in device pixels, so everything is drawn
// crisply on high-DPI screens.
func (a *App) LayoutF(w, h float64) (float64, float64) {
	s := ebiten.Monitor().DeviceScaleFactor()
	return w * s, h * s
}

// SetScreenSize tells the app its screen size without a window (tests).
func (a *App) SetScreenSize(w, h float64) { a.w, a.h = w, h }
