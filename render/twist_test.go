//go:build !nogui

package render_test

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"strings"
	"testing"

	"rummikub/game"
	"rummikub/input"
	"rummikub/render"
)

// youVersusIn is a two-seat game of a variant: a person, then a computer
// player.
func youVersusIn(variant string) render.Config {
	c := youVersus("easy")
	c.Variant = variant
	return c
}

// twistWeakRack is a computer player's rack that makes no set.
const twistWeakRack = "K3 B6 O9 R4 K8 B12 O2"

// twistTable holds a set for each special joker and one for a regular
// joker, one set a row from column 1; twistJokerCells are the cells of
// their jokers, by kind.
var (
	twistTable = map[game.Pos]string{
		{Col: 1, Row: 0}: "R6 R7 *C B9 B10",
		{Col: 1, Row: 1}: "R2 R3 *M R3 R2",
		{Col: 1, Row: 2}: "*D R5 R6",
		{Col: 1, Row: 3}: "K7 R7 *D",
		{Col: 1, Row: 4}: "R9 * R11",
	}
	twistJokerCells = map[string]game.Pos{
		"*C": {Col: 3, Row: 0},
		"*M": {Col: 3, Row: 1},
		"*D": {Col: 1, Row: 2},
		"*":  {Col: 2, Row: 4},
	}
	jokerCodes = []string{"*", "*D", "*C", "*M"}
)

// twistPlayer starts a Twist game from a state, plain or colour-blind.
func twistPlayer(t *testing.T, st game.State, colorBlind bool) *player {
	t.Helper()
	s := render.DefaultSettings()
	s.ColorBlind = colorBlind
	p := newPlayerWith(t, s, youVersusIn("twist"), st, 0, screenW, screenH)
	p.settle()
	return p
}

// region copies the pixels of a rectangle, its top fraction only.
func region(img *image.RGBA, r render.Rect, top float64) *image.RGBA {
	out := image.NewRGBA(image.Rect(0, 0, int(r.W), int(r.H*top)))
	for y := range out.Rect.Dy() {
		for x := range out.Rect.Dx() {
			out.SetRGBA(x, y, img.RGBAAt(int(r.X)+x, int(r.Y)+y))
		}
	}
	return out
}

// differing is the share of the pixels of two equal regions that differ
// clearly.
func differing(a, b *image.RGBA) float64 {
	n, d := 0, 0
	for y := range a.Rect.Dy() {
		for x := range a.Rect.Dx() {
			n++
			if !near(a.RGBAAt(x, y), b.RGBAAt(x, y), 40) {
				d++
			}
		}
	}
	if n == 0 {
		return 0
	}
	return float64(d) / float64(n)
}

// allDiffer checks that every pair of regions differs in at least min of
// their pixels.
func allDiffer(t *testing.T, what string, names []string, regions []*image.RGBA, min float64) {
	t.Helper()
	for i := range regions {
		for j := i + 1; j < len(regions); j++ {
			if d := differing(regions[i], regions[j]); d < min {
				t.Errorf("%s: %s and %s differ in only %.1f%% of their pixels", what, names[i], names[j], 100*d)
			}
		}
	}
}

// The four jokers on a Twist rack look different from each other, plain
// and colour-blind.
func TestTwistJokersDifferOnTheRack(t *testing.T) {
	for _, cb := range []bool{false, true} {
		st := dealIn(t, "twist", []string{"* *D *C *M R1 B5", twistWeakRack}, nil, []bool{false, false})
		p := twistPlayer(t, st, cb)
		img := p.frame()
		var regions []*image.RGBA
		for _, code := range jokerCodes {
			r := p.app.RackRect(p.rackIndex(code))
			looksLikeTile(t, img, r, "rack "+code)
			regions = append(regions, region(img, r, 1))
		}
		allDiffer(t, fmt.Sprintf("rack, colour-blind %v", cb), jokerCodes, regions, 0.1)
	}
}

