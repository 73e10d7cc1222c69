package render

import "testing"

// The window opens at 1280×800 where that fits, and within the screen
// (less its panels) where it does not.
func TestFitWindow(t *testing.T) {
	for _, tc := range []struct{ mw, mh, w, h int }{
		{1920, 1080, 1280, 800},
		{2560, 1440, 1280, 800},
		{1366, 768, 1280, 672},
		{1280, 800, 1216, 700},
		{800, 600, 760, 520},
		{0, 0, 1280, 800},
	} {
		w, h := fitWindow(tc.mw, tc.mh)
		if w != tc.w || h != tc.h {
			t.Errorf("on %d×%d: %d×%d, want %d×%d", tc.mw, tc.mh, w, h, tc.w, tc.h)
		}
		if tc.mw > 0 && (w > tc.mw || h > tc.mh) {
			t.Errorf("on %d×%d: %d×%d does not fit", tc.mw, tc.mh, w, h)
		}
	}
}
