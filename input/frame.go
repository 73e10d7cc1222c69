// Package input turns the mouse, a touch screen, the keyboard or a test
// script into one Frame per game tick, so the screens never read devices
// directly and a scripted pointer can drive the real game loop in tests.
package input

// Key is a keyboard shortcut the game understands.
type Key uint8

// The keys the game listens to.
const (
	KeyNone       Key = iota
	KeyEnter          // end the turn / confirm
	KeyEscape         // cancel / reset the turn
	KeyDraw           // D: draw a tile
	KeyUndo           // U or Ctrl+Z
	KeyRedo           // Y, Shift+U or Ctrl+Y
	KeyReset          // R: put every tile back
	KeyHint           // H: show a hint
	KeySortGroups     // G: sort the rack by groups
	KeySortRuns       // S: sort the rack by runs
	KeySpace          // space: continue
	KeyBackspace      // delete the character before the caret (repeats while held)
	KeyTab            // move to the next text field
	KeyReplay         // L: play the last turn again
	KeySettings       // O: open the settings
	KeyLeave          // Q: leave the game (on the new-game screen: quit)
	KeyStats          // T: the statistics
)

// Frame is the input of one tick: where the pointer is (in screen pixels
// of the game's layout), whether its button is down, whether it went down
// or up during this tick, the shortcut keys pressed this tick and the
// characters typed.
type Frame struct {
	// X and Y are where the pointer (mouse or first touch) is.
	X, Y float64
	// Down says the button is held (or a finger touches).
	Down bool
	// Pressed says the button went down during this tick.
	Pressed bool
	// Released says the button came up during this tick.
	Released bool
	// Wheel is the scroll of this tick (positive is up).
	Wheel float64
	Keys  []Key
	// Chars are the printable characters typed this tick, in order, as the
	// keyboard layout gives them (for text fields). A source may reuse the
	// slice's memory on its next call of Next: copy what you keep.
	Chars []rune
}

// HasKey reports whether a key was pressed this tick.
func (f Frame) HasKey(k Key) bool {
	for _, x := range f.Keys {
		if x == k {
			return true
		}
	}
	return false
}

// Source yields one Frame per tick.
type Source interface {
	// Next returns the input of the next tick.
	Next() Frame
}
