//go:build !nogui && !js

package render

import "rummikub/game"

// newPageClock returns the wall clock: a desktop window goes on running
// when it is hidden (the browser's pageClock stands while its page is).
func newPageClock() game.Clock { return game.SystemClock{} }
