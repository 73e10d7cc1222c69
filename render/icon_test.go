//go:build !nogui

package render

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"testing"
)

// The window icon is a red 7 on an ivory tile at every size (the 16-pixel
// one too small to check the 7), with rounded, not opaque, corners.
func TestWindowIcons(t *testing.T) {
	icons := windowIcons()
	if len(icons) != 5 {
		t.Fatalf("%d icon sizes, want 5", len(icons))
	}
	for _, icon := range icons {
		img := icon.(*image.RGBA)
		n := img.Bounds().Dx()
		if c := img.RGBAAt(0, 0); c.A == 255 {
			t.Errorf("%d px: the corner is square", n)
		}
		ivory, red := 0, 0
		for y := range n {
			c := img.RGBAAt(n/2, y)
			switch {
			case closeTo(c, colTile):
				ivory++
			case closeTo(c, tileInk[1]):
				red++
			}
		}
		if ivory < n/8 || n >= 32 && red < n/16 {
			t.Errorf("%d px: down the middle %d ivory and %d red pixels", n, ivory, red)
		}
		if dir := os.Getenv("RENDER_TEST_FRAMES"); dir != "" && n == 128 {
			f, err := os.Create(dir + "/icon.png")
			if err == nil {
				_ = png.Encode(f, img)
				f.Close()
			}
		}
	}
}

// closeTo reports whether two colours differ by at most 12 in each channel.
func closeTo(a, b color.RGBA) bool {
	d := func(x, y uint8) bool { return x-y <= 12 || y-x <= 12 }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B)
}
