package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"

	"rummikub/game"
)

// jsonPosition is a position as the JSON-lines formats write it: the table
// as sets of tile codes, the rack as tile codes, and whether the player has
// made the initial meld.
type jsonPosition struct {
	Table  [][]string `json:"table"`
	Rack   []string   `json:"rack"`
	Opened bool       `json:"opened"`
}

// copyCounter hands out copy numbers: the tiles of each face get copies 0,
// 1, 2... in the order they are read, so that equal faces are distinct
// tiles.
type copyCounter [game.FaceSpace]int

// next returns the tile with the next copy number of its face.
func (c *copyCounter) next(t game.Tile) game.Tile {
	f := t.Face()
	n := c[f]
	c[f]++
	return t.WithCopy(n)
}

// decodePosition reads a position of variant r (nil: a number variant).
// Its tiles (table and rack together) get distinct copy numbers per face.
// name ("before", "after", or "" for a line that is one position) says
// where an error lies.
func decodePosition(r *game.Rules, p jsonPosition, name string) (game.Position, error) {
	letters := r != nil && r.BoxCount(game.LetterTile('A')) > 0
	copies := new(copyCounter)
	pos := game.Position{Opened: p.Opened}
	for i, codes := range p.Table {
		s, err := decodeSet(codes, copies, letters)
		if err != nil {
			return game.Position{}, fmt.Errorf("%w (in %s, set %d)", err, part(name, "table"), i+1)
		}
		pos.Table = append(pos.Table, s)
	}
	rack, err := decodeRack(p.Rack, copies, letters)
	if err != nil {
		return game.Position{}, fmt.Errorf("%w (in %s)", err, part(name, "rack"))
	}
	pos.Rack = rack
	return pos, nil
}

// decodeSet reads one set of the table. Jokers may say what they stand for
// ("*:R5"); Pins stays nil when none does. letters says the variant's
// tiles are letters (Word), for the wording of a bad code.
func decodeSet(codes []string, copies *copyCounter, letters bool) (game.Set, error) {
	s := game.Set{Tiles: make([]game.Tile, len(codes))}
	for i, code := range codes {
		t, pin, err := parseCode(code, letters)
		if err != nil {
			return game.Set{}, err
		}
		s.Tiles[i] = copies.next(t)
		if !pin.IsZero() {
			if s.Pins == nil {
				s.Pins = make([]game.Pin, len(codes))
			}
			s.Pins[i] = pin
		}
	}
	return s, nil
}

// decodeRack reads the tiles of a rack. A joker on a rack stands for
// nothing, so a code with a colon is refused there.
func decodeRack(codes []string, copies *copyCounter, letters bool) ([]game.Tile, error) {
	rack := make([]game.Tile, len(codes))
	for i, code := range codes {
		t, pin, err := parseCode(code, letters)
		if err != nil {
			return nil, err
		}
		if !pin.IsZero() {
			return nil, fmt.Errorf("tile code %q: a joker on a rack stands for nothing; write %q", code, t.String())
		}
		rack[i] = copies.next(t)
	}
	return rack, nil
}

// parseCode reads one tile code (game.ParseCode). In a variant of letter
// tiles (letters) a code it cannot read is explained with letters, not
// with colours and numbers: "Ⓢ" and "AB" are no Word tiles, and "*:a"
// declares no letter.
func parseCode(code string, letters bool) (game.Tile, game.Pin, error) {
	t, pin, err := game.ParseCode(code)
	if !letters {
		return t, pin, err
	}
	base, _, declared := strings.Cut(code, ":")
	bt, baseErr := game.ParseTile(base)
	switch {
	case baseErr != nil:
		return 0, game.Pin{}, fmt.Errorf("unknown tile code %q: a tile is one capital letter A to Z, or the joker * (the Ⓢ tile)", code)
	case declared && bt.IsJoker() && (err != nil || pin[0].Kind() != game.Letter):
		return 0, game.Pin{}, fmt.Errorf("tile code %q: a joker stands for one capital letter A to Z: write *:E", code)
	}
	return t, pin, err
}

