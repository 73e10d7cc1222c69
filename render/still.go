//go:build !nogui

package render

import (
	"image"
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
)

// A still frame is not drawn again. When the App skips still frames (see
// App.SkipStillFrames; Run does), its Draw first records what the screen
// would draw on the screen's image, the copies of images with their
// options and the fills, without drawing it; when the record is the last
// frame's, nothing is drawn and Ebitengine, whose screen is then not
// cleared every frame, keeps the last picture and soon stops presenting
// frames at all. Otherwise the record is played onto the screen, the very
// draws of the frame in their order: the picture is the same pixel for
// pixel. Drawing on other images (painting a tile or a glyph into its
// cache) is done at once, before the record is played. A frame costs the
// GPU nothing while nothing moves: in the browser, where SwiftShader
// draws on the CPU that also runs the game, that is most frames.

// drawOp is one draw on the screen: a copy of src with opts, or a fill
// with fill when src is nil.
type drawOp struct {
	src  *ebiten.Image
	opts ebiten.DrawImageOptions
	fill color.Color
	// star draws a star (drawStar) at x, y of radius r in starInk.
	star    bool
	x, y, r float64
	starInk color.RGBA
}

// frameRecord is the record of a frame's draws on the screen.
type frameRecord struct {
	// on is true while a frame is recorded; screen is its image.
	on     bool
	screen *ebiten.Image
	ops    []drawOp
	// last is the last frame drawn: its ops, image and size.
	last       []drawOp
	lastScreen *ebiten.Image
	lastW      int
	lastH      int
	// freed are the images deallocated while recording, deallocated
	// once the record is played.
	freed []*ebiten.Image
	// played counts the frames drawn, partly the frames drawn in part.
	played, partly int
	// area and covered count the pixels of the frames drawn: the part
	// drawn again, and the pixels its draws cover (a pixel under two
	// draws counts twice).
	area, covered int
}

// record is the frame being recorded, if any.
var record frameRecord

// drawImage copies src onto dst with opts: recorded when dst is the
// screen of a frame being recorded, at once otherwise.
func drawImage(dst, src *ebiten.Image, opts *ebiten.DrawImageOptions) {
	if record.on && dst == record.screen {
		record.ops = append(record.ops, drawOp{src: src, opts: *opts})
		return
	}
	sheet.upload()
	dst.DrawImage(src, opts)
}

// fillImage fills dst with c, or records it (see drawImage).
func fillImage(dst *ebiten.Image, c color.Color) {
	if record.on && dst == record.screen {
		record.ops = append(record.ops, drawOp{fill: c})
		return
	}
	dst.Fill(c)
}

// deallocate frees an image's GPU memory, or when a frame is recorded
// once it has been drawn (the record may copy it).
func deallocate(img *ebiten.Image) {
	if record.on {
		record.freed = append(record.freed, img)
		return
	}
	img.Deallocate()
}

// drawFrame draws a screen with draw onto dst, recorded and played only
// when it differs from the last frame drawn (see above).
func drawFrame(dst *ebiten.Image, draw func(dst *ebiten.Image)) {
	r := &record
	clear(r.ops)
	r.on, r.screen, r.ops = true, dst, r.ops[:0]
	draw(dst)
	r.on, r.screen = false, nil
	b := dst.Bounds()
	areas := []image.Rectangle{b}
	if dst == r.lastScreen && b.Dx() == r.lastW && b.Dy() == r.lastH {
		if changed, ok := changedAreas(r.ops, r.last, b); ok {
			areas = changed
		}
	}
	sheet.upload()
	if len(areas) > 0 {
		// Only the parts that changed are drawn again, each with every
		// draw that touches it in its order: the same pixels as the whole
		// frame drawn again (a sub-image keeps its parent's coordinates
		// and clips every draw), the rest as it was.
		if areas[0] != b && slices.ContainsFunc(r.ops, func(op drawOp) bool { return op.star && overlapsAny(op.bounds(), areas) }) {
			areas = []image.Rectangle{b} // a star's path is drawn whole (vector's own passes)
		}
		if areas[0] != b {
			r.partly++
		}
		for _, area := range areas {
			r.playOn(dst, area)
		}
		r.played++
	}
	r.ops, r.last = r.last, r.ops
	r.lastScreen, r.lastW, r.lastH = dst, b.Dx(), b.Dy()
	for _, img := range r.freed {
		img.Deallocate()
	}
	clear(r.freed)
	r.freed = r.freed[:0]
}

// playOn draws the recorded frame's draws that touch area onto dst, in
// their order, clipped to area (all of them when area is dst's bounds).
func (r *frameRecord) playOn(dst *ebiten.Image, area image.Rectangle) {
	to := dst
	if area != dst.Bounds() {
		to = dst.SubImage(area).(*ebiten.Image)
	}
	// The screen as Ebitengine clears it every frame, unless the frame
	// begins by filling it all.
	if len(r.ops) == 0 || r.ops[0].src != nil || r.ops[0].star {
		to.Clear()
	}
	r.area += area.Dx() * area.Dy()
	for i := range r.ops {
		op := &r.ops[i]
		ob := op.bounds()
		if to != dst && !ob.Overlaps(area) {
			continue
		}
		c := ob.Intersect(area)
		r.covered += c.Dx() * c.Dy()
		switch {
		case op.star:
			drawStarNow(to, op.x, op.y, op.r, op.starInk)
		case op.src == nil:
			to.Fill(op.fill)
		default:
			to.DrawImage(op.src, &op.opts)
		}
	}
}