// On a Twist table the four jokers look different from each other in the
// part of the tile above their label, plain and colour-blind, and each
// label says what its joker stands for.
func TestTwistJokersOnTheTable(t *testing.T) {
	want := map[string]string{"*C": "(R)8(B)", "*M": "R4=0", "*D": "R3-4", "*": "R10"}
	var labels [2][]*image.RGBA
	for k, cb := range []bool{false, true} {
		st := dealIn(t, "twist", []string{"*C O1 O5", twistWeakRack}, twistTable, []bool{true, false})
		p := twistPlayer(t, st, cb)
		for _, r := range p.game().Check().Reasons {
			if r.Set > 0 {
				t.Fatalf("the table breaks the rules: %v", r)
			}
		}
		img := p.frame()
		tb := p.game().View().Table
		var tops []*image.RGBA
		for _, code := range jokerCodes {
			c := twistJokerCells[code]
			r := p.app.CellRect(c.Col, c.Row)
			tops = append(tops, region(img, r, 0.68))
			lb, ok := p.app.JokerLabel(tb.At(c))
			if !ok || lb != want[code] {
				t.Errorf("colour-blind %v: the %s at %v is labelled %q (%v), want %q", cb, code, c, lb, ok, want[code])
			}
			labels[k] = append(labels[k], labelRegion(img, r))
		}
		allDiffer(t, fmt.Sprintf("table, colour-blind %v", cb), jokerCodes, tops, 0.1)
		allDiffer(t, fmt.Sprintf("table labels, colour-blind %v", cb), jokerCodes, labels[k], 0.03)

		// The double joker of the group K7 R7 *D stands for blue and
		// orange 7: its label holds their marks, in colour-blind mode
		// shapes that differ from the plain dots.
		g := twistJokerCells["*D"]
		g.Row = 3
		g.Col = 3
		lb, _ := p.app.JokerLabel(tb.At(g))
		if lb != "7(BO)" {
			t.Errorf("colour-blind %v: the group's double joker is labelled %q, want 7(BO)", cb, lb)
		}
		r := labelRegion(img, p.app.CellRect(g.Col, g.Row))
		for _, ink := range []color.RGBA{{0x1f, 0x5f, 0xc9, 0xff}, {0xe8, 0x7d, 0x0c, 0xff}} {
			if n := count(r, ink); n < 4 {
				t.Errorf("colour-blind %v: the group's double joker's label has %d pixels of %v", cb, n, ink)
			}
		}
		labels[k] = append(labels[k], r)
	}
	if d := differing(labels[0][4], labels[1][4]); d < 0.02 {
		t.Errorf("the group's double joker's colour marks look the same plain and colour-blind (%.1f%% differ)", 100*d)
	}
}

// labelRegion is the label area under a table tile.
func labelRegion(img *image.RGBA, cell render.Rect) *image.RGBA {
	r := render.Rect{X: cell.X, Y: cell.Y + cell.H*0.7, W: cell.W, H: cell.H * 0.24}
	return region(img, r, 1)
}

// count counts the pixels near a colour.
func count(img *image.RGBA, c color.RGBA) int {
	n := 0
	for y := range img.Rect.Dy() {
		for x := range img.Rect.Dx() {
			if near(img.RGBAAt(x, y), c, 30) {
				n++
			}
		}
	}
	return n
}

// In a Twist game a person drags the double joker from the rack to the end
// of a run, where it stands for the two next numbers, then drops the
// colour-change joker into a group, which is marked in red with the
// reason on hover; Undo takes it back.
func TestTwistDragSpecialJokers(t *testing.T) {
	table := map[game.Pos]string{{Col: 2, Row: 1}: "R5 R6 R7", {Col: 2, Row: 3}: "K7 R7 B7"}
	st := dealIn(t, "twist", []string{"*D *C O1 O5", twistWeakRack}, table, []bool{true, false})
	p := twistPlayer(t, st, false)
	g := p.game()

	p.dragToCell(p.rackIndex("*D"), 5, 1)
	if got := cellTile(g.View().Table, 5, 1); got != "*D" {
		t.Fatalf("after dragging *D to (5,1) the cell holds %s", got)
	}
	if v := g.Check(); !v.Legal {
		t.Fatalf("R5 R6 R7 *D: the turn is not legal: %v", v.Reasons)
	}
	p.step(1)
	after := g.View().Table
	if lb, _ := p.app.JokerLabel(after.At(game.Pos{Col: 5, Row: 1})); lb != "R8-9" {
		t.Errorf("the double joker after R7 is labelled %q, want R8-9", lb)
	}
	img := p.frame()
	looksLikeTile(t, img, p.app.CellRect(5, 1), "the laid double joker")

	// Dropped on the group's R7, the colour-change joker is inserted.
	p.dragToCell(p.rackIndex("*C"), 3, 3)
	row := ""
	for c := 2; c <= 5; c++ {
		row += cellTile(g.View().Table, c, 3) + " "
	}
	if row != "K7 *C R7 B7 " {
		t.Fatalf("after dropping *C on R7 the row reads %q", row)
	}
	v := g.Check()
	if v.Legal || len(v.Reasons) == 0 {
		t.Fatal("a colour-change joker in a group is accepted")
	}
	x, y := centre(p.app.CellRect(3, 3))
	p.script.Move(x, y, 2)
	p.play()
	if h := p.app.Hover(); !strings.HasPrefix(h, "This set ") {
		t.Errorf("pointing at the group with *C shows %q, want its reason", h)
	}
	img = p.frame()
	c := p.app.CellRect(2, 3)
	if n := count(region(img, render.Rect{X: c.X - 6, Y: c.Y - 6, W: 6, H: c.H + 12}, 1), color.RGBA{0xff, 0x5a, 0x4f, 0xff}); n < 5 {
		t.Errorf("the group with *C is not outlined in red (%d red pixels left of it)", n)
	}
	p.script.Tap(input.KeyUndo)
	p.play()
	if got := cellTile(g.View().Table, 3, 3); got != "R7" {
		t.Errorf("after Undo the group's second cell holds %s, want R7", got)
	}
}

