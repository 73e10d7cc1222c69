//go:build !nogui

package render

import (
	"image"
	"image/color"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestChangedAreas checks where two records of a frame are found to
// differ: only around the draws that changed, moved, came or went, in
// separate parts when they lie apart, and the whole frame for a fill.
func TestChangedAreas(t *testing.T) {
	tile := ebiten.NewImage(10, 10)
	defer tile.Deallocate()
	at := func(x, y float64) drawOp {
		op := drawOp{src: tile}
		op.opts.GeoM.Translate(x, y)
		return op
	}
	felt := drawOp{fill: color.RGBA{0x1e, 0x5a, 0x3c, 0xff}}
	// A tile at x, y covers (x-1, y-1)-(x+11, y+11): a pixel to spare.
	box := func(x, y int) image.Rectangle { return image.Rect(x-1, y-1, x+11, y+11) }
	screen := image.Rect(0, 0, 400, 300)
	base := []drawOp{felt, at(10, 10), at(100, 10), at(200, 200)}
	with := func(change func([]drawOp) []drawOp) []drawOp { return change(slices.Clone(base)) }
	// A row of tiles apart, each moved down a pixel: more parts than
	// maxAreas.
	row, moved := []drawOp{felt}, []drawOp{felt}
	for i := range maxAreas + 1 {
		row, moved = append(row, at(float64(30*i), 10)), append(moved, at(float64(30*i), 11))
	}

	for _, c := range []struct {
		name   string
		a, b   []drawOp
		want   []image.Rectangle
		wantOK bool
	}{
		{"the same frame", base, with(func(o []drawOp) []drawOp { return o }), nil, true},
		{"a tile moved a pixel", base, with(func(o []drawOp) []drawOp { o[1] = at(11, 10); return o }),
			[]image.Rectangle{box(10, 10).Union(box(11, 10))}, true},
		{"two tiles apart moved", base, with(func(o []drawOp) []drawOp { o[1] = at(11, 10); o[3] = at(200, 201); return o }),
			[]image.Rectangle{box(10, 10).Union(box(11, 10)), box(200, 200).Union(box(200, 201))}, true},
		{"a tile added between", base, with(func(o []drawOp) []drawOp { return slices.Insert(o, 2, at(50, 100)) }),
			[]image.Rectangle{box(50, 100)}, true},
		{"a tile removed", base, with(func(o []drawOp) []drawOp { return slices.Delete(o, 2, 3) }),
			[]image.Rectangle{box(100, 10)}, true},
		{"a tile off the screen moved", base, with(func(o []drawOp) []drawOp { return append(o, at(500, 500)) }), nil, true},
		{"the felt's colour changed", base, with(func(o []drawOp) []drawOp { o[0].fill = color.Black; return o }), nil, false},
		{"more changes apart than parts", row, moved, []image.Rectangle{image.Rect(0, 9, 30*maxAreas+11, 22)}, true},
	} {
		got, ok := changedAreas(c.a, c.b, screen)
		if ok != c.wantOK || ok && !sameRects(got, c.want) {
			t.Errorf("%s: changed areas %v (ok %v), want %v (ok %v)", c.name, got, ok, c.want, c.wantOK)
		}
	}
}

// TestJoinAreas checks that overlapping parts are joined, and parts apart
// kept apart unless their bounds are no larger than the two.
func TestJoinAreas(t *testing.T) {
	r := image.Rect
	for _, c := range []struct {
		in, want []image.Rectangle
	}{
		{nil, nil},
		{[]image.Rectangle{r(0, 0, 10, 10), r(5, 5, 15, 15)}, []image.Rectangle{r(0, 0, 15, 15)}},
		{[]image.Rectangle{r(0, 0, 10, 10), r(100, 100, 110, 110)}, []image.Rectangle{r(0, 0, 10, 10), r(100, 100, 110, 110)}},
		// Side by side: the bounds are the two.
		{[]image.Rectangle{r(0, 0, 10, 10), r(10, 0, 20, 10)}, []image.Rectangle{r(0, 0, 20, 10)}},
		// A chain: the third joins the first two once they are one.
		{[]image.Rectangle{r(0, 0, 10, 10), r(50, 0, 60, 10), r(8, 0, 52, 10)}, []image.Rectangle{r(0, 0, 60, 10)}},
	} {
		if got := joinAreas(slices.Clone(c.in)); !sameRects(got, c.want) {
			t.Errorf("joinAreas(%v) = %v, want %v", c.in, got, c.want)
		}
	}
}

// sameRects reports whether two lists hold the same rectangles, in any
// order.
func sameRects(a, b []image.Rectangle) bool {
	if len(a) != len(b) {
		return false
	}
	for _, r := range a {
		if !slices.Contains(b, r) {
			return false
		}
	}
	return true
}