// overlapsAny reports whether r overlaps one of areas.
func overlapsAny(r image.Rectangle, areas []image.Rectangle) bool {
	return slices.ContainsFunc(areas, r.Overlaps)
}

// sameOp reports whether two draws draw the same.
func sameOp(x, y *drawOp) bool {
	// The options the game sets (never a ColorM).
	return x.src == y.src && x.fill == y.fill && x.star == y.star && x.x == y.x && x.y == y.y && x.r == y.r && x.starInk == y.starInk &&
		x.opts.GeoM == y.opts.GeoM && x.opts.ColorScale == y.opts.ColorScale && x.opts.Blend == y.opts.Blend &&
		x.opts.CompositeMode == y.opts.CompositeMode && x.opts.Filter == y.opts.Filter && x.opts.DisableMipmaps == y.opts.DisableMipmaps
}

// maxAreas is the most parts a changed frame is drawn again in; past it,
// the bounds of them all.
const maxAreas = 12

// changedAreas returns where two records of a frame differ, within
// bounds: the bounds of the draws that differ, where either record puts
// them, joined where they overlap (none when the records draw the same).
// Records of the same length are compared draw by draw; otherwise the
// draws they begin and end with alike are left out and the others (the
// draws added, removed or changed between them) are what differs. It is
// not ok when a fill is among the draws that differ.
func changedAreas(a, b []drawOp, bounds image.Rectangle) ([]image.Rectangle, bool) {
	var rects []image.Rectangle
	add := func(x *drawOp) bool {
		if x.src == nil && !x.star {
			return false
		}
		if r := x.bounds().Intersect(bounds); !r.Empty() {
			rects = append(rects, r)
		}
		return true
	}
	if len(a) == len(b) {
		for i := range a {
			if !sameOp(&a[i], &b[i]) && (!add(&a[i]) || !add(&b[i])) {
				return nil, false
			}
		}
	} else {
		n := min(len(a), len(b))
		head := 0
		for head < n && sameOp(&a[head], &b[head]) {
			head++
		}
		tail := 0
		for tail < n-head && sameOp(&a[len(a)-1-tail], &b[len(b)-1-tail]) {
			tail++
		}
		for _, ops := range [][]drawOp{a[head : len(a)-tail], b[head : len(b)-tail]} {
			for i := range ops {
				if !add(&ops[i]) {
					return nil, false
				}
			}
		}
	}
	return joinAreas(rects), true
}

// joinAreas joins the rectangles that overlap, or whose bounds together
// are no larger than the two, until none do; more than maxAreas left are
// joined into their bounds.
func joinAreas(rects []image.Rectangle) []image.Rectangle {
	for joined := true; joined; {
		joined = false
		for i := 0; i < len(rects); i++ {
			for j := i + 1; j < len(rects); j++ {
				x, y := rects[i], rects[j]
				u := x.Union(y)
				if !x.Overlaps(y) && pixels(u) > pixels(x)+pixels(y) {
					continue
				}
				rects[i] = u
				rects = slices.Delete(rects, j, j+1)
				joined = true
				j = i
			}
		}
	}
	if len(rects) > maxAreas {
		u := rects[0]
		for _, r := range rects[1:] {
			u = u.Union(r)
		}
		rects = []image.Rectangle{u}
	}
	return rects
}

// pixels is the count of a rectangle's pixels.
func pixels(r image.Rectangle) int { return r.Dx() * r.Dy() }

// bounds is the part of the screen a draw may touch, with a pixel to
// spare; a fill's is the whole plane.
func (op *drawOp) bounds() image.Rectangle {
	if op.star {
		return image.Rect(int(math.Floor(op.x-op.r))-2, int(math.Floor(op.y-op.r))-2, int(math.Ceil(op.x+op.r))+2, int(math.Ceil(op.y+op.r))+2)
	}
	if op.src == nil {
		return image.Rect(math.MinInt32, math.MinInt32, math.MaxInt32, math.MaxInt32)
	}
	sb := op.src.Bounds()
	w, h := float64(sb.Dx()), float64(sb.Dy())
	x0, y0 := math.Inf(1), math.Inf(1)
	x1, y1 := math.Inf(-1), math.Inf(-1)
	for _, c := range [4][2]float64{{0, 0}, {w, 0}, {0, h}, {w, h}} {
		x, y := op.opts.GeoM.Apply(c[0], c[1])
		x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
	}
	return image.Rect(int(math.Floor(x0))-1, int(math.Floor(y0))-1, int(math.Ceil(x1))+1, int(math.Ceil(y1))+1)
}

// FramesDrawn is how many frames Draw has drawn, not counting the still
// frames it skipped (see SkipStillFrames).
func FramesDrawn() int { return record.played }

// PixelsDrawn is the count of pixels of the frames Draw has drawn: the
// pixels of the parts drawn again (the whole screen, or the part that
// changed), and the pixels the draws in them covered, a pixel under
// several draws counted for each (what a software renderer paints).
func PixelsDrawn() (area, covered int) { return record.area, record.covered }
