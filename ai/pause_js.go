//go:build js

package ai

import (
	"runtime/debug"
	"time"
)

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

// The garbage collector holds the thread too: while a collection marks,
// the moments the search hands back go to the marking, not to the page,
// and marking the game's whole heap takes long on one thread. A search
// allocates fast, so with the default (a collection each time the heap
// doubles) collections would come every few turns; a collection each time
// the heap grows fivefold makes them rarer for a few more megabytes.
func init() {
	debug.SetGCPercent(400)
}

// pause hands the thread back to the page now and then; see above. Sleep
// is what hands it back: Gosched would only run another goroutine.
func pause() {
	pauseCalls++
	if pauseCalls%pauseCheck != 0 {
		return
	}
	pauseHere()
}

// pauseHere is pause at a point the search passes seldom (each step of a
// costly loop): it looks at the clock every time.
func pauseHere() {
	if time.Since(pauseLast) < pauseAfter {
		return
	}
	time.Sleep(time.Millisecond)
	pauseLast = time.Now()
}
