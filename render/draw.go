//go:build !nogui

package render

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// rect is an axis-aligned rectangle in screen pixels.
type rect struct{ X, Y, W, H float64 }

// Contains reports whether a point lies in the rectangle.
func (r rect) Contains(x, y float64) bool {
	return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H
}

// Center returns the rectangle's centre.
func (r rect) Center() (float64, float64) { return r.X + r.W/2, r.Y + r.H/2 }

// path is reused for every shape, so drawing shapes allocates nothing.
var path vector.Path

var (
	fillOpts vector.FillOptions
	pathOpts vector.DrawPathOptions
)

// shapeKey names a painted rounded rectangle: its size, corner radius,
// outline width (0 for a filled shape) and colour.
type shapeKey struct {
	w, h, radius, stroke int
	c                    color.RGBA
}

// shapes caches painted rounded rectangles. Each shape is painted once, on
// the CPU (shapePixelsInto) onto the sheet (sheet.go), and then copied: a
// steady frame paints nothing.
// A large shape is drawn in nine parts (corners, edges stretched, middle
// stretched) cut from a small one of the same corners, so it costs no
// large image to paint and upload.
var shapes = map[shapeKey]*shapeArt{}

// shapeArt is a painted shape: the whole image, or for a large shape
// (nine) the small shape's nine parts.
type shapeArt struct {
	img *ebiten.Image
	// parts are the small shape's corners, edges and middle, row by row
	// from the top left (an outline has no middle).
	parts [9]*ebiten.Image
	nine  bool
	// side is the small shape's size; mid its middle row and column.
	side, mid int
	// gen is the sheet the shape is painted on (see sheet.go).
	gen int
}

// maxShapes bounds the cache; a resized window brings new sizes.
const maxShapes = 512

// bigShape is the area from which a shape is drawn in nine parts.
const bigShape = 96 * 96

var shapeOp ebiten.DrawImageOptions

// fillRoundRect fills a rounded rectangle.
func fillRoundRect(dst *ebiten.Image, r rect, radius float64, c color.RGBA) {
	drawShape(dst, r, radius, 0, c)
}

// strokeRoundRect outlines a rounded rectangle.
func strokeRoundRect(dst *ebiten.Image, r rect, radius, width float64, c color.RGBA) {
	drawShape(dst, r, radius, width, c)
}

// drawShape draws a cached rounded rectangle, painting it the first time.
func drawShape(dst *ebiten.Image, r rect, radius, stroke float64, rgba color.RGBA) {
	if r.W < 1 || r.H < 1 {
		return
	}
	pad := int(stroke/2 + 1)
	k := shapeKey{int(r.W + 0.5), int(r.H + 0.5), int(radius + 0.5), int(stroke*4 + 0.5), rgba}
	art, ok := shapes[k]
	if !ok || art.gen != sheet.gen {
		if len(shapes) >= maxShapes {
			for _, old := range shapes {
				deallocate(old.img)
			}
			clear(shapes)
		}
		art = paintShape(k, pad)
		shapes[k] = art
	}
	x0, y0 := r.X-float64(pad), r.Y-float64(pad)
	if !art.nine {
		shapeOp.GeoM.Reset()
		shapeOp.GeoM.Translate(x0, y0)
		drawImage(dst, art.img, &shapeOp)
		return
	}
	// The nine parts: across and down, a corner's size (mid), the
	// stretch, the other corner's size (side-mid-1).
	total := [2]float64{float64(k.w + 2*pad), float64(k.h + 2*pad)}
	m, end := float64(art.mid), float64(art.side-art.mid-1)
	for i, part := range art.parts {
		if part == nil {
			continue
		}
		var at, size [2]float64
		for d, slot := range [2]int{i % 3, i / 3} {
			switch slot {
			case 0:
				at[d], size[d] = 0, m
			case 1:
				at[d], size[d] = m, total[d]-m-end
			case 2:
				at[d], size[d] = total[d]-end, end
			}
		}
		b := part.Bounds()
		shapeOp.GeoM.Reset()
		shapeOp.GeoM.Scale(size[0]/float64(b.Dx()), size[1]/float64(b.Dy()))
		shapeOp.GeoM.Translate(x0+at[0], y0+at[1])
		drawImage(dst, part, &shapeOp)
	}
}

