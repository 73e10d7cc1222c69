//go:build !js

package ai

// pause does nothing outside the browser, where the search runs on a
// thread of its own; see pause_js.go.
func pause() {}

// pauseHeavy does nothing outside the browser either; see pause_js.go.
func pauseHeavy() {}

// pauseBegin does nothing outside the browser either; see pause_js.go.
func pauseBegin() {}

// pauseEnd does nothing outside the browser either; see pause_js.go.
func pauseEnd() {}
