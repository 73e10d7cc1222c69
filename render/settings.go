//go:build !nogui

package render

import (
	"errors"
	"io/fs"
	"log"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"rummikub/game"
	"rummikub/game/storage"
	"rummikub/input"
)

// settingsScreen is the player's preferences: sound, the animations'
// speed and colour-blind tiles. Every change applies at once and is saved
// when the app remembers (see App.Remember). Back returns to the screen it
// was opened from.
type settingsScreen struct {
	back   screen
	px, py float64
	// plain and blind draw the sample tiles in each mode.
	plain, blind tileArt
}

// newSettingsScreen opens the settings over a screen to return to (the
// new-game screen when back is nil). Over the table, the turn's clock
// stops until the table is back.
func newSettingsScreen(a *App, back screen) *settingsScreen {
	if t, ok := back.(*tableScreen); ok {
		t.s.clock.pause(true)
	}
	return &settingsScreen{back: back, px: -1, py: -1}
}

// settingsLayout is where the settings screen's controls are.
type settingsLayout struct {
	c                  canvas
	panel              rect
	sound, speed, cb   rect
	rowY               [3]float64 // the rows' centre lines
	samplePlain, sampB rect
	back               rect
}

func (s *settingsScreen) layout(a *App) settingsLayout {
	c := newCanvas(a.w, a.h)
	l := settingsLayout{c: c}
	l.panel = c.r(240, 150, 800, 480)
	l.rowY = [3]float64{c.y(236), c.y(326), c.y(416)}
	l.sound = c.r(888, 214, 104, 44)
	l.speed = c.r(672, 303, 320, 46)
	l.cb = c.r(888, 394, 104, 44)
	l.samplePlain = c.r(288, 462, 340, 140)
	l.sampB = c.r(652, 462, 340, 140)
	l.back = c.r(530, 674, 220, 56)
	return l
}

func (s *settingsScreen) update(a *App, f input.Frame) {
	l := s.layout(a)
	s.px, s.py = f.X, f.Y
	if f.HasKey(input.KeyEscape) || f.HasKey(input.KeyEnter) || clicked(f, l.back) {
		s.leave(a)
		return
	}
	old := a.settings
	switch {
	case clicked(f, l.sound):
		a.settings.Sound = !a.settings.Sound
		if a.sound != nil {
			a.sound.setEnabled(a.settings.Sound)
		}
	case clicked(f, l.cb):
		a.settings.ColorBlind = !a.settings.ColorBlind
	case clicked(f, l.samplePlain):
		a.settings.ColorBlind = false
	case clicked(f, l.sampB):
		a.settings.ColorBlind = true
	case f.Pressed:
		if i := segmentAt(l.speed, len(animSpeeds), f.X, f.Y); i >= 0 {
			a.settings.AnimSpeed = animSpeeds[i]
		}
	}
	if a.settings != old {
		a.sound.play(soundPick)
		a.saveSettings()
	}
	x, y := s.px, s.py
	setCursor(l.back.Contains(x, y) || l.sound.Contains(x, y) || l.cb.Contains(x, y) || l.speed.Contains(x, y) ||
		l.samplePlain.Contains(x, y) || l.sampB.Contains(x, y), false)
}

// leave goes back to the screen the settings were opened from.
func (s *settingsScreen) leave(a *App) {
	setCursor(false, false)
	if s.back == nil {
		a.scr = newMenuScreen(a)
		return
	}
	a.scr = s.back
}

// sampleTiles are shown in both tile modes: one of each colour.
var sampleTiles = [4]game.Tile{
	game.NumberTile(game.Black, 5), game.NumberTile(game.Red, 5), game.NumberTile(game.Blue, 5), game.NumberTile(game.Orange, 5),
}

func (s *settingsScreen) draw(a *App, dst *ebiten.Image) {
	l := s.layout(a)
	c, u := l.c, l.c.U
	fillImage(dst, feltFill)
	drawText(dst, "Settings", c.x(640), c.y(84), 52*u, true, true, colText)
	drawText(dst, "Changes apply at once", c.x(640), c.y(124), 17*u, false, true, colTextDim)
	drawPanel(dst, l.panel, "", u)

	soundNote := "Picking, placing, drawing, warnings and the win"
	if a.sound == nil || a.sound.ctx == nil {
		soundNote = "No sound device was found: the game plays silently"
	}
	s.row(dst, l, 0, "Sound", soundNote)
	drawToggle(dst, l.sound, a.settings.Sound, u, l.sound.Contains(s.px, s.py))

	s.row(dst, l, 1, "Animation speed", "Tiles gliding and the computer's moves")
	drawSegments(dst, l.speed, animSpeedNames, nearestSpeed(a.settings.AnimSpeed), u, s.px, s.py)

	s.row(dst, l, 2, "Colour-blind tiles", "Each colour also gets its own shape, as in the sample below")
	drawToggle(dst, l.cb, a.settings.ColorBlind, u, l.cb.Contains(s.px, s.py))
	s.drawSample(dst, l.samplePlain, "Standard", &s.plain, false, !a.settings.ColorBlind, u)
	s.drawSample(dst, l.sampB, "Colour-blind", &s.blind, true, a.settings.ColorBlind, u)

	drawButton(dst, l.back, "Back (Esc)", u, toneNormal, l.back.Contains(s.px, s.py), true)
}

