//go:build js

package ai_test

import (
	"math/rand/v2"
	"syscall/js"
	"testing"

	"rummikub/ai"
	"rummikub/game"
	"rummikub/variants"
)

// In the browser the solver's search hands the page's one thread back now
// and then (ai.pause): a JavaScript timer set before a long search fires
// while it runs. Without the pauses the search would hold the thread to
// its end, and the timer could not fire before it. Run under Node:
//
//	GOOS=js GOARCH=wasm go test -exec="$(go env GOROOT)/lib/wasm/go_js_wasm_exec" -run Pause ./ai/
func TestSearchPausesForThePage(t *testing.T) {
	r, err := variants.Lookup("classic")
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	positions := make([]game.Position, 60) // whole-box positions: tens of milliseconds of search here
	for i := range positions {
		positions[i] = fullBoxPosition(r, rng, rng.IntN(30))
	}
	if !timerFiresWhile(t, positions, func(pos game.Position) error { _, err := ai.Solve(r, r.Defaults, pos); return err }) {
		t.Error("a JavaScript timer never fired while the solver searched: the search holds the page's thread")
	}
}

// The Word solver's search pauses too: its walk of the word graph and its
// working out of main words each take tens of milliseconds here on a long
// table, and held the page's thread whole before they paused (58 ms in the
// browser test).
func TestWordSearchPausesForThePage(t *testing.T) {
	r, err := variants.Lookup("word")
	if err != nil {
		t.Fatal(err)
	}
	positions := wordPositions(t, 40) // made before the timer starts
	if !timerFiresWhile(t, positions, func(pos game.Position) error { _, err := ai.SolveWord(r, r.Defaults, pos); return err }) {
		t.Error("a JavaScript timer never fired while the Word solver searched: the search holds the page's thread")
	}
}

// timerFiresWhile solves the positions in a goroutine, as the browser
// build thinks, while a JavaScript timer ticks every millisecond, and
// reports whether the timer fired during the solving.
func timerFiresWhile(t *testing.T, positions []game.Position, solve func(game.Position) error) bool {
	fired := 0
	tick := js.FuncOf(func(js.Value, []js.Value) any { fired++; return nil })
	defer tick.Release()
	timer := js.Global().Call("setInterval", tick, 1)
	defer js.Global().Call("clearInterval", timer)

	done := make(chan int)
	go func() {
		seen := 0
		for _, pos := range positions {
			if err := solve(pos); err != nil {
				t.Error(err)
			}
			seen = fired // what the search let through so far
		}
		done <- seen
	}()
	return <-done > 0
}
