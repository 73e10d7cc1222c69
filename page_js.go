//go:build js && !nogui

package main

import (
	"encoding/json"
	"strings"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"rummikub/ai"
	"rummikub/render"
)

// goMain marks when the program's own code starts (all packages are
// initialised by then): window.rummikubTimes.goMain.
var _ = func() int { markTime("goMain"); return 0 }()

// markTime records in the page's window.rummikubTimes when a step of the
// start ended, in milliseconds since the page was asked for (the page
// adds its own: downloaded, compiled, firstUpdate, firstFrame).
func markTime(step string) {
	if t := js.Global().Get("rummikubTimes"); t.Type() == js.TypeObject {
		t.Set(step, js.Global().Get("performance").Call("now"))
	}
}

// probeEvery is how often, in updates, the page's probe is refreshed.
const probeEvery = 6

// setUpPage ties the game to its web page (build/web/index.html). After
// the first update it calls window.rummikubStarted, if the page has one
// (the page then hides its progress bar). When the page set
// window.rummikubProbe to true before the game started (the browser test
// does), it keeps window.rummikubProbe set to the game's render.Probe as
// JSON, in CSS pixels, refreshed every few updates on the game's own
// goroutine (from the seventh: marshalling it, the first time, held the
// first frame by up to 150 ms, which a player's page does not pay), and
// window.rummikubTick set to the count of updates (the
// probe's tick) after every one: a test holds the mouse until the game
// has seen it. window.rummikubDrawn is then the count of frames the game
// drew (render.FramesDrawn: a still frame is not drawn again), and
// window.rummikubDrawnPixels their pixels (render.PixelsDrawn), and
// window.rummikubSearchHoldMs the longest a computer player's search held
// the page's thread without a pause (ai.TakeLongestHold; a test sets it
// to 0 to start a count). A page
// opened with ?draw=every draws every frame (App.DrawEveryFrame), to
// compare.
func setUpPage(app *render.App) {
	win := js.Global()
	probing := win.Get("rummikubProbe").Equal(js.ValueOf(true))
	ticks := 0
	debug := debugFrames()
	if strings.Contains(win.Get("location").Get("search").String(), "draw=every") {
		app.DrawEveryFrame() // a yardstick: every frame drawn, as before still frames were skipped
	}
	// The first update's and draw's start and end, for the page's times.
	marked := 0
	app.Around(func(step string, after bool) {
		if marked < 4 {
			markTime(map[bool]string{false: "start", true: "end"}[after] + "First" + step)
			marked++
		}
		if debug != nil {
			debug.around(step, after)
		}
	})
	app.AfterUpdate(func() {
		if debug != nil {
			debug.update()
		}
		ticks++
		if ticks == 1 {
			if f := win.Get("rummikubStarted"); f.Type() == js.TypeFunction {
				f.Invoke()
			}
		}
		if h := ai.TakeLongestHold(); probing && h > 0 {
			ms := float64(h.Microseconds()) / 1000
			if old := win.Get("rummikubSearchHoldMs"); old.Type() != js.TypeNumber || old.Float() < ms {
				win.Set("rummikubSearchHoldMs", ms)
			}
		}
		if probing {
			win.Set("rummikubTick", ticks)
			win.Set("rummikubDrawn", render.FramesDrawn())
			area, covered := render.PixelsDrawn()
			win.Set("rummikubDrawnPixels", map[string]any{"area": area, "covered": covered})
		}
		if probing && ticks%probeEvery == 1 && ticks > 1 {
			data, err := json.Marshal(app.Probe(ebiten.Monitor().DeviceScaleFactor()))
			if err == nil {
				win.Set("rummikubProbe", string(data))
			}
		}
	})
}