// paintShape paints a shape: whole, or when large its nine parts.
func paintShape(k shapeKey, pad int) *shapeArt {
	stroke := float64(k.stroke) / 4
	radius := min(k.radius, k.w/2, k.h/2)
	// The small shape: the corners with room around them, so that its
	// middle row and column cross the deep interior (see shapePixelsInto).
	inner := 2*radius + 2*int(math.Ceil(stroke)) + 3
	if k.w*k.h < bigShape || k.w < inner || k.h < inner {
		w, h := k.w+2*pad, k.h+2*pad
		img, _, _ := paintOnSheet(w, h, func(pix []byte) {
			shapePixelsInto(pix, w, h, float64(pad), float64(pad), float64(k.w), float64(k.h), float64(k.radius), stroke, k.c)
		})
		return &shapeArt{img: img, gen: sheet.gen}
	}
	side := inner + 2*pad
	art := &shapeArt{nine: true, side: side, mid: side / 2}
	img, x0, y0 := paintOnSheet(side, side, func(pix []byte) {
		shapePixelsInto(pix, side, side, float64(pad), float64(pad), float64(inner), float64(inner), float64(radius), stroke, k.c)
	})
	art.img, art.gen = img, sheet.gen
	cuts := [4]int{0, art.mid, art.mid + 1, side}
	for i := range art.parts {
		if i == 4 && stroke > 0 {
			continue // an outline's middle is clear
		}
		x, y := i%3, i/3
		art.parts[i] = art.img.SubImage(image.Rect(x0+cuts[x], y0+cuts[y], x0+cuts[x+1], y0+cuts[y+1])).(*ebiten.Image)
	}
	return art
}

// paintOnSheet paints a w×h picture with paint (premultiplied RGBA
// pixels, rows of 4*w bytes, all clear before) on the sheet, or on an
// image of its own when too large, and returns the picture and where its
// top-left pixel is on its image.
func paintOnSheet(w, h int, paint func(pix []byte)) (img *ebiten.Image, x, y int) {
	x, y, ok := sheet.place(w, h)
	if !ok {
		img = ebiten.NewImage(w, h)
		pix := make([]byte, 4*w*h)
		paint(pix)
		img.WritePixels(pix)
		return img, 0, 0
	}
	pix := make([]byte, 4*w*h)
	paint(pix)
	dst := sheet.rgba(x, y, w, h)
	for j := range h {
		copy(dst.Pix[j*dst.Stride:j*dst.Stride+4*w], pix[4*w*j:4*w*(j+1)])
	}
	return sheet.sub(x, y, w, h), x, y
}

var textGeoM ebiten.GeoM

// drawText draws a line of text with its top-left corner, or its centre
// when centred, at (x, y).
func drawText(dst *ebiten.Image, s string, x, y, size float64, bold, centred bool, c color.RGBA) {
	align := alignStart
	if centred {
		align = alignCenter
	}
	drawTextAligned(dst, s, x, y, size, bold, align, align, c)
}

// drawTextAligned draws a line of text aligned across (h) and down (v) on
// (x, y).
func drawTextAligned(dst *ebiten.Image, s string, x, y, size float64, bold bool, h, v textAlign, c color.RGBA) {
	textGeoM.Reset()
	textGeoM.Translate(x, y)
	var cs ebiten.ColorScale
	scaleRGBA(&cs, c)
	drawString(dst, s, face(size, bold), h, v, textGeoM, cs)
}

// textWidth measures a line of text.
func textWidth(s string, size float64, bold bool) float64 {
	return face(size, bold).advance(s)
}

// pixelWidth returns a width for a rectangle from x that fills the same
// pixels as width w (those whose centres it covers) and changes only when
// they do: its right edge a quarter pixel past the last pixel's centre.
// A right edge on a pixel's centre, or within a thousandth of it, is
// kept: whether the GPU covers that pixel depends on its rounding.
func pixelWidth(x, w float64) float64 {
	if w <= 0 {
		return 0
	}
	e := x + w
	if math.Abs(e-math.Floor(e)-0.5) < 1e-3 {
		return w
	}
	return math.Ceil(e-0.5) + 0.25 - x
}

// scaleRGBA scales a colour scale by a colour without boxing the colour in
// an interface (which would allocate every frame).
func scaleRGBA(cs *ebiten.ColorScale, c color.RGBA) {
	cs.Scale(float32(c.R)/0xff, float32(c.G)/0xff, float32(c.B)/0xff, float32(c.A)/0xff)
}

// white is a 3×3 white image whose centre pixel fills plain rectangles.
var white = func() *ebiten.Image {
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	return img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
}()

var rectOp ebiten.DrawImageOptions

// fillRect fills a plain rectangle with one image copy.
func fillRect(dst *ebiten.Image, r rect, c color.RGBA) {
	rectOp = ebiten.DrawImageOptions{}
	rectOp.GeoM.Scale(r.W, r.H)
	rectOp.GeoM.Translate(r.X, r.Y)
	scaleRGBA(&rectOp.ColorScale, c)
	drawImage(dst, white, &rectOp)
}
