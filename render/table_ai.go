//go:build !nogui

package render

// A computer player's turn on screen: thinking in the background, then its
// edits laid one by one at a pace a person can follow.

import (
	"log"

	"rummikub/ai"
	"rummikub/game"
)

// aiTurn is a computer player's turn in progress: thinking in the
// background, then its edits shown one by one.
type aiTurn struct {
	// turn is the turn it belongs to: the game's history length plus one
	// (zero: none). A turn that ended without it (the time ran out) is
	// left behind with its plan.
	turn     int
	seat     int
	thinking bool
	result   chan ai.Turn
	edits    []game.Edit
	started  bool
	wait     int
}

// playAI runs a computer player's turn: it thinks in the background (the
// window never freezes), then lays its edits one by one at a pace a person
// can follow, then ends its turn.
func (t *tableScreen) playAI(a *App) {
	g := t.s.g
	p := &t.ai
	if turn := len(g.History()) + 1; p.turn != turn || !p.thinking && !p.started {
		result := make(chan ai.Turn, 1) // its own: a late answer never reaches another turn
		*p = aiTurn{turn: turn, seat: g.Current(), thinking: true, result: result}
		view := ai.ViewOf(g)
		player := t.s.players[p.seat]
		go func() {
			turn, err := ai.PlayTurn(player, view)
			if err != nil {
				log.Print(err) // the player draws; the game goes on
			}
			result <- turn
		}()
		p.wait = int(30 / a.settings.AnimSpeed)
	}
	if p.wait > 0 {
		p.wait--
		return
	}
	if p.thinking {
		select {
		case turn := <-p.result:
			p.thinking, p.started, p.edits = false, true, turn.Edits
		default:
			return
		}
	}
	if !t.settled() {
		return
	}
	if len(p.edits) > 0 {
		e := p.edits[0]
		p.edits = p.edits[1:]
		if err := g.Move(e); err != nil {
			// A bug in the player's plan: its turn is taken back and
			// finished as a draw, and the log says why.
			log.Print("computer turn: a move was refused: ", err)
			_ = g.Reset()
			p.edits = nil
		}
		p.wait = int(25 / a.settings.AnimSpeed)
		return
	}
	if _, err := ai.Finish(g); err != nil {
		log.Print("computer turn: ", err)
	}
	*p = aiTurn{}
}
