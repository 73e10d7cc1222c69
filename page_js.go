//go:build js && !nogui

package main

import (
	"encoding/json"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

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
// goroutine.
func setUpPage(app *render.App) {
	win := js.Global()
	probing := win.Get("rummikubProbe").Equal(js.ValueOf(true))
	ticks := 0
	app.AfterUpdate(func() {
		ticks++
		if ticks == 1 {
			if f := win.Get("rummikubStarted"); f.Type() == js.TypeFunction {
				f.Invoke()
			}
		}
		if probing && ticks%probeEvery == 1 {
			data, err := json.Marshal(app.Probe(ebiten.Monitor().DeviceScaleFactor()))
			if err == nil {
				win.Set("rummikubProbe", string(data))
			}
		}
	})
}
