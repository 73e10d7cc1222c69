//go:build !nogui

package render_test

import (
	"image"
	"image/png"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"rummikub/game"
	"rummikub/input"
	"rummikub/render"
)

// markShare is the share of the pixels of a band around a tile's
// rectangle (its outline) whose colour is near want.
func markShare(img *image.RGBA, r render.Rect, c func(x, y int) bool) float64 {
	n, hit := 0, 0
	for y := int(r.Y) - 4; y <= int(r.Y+r.H)+4; y++ {
		for x := int(r.X) - 4; x <= int(r.X+r.W)+4; x++ {
			inside := x > int(r.X)+2 && x < int(r.X+r.W)-2 && y > int(r.Y)+2 && y < int(r.Y+r.H)-2
			if inside {
				continue
			}
			n++
			if c(x, y) {
				hit++
			}
		}
	}
	return float64(hit) / float64(max(n, 1))
}

// After a computer player's turn the person sees what it did: the tiles
// it laid and moved are marked (laid and moved differently) until the
// person acts, the message says it in words, and Last turn plays it again.
func TestTheOthersTurnIsMarkedAndTold(t *testing.T) {
	table := map[game.Pos]string{{Col: 0, Row: 0}: "K9 R9 B9", {Col: 5, Row: 0}: "B1 B2 B3"}
	st := deal(t, []string{"K1 O2 R12", "R5 R6 R7 O9 O1 K13"}, table, []bool{true, true})
	st.Current = 1
	p := newPlayer(t, youVersus("easy"), st, 1, screenW, screenH)
	g := p.game()
	p.until("the computer player's turn ends", 3000, func() bool { return g.Current() == 0 })
	p.settle()

	msgs := strings.Join(p.app.Messages(), " | ")
	if !strings.Contains(msgs, "AI laid R5 R6 R7") || !strings.Contains(msgs, "added O9 to K9 R9 B9") {
		t.Errorf("messages %q do not tell the turn in words", msgs)
	}
	laid, moved := p.app.Marked()
	if got := faceCodes(laid); got != "O9 R5 R6 R7" {
		t.Errorf("marked as laid: %q, want O9 R5 R6 R7", got)
	}
	img := p.frame()
	tb := g.View().Table
	colOf := func(c render.Rect, want func(r, g, b uint8) bool) float64 {
		return markShare(img, c, func(x, y int) bool { px := img.RGBAAt(x, y); return want(px.R, px.G, px.B) })
	}
	isLaid := func(r, g, b uint8) bool { return nearRGB(r, g, b, render.ColLaid) }
	for _, x := range laid {
		pos, _ := tb.Find(x)
		if s := colOf(p.app.CellRect(pos.Col, pos.Row), isLaid); s < 0.2 {
			t.Errorf("laid %v: only %.0f%% of its outline has the laid mark", x, 100*s)
		}
	}
	// The laid mark's badge sits at a tile's top right corner: K9, which
	// was there before, has none.
	badge := func(c render.Rect) float64 {
		n, hit := 0, 0
		for y := int(c.Y - c.W*0.05); y < int(c.Y+c.W*0.05); y++ {
			for x := int(c.X + c.W*0.85); x < int(c.X+c.W*1.0); x++ {
				n++
				if px := img.RGBAAt(x, y); isLaid(px.R, px.G, px.B) {
					hit++
				}
			}
		}
		return float64(hit) / float64(max(n, 1))
	}
	k9 := game.Pos{Col: 0, Row: 0}
	if s := badge(p.app.CellRect(k9.Col, k9.Row)); s > 0.05 {
		t.Errorf("K9, which did not move, has a laid badge (%.0f%%)", 100*s)
	}
	for _, x := range laid {
		pos, _ := tb.Find(x)
		if s := badge(p.app.CellRect(pos.Col, pos.Row)); s < 0.3 {
			t.Errorf("laid %v: its badge is %.0f%% drawn", x, 100*s)
		}
	}
	if len(moved) != 0 {
		t.Errorf("marked as moved: %v, want none", faceCodes(moved))
	}

	// The person acts: the marks go.
	p.script.Tap(input.KeySortGroups)
	p.play()
	if l, m := p.app.Marked(); len(l)+len(m) != 0 {
		t.Errorf("after the person acted, %d tiles are still marked", len(l)+len(m))
	}
	// Last turn plays it again: the laid tiles glide in from the seat,
	// and the marks are back.
	p.script.Click(centre(p.app.ButtonRect(render.BtnReplay)))
	p.step(3)
	if p.app.Settled() {
		t.Error("Last turn: no tile is moving")
	}
	p.settle()
	if l, _ := p.app.Marked(); faceCodes(l) != "O9 R5 R6 R7" {
		t.Errorf("after Last turn, marked as laid: %q", faceCodes(l))
	}
	if msg := p.app.Message(); !strings.HasPrefix(msg, "Last turn: AI laid R5 R6 R7") {
		t.Errorf("Last turn says %q", msg)
	}
}

