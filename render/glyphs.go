//go:build !nogui

package render

import (
	"image"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// The game draws its texts itself, glyph by glyph, from golang.org/x/image
// font faces: the same layout and the same glyph images, pixel for pixel,
// as Ebitengine's text/v2 package with a GoXFace, whose code this follows.
// The game needs only that (a line's advances and kerning, no shaping),
// and text/v2 links a whole shaping engine and its tables (go-text's
// typesetting, x/text's language tables, uniseg, TIFF and JPEG decoders)
// into the browser's download, and ran a Unicode line breaker over every
// text it drew.

// textAlign places a line of text on its x (or y) position: its start
// (left or top), its centre or its end (right or bottom).
type textAlign int

const (
	alignStart textAlign = iota
	alignCenter
	alignEnd
)

// glyphKey names a glyph image: the rune and where it falls between two
// pixels (a multiple of 1/variations of a pixel).
type glyphKey struct {
	r       rune
	xoffset fixed.Int26_6
}

// glyphEntry is a cached glyph image and the sheet it is on (see
// sheet.go). A glyph is kept as long as its sheet: forgetting it would
// not free its place there, and painting it again would take another.
type glyphEntry struct {
	img *ebiten.Image
	gen int
}

// glyphBox is a rune's bounds and advance, as the font gives them.
type glyphBox struct {
	bounds  fixed.Rectangle26_6
	advance fixed.Int26_6
}

// fontFace is one font at one size, with its glyph images cached on the
// GPU's atlas.
type fontFace struct {
	f font.Face
	// ascent and descent are the line's height above and below the
	// baseline, in pixels.
	ascent, descent float64
	// variations is how many horizontal positions between two pixels a
	// glyph is rasterised at: more for small text.
	variations int
	boxes      map[rune]glyphBox
	kerns      map[[2]rune]fixed.Int26_6
	glyphs     map[glyphKey]*glyphEntry
	// origins caches each line's glyph positions (see originXs).
	origins map[string][]fixed.Int26_6
}

// maxOrigins bounds a face's cache of laid-out lines; it starts over when
// full.
const maxOrigins = 512

// newFontFace wraps an x/image font face.
func newFontFace(f font.Face) *fontFace {
	m := f.Metrics()
	ff := &fontFace{
		f:       f,
		ascent:  fixedToFloat(m.Ascent),
		descent: fixedToFloat(m.Descent),
		boxes:   map[rune]glyphBox{},
		kerns:   map[[2]rune]fixed.Int26_6{},
		glyphs:  map[glyphKey]*glyphEntry{},
		origins: map[string][]fixed.Int26_6{},
	}
	switch s := ff.ascent + ff.descent; {
	case s < 20:
		ff.variations = 8
	case s < 40:
		ff.variations = 4
	case s < 80:
		ff.variations = 2
	default:
		ff.variations = 1
	}
	return ff
}

func fixedToFloat(x fixed.Int26_6) float64 { return float64(x) / (1 << 6) }

func floatToFixed(x float64) fixed.Int26_6 { return fixed.Int26_6(x * (1 << 6)) }

// box returns a rune's bounds and advance.
func (ff *fontFace) box(r rune) glyphBox {
	if b, ok := ff.boxes[r]; ok {
		return b
	}
	bounds, adv, _ := ff.f.GlyphBounds(r)
	b := glyphBox{bounds, adv}
	ff.boxes[r] = b
	return b
}

// kern returns the kerning between two runes.
func (ff *fontFace) kern(r0, r1 rune) fixed.Int26_6 {
	k := [2]rune{r0, r1}
	if v, ok := ff.kerns[k]; ok {
		return v
	}
	v := ff.f.Kern(r0, r1)
	ff.kerns[k] = v
	return v
}

// originXs returns where each glyph of a line after the first starts,
// and last where the line ends, relative to the line's start.
func (ff *fontFace) originXs(line string) []fixed.Int26_6 {
	if line == "" {
		return nil
	}
	if xs, ok := ff.origins[line]; ok {
		return xs
	}
	var xs []fixed.Int26_6
	prev := rune(-1)
	var x fixed.Int26_6
	for _, r := range line {
		if prev >= 0 {
			x += ff.kern(prev, r)
			xs = append(xs, x)
		}
		x += ff.box(r).advance
		prev = r
	}
	xs = append(xs, x)
	if len(ff.origins) >= maxOrigins {
		clear(ff.origins)
	}
	ff.origins[line] = xs
	return xs
}

// advance is a line's width in pixels.
func (ff *fontFace) advance(line string) float64 {
	xs := ff.originXs(line)
	if len(xs) == 0 {
		return 0
	}
	return fixedToFloat(xs[len(xs)-1])
}

// glyph returns a rune's image drawn at origin and the pixel where its
// top-left corner goes (nil for a rune with nothing to draw).
func (ff *fontFace) glyph(r rune, origin fixed.Point26_6) (*ebiten.Image, int, int) {
	factor := (1 << 6) / fixed.Int26_6(ff.variations)
	origin.X = origin.X / factor * factor
	origin.Y &^= (1 << 6) - 1
	b := ff.box(r).bounds
	sub := fixed.Point26_6{
		X: (origin.X + b.Min.X) & ((1 << 6) - 1),
		Y: (origin.Y + b.Min.Y) & ((1 << 6) - 1),
	}
	key := glyphKey{r, sub.X}
	e, ok := ff.glyphs[key]
	if !ok || e.gen != sheet.gen {
		e = &glyphEntry{img: ff.rasterise(r, sub, b), gen: sheet.gen}
		ff.glyphs[key] = e
	}
	return e.img, (origin.X + b.Min.X).Floor(), (origin.Y + b.Min.Y).Floor()
}

// rasterise draws a glyph on the CPU into its place on the sheet (or a
// new image, when too large), its bounds' top left sub pixels from the
// image's corner.
func (ff *fontFace) rasterise(r rune, sub fixed.Point26_6, b fixed.Rectangle26_6) *ebiten.Image {
	w, h := (b.Max.X - b.Min.X).Ceil(), (b.Max.Y - b.Min.Y).Ceil()
	if w == 0 || h == 0 {
		return nil
	}
	// One pixel more each way, as Ebitengine does: where the glyph
	// ends within its last pixel is not worth working out.
	w++
	h++
	x, y, onSheet := sheet.place(w, h)
	var rgba *image.RGBA
	if onSheet {
		rgba = sheet.rgba(x, y, w, h)
	} else {
		rgba = image.NewRGBA(image.Rect(0, 0, w, h))
	}
	d := font.Drawer{
		Dst:  rgba,
		Src:  image.White,
		Face: ff.f,
		Dot:  fixed.Point26_6{X: -b.Min.X + sub.X, Y: -b.Min.Y + sub.Y},
	}
	var buf [utf8.UTFMax]byte
	d.DrawBytes(buf[:utf8.EncodeRune(buf[:], r)])
	if onSheet {
		return sheet.sub(x, y, w, h)
	}
	return ebiten.NewImageFromImage(rgba)
}

// glyphOp is the options of a glyph's copy, reused.
var glyphOp ebiten.DrawImageOptions

// drawString draws text with the face, placed at the origin of geoM:
// across as h says, and down by its top (alignStart), its middle line
// (alignCenter) or its bottom (alignEnd); each glyph in the colour scale
// cs. Lines break at "\n" (without spacing: the game's texts are lines).
func drawString(dst *ebiten.Image, s string, ff *fontFace, h, v textAlign, geoM ebiten.GeoM, cs ebiten.ColorScale) {
	if s == "" {
		return
	}
	offsetY := ff.ascent
	height := ff.ascent + ff.descent // and no spacing between lines
	switch v {
	case alignCenter:
		offsetY -= height / 2
	case alignEnd:
		offsetY -= height
	}
	for line := range strings.SplitSeq(s, "\n") {
		line = strings.TrimSuffix(line, "\r")
		var originX float64
		switch h {
		case alignCenter:
			originX = -ff.advance(line) / 2
		case alignEnd:
			originX = -ff.advance(line)
		}
		ff.drawLine(dst, line, originX, offsetY, geoM, cs)
	}
}

// drawLine draws one line with its first glyph's origin at (originX,
// originY) before geoM.
func (ff *fontFace) drawLine(dst *ebiten.Image, line string, originX, originY float64, geoM ebiten.GeoM, cs ebiten.ColorScale) {
	origin := fixed.Point26_6{X: floatToFixed(originX), Y: floatToFixed(originY)}
	ox := origin.X
	xs := ff.originXs(line)
	next := 0
	for i, r := range line {
		if i > 0 {
			origin.X = ox + xs[next]
			next++
		}
		img, x, y := ff.glyph(r, origin)
		if img == nil {
			continue
		}
		glyphOp = ebiten.DrawImageOptions{ColorScale: cs}
		glyphOp.GeoM.Translate(float64(x), float64(y))
		glyphOp.GeoM.Concat(geoM)
		drawImage(dst, img, &glyphOp)
	}
}
