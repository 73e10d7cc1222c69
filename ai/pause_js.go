//go:build js

package ai

import "time"

// In the browser (WebAssembly) the game has one thread, the page's: a
// goroutine that computes holds it, and the page draws no frame until the
// goroutine blocks. pause, called throughout the solver's search, blocks
// it for a moment once it has run pauseAfter since its last pause, so a
// computer player's or a hint's search never holds a frame longer.
const (
	pauseAfter = 10 * time.Millisecond
	// pauseCheck is how many calls pass between looks at the clock.
	pauseCheck = 64
)

var (
	pauseCalls int
	pauseLast  time.Time
)

// pause hands the thread back to the page now and then; see above. Sleep
// is what hands it back: Gosched would only run another goroutine.
func pause() {
	pauseCalls++
	if pauseCalls%pauseCheck != 0 {
		return
	}
	now := time.Now()
	if now.Sub(pauseLast) < pauseAfter {
		return
	}
	time.Sleep(time.Millisecond)
	pauseLast = time.Now()
}