// twistShowTable is a Twist game in full swing: every kind of joker in
// runs, groups and mirrored sets.
var twistShowTable = map[game.Pos]string{
	{Col: 1, Row: 0}: "R6 R7 *C B9 B10", {Col: 8, Row: 0}: "K1 K2 K3 K4", {Col: 14, Row: 0}: "O11 B11 R11",
	{Col: 1, Row: 1}: "R2 R3 *M R3 R2", {Col: 8, Row: 1}: "B7 O7 *M O7 B7", {Col: 18, Row: 1}: "K5 B5 O5",
	{Col: 1, Row: 2}: "*D O4 O5 O6", {Col: 7, Row: 2}: "K9 O9 *D", {Col: 12, Row: 2}: "B1 B2 B3 B4 B5",
	{Col: 1, Row: 3}: "K10 K11 * K13", {Col: 7, Row: 3}: "R12 B12 O12 K12",
	{Col: 1, Row: 4}: "O2 O3 *C R5 R6",
	{Col: 1, Row: 5}: "K8 R8 O8 B8", {Col: 7, Row: 5}: "R9 R10 R11 R12 R13",
}

// With TWIST_SCREENSHOT set to a file name, the frame of a hand-made Twist
// table is saved there as PNG (docs/screenshots/twist.png is made so):
//
//	TWIST_SCREENSHOT=$PWD/docs/screenshots/twist.png \
//	    xvfb-run -a -s "-screen 0 1280x800x24" go test ./render/ -run TestTwistScreenshot
func TestTwistScreenshot(t *testing.T) {
	out := os.Getenv("TWIST_SCREENSHOT")
	if out == "" {
		t.Skip("TWIST_SCREENSHOT names no file")
	}
	st := dealIn(t, "twist", []string{"* R8 B13 O10 K5 K6 R1 B8 O13 K7 R9", twistWeakRack, "K2 B4 O6 R10 K12 B9 O1 R13"},
		twistShowTable, []bool{true, true, true})
	cfg := render.Config{Variant: "twist", Seed: 1, Seats: []render.Seat{{Name: "You", Human: true}, {Name: "Medium AI", Level: "medium"}, {Name: "Hard AI", Level: "hard"}}}
	p := newPlayer(t, cfg, st, 0, screenW, screenH)
	p.settle()
	for _, r := range p.game().Check().Reasons {
		if r.Set > 0 {
			t.Fatalf("the table breaks the rules: %v", r)
		}
	}
	img := p.frame()
	f, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// A mirror joker beside the side of a group stands for either missing
// colour, as a joker in a group of three: its label says both.
func TestTwistMirrorOfAGroupShowsBothColours(t *testing.T) {
	st := dealIn(t, "twist", []string{"O1 O5", twistWeakRack}, map[game.Pos]string{{Col: 0, Row: 0}: "B7 O7 *M O7 B7"}, []bool{true, false})
	p := twistPlayer(t, st, false)
	p.frame() // RENDER_TEST_FRAMES saves it, to look at the label
	view := p.game().View()
	mirror := view.Table.At(game.Pos{Col: 2, Row: 0})
	if lb, ok := p.app.JokerLabel(mirror); !ok || lb != "7(KR)=0" {
		t.Errorf("the mirror of B7 O7 is labelled %q (%v), want 7(KR)=0", lb, ok)
	}
}