// Tiles moved by another player are marked apart from tiles laid.
func TestMovedTilesAreMarkedApart(t *testing.T) {
	// The hard player inserts R3 into R1 R2 R4 R5: R4 and R5 move over.
	table := map[game.Pos]string{{Col: 0, Row: 0}: "R1 R2 R4 R5"}
	st := deal(t, []string{"K1 O2 R12", "R3 B13 K11 O7"}, table, []bool{true, true})
	st.Current = 1
	p := newPlayer(t, youVersus("hard"), st, 1, screenW, screenH)
	g := p.game()
	p.until("the computer player's turn ends", 3000, func() bool { return g.Current() == 0 })
	p.settle()
	laid, moved := p.app.Marked()
	if faceCodes(laid) != "R3" {
		v := g.View()
		t.Fatalf("laid %q, want R3 (table now %s)", faceCodes(laid), v.Table.String())
	}
	img := p.frame()
	tb := g.View().Table
	for _, x := range moved {
		pos, _ := tb.Find(x)
		c := p.app.CellRect(pos.Col, pos.Row)
		if s := markShare(img, c, func(x, y int) bool { px := img.RGBAAt(x, y); return nearRGB(px.R, px.G, px.B, render.ColMoved) }); s < 0.1 {
			t.Errorf("moved %v: only %.0f%% of its outline has the moved mark", x, 100*s)
		}
	}
	if len(moved) == 0 {
		t.Logf("the hard player laid R3 without moving a tile: %s", tb.String())
	}
}

// In pass-and-play the hand-over screen tells the next person what
// happened since their last turn.
func TestHandoverTellsWhatHappened(t *testing.T) {
	st := deal(t, []string{"R1 R2 R3 K9", "B4 B5 O11 O12", "K1 K5 K7 O3"}, nil, []bool{false, false, false})
	cfg := render.Config{Variant: "classic", Seed: 1, Seats: []render.Seat{{Name: "Ann", Human: true}, {Name: "Bo", Human: true}, {Name: "Cy", Human: true}}}
	p := newPlayer(t, cfg, st, 0, screenW, screenH)
	g := p.game()
	for range 3 { // Ann, Bo and Cy draw
		p.script.Tap(input.KeySpace)
		p.play()
		p.script.Tap(input.KeyDraw)
		p.play()
	}
	if g.Current() != 0 || !p.app.HandingOver() {
		t.Fatal("not back to Ann's hand-over screen")
	}
	got := p.app.HandoverLines()
	want := []string{"Bo draws a tile.", "Cy draws a tile."}
	if !slices.Equal(got, want) {
		t.Errorf("hand-over tells %q, want %q", got, want)
	}
	p.frame()
}

// faceCodes writes tiles' faces sorted, for comparing.
func faceCodes(tiles []game.Tile) string {
	s := make([]string, len(tiles))
	for i, x := range tiles {
		s[i] = x.Face().String()
	}
	slices.Sort(s)
	return strings.Join(s, " ")
}

// nearRGB reports whether a pixel is near a colour.
func nearRGB(r, g, b uint8, c interface {
	RGBA() (uint32, uint32, uint32, uint32)
}) bool {
	cr, cg, cb, _ := c.RGBA()
	d := func(x uint8, y uint32) bool { v := int(x) - int(y>>8); return v <= 16 && v >= -16 }
	return d(r, cr) && d(g, cg) && d(b, cb)
}

