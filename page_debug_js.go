//go:build js && !nogui

package main

import (
	"fmt"
	"runtime/metrics"
	"strings"
	"syscall/js"
	"time"

	"rummikub/ai"
)

// A page opened with ?debug=frames in its address logs every long gap
// between two updates (a frame held) to the console, with what ran in it:
// the time of the last Draw, the garbage collections and their CPU time,
// and the computer player's longest stretch without a pause and where.
// window.rummikubGaps keeps the count of the long gaps by cause.

// gapLimit is the gap between updates worth a line.
const gapLimit = 50 * time.Millisecond

// frameDebug is the record of ?debug=frames.
type frameDebug struct {
	lastUpdate, start time.Time
	draw, upd         time.Duration
	samples           []metrics.Sample
	before            []float64
	counts            map[string]int
}

// debugFrames sets up ?debug=frames when the page's address asks for it,
// and returns the record to keep (nil when not asked): its around
// around each update and draw, its update after each update.
func debugFrames() *frameDebug {
	if !strings.Contains(js.Global().Get("location").Get("search").String(), "debug=frames") {
		return nil
	}
	ai.TracePauses(true)
	d := &frameDebug{counts: map[string]int{}}
	for _, name := range []string{
		"/gc/cycles/total:gc-cycles",
		"/cpu/classes/gc/mark/idle:cpu-seconds",
		"/cpu/classes/gc/mark/assist:cpu-seconds",
		"/cpu/classes/gc/mark/dedicated:cpu-seconds",
		"/cpu/classes/gc/pause:cpu-seconds",
		"/gc/heap/live:bytes",
	} {
		d.samples = append(d.samples, metrics.Sample{Name: name})
	}
	d.before = d.read()
	fmt.Println("debug=frames: logging gaps between updates over", gapLimit)
	return d
}

// around times an update or a draw.
func (d *frameDebug) around(step string, after bool) {
	switch {
	case !after:
		d.start = time.Now()
	case step == "draw":
		d.draw = time.Since(d.start)
	default:
		d.upd = time.Since(d.start)
	}
}

// read returns the metrics' values now.
func (d *frameDebug) read() []float64 {
	metrics.Read(d.samples)
	v := make([]float64, len(d.samples))
	for i, s := range d.samples {
		switch s.Value.Kind() {
		case metrics.KindUint64:
			v[i] = float64(s.Value.Uint64())
		case metrics.KindFloat64:
			v[i] = s.Value.Float64()
		}
	}
	return v
}

// update is called after every update.
func (d *frameDebug) update() {
	now := time.Now()
	gap := now.Sub(d.lastUpdate)
	d.lastUpdate = now
	after := d.read()
	pt := ai.TakePauseTrace()
	defer func() { d.before = after }()
	if gap < gapLimit || gap > 10*time.Second {
		return
	}
	ms := func(x time.Duration) string { return fmt.Sprintf("%.1f ms", float64(x.Microseconds())/1000) }
	cpu := func(i int) string { return fmt.Sprintf("%.1f ms", 1000*(after[i]-d.before[i])) }
	cause := "other"
	switch {
	case after[0] != d.before[0]:
		cause = "gc"
	case pt.Longest > gapLimit*3/4:
		cause = "search"
	case d.draw > gapLimit*3/4:
		cause = "draw"
	case d.upd > gapLimit*3/4:
		cause = "update"
	}
	d.counts[cause]++
	line := fmt.Sprintf("frame gap %s (%s): update %s, draw %s; gc cycles +%.0f (mark idle %s, assist %s, dedicated %s, pauses %s; live heap %.1f MB); search longest run %s, %d pauses slept %s",
		ms(gap), cause, ms(d.upd), ms(d.draw), after[0]-d.before[0], cpu(1), cpu(2), cpu(3), cpu(4), after[5]/1e6,
		ms(pt.Longest), pt.Pauses, ms(pt.Slept))
	if pt.To != "" {
		line += "\n  from: " + pt.From + "\n  to:   " + pt.To
	}
	fmt.Println(line)
	counts := js.Global().Get("Object").New()
	for k, v := range d.counts {
		counts.Set(k, v)
	}
	js.Global().Set("rummikubGaps", counts)
}
