//go:build !nogui

package render

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// The small pictures painted on the CPU (glyphs, shapes) share one large
// image, the sheet: each is painted into the sheet's pixels kept in
// memory, at a place of its own, and the places painted since the last
// upload go to the GPU in one WritePixels, just before an image is drawn.
// Made one image each, the new-game screen's 450 glyphs and 50 shapes
// cost as many images and uploads, most of the first frame's time in the
// browser (each upload is a call into JavaScript and WebGL). A picture is
// drawn from its part of the sheet (a sub-image), with an empty pixel
// around it, so it draws the same pixels as from an image of its own.

// sheetSize is the sheet's width and height in pixels.
const sheetSize = 1024

// sheetGap is the empty space kept around each picture.
const sheetGap = 1

// pictureSheet is the sheet: its image, its pixels, the shelf being
// filled, and the parts painted since the last upload.
type pictureSheet struct {
	img *ebiten.Image
	pix []byte
	// x, y is where the next picture goes on the shelf at y, of height
	// shelf.
	x, y, shelf int
	// dirty are the parts painted and not yet uploaded, one a shelf
	// (the last one the shelf being filled), each uploaded alone: the
	// bounds of them all would take the empty rest of the shelves above
	// too, megabytes in the first frame.
	dirty []image.Rectangle
	// gen counts the sheets: a picture placed on an older one is
	// painted again.
	gen int
}

// sheet is the game's sheet, made on first use.
var sheet pictureSheet

// place finds room for a w×h picture and returns where its top-left
// pixel is. When the sheet is full a new one begins (gen changes: what
// was placed before must be placed again). ok is false for a picture too
// large for any sheet.
func (s *pictureSheet) place(w, h int) (x, y int, ok bool) {
	if w+sheetGap > sheetSize || h+sheetGap > sheetSize {
		return 0, 0, false
	}
	if s.img == nil {
		s.start()
	}
	if s.x+w+sheetGap > sheetSize {
		s.x, s.y, s.shelf = 0, s.y+s.shelf, 0
	}
	if s.y+h+sheetGap > sheetSize {
		s.start()
	}
	x, y = s.x+sheetGap, s.y+sheetGap
	s.x += w + sheetGap
	s.shelf = max(s.shelf, h+sheetGap)
	r := image.Rect(x, y, x+w, y+h)
	if n := len(s.dirty); n > 0 && s.dirty[n-1].Min.Y == y {
		s.dirty[n-1] = s.dirty[n-1].Union(r)
	} else {
		s.dirty = append(s.dirty, r)
	}
	return x, y, true
}

// start begins a new sheet; the old one's image is freed once no frame
// draws from it.
func (s *pictureSheet) start() {
	if s.img != nil {
		s.upload()
		deallocate(s.img)
	}
	// Unmanaged: a texture of its own, of its size (on Ebitengine's atlas,
	// with the atlas's padding, it took a page four times as large).
	s.img = ebiten.NewImageWithOptions(image.Rect(0, 0, sheetSize, sheetSize), &ebiten.NewImageOptions{Unmanaged: true})
	s.pix = make([]byte, 4*sheetSize*sheetSize)
	s.x, s.y, s.shelf, s.dirty = 0, 0, 0, s.dirty[:0]
	s.gen++
}

// rgba returns the sheet's pixels at x, y, w×h as an image to paint on
// (empty: nothing was painted there).
func (s *pictureSheet) rgba(x, y, w, h int) *image.RGBA {
	stride := 4 * sheetSize
	off := y*stride + 4*x
	return &image.RGBA{Pix: s.pix[off : off+(h-1)*stride+4*w], Stride: stride, Rect: image.Rect(0, 0, w, h)}
}

// sub returns the sheet's image at x, y, w×h.
func (s *pictureSheet) sub(x, y, w, h int) *ebiten.Image {
	return s.img.SubImage(image.Rect(x, y, x+w, y+h)).(*ebiten.Image)
}

// upload sends the parts painted since the last upload to the GPU.
func (s *pictureSheet) upload() {
	for _, d := range s.dirty {
		src := s.rgba(d.Min.X, d.Min.Y, d.Dx(), d.Dy())
		row := 4 * d.Dx()
		// A buffer of its own for each part: Ebitengine may keep it
		// until its commands run.
		up := make([]byte, row*d.Dy())
		for j := range d.Dy() {
			copy(up[j*row:(j+1)*row], src.Pix[j*src.Stride:])
		}
		s.sub(d.Min.X, d.Min.Y, d.Dx(), d.Dy()).WritePixels(up)
	}
	s.dirty = s.dirty[:0]
}
