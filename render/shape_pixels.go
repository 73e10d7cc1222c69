//go:build !nogui

package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// fillCircle fills a disc: a round shape of the shapes' cache.
func fillCircle(dst *ebiten.Image, x, y, r float64, c color.RGBA) {
	fillRoundRect(dst, rect{x - r, y - r, 2 * r, 2 * r}, r, c)
}

var arcOp ebiten.DrawImageOptions

// strokeArc draws an arc of a circle (centre x, y, radius r) from angle
// from to angle to (radians, clockwise on screen), with round ends, width
// wide, painted on the CPU (it is drawn once, into a tile's picture).
func strokeArc(dst *ebiten.Image, x, y, r, from, to, width float64, c color.RGBA) {
	half := width / 2
	x0, y0 := math.Floor(x-r-half-1), math.Floor(y-r-half-1)
	n := int(math.Ceil(2*(r+half+1))) + 1
	ends := [2][2]float64{{x + r*math.Cos(from), y + r*math.Sin(from)}, {x + r*math.Cos(to), y + r*math.Sin(to)}}
	pix := make([]byte, 4*n*n)
	for j := range n {
		for i := range n {
			px, py := x0+float64(i)+0.5, y0+float64(j)+0.5
			a := math.Atan2(py-y, px-x)
			if a < from {
				a += 2 * math.Pi
			}
			var d float64
			if a <= to {
				d = math.Abs(math.Hypot(px-x, py-y) - r)
			} else {
				d = math.Min(math.Hypot(px-ends[0][0], py-ends[0][1]), math.Hypot(px-ends[1][0], py-ends[1][1]))
			}
			cov := math.Max(0, math.Min(1, half+0.5-d))
			k := 4 * (j*n + i)
			pix[k] = uint8(float64(c.R)*cov + 0.5)
			pix[k+1] = uint8(float64(c.G)*cov + 0.5)
			pix[k+2] = uint8(float64(c.B)*cov + 0.5)
			pix[k+3] = uint8(float64(c.A)*cov + 0.5)
		}
	}
	img := ebiten.NewImage(n, n)
	defer deallocate(img)
	img.WritePixels(pix)
	arcOp.GeoM.Reset()
	arcOp.GeoM.Translate(x0, y0)
	drawImage(dst, img, &arcOp)
}

// shapePixelsInto paints a rounded rectangle on the CPU into pix (4*w*h
// bytes, all clear), as premultiplied RGBA pixels for
// ebiten.Image.WritePixels: an image of w×h pixels holding the
// rectangle (x, y, rw, rh) with corner radius radius, filled with c, or
// with stroke > 0 its outline of that width (centred on the edge). Each
// pixel's coverage comes from its centre's signed distance to the edge,
// which anti-aliases as well as a path would. Painting shapes this way
// needs no drawing on the GPU: no stencil passes, and in the browser no
// shader for the software renderer to compile before the first frame.
func shapePixelsInto(pix []byte, w, h int, x, y, rw, rh, radius, stroke float64, c color.RGBA) {
	r := math.Max(0, math.Min(radius, math.Min(rw/2, rh/2)))
	cx, cy := x+rw/2, y+rh/2
	// The straight part of the edges: half sizes less the radius.
	ex, ey := rw/2-r, rh/2-r
	half := stroke / 2
	// Deep inside (both distances below -deep) a pixel is wholly covered
	// (fill) or wholly clear (outline); only the band along the edge
	// needs its distance.
	deep := math.Max(0, 0.5-r)
	if stroke > 0 {
		deep = math.Max(0, half+0.5-r)
	}
	coverage := func(sd float64) float64 {
		if stroke > 0 {
			sd = math.Abs(sd) - half
		}
		return math.Max(0, math.Min(1, 0.5-sd))
	}
	put := func(i int, a float64) {
		if a <= 0 {
			return
		}
		pix[i] = uint8(float64(c.R)*a + 0.5)
		pix[i+1] = uint8(float64(c.G)*a + 0.5)
		pix[i+2] = uint8(float64(c.B)*a + 0.5)
		pix[i+3] = uint8(float64(c.A)*a + 0.5)
	}
	// Every row that crosses the deep interior is the same (the edge band
	// of such a row is as far from the top and bottom as from the sides):
	// the first is painted, the others copied.
	band := -1
	for j := range h {
		qy := math.Abs(float64(j)+0.5-cy) - ey
		row := 4 * w * j
		// The deep interior of this row: columns lo..hi-1.
		lo, hi := 0, 0
		if qy <= -deep {
			if band >= 0 {
				copy(pix[row:row+4*w], pix[band:band+4*w])
				continue
			}
			band = row
			span := ex - deep
			if span > 0 {
				lo = max(0, int(math.Ceil(cx-span-0.5)))
				hi = min(w, int(math.Floor(cx+span-0.5))+1)
			}
		}
		for i := range w {
			if i >= lo && i < hi {
				if stroke == 0 {
					put(row+4*i, 1)
				}
				continue
			}
			qx := math.Abs(float64(i)+0.5-cx) - ex
			sd := math.Hypot(math.Max(qx, 0), math.Max(qy, 0)) + math.Min(math.Max(qx, qy), 0) - r
			put(row+4*i, coverage(sd))
		}
	}
}
