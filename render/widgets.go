//go:build !nogui

package render

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"rummikub/game"
	"rummikub/input"
)

// The widgets of the menu, settings and score screens: buttons, segmented
// choices, toggles, steppers and text fields, drawn in the table screen's
// style. Each is a rectangle the screen computes from the window size;
// the screen hit-tests it in update and draws it in draw, so what is drawn
// is always what answers a tap.

// canvas maps the screens' design coordinates, a 1280×800 page, onto the
// window: scaled by U = min(w/1280, h/800) and centred, so a screen keeps
// its proportions (and never overlaps itself) at any window size.
type canvas struct {
	X, Y, U float64
	W, H    float64 // the window
}

// designW and designH are the size of the design page.
const (
	designW = 1280
	designH = 800
)

// newCanvas fits the design page in a w×h window.
func newCanvas(w, h float64) canvas {
	u := math.Max(min(w/designW, h/designH), 0.01)
	return canvas{X: (w - designW*u) / 2, Y: (h - designH*u) / 2, U: u, W: w, H: h}
}

// r maps a rectangle of the design page to the screen.
func (c canvas) r(x, y, w, h float64) rect {
	return rect{c.X + x*c.U, c.Y + y*c.U, w * c.U, h * c.U}
}

// x and y map a design coordinate to the screen.
func (c canvas) x(v float64) float64 { return c.X + v*c.U }
func (c canvas) y(v float64) float64 { return c.Y + v*c.U }

// btnTone is a button's role, which sets its colour.
type btnTone uint8

// The button tones.
const (
	toneNormal  btnTone = iota // ivory, like the table's buttons
	tonePrimary                // green: the screen's main action
	toneDanger                 // red
	toneQuiet                  // outlined on the felt: a secondary action
)

// clicked reports whether the pointer went down inside r this tick.
func clicked(f input.Frame, r rect) bool { return f.Pressed && r.Contains(f.X, f.Y) }

// lighten mixes a colour with white.
func lighten(c color.RGBA, k float64) color.RGBA {
	m := func(v uint8) uint8 { return uint8(float64(v) + (255-float64(v))*k) }
	return color.RGBA{m(c.R), m(c.G), m(c.B), c.A}
}

// drawButton draws a button with a label; hot is the pointer over it.
func drawButton(dst *ebiten.Image, r rect, label string, u float64, t btnTone, hot, enabled bool) {
	rad := 10 * u
	fill, ink := colButton, colButtonText
	switch t {
	case tonePrimary:
		fill = colGood
	case toneDanger:
		fill = colBad
	case toneQuiet:
		fill, ink = colFeltDark, colText
	}
	if hot && enabled {
		fill = lighten(fill, 0.25)
		if t == toneNormal {
			fill = colButtonHot
		}
	}
	if !enabled {
		fill, ink = colButtonOff, colButtonText
	}
	if t != toneQuiet || !enabled {
		fillRoundRect(dst, rect{r.X, r.Y + 3*u, r.W, r.H}, rad, colShadow)
	}
	fillRoundRect(dst, r, rad, fill)
	if t == toneQuiet && enabled {
		strokeRoundRect(dst, r, rad, 2*u, colFeltLine)
		if hot {
			strokeRoundRect(dst, r, rad, 2*u, colTextDim)
		}
	}
	size := fitSize(label, r.W-20*u, min(r.H*0.4, 22*u), true)
	drawText(dst, label, r.X+r.W/2, r.Y+r.H/2, size, true, true, ink)
}

// segmentRect returns the i-th of n equal segments of r.
func segmentRect(r rect, n, i int) rect {
	w := r.W / float64(max(n, 1))
	return rect{r.X + float64(i)*w, r.Y, w, r.H}
}

// segmentAt returns the segment of r under a point, or -1.
func segmentAt(r rect, n int, x, y float64) int {
	if n <= 0 || !r.Contains(x, y) {
		return -1
	}
	return min(int((x-r.X)/(r.W/float64(n))), n-1)
}

// drawSegments draws a row of choices with one selected (sel, or -1).
// hx, hy is the pointer, to light the segment under it.
func drawSegments(dst *ebiten.Image, r rect, labels []string, sel int, u, hx, hy float64) {
	rad := 10 * u
	fillRoundRect(dst, r, rad, colFeltDark)
	strokeRoundRect(dst, r, rad, 1.5*u, colFeltLine)
	hot := segmentAt(r, len(labels), hx, hy)
	pad := 4 * u
	// One size for every label (the one the longest fits, in bold), so a
	// long word does not stand out smaller than its neighbours.
	size := min(r.H*0.36, 18*u)
	for i, label := range labels {
		s := segmentRect(r, len(labels), i)
		size = min(size, fitSize(label, s.W-2*pad-10*u, size, true))
	}
	for i, label := range labels {
		s := segmentRect(r, len(labels), i)
		in := rect{s.X + pad, s.Y + pad, s.W - 2*pad, s.H - 2*pad}
		ink := colText
		switch {
		case i == sel:
			fillRoundRect(dst, in, rad-pad/2, colButton)
			ink = colButtonText
		case i == hot:
			fillRoundRect(dst, in, rad-pad/2, colFeltLine)
		}
		drawText(dst, label, in.X+in.W/2, in.Y+in.H/2, size, i == sel, true, ink)
	}
}

