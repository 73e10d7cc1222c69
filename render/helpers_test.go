//go:build !nogui

package render_test

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"rummikub/game"
	"rummikub/input"
	"rummikub/render"
	"rummikub/variants"
)

// screenW and screenH are the size the tests play at.
const screenW, screenH = 1280, 800

// deal makes a classic state: each rack from its codes, each table set
// from its codes starting at a cell, and the rest of the box in the pool
// (in box order, so the next tile drawn is the last of the box left).
// Tiles of the same face take copy 0 first, then copy 1.
func deal(t testing.TB, racks []string, table map[game.Pos]string, opened []bool) game.State {
	t.Helper()
	return dealIn(t, "classic", racks, table, opened)
}

// dealIn is deal for a variant's box.
func dealIn(t testing.TB, variant string, racks []string, table map[game.Pos]string, opened []bool) game.State {
	t.Helper()
	r, err := variants.Lookup(variant)
	if err != nil {
		t.Fatal(err)
	}
	left := slices.Clone(r.Box)
	take := func(code string) game.Tile {
		face, err := game.ParseTile(code)
		if err != nil {
			t.Fatal(err)
		}
		for i, x := range left {
			if x.Face() == face {
				left = slices.Delete(left, i, i+1)
				return x
			}
		}
		t.Fatalf("no %s left in the box", code)
		return 0
	}
	s := game.State{Racks: make([][]game.Tile, len(racks)), Opened: opened, Drawn: make([][]game.Tile, len(racks))}
	for seat, codes := range racks {
		s.Racks[seat] = []game.Tile{}
		for _, c := range strings.Fields(codes) {
			s.Racks[seat] = append(s.Racks[seat], take(c))
		}
	}
	for at, codes := range table {
		for i, c := range strings.Fields(codes) {
			p := game.Pos{Col: at.Col + i, Row: at.Row}
			if s.Table.At(p) != 0 {
				t.Fatalf("two tiles in cell %v", p)
			}
			s.Table.Put(p, take(c))
		}
	}
	s.Pool = left
	if err := game.CheckBox(r, s); err != nil {
		t.Fatal(err)
	}
	return s
}

// youVersus is a two-seat game: a person, then a computer player.
func youVersus(level string) render.Config {
	return render.Config{Variant: "classic", Seats: []render.Seat{{Name: "You", Human: true}, {Name: "AI", Level: level}}, Seed: 1}
}

// player drives an App as a person at the screen would: a scripted
// pointer and keyboard, one game tick at a time, and eyes on the frame.
type player struct {
	t      testing.TB
	app    *render.App
	script *input.Script
	clock  *game.ManualClock
	img    *ebiten.Image
	pix    *image.RGBA
	ticks  int
	frames int
}

// newPlayer makes an App of the given size playing from a state.
func newPlayer(t testing.TB, cfg render.Config, st game.State, first int, w, h int) *player {
	t.Helper()
	return newPlayerWith(t, render.DefaultSettings(), cfg, st, first, w, h)
}

// newPlayerWith is newPlayer with the given settings.
func newPlayerWith(t testing.TB, settings render.Settings, cfg render.Config, st game.State, first int, w, h int) *player {
	t.Helper()
	p := &player{t: t, script: &input.Script{}, clock: &game.ManualClock{T: time.Date(2024, 1, 1, 12, 0, 0, 0, time.UTC)}}
	p.app = render.NewApp(p.script, p.clock, settings)
	p.resize(w, h)
	if err := p.app.StartFrom(cfg, st, first); err != nil {
		t.Fatal(err)
	}
	p.step(1)
	return p
}

// resize changes the screen's size.
func (p *player) resize(w, h int) {
	if p.img != nil {
		p.img.Deallocate()
	}
	p.img = ebiten.NewImage(w, h)
	p.pix = image.NewRGBA(image.Rect(0, 0, w, h))
	p.app.SetScreenSize(float64(w), float64(h))
}

// step runs n ticks of the game loop.
func (p *player) step(n int) {
	p.t.Helper()
	for range n {
		if err := p.app.Update(); err != nil {
			p.t.Fatalf("tick %d: Update: %v", p.ticks, err)
		}
		p.ticks++
	}
}

// until runs ticks until cond holds, failing after max ticks. A computer
// player thinks on another goroutine, which a busy machine may hold up:
// past max ticks, the ticks go on at a slower pace, for up to half a
// minute.
func (p *player) until(what string, max int, cond func() bool) {
	p.t.Helper()
	start := time.Now()
	for i := 0; !cond(); i++ {
		if i >= max {
			if time.Since(start) > 30*time.Second {
				p.t.Fatalf("after %d ticks: still waiting until %s", i, what)
			}
			time.Sleep(time.Millisecond)
		}
		p.step(1)
	}
}

// play runs the script to its end, then until the tiles have settled.
func (p *player) play() {
	p.t.Helper()
	p.until("the script is played", 10000, p.script.Done)
	p.settle()
}

