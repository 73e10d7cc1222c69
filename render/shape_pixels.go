//go:build !nogui

package render

import (
	"image/color"
	"math"
)

// shapePixels paints a rounded rectangle on the CPU, as premultiplied RGBA
// pixels for ebiten.Image.WritePixels: an image of w×h pixels holding the
// rectangle (x, y, rw, rh) with corner radius radius, filled with c, or
// with stroke > 0 its outline of that width (centred on the edge). Each
// pixel's coverage comes from its centre's signed distance to the edge,
// which anti-aliases as well as a path would. Painting shapes this way
// needs no drawing on the GPU: no stencil passes, and in the browser no
// shader for the software renderer to compile before the first frame.
func shapePixels(w, h int, x, y, rw, rh, radius, stroke float64, c color.RGBA) []byte {
	pix := make([]byte, 4*w*h)
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
	return pix
}
