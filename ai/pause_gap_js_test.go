//go:build js

package ai_test

import (
	"cmp"
	"os"
	"runtime/metrics"
	"syscall/js"
	"testing"
	"time"

	"rummikub/ai"
	"rummikub/game"
	"rummikub/variants"
)

// BenchmarkPageGap plays classic games (RUMMIKUB_GAP_VARIANT=twist, or
// another variant, instead) of four Hard players, each turn
// thought in a goroutine as the browser build does (render/table_ai.go),
// while a JavaScript timer ticks every millisecond, and reports the longest
// time the page's thread went without a tick (max-gap-ms: how long a frame
// could be held), split into the gaps that span a garbage collection
// (max-gc-gap-ms) and the others (max-search-gap-ms), and the mean gap. Run under Node:
//
//	GOOS=js GOARCH=wasm go test -exec="$(go env GOROOT)/lib/wasm/go_js_wasm_exec" -run '^$' -bench PageGap -benchtime 1x ./ai/
func BenchmarkPageGap(b *testing.B) {
	variant := cmp.Or(os.Getenv("RUMMIKUB_GAP_VARIANT"), "classic")
	r, err := variants.Lookup(variant)
	if err != nil {
		b.Fatal(err)
	}
	var last time.Time
	var gaps []time.Duration
	// gcs counts the garbage collections begun, so a gap that spans one is
	// told apart from a gap the search alone made.
	gcs := []metrics.Sample{{Name: "/gc/cycles/total:gc-cycles"}}
	var lastGC uint64
	var worstGC time.Duration
	tick := js.FuncOf(func(js.Value, []js.Value) any {
		now := time.Now()
		metrics.Read(gcs)
		n := gcs[0].Value.Uint64()
		if !last.IsZero() {
			d := now.Sub(last)
			if n != lastGC {
				worstGC = max(worstGC, d)
			} else {
				gaps = append(gaps, d)
			}
		}
		last, lastGC = now, n
		return nil
	})
	defer tick.Release()
	timer := js.Global().Call("setInterval", tick, 1)
	defer js.Global().Call("clearInterval", timer)

	ai.TracePauses(true)
	defer ai.TracePauses(false)
	ai.TakePauseTrace()
	var longest ai.PauseTrace
	turns := 0
	for b.Loop() {
		for seed := range uint64(pageGapGames) {
			g, err := game.New(r, r.Defaults, 4, seed+900, &game.ManualClock{})
			if err != nil {
				b.Fatal(err)
			}
			for !g.Over() && len(g.History()) < 400 {
				done := make(chan ai.Turn, 1)
				v := ai.ViewOf(g)
				go func() { done <- ai.Hard{}.Play(v) }()
				t := <-done
				if pt := ai.TakePauseTrace(); pt.Longest > longest.Longest {
					longest = pt
				}
				turns++
				if _, err := ai.Take(g, t); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
	var worst, total time.Duration
	for _, d := range gaps {
		worst = max(worst, d)
		total += d
	}
	b.ReportMetric(float64(max(worst, worstGC).Microseconds())/1000, "max-gap-ms")
	b.ReportMetric(float64(worstGC.Microseconds())/1000, "max-gc-gap-ms")
	b.ReportMetric(float64(worst.Microseconds())/1000, "max-search-gap-ms")
	if len(gaps) > 0 {
		b.ReportMetric(float64(total.Microseconds())/1000/float64(len(gaps)), "mean-gap-ms")
	}
	b.ReportMetric(float64(turns), "turns")
	b.ReportMetric(float64(longest.Longest.Microseconds())/1000, "max-run-ms")
	b.Logf("the search's longest run without a pause: %v\n from: %s\n to:   %s", longest.Longest, longest.From, longest.To)
}

// pageGapGames is how many games BenchmarkPageGap plays.
const pageGapGames = 2
