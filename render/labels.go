//go:build !nogui

package render

import (
	"fmt"
	"strings"

	"rummikub/game"
)

// labels are the table screen's texts. They are made when the game
// changes, not every frame, so a steady frame allocates nothing.
type labels struct {
	seatName   []string
	seatStatus []string
	pool       string
	meld       string
	// joker holds, by joker tile, what it stands for on the table.
	joker map[game.Tile]jokerLabel
	// seconds caches the timer's text for each whole second.
	seconds map[int]string
}

// jokerLabel is the text under a joker and its colour.
type jokerLabel struct {
	text string
	ink  int // a game.Color, or -1 for black text
	// either lists the colours a joker in a group of three may stand for.
	either []game.Color
}

// make rebuilds the labels from the table screen's view.
func (lb *labels) make(t *tableScreen) {
	seats := t.s.cfg.Seats
	lb.seatName = lb.seatName[:0]
	lb.seatStatus = lb.seatStatus[:0]
	for i, s := range seats {
		name := s.Name
		if !s.Human && !strings.Contains(strings.ToLower(name), strings.ToLower(s.Level)) {
			name += " (" + s.Level + ")"
		}
		status := fmt.Sprintf("%d tiles", len(t.view.Racks[i]))
		if !t.view.Opened[i] {
			status += " · not opened"
		}
		lb.seatName = append(lb.seatName, name)
		lb.seatStatus = append(lb.seatStatus, status)
	}
	lb.pool = fmt.Sprintf("Pool %d", len(t.view.Pool))
	lb.meld = fmt.Sprintf("Initial meld: %d / %d", t.verdict.MeldValue, t.s.g.Options().MeldThreshold)
	if lb.joker == nil {
		lb.joker = map[game.Tile]jokerLabel{}
		lb.seconds = map[int]string{}
	}
	clear(lb.joker)
	for i, line := range t.lines {
		if i >= len(t.verdict.After) {
			break
		}
		js := t.verdict.After[i]
		for k, tile := range line.Tiles {
			if !tile.IsJoker() || k >= len(js.Stands) || js.Kind == game.NotAMeld {
				continue
			}
			stand := js.Stands[k]
			l := jokerLabel{text: stand.String(), ink: -1}
			if js.Kind == game.Group && len(js.Open) > 1 {
				l.text = fmt.Sprint(stand[0].Number())
				for _, f := range js.Open {
					l.either = append(l.either, f.Color())
				}
			} else if stand[0].Kind() == game.Number {
				l.ink = int(stand[0].Color())
			}
			lb.joker[tile] = l
		}
	}
}

// second returns the timer's text for a number of seconds.
func (lb *labels) second(n int) string {
	if s, ok := lb.seconds[n]; ok {
		return s
	}
	s := fmt.Sprintf("%d s", n)
	lb.seconds[n] = s
	return s
}
