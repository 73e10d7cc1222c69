//go:build !nogui

package render

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"rummikub/game"
)

// jokerKinds are the four kinds of joker, in the box's order.
var jokerKinds = []game.Kind{game.Joker, game.DoubleJoker, game.ColorJoker, game.MirrorJoker}

// tileSizes are the tile sizes the game uses at 1280×800 and smaller: a
// table tile, a rack tile, a long rack's shrunk tile, the new-game
// screen's deco tile and a table tile in a small window.
var tileSizes = [][2]int{{36, 48}, {66, 87}, {44, 58}, {29, 38}, {22, 29}}

// paintedJoker paints a joker at a size and reads its pixels.
func paintedJoker(k game.Kind, w, h int, colorBlind bool) *image.RGBA {
	img := ebiten.NewImage(w, h)
	defer img.Deallocate()
	paintTile(img, game.JokerTile(k), float64(w), float64(h), colorBlind)
	pix := image.NewRGBA(image.Rect(0, 0, w, h))
	img.ReadPixels(pix.Pix)
	return pix
}

// differ is the share of the pixels in the top three quarters of two
// equal images (the part a table label leaves visible) that differ
// clearly in some channel.
func differ(a, b *image.RGBA) float64 {
	r := a.Bounds()
	h := r.Dy() * 3 / 4
	n, d := 0, 0
	for y := 0; y < h; y++ {
		for x := 0; x < r.Dx(); x++ {
			n++
			ca, cb := a.RGBAAt(x, y), b.RGBAAt(x, y)
			if absDiff(ca.R, cb.R) > 40 || absDiff(ca.G, cb.G) > 40 || absDiff(ca.B, cb.B) > 40 {
				d++
			}
		}
	}
	return float64(d) / float64(n)
}

// TestJokerKindsLookDifferent paints the four jokers at every tile size,
// plain and colour-blind, and checks each pair differs in a good share of
// the part of the tile a table label leaves visible. With
// RENDER_TEST_FRAMES set, it saves the sheet of faces there.
func TestJokerKindsLookDifferent(t *testing.T) {
	for _, cb := range []bool{false, true} {
		for _, sz := range tileSizes {
			var pics []*image.RGBA
			for _, k := range jokerKinds {
				pics = append(pics, paintedJoker(k, sz[0], sz[1], cb))
			}
			for i := range pics {
				for j := i + 1; j < len(pics); j++ {
					if d := differ(pics[i], pics[j]); d < 0.08 {
						t.Errorf("%dx%d colour-blind %v: %v and %v differ in only %.1f%% of their upper part",
							sz[0], sz[1], cb, game.JokerTile(jokerKinds[i]), game.JokerTile(jokerKinds[j]), 100*d)
					}
				}
			}
			saveSheet(t, fmt.Sprintf("jokers-%dx%d-cb%v", sz[0], sz[1], cb), pics)
		}
	}
}

// saveSheet writes pictures side by side as a PNG in RENDER_TEST_FRAMES,
// if set.
func saveSheet(t *testing.T, name string, pics []*image.RGBA) {
	dir := os.Getenv("RENDER_TEST_FRAMES")
	if dir == "" || len(pics) == 0 {
		return
	}
	w, h := pics[0].Bounds().Dx(), pics[0].Bounds().Dy()
	sheet := image.NewRGBA(image.Rect(0, 0, len(pics)*(w+4), h))
	for i, p := range pics {
		for y := range h {
			for x := range w {
				sheet.Set(i*(w+4)+x, y, p.RGBAAt(x, y))
			}
		}
	}
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err == nil {
		err = png.Encode(f, sheet)
		f.Close()
	}
	if err != nil {
		t.Log(err)
	}
}

// absDiff is |a-b|.
func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}
