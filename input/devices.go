//go:build !nogui

package input

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Devices reads the mouse, the first touch and the keyboard through
// Ebitengine. Positions are in the game's layout pixels.
type Devices struct {
	touch    ebiten.TouchID
	touching bool
	x, y     float64
	touchIDs []ebiten.TouchID
	chars    []rune
}

// repeatDelay and repeatEvery are the ticks before a held key repeats and
// between repeats (at 60 ticks a second).
const (
	repeatDelay = 30
	repeatEvery = 3
)

// repeated reports whether a key went down this tick or repeats while held.
func repeated(k ebiten.Key) bool {
	d := inpututil.KeyPressDuration(k)
	return d == 1 || d >= repeatDelay && (d-repeatDelay)%repeatEvery == 0
}

// Next reads this tick's input.
func (d *Devices) Next() Frame {
	var f Frame
	mx, my := ebiten.CursorPosition()
	f.X, f.Y = float64(mx), float64(my)
	f.Down = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	f.Pressed = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	f.Released = inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft)
	_, f.Wheel = ebiten.Wheel()

	// A touch acts as the pointer while it lasts.
	d.touchIDs = inpututil.AppendJustPressedTouchIDs(d.touchIDs[:0])
	if !d.touching && len(d.touchIDs) > 0 {
		d.touch, d.touching = d.touchIDs[0], true
		f.Pressed = true
	}
	if d.touching {
		if inpututil.IsTouchJustReleased(d.touch) {
			d.touching = false
			f.X, f.Y, f.Released, f.Down = d.x, d.y, true, false
		} else {
			tx, ty := ebiten.TouchPosition(d.touch)
			d.x, d.y = float64(tx), float64(ty)
			f.X, f.Y, f.Down = d.x, d.y, true
		}
	}

	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	just := func(k ebiten.Key) bool { return inpututil.IsKeyJustPressed(k) }
	add := func(k Key) { f.Keys = append(f.Keys, k) }
	switch {
	case just(ebiten.KeyEnter) || just(ebiten.KeyNumpadEnter):
		add(KeyEnter)
	case just(ebiten.KeyEscape):
		add(KeyEscape)
	case just(ebiten.KeySpace):
		add(KeySpace)
	case ctrl && just(ebiten.KeyZ) && !shift, just(ebiten.KeyU) && !shift:
		add(KeyUndo)
	case ctrl && just(ebiten.KeyZ), just(ebiten.KeyY), just(ebiten.KeyU) && shift:
		add(KeyRedo)
	case just(ebiten.KeyD):
		add(KeyDraw)
	case just(ebiten.KeyR):
		add(KeyReset)
	case just(ebiten.KeyH):
		add(KeyHint)
	case just(ebiten.KeyG):
		add(KeySortGroups)
	case just(ebiten.KeyS):
		add(KeySortRuns)
	case just(ebiten.KeyL):
		add(KeyReplay)
	case just(ebiten.KeyO):
		add(KeySettings)
	case just(ebiten.KeyQ):
		add(KeyLeave)
	case just(ebiten.KeyT):
		add(KeyStats)
	}
	if repeated(ebiten.KeyBackspace) {
		add(KeyBackspace)
	}
	if just(ebiten.KeyTab) {
		add(KeyTab)
	}
	d.chars = ebiten.AppendInputChars(d.chars[:0])
	if len(d.chars) > 0 {
		f.Chars = d.chars
	}
	return f
}
