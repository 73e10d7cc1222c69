//go:build !nogui && js

package render

import (
	"syscall/js"

	"rummikub/game"
)

// newPageClock returns the browser build's clock: the wall clock stopped
// while the page is hidden (another tab, a minimised window). A browser
// stops drawing a hidden page, so a timed turn would run out unseen and
// cost its penalty (a person who looked at another tab for 40 s came back
// to a turn taken back); the turn's clock stands instead. The page's
// visibilitychange events stop and start it (a pauseClock; the page runs
// one goroutine at a time).
func newPageClock() game.Clock {
	c := &pauseClock{base: game.SystemClock{}}
	doc := js.Global().Get("document")
	if doc.IsUndefined() || doc.IsNull() {
		return c
	}
	c.pause(doc.Get("hidden").Truthy())
	doc.Call("addEventListener", "visibilitychange", js.FuncOf(func(js.Value, []js.Value) any {
		c.pause(doc.Get("hidden").Truthy())
		return nil
	}))
	return c
}
