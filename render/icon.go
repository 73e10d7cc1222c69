//go:build !nogui

package render

import (
	"image"
	"image/color"
	"image/draw"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// windowIcons are the game's icon at the sizes window systems ask for: a
// red 7 on an ivory tile, on the felt.
func windowIcons() []image.Image {
	f, err := opentype.Parse(gobold.TTF)
	if err != nil {
		return nil // no icon is better than no game
	}
	var icons []image.Image
	for _, size := range []int{16, 32, 48, 64, 128} {
		icons = append(icons, tileIcon(f, size))
	}
	return icons
}

// tileIcon draws the icon at one size.
func tileIcon(f *opentype.Font, size int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	s := float64(size)
	// The tile: upright, with rounded corners, centred on a felt square
	// with rounded corners of its own.
	fillRounded(img, 0, 0, s, s, s*0.18, colFelt)
	tw, th := s*0.62, s*0.84
	x0, y0 := (s-tw)/2, (s-th)/2
	fillRounded(img, x0, y0+s*0.03, tw, th, s*0.1, colShadow)
	fillRounded(img, x0, y0, tw, th, s*0.1, colTile)
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: s * 0.56, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		return img
	}
	defer face.Close()
	d := font.Drawer{Dst: img, Src: image.NewUniform(tileInk[1]), Face: face}
	w := d.MeasureString("7")
	d.Dot = fixed.Point26_6{
		X: fixed.I(size/2) - w/2,
		Y: fixed.Int26_6((y0 + th*0.7) * 64),
	}
	d.DrawString("7")
	// The dot under the number, as on the tiles.
	r := s * 0.045
	fillRounded(img, s/2-r, y0+th*0.8, 2*r, 2*r, r, tileInk[1])
	return img
}

// fillRounded paints a rounded rectangle, with its edge smoothed by
// coverage sampling (4×4 per pixel).
func fillRounded(img *image.RGBA, x, y, w, h, radius float64, c color.RGBA) {
	b := image.Rect(int(x), int(y), int(x+w)+1, int(y+h)+1).Intersect(img.Bounds())
	inside := func(px, py float64) bool {
		cx := min(max(px, x+radius), x+w-radius)
		cy := min(max(py, y+radius), y+h-radius)
		dx, dy := px-cx, py-cy
		return px >= x && px <= x+w && py >= y && py <= y+h && dx*dx+dy*dy <= radius*radius
	}
	for py := b.Min.Y; py < b.Max.Y; py++ {
		for px := b.Min.X; px < b.Max.X; px++ {
			n := 0
			for sy := range 4 {
				for sx := range 4 {
					if inside(float64(px)+(float64(sx)+0.5)/4, float64(py)+(float64(sy)+0.5)/4) {
						n++
					}
				}
			}
			if n == 0 {
				continue
			}
			a := uint32(c.A) * uint32(n) / 16
			src := color.RGBA{uint8(uint32(c.R) * a / 255), uint8(uint32(c.G) * a / 255), uint8(uint32(c.B) * a / 255), uint8(a)}
			draw.Draw(img, image.Rect(px, py, px+1, py+1), image.NewUniform(src), image.Point{}, draw.Over)
		}
	}
}