// part names a part of a position in an error: "before.table", or "table"
// when the line holds one unnamed position.
func part(name, field string) string {
	if name == "" {
		return field
	}
	return name + "." + field
}

// checkBox makes sure a position holds no face more often than the
// variant's box: table and rack together. name says which position it is
// ("" for a line that is one position).
func checkBox(r *game.Rules, pos game.Position, name string) error {
	var counts [game.FaceSpace]int
	var order []game.Face // faces in reading order, for a stable message
	count := func(t game.Tile) {
		f := t.Face()
		if counts[f] == 0 {
			order = append(order, f)
		}
		counts[f]++
	}
	for _, s := range pos.Table {
		for _, t := range s.Tiles {
			count(t)
		}
	}
	for _, t := range pos.Rack {
		count(t)
	}
	for _, f := range order {
		box := r.BoxCount(f)
		switch {
		case box == 0:
			if name == "" {
				return fmt.Errorf("the %s box has no %s tile", r.Name, f)
			}
			return fmt.Errorf("the %s box has no %s tile (in %s)", r.Name, f, name)
		case counts[f] > box:
			return fmt.Errorf("%s and %s hold %d %s together, but the %s box has only %d",
				part(name, "table"), part(name, "rack"), counts[f], f, r.Name, box)
		}
	}
	return nil
}

// encodeSet writes a set's tiles as codes, left to right. A joker carries
// what it stands for after a colon ("*:R5", "*D:R3R4") when stands says it:
// stands has one entry per tile, or is nil.
func encodeSet(tiles []game.Tile, stands []game.Pin) []string {
	codes := make([]string, len(tiles))
	for i, t := range tiles {
		codes[i] = t.String()
		if t.IsJoker() && i < len(stands) && !stands[i].IsZero() {
			codes[i] += ":" + stands[i].String()
		}
	}
	return codes
}

// encodeTable writes a judged table as sets of codes. Jokers carry what
// they stand for: the meld's Stands for a valid set, else the pins that
// were declared.
func encodeTable(sets []game.JudgedSet) [][]string {
	out := make([][]string, len(sets))
	for i, s := range sets {
		stands := s.Stands
		if stands == nil {
			stands = s.Pins
		}
		out[i] = encodeSet(s.Tiles, stands)
	}
	return out
}

// encodeTiles writes tiles (a rack) as codes; no tiles give an empty array,
// never null.
func encodeTiles(tiles []game.Tile) []string {
	codes := make([]string, len(tiles))
	for i, t := range tiles {
		codes[i] = t.String()
	}
	return codes
}

// jsonError words a JSON decoding error for a player: a value of the wrong
// type names its field and what belongs there.
func jsonError(err error) error {
	var te *json.UnmarshalTypeError
	if !errors.As(err, &te) {
		return fmt.Errorf("bad JSON: %w", err)
	}
	if te.Field == "" {
		return fmt.Errorf("bad JSON: a line must hold one object, not %s", article(te.Value))
	}
	want := article(te.Type.String())
	switch te.Type.Kind() {
	case reflect.String:
		want = "a tile code (a string)"
		if te.Field == "variant" {
			want = "a variant name (a string)"
		}
	case reflect.Slice:
		want = "an array"
	case reflect.Struct, reflect.Pointer:
		want = "an object"
	case reflect.Bool:
		want = "true or false"
	}
	return fmt.Errorf("bad JSON: %q holds %s where %s belongs", te.Field, article(te.Value), want)
}

// article puts "a" or "an" before a JSON type name: "an array".
func article(noun string) string {
	if noun != "" && strings.IndexByte("aeiou", noun[0]) >= 0 {
		return "an " + noun
	}
	return "a " + noun
}
