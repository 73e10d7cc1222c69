//go:build !nogui

package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"rummikub/game"
)

// The four jokers of Twist look different by their shapes, not by colour
// alone, so they are told apart in colour-blind mode and at the rack's
// smallest size too. Everything that tells them apart lies in the top
// three quarters of the tile, which the table's label under a joker
// leaves visible:
//
//   - the regular joker: one smiling face in a red ring;
//   - the double joker: two faces, one behind the other, and "2×" below;
//   - the colour-change joker: a face whose ring is cut in the four
//     colours, under a band of the four colours with an arrow across;
//   - the mirror joker: a face cut by a dashed vertical mirror axis, with
//     two arrowheads pointing at the axis from either side.

// colMirror is the mirror joker's silver-blue ring and axis.
var colMirror = color.RGBA{0x4a, 0x6a, 0x86, 0xff}

// paintJoker paints a joker's face on a tile whose body (without its
// shadow) is w×h.
func paintJoker(img *ebiten.Image, k game.Kind, w, h float64) {
	red, blue, black := tileInk[game.Red], tileInk[game.Blue], tileInk[game.Black]
	line := math.Max(1, w*0.045)
	switch k {
	case game.DoubleJoker:
		jokerFace(img, w*0.39, h*0.31, w*0.23, blue, blue)
		jokerFace(img, w*0.61, h*0.52, w*0.23, red, red)
		drawText(img, "2×", w/2, h*0.84, h*0.2, true, true, black)
	case game.ColorJoker:
		// The band: the four colours in turn, an arrow across them; the
		// face's ring likewise. The tile joins any two colours and its
		// label says which: two colours here (it was red then blue) read
		// as "red to blue" beside a label saying otherwise, and no
		// colour-blind marks for the same reason.
		band := rect{w * 0.12, h * 0.07, w * 0.76, h * 0.17}
		fillRoundRect(img, band, band.H*0.3, tileInk[game.Black])
		for c := range game.Color(game.NumColors) {
			x := band.X + band.W*float64(c)/game.NumColors
			r := rect{x, band.Y, band.W / game.NumColors, band.H}
			if c == 0 || c == game.NumColors-1 {
				fillRoundRect(img, r, band.H*0.3, tileInk[c])
				// square off the inner side
				if c == 0 {
					r = rect{x + r.W/2, band.Y, r.W / 2, band.H}
				} else {
					r = rect{x, band.Y, r.W / 2, band.H}
				}
			}
			fillRect(img, r, tileInk[c])
		}
		cy := band.Y + band.H/2
		s := band.H * 0.3
		arrow(img, band.X+band.W*0.18, band.X+band.W*0.82, cy, s*0.9, colTile, line)
		rainbowFace(img, w/2, h*0.52, w*0.29)
	case game.MirrorJoker:
		jokerFace(img, w/2, h*0.47, w*0.3, colMirror, black)
		// The axis, dashed, over the face.
		y0, y1 := h*0.05, h*0.8
		n := 7
		dash := (y1 - y0) / float64(2*n-1)
		for i := range n {
			y := y0 + float64(2*i)*dash
			fillRect(img, rect{w/2 - line/2, y, line, dash}, colMirror)
		}
		// Arrowheads pointing at the axis from either side.
		ty, ts := h*0.1, w*0.11
		triangle(img, w/2-line-ts*1.4, ty-ts*0.8, w/2-line-ts*0.2, ty, w/2-line-ts*1.4, ty+ts*0.8, black)
		triangle(img, w/2+line+ts*1.4, ty-ts*0.8, w/2+line+ts*0.2, ty, w/2+line+ts*1.4, ty+ts*0.8, black)
	default:
		jokerFace(img, w/2, h*0.45, w*0.3, red, red)
	}
}

// jokerFace draws a joker's smiling face: a ring of the ring colour, black
// eyes and a smile of the smile colour.
func jokerFace(img *ebiten.Image, x, y, r float64, ring, smile color.RGBA) {
	fillCircle(img, x, y, r, ring)
	fillCircle(img, x, y, r*0.82, colTile)
	faceFeatures(img, x, y, r, smile)
}

// faceFeatures draws a face's eyes and smile.
func faceFeatures(img *ebiten.Image, x, y, r float64, smile color.RGBA) {
	black := tileInk[game.Black]
	fillCircle(img, x-r*0.33, y-r*0.2, r*0.13, black)
	fillCircle(img, x+r*0.33, y-r*0.2, r*0.13, black)
	strokeArc(img, x, y+r*0.05, r*0.45, 0.15*math.Pi, 0.85*math.Pi, max(1, r*0.12), smile)
}

// rainbowFace draws a face whose ring is cut in four quarters, one of each
// colour.
func rainbowFace(img *ebiten.Image, x, y, r float64) {
	for c := range game.Color(game.NumColors) {
		from := math.Pi*0.75 + float64(c)*math.Pi/2
		sector(img, x, y, r, from, math.Pi/2, tileInk[c])
	}
	fillCircle(img, x, y, r*0.8, colTile)
	faceFeatures(img, x, y, r, tileInk[game.Black])
}

// sector fills the sector of a disc that starts at angle from and turns
// sweep clockwise (screen coordinates).
func sector(img *ebiten.Image, x, y, r, from, sweep float64, c color.RGBA) {
	path.Reset()
	fx, fy := float32(x), float32(y)
	path.MoveTo(fx, fy)
	path.Arc(fx, fy, float32(r), float32(from), float32(from+sweep), vector.Clockwise)
	path.Close()
	fillPath(img, c)
}

// triangle fills a triangle.
func triangle(img *ebiten.Image, x0, y0, x1, y1, x2, y2 float64, c color.RGBA) {
	path.Reset()
	path.MoveTo(float32(x0), float32(y0))
	path.LineTo(float32(x1), float32(y1))
	path.LineTo(float32(x2), float32(y2))
	path.Close()
	fillPath(img, c)
}

// arrow draws a right-pointing arrow from x0 to x1 at height y.
func arrow(img *ebiten.Image, x0, x1, y, head float64, c color.RGBA, width float64) {
	fillRect(img, rect{x0, y - width/2, x1 - x0 - head*0.5, width}, c)
	triangle(img, x1-head, y-head*0.8, x1, y, x1-head, y+head*0.8, c)
}

// fillPath fills the shared path with a colour.
func fillPath(img *ebiten.Image, c color.RGBA) {
	pathOpts = vector.DrawPathOptions{AntiAlias: true}
	pathOpts.ColorScale.ScaleWithColor(c)
	vector.FillPath(img, &path, &fillOpts, &pathOpts)
}
