//go:build js

package ai

import (
	"runtime"
	"strings"
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
	// held is the longest stretch without a pause since TakeLongestHold.
	held time.Duration
)

// TakeLongestHold returns the longest stretch a search has held the page's
// thread without a pause since its last call, and starts again from zero.
// Stretches over 3 s are left out: they are a search that began without
// pauseBegin (a hint's Solve, long after the last search), not a hold.
func TakeLongestHold() time.Duration {
	h := held
	held = 0
	return h
}

// noteHold records a stretch without a pause that ends now.
func noteHold(run time.Duration) {
	if run > held && run <= 3*time.Second {
		held = run
	}
}

// pauseBegin marks the start of a search: the goroutine runs from now
// (it may have waited long since its last pause).
func pauseBegin() { pauseLast = time.Now() }

// pauseEnd marks the end of a search: the stretch since the last pause
// is traced too.
func pauseEnd() {
	noteHold(time.Since(pauseLast))
	if tracing {
		trace(time.Since(pauseLast))
	}
}

// pause hands the thread back to the page now and then; see above. Sleep
// is what hands it back: Gosched would only run another goroutine.
func pause() {
	pauseCalls++
	if pauseCalls < pauseCheck {
		return
	}
	pauseCalls = 0
	now := time.Now()
	run := now.Sub(pauseLast)
	if run < pauseAfter {
		return
	}
	noteHold(run)
	if tracing {
		trace(run)
	}
	time.Sleep(time.Millisecond)
	pauseLast = time.Now()
	if tracing {
		traced.Slept += pauseLast.Sub(now)
		traced.Pauses++
		traced.prev = runtime.Callers(2, traced.prevPC[:])
	}
}

// pauseHeavy is pause for a step of the search that costs as much as
// heavyWeight of pause's other callers (a step of the search with Twist's
// special jokers, which lists its decisions): the clock is read after
// fewer of them, so that pauseCheck of them cannot outlast pauseAfter
// many times over.
func pauseHeavy() {
	pauseCalls += heavyWeight - 1
	pause()
}

// heavyWeight is what a pauseHeavy counts for, in calls of pause.
const heavyWeight = 8

// PauseTrace is what TracePauses records between two calls of
// TakePauseTrace: the search's longest stretch without a pause, where it
// began (the pause before it) and where it ended, the number of pauses
// and the time they took (a pause asks for 1 ms; the page may keep it
// longer).
type PauseTrace struct {
	Longest  time.Duration
	From, To string
	Pauses   int
	Slept    time.Duration
	prevPC   [24]uintptr
	prev     int
}

var (
	tracing bool
	traced  PauseTrace
)

// TracePauses turns the record of the search's pauses on or off (the
// browser build's ?debug=frames; see page_js.go).
func TracePauses(on bool) { tracing = on }

// TakePauseTrace returns what was recorded since its last call, and
// starts the record again.
func TakePauseTrace() PauseTrace {
	t := traced
	traced = PauseTrace{prevPC: t.prevPC, prev: t.prev}
	return t
}

// trace records a stretch of run without a pause that ends here.
func trace(run time.Duration) {
	if run <= traced.Longest || run > 3*time.Second { // longer: a search began (a hint's Solve)
		return
	}
	traced.Longest = run
	if run < 30*time.Millisecond {
		return
	}
	var pc [24]uintptr
	n := runtime.Callers(3, pc[:])
	traced.To = frames(pc[:n])
	traced.From = frames(traced.prevPC[:traced.prev])
}

// frames names the functions of a call stack, innermost first.
func frames(pc []uintptr) string {
	var b strings.Builder
	fs := runtime.CallersFrames(pc)
	for {
		f, more := fs.Next()
		name := f.Function
		name = name[strings.LastIndexByte(name, '/')+1:]
		b.WriteString(name)
		if !more {
			break
		}
		b.WriteString(" < ")
	}
	return b.String()
}
