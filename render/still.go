//go:build !nogui

package render

import (
	"image/color"

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
	// played counts the frames drawn (the tests' window on it).
	played int
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
	if dst != r.lastScreen || b.Dx() != r.lastW || b.Dy() != r.lastH || !sameOps(r.ops, r.last) {
		// The screen as Ebitengine clears it every frame, unless the
		// frame begins by filling it all.
		if len(r.ops) == 0 || r.ops[0].src != nil || r.ops[0].star {
			dst.Clear()
		}
		for i := range r.ops {
			op := &r.ops[i]
			switch {
			case op.star:
				drawStarNow(dst, op.x, op.y, op.r, op.starInk)
			case op.src == nil:
				dst.Fill(op.fill)
			default:
				dst.DrawImage(op.src, &op.opts)
			}
		}
		r.ops, r.last = r.last, r.ops
		r.lastScreen, r.lastW, r.lastH = dst, b.Dx(), b.Dy()
		r.played++
	}
	for _, img := range r.freed {
		img.Deallocate()
	}
	clear(r.freed)
	r.freed = r.freed[:0]
}

// sameOps reports whether two records draw the same.
func sameOps(a, b []drawOp) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := &a[i], &b[i]
		// The options the game sets (never a ColorM).
		if x.src != y.src || x.fill != y.fill || x.star != y.star || x.x != y.x || x.y != y.y || x.r != y.r || x.starInk != y.starInk ||
			x.opts.GeoM != y.opts.GeoM || x.opts.ColorScale != y.opts.ColorScale || x.opts.Blend != y.opts.Blend ||
			x.opts.CompositeMode != y.opts.CompositeMode || x.opts.Filter != y.opts.Filter || x.opts.DisableMipmaps != y.opts.DisableMipmaps {
			return false
		}
	}
	return true
}

// FramesDrawn is how many frames Draw has drawn, not counting the still
// frames it skipped (see SkipStillFrames).
func FramesDrawn() int { return record.played }