// drawToggle draws an on/off switch: a pill with a knob, and its state
// written beside the knob.
func drawToggle(dst *ebiten.Image, r rect, on bool, u float64, hot bool) {
	rad := r.H / 2
	fill := colButtonOff
	label, lx := "Off", r.X+r.W*0.62
	if on {
		fill, label, lx = colGood, "On", r.X+r.W*0.38
	}
	if hot {
		fill = lighten(fill, 0.2)
	}
	fillRoundRect(dst, r, rad, fill)
	knobR := r.H/2 - 4*u
	kx := r.X + rad
	if on {
		kx = r.X + r.W - rad
	}
	ky := r.Y + r.H/2
	fillCircle(dst, kx, ky+1.5*u, knobR, colShadow)
	fillCircle(dst, kx, ky, knobR, colTile)
	drawText(dst, label, lx, ky, r.H*0.4, true, true, colButtonText)
}

// stepperParts are a stepper's minus and plus buttons.
func stepperParts(r rect) (minus, plus rect) {
	return rect{r.X, r.Y, r.H, r.H}, rect{r.X + r.W - r.H, r.Y, r.H, r.H}
}

// stepperAt returns -1 or +1 for a point on a stepper's minus or plus
// button, and 0 elsewhere.
func stepperAt(r rect, x, y float64) int {
	minus, plus := stepperParts(r)
	switch {
	case minus.Contains(x, y):
		return -1
	case plus.Contains(x, y):
		return 1
	}
	return 0
}

// drawStepper draws a value between a minus and a plus button; a button
// that cannot step further is dimmed.
func drawStepper(dst *ebiten.Image, r rect, value string, u, hx, hy float64, canDown, canUp bool) {
	rad := 10 * u
	fillRoundRect(dst, r, rad, colFeltDark)
	strokeRoundRect(dst, r, rad, 1.5*u, colFeltLine)
	minus, plus := stepperParts(r)
	pad := 4 * u
	for i, b := range []rect{minus, plus} {
		in := rect{b.X + pad, b.Y + pad, b.W - 2*pad, b.H - 2*pad}
		ok := canDown
		if i == 1 {
			ok = canUp
		}
		fill := colButton
		switch {
		case !ok:
			fill = colButtonOff
		case b.Contains(hx, hy):
			fill = colButtonHot
		}
		fillRoundRect(dst, in, rad-pad/2, fill)
		cx, cy := in.Center()
		arm := in.H * 0.22
		fillRoundRect(dst, rect{cx - arm, cy - 1.5*u, 2 * arm, 3 * u}, 1.5*u, colButtonText)
		if i == 1 {
			fillRoundRect(dst, rect{cx - 1.5*u, cy - arm, 3 * u, 2 * arm}, 1.5*u, colButtonText)
		}
	}
	mid := rect{minus.X + minus.W, r.Y, r.W - minus.W - plus.W, r.H}
	size := fitSize(value, mid.W-8*u, min(r.H*0.4, 19*u), true)
	drawText(dst, value, mid.X+mid.W/2, mid.Y+mid.H/2, size, true, true, colText)
}

// drawTextField draws a one-line text field: ivory like a tile, outlined
// when it has the keyboard, with a blinking caret; placeholder is shown
// dimmed while it is empty; selected marks the whole text as selected
// (the next key replaces it).
func drawTextField(dst *ebiten.Image, r rect, value, placeholder string, focused, selected, caret bool, u float64, hot bool) {
	rad := 8 * u
	fillRoundRect(dst, r, rad, colTile)
	edge, width := colTileEdge, 1.5*u
	switch {
	case focused:
		edge, width = colWarn, 3*u
	case hot:
		edge, width = colButtonOff, 2*u
	}
	strokeRoundRect(dst, r, rad, width, edge)
	size := min(r.H*0.42, 20*u)
	x := r.X + 12*u
	cy := r.Y + r.H/2
	if focused && selected && value != "" {
		fillRoundRect(dst, rect{x - 3*u, cy - size*0.7, textWidth(value, size, false) + 6*u, size * 1.4}, 3*u, colSelection)
	}
	if value == "" {
		drawTextAt(dst, placeholder, x, cy, size, false, alignStart, colButtonOff)
	} else {
		drawTextAt(dst, value, x, cy, size, false, alignStart, colButtonText)
	}
	if focused && caret {
		cx := x + textWidth(value, size, false) + 1.5*u
		fillRoundRect(dst, rect{cx, cy - size*0.6, 2 * u, size * 1.2}, u, colButtonText)
	}
}