// A new game shows how the first player was chosen: each player's drawn
// tile, and who starts.
func TestFirstPlayerIsShown(t *testing.T) {
	p := &player{t: t, script: &input.Script{}, clock: &game.ManualClock{}}
	p.app = render.NewApp(p.script, p.clock, render.DefaultSettings())
	p.resize(screenW, screenH)
	cfg := render.Config{Variant: "classic", Seed: 9, Seats: []render.Seat{{Name: "You", Human: true}, {Name: "Bo", Human: true}}}
	if err := p.app.Start(cfg); err != nil {
		t.Fatal(err)
	}
	p.step(1)
	g := p.game()
	var drawn []game.Tile
	for _, e := range g.Events() {
		if e.Kind == game.FirstPlayerChosen {
			drawn = e.Tiles
		}
	}
	starter := cfg.Seats[g.FirstPlayer()].Name
	msg := strings.Join(p.app.Messages(), " | ")
	for seat, x := range drawn {
		if x == 0 {
			continue
		}
		if !strings.Contains(msg, cfg.Seats[seat].Name+" "+x.String()) {
			t.Errorf("the message %q does not show %s's tile %v", msg, cfg.Seats[seat].Name, x)
		}
		if st := p.app.SeatStatus(seat); !strings.HasPrefix(st, "drew "+x.String()) {
			t.Errorf("seat %d's status %q does not show its tile", seat, st)
		}
	}
	if want := starter + " start"; !strings.Contains(msg, want) {
		t.Errorf("the message %q does not say %q", msg, want)
	}
	// Two people at one screen: the first hand-over screen says it too
	// (the message under it was gone by the time they looked).
	if !p.app.HandingOver() {
		t.Fatal("no hand-over screen before the first of two people's turns")
	}
	if lines := strings.Join(p.app.HandoverLines(), " | "); !strings.Contains(lines, "To choose who starts") {
		t.Errorf("the first hand-over screen tells %q, not who starts", lines)
	}
	p.frame()
}

// With MARKS_SCREENSHOT set to a file name, the frame after a computer
// player's turn, its laid and moved tiles marked, is saved there as PNG
// (docs/screenshots/marks.png is made so):
//
//	MARKS_SCREENSHOT=$PWD/docs/screenshots/marks.png \
//	    xvfb-run -a -s "-screen 0 1280x800x24" go test ./render/ -run TestMarksScreenshot
func TestMarksScreenshot(t *testing.T) {
	out := os.Getenv("MARKS_SCREENSHOT")
	if out == "" {
		t.Skip("MARKS_SCREENSHOT names no file")
	}
	table := map[game.Pos]string{
		{Col: 0, Row: 0}: "K9 R9 B9", {Col: 4, Row: 0}: "O11 O12 O13", {Col: 8, Row: 0}: "K1 R1 B1",
		{Col: 0, Row: 1}: "B1 B2 B3 B4 B5 B6 B7", {Col: 8, Row: 1}: "R6 R7 R8",
		{Col: 0, Row: 2}: "K12 R12 B12 O12",
	}
	st := deal(t, []string{"K5 R2 O7 B11 K13 R3 O1", "K4 O4 O9 R10 R11 R12 K2 B10 O2"}, table, []bool{true, true})
	st.Current = 1
	cfg := render.Config{Variant: "classic", Seed: 1, Seats: []render.Seat{{Name: "You", Human: true}, {Name: "Ada", Level: "hard"}}}
	p := newPlayer(t, cfg, st, 1, screenW, screenH)
	g := p.game()
	p.until("Ada's turn ends", 3000, func() bool { return g.Current() == 0 })
	p.settle()
	laid, moved := p.app.Marked()
	t.Logf("laid %s, moved %s; %s", faceCodes(laid), faceCodes(moved), p.app.Message())
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

// A turn whose time runs out with a change on the table says so in
// words: the change was rolled back and three tiles were drawn.
func TestTimeoutIsToldInWords(t *testing.T) {
	st := deal(t, []string{"R1 K5 B9 O2", weakRack}, nil, []bool{true, true})
	p := newPlayer(t, youVersus("easy"), st, 0, screenW, screenH)
	p.settle()
	g := p.game()
	p.dragToCell(p.rackIndex("R1"), 2, 1)
	p.clock.T = p.clock.T.Add(g.Options().TimeLimit + time.Second)
	p.step(2)
	msgs := strings.Join(p.app.Messages(), " | ")
	if !strings.Contains(msgs, "Your time ran out: the change was rolled back and you drew 3 tiles.") {
		t.Errorf("messages %q", msgs)
	}
}