// row writes a setting's name and its explanation.
func (s *settingsScreen) row(dst *ebiten.Image, l settingsLayout, i int, name, note string) {
	c, u := l.c, l.c.U
	y := l.rowY[i]
	drawTextAt(dst, name, c.x(288), y-11*u, 22*u, true, alignStart, colText)
	drawTextAt(dst, note, c.x(288), y+15*u, small(15, u), false, alignStart, colTextDim)
}

// drawSample shows the four colours in one tile mode; the mode in use is
// outlined.
func (s *settingsScreen) drawSample(dst *ebiten.Image, r rect, title string, art *tileArt, colorBlind, active bool, u float64) {
	fill := colFeltDark
	if r.Contains(s.px, s.py) && !active {
		fill = colFeltLine
	}
	fillRoundRect(dst, r, 12*u, fill)
	if active {
		strokeRoundRect(dst, r, 12*u, 3*u, colWarn)
	} else {
		strokeRoundRect(dst, r, 12*u, 1.5*u, colFeltLine)
	}
	ink := colTextDim
	label := title
	if active {
		ink, label = colWarn, title+" (in use)"
	}
	drawTextAt(dst, label, r.X+16*u, r.Y+22*u, small(15, u), true, alignStart, ink)
	tw := 58 * u
	th := tw / tileAspect
	gap := 12 * u
	x0 := r.X + (r.W-4*tw-3*gap)/2
	for i, t := range sampleTiles {
		drawTileAt(dst, art, t, x0+float64(i)*(tw+gap), r.Y+40*u, tw, th, 0, colorBlind)
	}
}

// Remember makes the app keep the player's choices between runs in the
// game's Store (storage.Default: files in os.UserConfigDir()/rummikub, or
// the browser's local storage): the settings (as LoadSettings reads
// them), the last game chosen and the match in play, and offers that game
// and match again now. An app that does not remember (tests) never
// touches the store. A record that cannot be read is kept aside (see
// storage.Store.KeepAside; its last good copy, if any, is offered
// instead), reported on standard error and in a notice on the new-game
// screen; one that cannot be written is not, since the game goes on as
// well without it. With no store at all (a browser that blocks the site's
// data) the notice says nothing will be saved. A second instance of the
// game (another window or tab holds the store's claim, storage.Claimer)
// neither offers the saved match nor saves its own, and says so.
func (a *App) Remember() {
	st, ok := storage.Default()
	if !ok {
		a.Notify(noStoreNotice())
		return
	}
	a.rememberIn(st)
}

// rememberIn is Remember with the store st.
func (a *App) rememberIn(st storage.Store) {
	a.store = st
	if c, ok := st.(storage.Claimer); ok {
		alone, release := c.Claim()
		a.unclaim = release
		if !alone {
			a.shared = true
			a.Notify(sharedNotice)
			log.Print("rummikub: another window or tab of the game holds its records: this one keeps no unfinished match")
		}
	}
	cfg, err := loadConfigFrom(st, storage.GameName)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		log.Print("rummikub: the last game chosen is forgotten: ", storage.KeepAside(st, storage.GameName, err))
		a.Notify("Your last game's choices could not be read, so a new game is offered (details on the terminal).")
		cfg, err = loadConfigFrom(st, storage.GameName) // the backup, if any
	}
	if err == nil {
		a.lastConfig = cfg
	}
	if a.shared {
		a.resetMenu()
		return
	}
	sv, err := loadMatchFrom(st, storage.MatchName)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		log.Print("rummikub: the unfinished match is lost: ", storage.KeepAside(st, storage.MatchName, err))
		a.Notify("Your unfinished match could not be restored (details on the terminal).")
		sv, err = loadMatchFrom(st, storage.MatchName) // the backup, if any
	}
	if err == nil {
		a.resume = &sv
	}
	a.resetMenu()
}

// sharedNotice tells a person why a second window or tab of the game
// keeps no match.
const sharedNotice = "The game is open in another window or tab too: this one keeps no unfinished match."

// resetMenu shows the new-game screen anew, if it is the screen shown,
// with what Remember read.
func (a *App) resetMenu() {
	if _, onMenu := a.scr.(*menuScreen); onMenu {
		a.scr = newMenuScreen(a)
	}
}

// saveMatch writes the match in play if the app remembers; see savegame.go.
func (a *App) saveMatch(s *session) {
	if a.store != nil && !a.shared {
		if err := saveMatchTo(a.store, storage.MatchName, s); err != nil {
			log.Print("rummikub: the match cannot be saved: ", err)
		}
	}
}

// forgetMatch removes the saved match once it is over.
func (a *App) forgetMatch() {
	a.resume = nil
	if a.store != nil && !a.shared {
		if err := a.store.Remove(storage.MatchName); err != nil {
			log.Print("rummikub: ", err)
		}
	}
}

// saveSettings writes the settings if the app remembers.
func (a *App) saveSettings() {
	if a.store != nil {
		_ = saveSettingsTo(a.store, storage.SettingsName, a.settings)
	}
}

// rememberConfig writes the game chosen if the app remembers.
func (a *App) rememberConfig(cfg Config) {
	if a.store != nil {
		cfg.Seats = slices.Clone(cfg.Seats)
		_ = saveConfigTo(a.store, storage.GameName, cfg)
	}
}
