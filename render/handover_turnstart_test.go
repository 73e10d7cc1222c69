//go:build !nogui

package render

import (
	"encoding/json"
	"image"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"rummikub/game"
)

// A pass-and-play match saved in the middle of a person's turn comes back
// behind the hand-over screen with the table as the turn found it: the
// tiles the person had laid stay hidden from whoever is at the screen
// until the next person says they are ready.
func TestHandoverHidesAResumedTurnsTiles(t *testing.T) {
	clock := &game.ManualClock{T: time.Unix(1000, 0)}
	cfg, ok := cleanConfig(Config{Variant: "classic", Seed: 5, Seats: []Seat{{Name: "Ann", Human: true}, {Name: "Bo", Human: true}}})
	if !ok {
		t.Fatal("config refused")
	}
	s, err := newSession(cfg, clock)
	if err != nil {
		t.Fatal(err)
	}
	seat := s.g.Current()
	rack := s.g.View().Racks[seat]
	for i, tile := range rack[:3] {
		if err := s.g.Move(game.Move(tile, game.TableLoc(2+i, 1))); err != nil {
			t.Fatal(err)
		}
	}
	data, err := json.Marshal(s.saved())
	if err != nil {
		t.Fatal(err)
	}
	var sv savedMatch
	if err := json.Unmarshal(data, &sv); err != nil {
		t.Fatal(err)
	}
	back, err := resumeSession(sv, clock)
	if err != nil {
		t.Fatal(err)
	}
	a := NewApp(nil, clock, DefaultSettings())
	ts := newTableScreen(a, back)
	if !ts.handover {
		t.Fatal("no hand-over screen for a resumed pass-and-play turn")
	}
	dst := ebiten.NewImage(1280, 800)
	defer dst.Deallocate()
	a.w, a.h = 1280, 800
	ts.lay = newLayout(a.w, a.h, len(ts.view.Racks[max(ts.shown, 0)]), ts.extent)
	ts.animate(a) // every tile at its place
	ts.draw(a, dst)
	img := image.NewRGBA(image.Rect(0, 0, 1280, 800))
	dst.ReadPixels(img.Pix)
	if want := plural(len(rack), "tile", "tiles"); !strings.Contains(ts.labels.seatStatus[seat], want) {
		t.Errorf("the top bar says %q of the resumed turn's player, want the %s the turn began with", ts.labels.seatStatus[seat], want)
	}
	for i := range 3 {
		r := ts.lay.cellRect(game.Pos{Col: 2 + i, Row: 1})
		x, y := int(r.X+r.W/2), int(r.Y+r.H*0.15)
		if c := img.RGBAAt(x, y); c == colTile {
			t.Errorf("the hand-over screen shows a tile the resumed turn laid, at cell %d,1", 2+i)
		}
	}
}
