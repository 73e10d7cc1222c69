//go:build !nogui

package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"rummikub/input"
)

// menuScreen is the new-game screen.
type menuScreen struct {
	cfg Config
	err string
}

func newMenuScreen(a *App) *menuScreen { return &menuScreen{cfg: a.lastConfig} }

func (m *menuScreen) start(a *App) rect {
	u := min(a.w/1280, a.h/800)
	return rect{a.w/2 - 150*u, a.h - 140*u, 300 * u, 64 * u}
}

func (m *menuScreen) update(a *App, f input.Frame) {
	if f.HasKey(input.KeyEnter) || f.Pressed && m.start(a).Contains(f.X, f.Y) {
		if err := a.Start(m.cfg); err != nil {
			m.err = err.Error()
		}
	}
}

func (m *menuScreen) draw(a *App, dst *ebiten.Image) {
	u := min(a.w/1280, a.h/800)
	dst.Fill(colFelt)
	drawText(dst, "Rummikub", a.w/2, 120*u, 64*u, true, true, colText)
	b := m.start(a)
	fillRoundRect(dst, b, 12*u, colGood)
	drawText(dst, "Start (Enter)", b.X+b.W/2, b.Y+b.H/2, 24*u, true, true, colButtonText)
	if m.err != "" {
		drawText(dst, m.err, a.w/2, b.Y-40*u, 16*u, false, true, colBad)
	}
}