// settle runs until no tile is gliding.
func (p *player) settle() {
	p.t.Helper()
	p.step(1)
	p.until("the tiles settle", 600, p.app.Settled)
}

// game is the game on screen.
func (p *player) game() *game.Game { return p.app.Game() }

// frame draws the screen and reads its pixels. With RENDER_TEST_FRAMES
// set to a directory, it also saves the frame there as a PNG named after
// the test, to look at.
func (p *player) frame() *image.RGBA {
	p.app.Draw(p.img)
	p.img.ReadPixels(p.pix.Pix)
	if dir := os.Getenv("RENDER_TEST_FRAMES"); dir != "" {
		p.frames++
		name := fmt.Sprintf("%s-%d.png", strings.ReplaceAll(p.t.Name(), "/", "_"), p.frames)
		f, err := os.Create(filepath.Join(dir, name))
		if err == nil {
			err = png.Encode(f, p.pix)
			f.Close()
		}
		if err != nil {
			p.t.Log("saving the frame:", err)
		}
	}
	return p.pix
}

// centre is the middle of a rectangle.
func centre(r render.Rect) (float64, float64) { return r.X + r.W/2, r.Y + r.H/2 }

// dragToCell drags the tile at a rack place onto a table cell, holding it
// by its middle; the tile's corner lands on the cell's corner.
func (p *player) dragToCell(rackIndex, col, row int) {
	from := p.app.RackRect(rackIndex)
	to := p.app.CellRect(col, row)
	x0, y0 := centre(from)
	p.script.Drag(x0, y0, to.X+from.W/2, to.Y+from.H/2)
	p.play()
}

// rackIndex is the place of a tile on the shown rack as the player sees
// it (the pending turn), by its code.
func (p *player) rackIndex(code string) int {
	p.t.Helper()
	face, _ := game.ParseTile(code)
	v := p.game().View()
	i := slices.IndexFunc(v.Racks[p.app.ShownSeat()], func(x game.Tile) bool { return x.Face() == face })
	if i < 0 {
		p.t.Fatalf("no %s on the rack %s", code, game.Codes(v.Racks[p.app.ShownSeat()]))
	}
	return i
}

// near reports whether two colours differ by at most tol in each channel.
func near(c color.RGBA, want color.RGBA, tol int) bool {
	d := func(a, b uint8) bool { return int(a)-int(b) <= tol && int(b)-int(a) <= tol }
	return d(c.R, want.R) && d(c.G, want.G) && d(c.B, want.B)
}

// share is the share of the pixels in the middle half of a rectangle
// whose colour is near want.
func share(img *image.RGBA, r render.Rect, want color.RGBA) float64 {
	x0, y0 := int(r.X+r.W/4), int(r.Y+r.H/4)
	x1, y1 := int(r.X+r.W*3/4), int(r.Y+r.H*3/4)
	n, hit := 0, 0
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			n++
			if near(img.RGBAAt(x, y), want, 12) {
				hit++
			}
		}
	}
	if n == 0 {
		return 0
	}
	return float64(hit) / float64(n)
}

// looksLikeTile checks that a tile is drawn in a rectangle: a good part
// of its middle is ivory (the number takes the rest; on a tiny tile with
// two digits, more than half).
func looksLikeTile(t testing.TB, img *image.RGBA, r render.Rect, what string) {
	t.Helper()
	if s := share(img, r, render.ColTile); s < 0.3 {
		t.Errorf("%s: only %.0f%% of the middle is tile ivory (middle pixel %v)", what, 100*s, img.RGBAAt(int(r.X+r.W/2), int(r.Y+r.H/2)))
	}
}

// looksEmpty checks that a table cell shows the felt: no tile.
func looksEmpty(t testing.TB, img *image.RGBA, r render.Rect, what string) {
	t.Helper()
	if s := share(img, r, render.ColFeltDark) + share(img, r, render.ColFelt); s < 0.95 {
		t.Errorf("%s: only %.0f%% of the middle is felt (middle pixel %v)", what, 100*s, img.RGBAAt(int(r.X+r.W/2), int(r.Y+r.H/2)))
	}
}

// looksEmptyCell checks that a table cell shows the felt, unless an older
// message shows over it (messages stack over empty felt only).
func (p *player) looksEmptyCell(img *image.RGBA, col, row int, what string) {
	p.t.Helper()
	r := p.app.CellRect(col, row)
	for _, m := range p.app.MessageRects() {
		if m.X < r.X+r.W && r.X < m.X+m.W && m.Y < r.Y+r.H && r.Y < m.Y+m.H {
			return
		}
	}
	looksEmpty(p.t, img, r, what)
}

// cellTile is the tile in a cell of a table.
func cellTile(tb game.Table, col, row int) string {
	x := tb.At(game.Pos{Col: col, Row: row})
	if x == 0 {
		return "-"
	}
	return x.String()
}

// codes writes tiles as codes, for messages.
func codes(tiles []game.Tile) string { return fmt.Sprintf("[%s]", game.Codes(tiles)) }
