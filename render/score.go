//go:build !nogui

package render

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"rummikub/game"
	"rummikub/input"
)

// scoreScreen shows the score table after a game, laid out like the rule
// book's: a row per game, a column per player, the totals below; and the
// match's winner when the match is over.
type scoreScreen struct {
	s *session
}

func newScoreScreen(a *App, s *session) *scoreScreen {
	if res := s.g.Result(); res != nil && len(s.match.Results) < s.match.Games() {
		_ = s.match.Record(*res)
	}
	return &scoreScreen{s: s}
}

// button is the screen's one button: the next game, or a new match.
func (sc *scoreScreen) button(a *App) rect {
	u := min(a.w/1280, a.h/800)
	return rect{a.w/2 - 140*u, a.h - 110*u, 280 * u, 56 * u}
}

func (sc *scoreScreen) update(a *App, f input.Frame) {
	if !(f.Pressed && sc.button(a).Contains(f.X, f.Y)) && !f.HasKey(input.KeyEnter) && !f.HasKey(input.KeySpace) {
		return
	}
	if sc.s.match.Over() {
		a.scr = newMenuScreen(a)
		return
	}
	if err := sc.s.nextGame(); err != nil {
		a.scr = newMenuScreen(a)
		return
	}
	a.scr = newTableScreen(a, sc.s)
}

func (sc *scoreScreen) draw(a *App, dst *ebiten.Image) {
	u := min(a.w/1280, a.h/800)
	dst.Fill(colFelt)
	seats := sc.s.cfg.Seats
	results := sc.s.match.Results
	title := "Score table"
	if res := sc.s.g.Result(); res != nil {
		title = seats[res.Winner].Name + " wins the game!"
		if res.Blocked {
			title = seats[res.Winner].Name + " wins: the pool is empty and no one can play."
		}
	}
	drawText(dst, title, a.w/2, 60*u, 34*u, true, true, colText)
	colW := 170 * u
	x0 := a.w/2 - colW*float64(len(seats)+1)/2
	y := 130 * u
	row := 44 * u
	for i, s := range seats {
		drawText(dst, s.Name, x0+colW*(float64(i)+1.5), y, 20*u, true, true, colText)
	}
	for gi, r := range results {
		y += row
		drawText(dst, fmt.Sprintf("Game %d", gi+1), x0+colW/2, y, 18*u, false, true, colTextDim)
		for i, sc := range r.Scores {
			c := colText
			if i == r.Winner {
				c = colGood
			}
			drawText(dst, fmt.Sprintf("%+d", sc), x0+colW*(float64(i)+1.5), y, 20*u, i == r.Winner, true, c)
		}
	}
	y += row
	fillRoundRect(dst, rect{x0, y - row/2 + 4*u, colW * float64(len(seats)+1), 2 * u}, 1, colTextDim)
	y += row / 2
	totals := make([]int, len(seats))
	wins := make([]int, len(seats))
	for _, st := range game.Standings(len(seats), results) {
		totals[st.Seat], wins[st.Seat] = st.Total, st.Wins
	}
	drawText(dst, "Total", x0+colW/2, y, 18*u, true, true, colText)
	for i := range seats {
		drawText(dst, fmt.Sprintf("%+d  (%d won)", totals[i], wins[i]), x0+colW*(float64(i)+1.5), y, 19*u, true, true, colText)
	}
	label := fmt.Sprintf("Next game (%d of %d)", len(results)+1, sc.s.match.Games())
	if sc.s.match.Over() {
		var names []string
		for _, w := range game.Winners(len(seats), results) {
			names = append(names, seats[w].Name)
		}
		drawText(dst, fmt.Sprintf("Match winner: %v", joinNames(names)), a.w/2, y+70*u, 28*u, true, true, colWarn)
		label = "New game"
	}
	b := sc.button(a)
	fillRoundRect(dst, b, 10*u, colGood)
	drawText(dst, label, b.X+b.W/2, b.Y+b.H/2, 20*u, true, true, colButtonText)
}

// joinNames writes "A", "A and B", "A, B and C".
func joinNames(n []string) string {
	switch len(n) {
	case 0:
		return ""
	case 1:
		return n[0]
	}
	out := n[0]
	for _, s := range n[1 : len(n)-1] {
		out += ", " + s
	}
	return out + " and " + n[len(n)-1]
}
