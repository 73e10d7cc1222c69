//go:build !nogui

package render

import (
	"image"
	"math/rand/v2"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/math/fixed"
)

// TestSheetPlacesApart places pictures of many sizes until the sheet
// starts over: each lies inside the sheet, with an empty pixel between it
// and every other picture of the same sheet.
func TestSheetPlacesApart(t *testing.T) {
	var s pictureSheet
	defer func() { deallocate(s.img) }()
	rng := rand.New(rand.NewPCG(1, 2))
	var placed []image.Rectangle
	gen := 0
	for n := 0; ; n++ {
		w, h := 1+rng.IntN(60), 1+rng.IntN(70)
		x, y, ok := s.place(w, h)
		if !ok {
			t.Fatalf("no place for a %d×%d picture", w, h)
		}
		if gen == 0 {
			gen = s.gen
		}
		if s.gen != gen {
			if n < 200 {
				t.Fatalf("the sheet started over after %d pictures", n)
			}
			if x != sheetGap || y != sheetGap {
				t.Fatalf("the new sheet's first picture is at %d,%d", x, y)
			}
			break
		}
		r := image.Rect(x, y, x+w, y+h)
		if !r.In(image.Rect(0, 0, sheetSize, sheetSize)) {
			t.Fatalf("picture %d at %v is off the sheet", n, r)
		}
		apart := image.Rect(r.Min.X-sheetGap, r.Min.Y-sheetGap, r.Max.X+sheetGap, r.Max.Y+sheetGap)
		for i, q := range placed {
			if q.Overlaps(apart) {
				t.Fatalf("picture %d at %v touches picture %d at %v", n, r, i, q)
			}
		}
		placed = append(placed, r)
	}
	if _, _, ok := s.place(sheetSize, 10); ok {
		t.Error("a picture as wide as the sheet was placed")
	}
}

// TestSheetGlyphsDrawAsTheirOwnImages draws glyphs from the sheet and
// from images of their own holding the same pixels, at whole and
// fractional positions, scaled and not: the same pixels.
func TestSheetGlyphsDrawAsTheirOwnImages(t *testing.T) {
	for _, size := range []float64{12, 17, 33, 64} {
		ff := face(size, true)
		for _, r := range "Rg7W" {
			img, _, _ := ff.glyph(r, fixed.Point26_6{X: 13, Y: 0})
			if img == nil {
				continue
			}
			b := img.Bounds()
			if b.Min == (image.Point{}) {
				t.Fatalf("%q at %v is not on the sheet", r, b)
			}
			sheet.upload()
			own := ebiten.NewImage(b.Dx(), b.Dy())
			pix := make([]byte, 4*b.Dx()*b.Dy())
			img.ReadPixels(pix)
			own.WritePixels(pix)
			for _, at := range [][3]float64{{3, 4, 1}, {3.5, 4.5, 1}, {2.3, 5.7, 1}, {2.25, 3.75, 1.5}, {1.5, 2.5, 0.75}} {
				var op ebiten.DrawImageOptions
				op.GeoM.Scale(at[2], at[2])
				op.GeoM.Translate(at[0], at[1])
				from := ebiten.NewImage(128, 128)
				from.DrawImage(img, &op) // a sub-image's corner is drawn at the origin
				to := ebiten.NewImage(128, 128)
				to.DrawImage(own, &op)
				a, c := make([]byte, 4*128*128), make([]byte, 4*128*128)
				from.ReadPixels(a)
				to.ReadPixels(c)
				for i := range a {
					if a[i] != c[i] {
						t.Fatalf("%q at size %v drawn at %v: pixel %d,%d differs (sheet %d, own image %d)", r, size, at, i/4%128, i/4/128, a[i], c[i])
					}
				}
				from.Deallocate()
				to.Deallocate()
			}
			own.Deallocate()
		}
	}
}