// colSelection marks selected text.
var colSelection = color.RGBA{0xb6, 0xdc, 0xf5, 0xff}

// drawPanel draws a rounded panel of the felt's dark shade, with a title
// at its top left when title is not empty.
func drawPanel(dst *ebiten.Image, r rect, title string, u float64) {
	fillRoundRect(dst, rect{r.X, r.Y + 4*u, r.W, r.H}, 16*u, colShadow)
	fillRoundRect(dst, r, 16*u, colPanel)
	strokeRoundRect(dst, r, 16*u, 1.5*u, colFeltLine)
	if title != "" {
		drawTextAt(dst, title, r.X+24*u, r.Y+30*u, 22*u, true, alignStart, colText)
	}
}

// small is the size of a caption of base design pixels: scaled like the
// rest, but never below 11 pixels (or base, if smaller), to stay readable
// in a small window.
func small(base, u float64) float64 { return max(base*u, min(base, 11)) }

// drawLabel writes a control's caption: small, bold and dim, left-aligned
// and vertically centred at y.
func drawLabel(dst *ebiten.Image, s string, x, y, u float64) {
	drawTextAt(dst, s, x, y, small(15, u), true, alignStart, colTextDim)
}

// drawTextAt draws a line of text vertically centred at y, aligned on x
// as align says (start: left edge, center, end: right edge).
func drawTextAt(dst *ebiten.Image, s string, x, y, size float64, bold bool, align textAlign, c color.RGBA) {
	drawTextAligned(dst, s, x, y, size, bold, align, alignCenter, c)
}

// fitSize returns the font size, at most size and at least 60% of it,
// at which s fits in maxW.
func fitSize(s string, maxW, size float64, bold bool) float64 {
	if size <= 0 || maxW <= 0 {
		return math.Max(size, 1)
	}
	w := textWidth(s, size, bold)
	if w <= maxW {
		return size
	}
	return math.Max(size*maxW/w, size*0.6)
}

// ellipsize shortens s with "…" until it fits in maxW.
func ellipsize(s string, maxW, size float64, bold bool) string {
	if textWidth(s, size, bold) <= maxW {
		return s
	}
	r := []rune(s)
	for len(r) > 1 {
		r = r[:len(r)-1]
		t := strings.TrimSpace(string(r)) + "…"
		if textWidth(t, size, bold) <= maxW {
			return t
		}
	}
	return "…"
}

// setCursor shows the hand over something to press and the I-beam over a
// text field; it costs nothing when the shape does not change.
func setCursor(hand, textField bool) {
	shape := ebiten.CursorShapeDefault
	switch {
	case textField:
		shape = ebiten.CursorShapeText
	case hand:
		shape = ebiten.CursorShapePointer
	}
	ebiten.SetCursorShape(shape)
}

var decoOp ebiten.DrawImageOptions

// drawTileAt draws a tile from art with its top-left corner at (x, y),
// turned by angle radians about its centre.
func drawTileAt(dst *ebiten.Image, art *tileArt, t game.Tile, x, y, w, h, angle float64, colorBlind bool) {
	img := art.image(t, w, h, colorBlind)
	b := img.Bounds()
	decoOp = ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	decoOp.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	decoOp.GeoM.Rotate(angle)
	decoOp.GeoM.Translate(x+float64(b.Dx())/2, y+float64(b.Dy())/2)
	drawImage(dst, img, &decoOp)
}

// drawStar draws a five-pointed star centred at (x, y) of outer radius r,
// or records it (see drawImage).
func drawStar(dst *ebiten.Image, x, y, r float64, c color.RGBA) {
	if record.on && dst == record.screen {
		record.ops = append(record.ops, drawOp{star: true, x: x, y: y, r: r, starInk: c})
		return
	}
	drawStarNow(dst, x, y, r, c)
}

// drawStarNow draws a star (see drawStar).
func drawStarNow(dst *ebiten.Image, x, y, r float64, c color.RGBA) {
	path.Reset()
	for i := range 10 {
		rad := r
		if i%2 == 1 {
			rad = r * 0.45
		}
		a := -math.Pi/2 + float64(i)*math.Pi/5
		px, py := float32(x+rad*math.Cos(a)), float32(y+rad*math.Sin(a))
		if i == 0 {
			path.MoveTo(px, py)
		} else {
			path.LineTo(px, py)
		}
	}
	path.Close()
	pathOpts = vector.DrawPathOptions{AntiAlias: true}
	pathOpts.ColorScale.ScaleWithColor(c)
	vector.FillPath(dst, &path, &fillOpts, &pathOpts)
}
