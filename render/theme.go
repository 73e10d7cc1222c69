//go:build !nogui

package render

import (
	"image/color"
	"strconv"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"

	"rummikub/game"
)

// The palette. Tile colours follow the rule books: black, red, blue and
// orange numbers on ivory tiles.
var (
	colFelt       = color.RGBA{0x1f, 0x5e, 0x4a, 0xff}
	colFeltDark   = color.RGBA{0x17, 0x4a, 0x3a, 0xff}
	colFeltLine   = color.RGBA{0x2a, 0x6e, 0x58, 0xff}
	colRackWood   = color.RGBA{0x6b, 0x44, 0x26, 0xff}
	colRackEdge   = color.RGBA{0x4e, 0x30, 0x1a, 0xff}
	colTile       = color.RGBA{0xfb, 0xf6, 0xe6, 0xff}
	colTileEdge   = color.RGBA{0xc9, 0xbf, 0xa3, 0xff}
	colShadow     = color.RGBA{0x00, 0x00, 0x00, 0x50}
	colText       = color.RGBA{0xf4, 0xf1, 0xe8, 0xff}
	colTextDim    = color.RGBA{0xb8, 0xcc, 0xc2, 0xff}
	colButton     = color.RGBA{0xe9, 0xdc, 0xb8, 0xff}
	colButtonHot  = color.RGBA{0xff, 0xf0, 0xc8, 0xff}
	colButtonText = color.RGBA{0x2b, 0x2b, 0x2b, 0xff}
	colButtonOff  = color.RGBA{0x8a, 0x9a, 0x92, 0xff}
	colGood       = color.RGBA{0x7c, 0xe0, 0x8a, 0xff}
	colBad        = color.RGBA{0xff, 0x5a, 0x4f, 0xff}
	colWarn       = color.RGBA{0xff, 0xc1, 0x3a, 0xff}
	colDrawn      = color.RGBA{0x4f, 0xc3, 0xff, 0xff}
	colHint       = color.RGBA{0xff, 0xe0, 0x4a, 0xff}
	// colLaid and colMoved mark the tiles the others laid and moved
	// since the person's last turn.
	colLaid  = color.RGBA{0xff, 0x6e, 0xd0, 0xff}
	colMoved = color.RGBA{0xb8, 0xa4, 0xff, 0xff}
	colPanel = color.RGBA{0x10, 0x2f, 0x26, 0xe8}
	// colDialog is colPanel without its see-through: a question over
	// the table must not show tiles through its text.
	colDialog = color.RGBA{0x10, 0x2f, 0x26, 0xff}
	colSetMat = color.RGBA{0x0e, 0x33, 0x28, 0xff}
)

// feltFill is the felt colour boxed once as a color.Color, so filling the
// screen every frame allocates nothing.
var feltFill color.Color = colFelt

// tileInk are the number colours by game.Color.
var tileInk = [game.NumColors]color.RGBA{
	{0x1d, 0x1d, 0x1f, 0xff}, // black
	{0xd3, 0x23, 0x2a, 0xff}, // red
	{0x1f, 0x5f, 0xc9, 0xff}, // blue
	{0xe8, 0x7d, 0x0c, 0xff}, // orange
}

// The game's fonts, Go Regular and Go Bold, read by golang.org/x/image's
// OpenType package. Their faces (fontFace, glyphs.go) lay a line out glyph
// by glyph with the font's advances and kerning, which is all the game's
// texts need: no shaping engine, which in the browser made every new text
// cost milliseconds and the first screen a second (and the download more).
var (
	regularFont = mustFont(goregular.TTF)
	boldFont    = mustFont(gobold.TTF)
)

func mustFont(ttf []byte) *opentype.Font {
	f, err := opentype.Parse(ttf)
	if err != nil {
		panic("render: the embedded Go font does not load: " + err.Error())
	}
	return f
}

// faceCache keeps one face per font and size, so drawing text allocates
// nothing once every size has been seen.
var faceCache = map[faceKey]*fontFace{}

type faceKey struct {
	bold bool
	size int
}

// face returns the font face of the given pixel size.
func face(size float64, bold bool) *fontFace {
	k := faceKey{bold, int(size + 0.5)}
	if f, ok := faceCache[k]; ok {
		return f
	}
	src := regularFont
	if bold {
		src = boldFont
	}
	xf, err := opentype.NewFace(src, &opentype.FaceOptions{Size: float64(k.size), DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		panic("render: the embedded Go font has no face of size " + strconv.Itoa(k.size) + ": " + err.Error())
	}
	f := newFontFace(xf)
	faceCache[k] = f
	return f
}
