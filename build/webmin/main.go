//go:build js && !nogui

// Command webmin is the smallest Ebitengine program, built for the
// browser by build/web_baseline.sh as a yardstick for the game's page: it
// fills its screen with the felt's colour every frame and does nothing
// else. Its first frame and its frames' lengths in the same headless
// Chromium are what the machine and the browser's software renderer
// allow any Ebitengine page. With ?tiles=N in the address it also draws
// N small images a frame (the table's tiles, roughly).
package main

import (
	"image/color"
	"strconv"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
)

// page is the minimal game.
type page struct {
	started bool
	tile    *ebiten.Image
	tiles   int
}

func (p *page) Update() error {
	if !p.started {
		p.started = true
		if f := js.Global().Get("rummikubStarted"); f.Type() == js.TypeFunction {
			f.Invoke()
		}
	}
	return nil
}

func (p *page) Draw(dst *ebiten.Image) {
	dst.Fill(color.RGBA{0x1e, 0x5a, 0x3c, 0xff})
	var op ebiten.DrawImageOptions
	for i := range p.tiles {
		op.GeoM.Reset()
		op.GeoM.Translate(float64(20+i%20*60), float64(20+i/20*80))
		dst.DrawImage(p.tile, &op)
	}
}

func (p *page) Layout(w, h int) (int, int) { return w, h }

func main() {
	p := &page{tile: ebiten.NewImage(52, 70)}
	p.tile.Fill(color.RGBA{0xf3, 0xec, 0xda, 0xff})
	q := js.Global().Get("URLSearchParams").New(js.Global().Get("location").Get("search"))
	if v := q.Call("get", "tiles"); v.Type() == js.TypeString {
		p.tiles, _ = strconv.Atoi(v.String())
	}
	if err := ebiten.RunGame(p); err != nil {
		panic(err)
	}
}
