//go:build !nogui

package render

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
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

// roundRectPath sets path to a rounded rectangle.
func roundRectPath(r rect, radius float64) {
	path.Reset()
	x, y, w, h, rd := float32(r.X), float32(r.Y), float32(r.W), float32(r.H), float32(min(radius, r.W/2, r.H/2))
	path.MoveTo(x+rd, y)
	path.LineTo(x+w-rd, y)
	path.ArcTo(x+w, y, x+w, y+rd, rd)
	path.LineTo(x+w, y+h-rd)
	path.ArcTo(x+w, y+h, x+w-rd, y+h, rd)
	path.LineTo(x+rd, y+h)
	path.ArcTo(x, y+h, x, y+h-rd, rd)
	path.LineTo(x, y+rd)
	path.ArcTo(x, y, x+rd, y, rd)
	path.Close()
}

var (
	fillOpts   vector.FillOptions
	strokeOpts vector.StrokeOptions
	pathOpts   vector.DrawPathOptions
)

// shapeKey names a painted rounded rectangle: its size, corner radius,
// outline width (0 for a filled shape) and colour.
type shapeKey struct {
	w, h, radius, stroke int
	c                    color.RGBA
}

// shapes caches painted rounded rectangles. Anti-aliased paths are slow to
// draw (every one is a separate stencil pass), so each shape is painted
// once and then copied: a steady frame paints no path at all.
var shapes = map[shapeKey]*ebiten.Image{}

// maxShapes bounds the cache; a resized window brings new sizes.
const maxShapes = 512

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
	img, ok := shapes[k]
	if !ok {
		if len(shapes) >= maxShapes {
			for _, old := range shapes {
				old.Deallocate()
			}
			clear(shapes)
		}
		img = ebiten.NewImage(k.w+2*pad, k.h+2*pad)
		roundRectPath(rect{float64(pad), float64(pad), float64(k.w), float64(k.h)}, float64(k.radius))
		pathOpts = vector.DrawPathOptions{AntiAlias: true}
		pathOpts.ColorScale.ScaleWithColor(rgba)
		if stroke > 0 {
			strokeOpts = vector.StrokeOptions{Width: float32(stroke)}
			vector.StrokePath(img, &path, &strokeOpts, &pathOpts)
		} else {
			vector.FillPath(img, &path, &fillOpts, &pathOpts)
		}
		shapes[k] = img
	}
	shapeOp.GeoM.Reset()
	shapeOp.GeoM.Translate(r.X-float64(pad), r.Y-float64(pad))
	dst.DrawImage(img, &shapeOp)
}

var textOpts text.DrawOptions

// drawText draws a line of text with its top-left corner, or its centre
// when centred, at (x, y).
func drawText(dst *ebiten.Image, s string, x, y, size float64, bold, centred bool, c color.RGBA) {
	f := face(size, bold)
	textOpts = text.DrawOptions{}
	if centred {
		textOpts.PrimaryAlign = text.AlignCenter
		textOpts.SecondaryAlign = text.AlignCenter
	}
	textOpts.GeoM.Translate(x, y)
	scaleRGBA(&textOpts.ColorScale, c)
	text.Draw(dst, s, f, &textOpts)
}

// textWidth measures a line of text.
func textWidth(s string, size float64, bold bool) float64 {
	return text.Advance(s, face(size, bold))
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
	dst.DrawImage(white, &rectOp)
}
