//go:build !nogui

package render

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"rummikub/game"
)

// tileArt draws tiles and keeps each face's picture at each size in use
// (the table's, the rack's, a lifted tile's), so a frame draws every tile
// with one image copy and paints nothing.
type tileArt struct {
	colorBlind bool
	sizes      map[[2]int]map[game.Face]*ebiten.Image
}

// maxSizes bounds the sizes kept; a resized window brings new ones.
const maxSizes = 8

// image returns the picture of a tile's face at the given size.
func (a *tileArt) image(t game.Tile, w, h float64, colorBlind bool) *ebiten.Image {
	key := [2]int{int(math.Ceil(w)), int(math.Ceil(h))}
	if colorBlind != a.colorBlind || a.sizes == nil || len(a.sizes) > maxSizes {
		a.release()
		a.sizes = map[[2]int]map[game.Face]*ebiten.Image{}
		a.colorBlind = colorBlind
	}
	faces, ok := a.sizes[key]
	if !ok {
		faces = map[game.Face]*ebiten.Image{}
		a.sizes[key] = faces
	}
	if img, ok := faces[t.Face()]; ok {
		return img
	}
	img := ebiten.NewImage(key[0], key[1])
	paintTile(img, t.Face(), float64(key[0]), float64(key[1]), colorBlind)
	faces[t.Face()] = img
	return img
}

// release frees every picture.
func (a *tileArt) release() {
	for _, faces := range a.sizes {
		for _, img := range faces {
			deallocate(img)
		}
	}
}

// paintTile paints a tile face on an image of its size.
func paintTile(img *ebiten.Image, t game.Tile, w, h float64, colorBlind bool) {
	r := rect{0, 0, w, h - h*0.05}
	fillRoundRect(img, rect{0, h * 0.05, w, h * 0.95}, w*0.14, colShadow)
	fillRoundRect(img, r, w*0.14, colTile)
	strokeRoundRect(img, rect{0.5, 0.5, w - 1, r.H - 1}, w*0.14, math.Max(1, w*0.02), colTileEdge)
	switch t.Kind() {
	case game.Number:
		ink := tileInk[t.Color()]
		ny := r.H * 0.42
		if !colorBlind {
			ny = r.H * 0.46
		}
		drawText(img, strconv.Itoa(t.Number()), w/2, ny, r.H*0.46, true, true, ink)
		if colorBlind {
			colorMark(img, t.Color(), w/2, r.H*0.78, w*0.13, ink)
		} else {
			d := w * 0.12 // the dot: a round shape, painted on the CPU like the tile
			fillRoundRect(img, rect{w/2 - d/2, r.H*0.8 - d/2, d, d}, d/2, ink)
		}
	case game.Joker, game.DoubleJoker, game.ColorJoker, game.MirrorJoker:
		paintJoker(img, t.Kind(), w, r.H)
	case game.Letter:
		// A letter alone, large and black: Word tiles have no colours,
		// and every letter is worth one point, so no value is printed.
		drawText(img, string(rune(t.Letter())), w/2, r.H*0.5, r.H*0.6, true, true, tileInk[game.Black])
	}
}

// colorMark draws the shape that tells a colour without seeing it: a
// square for black, a circle for red, a triangle for blue, a diamond for
// orange.
func colorMark(img *ebiten.Image, c game.Color, x, y, s float64, ink color.RGBA) {
	path.Reset()
	fx, fy, fs := float32(x), float32(y), float32(s)
	switch c {
	case game.Black:
		path.MoveTo(fx-fs, fy-fs)
		path.LineTo(fx+fs, fy-fs)
		path.LineTo(fx+fs, fy+fs)
		path.LineTo(fx-fs, fy+fs)
	case game.Red:
		path.Arc(fx, fy, fs, 0, 2*math.Pi, vector.Clockwise)
	case game.Blue:
		path.MoveTo(fx, fy-fs*1.1)
		path.LineTo(fx+fs*1.15, fy+fs)
		path.LineTo(fx-fs*1.15, fy+fs)
	case game.Orange:
		path.MoveTo(fx, fy-fs*1.25)
		path.LineTo(fx+fs*1.1, fy)
		path.LineTo(fx, fy+fs*1.25)
		path.LineTo(fx-fs*1.1, fy)
	}
	path.Close()
	pathOpts = vector.DrawPathOptions{AntiAlias: true}
	pathOpts.ColorScale.ScaleWithColor(ink)
	vector.FillPath(img, &path, &fillOpts, &pathOpts)
}
