package records

import (
	"testing"
	"time"

	"rummikub/ai"
	"rummikub/game"
	"rummikub/game/storage"
	"rummikub/variants"
)

// choices are a match's choices for a variant: a person (played in tests
// by an easy computer player) against computer players of the levels.
func choices(variant string, levels ...string) storage.Game {
	j := storage.Game{Variant: variant, Seats: []storage.Seat{{Name: "Ann", Human: true}}}
	for _, l := range levels {
		j.Seats = append(j.Seats, storage.Seat{Name: l + " AI", Level: l})
	}
	return j
}

// startGame deals game index of a match of the choices.
func startGame(t testing.TB, j storage.Game, matchSeed uint64, index int) *game.Game {
	t.Helper()
	r, err := variants.Lookup(j.Variant)
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(r, OptionsOf(r, j), len(j.Seats), game.GameSeed(matchSeed, index), &game.ManualClock{})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// playerOf is the computer player of a seat (easy for the person).
func playerOf(t testing.TB, s storage.Seat) ai.Player {
	t.Helper()
	level := s.Level
	if s.Human {
		level = "easy"
	}
	p, err := ai.ByName(level)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// playTurn lets the computer player of the seat to play take its turn.
func playTurn(t testing.TB, j storage.Game, g *game.Game) {
	t.Helper()
	turn, err := ai.PlayTurn(playerOf(t, j.Seats[g.Current()]), ai.ViewOf(g))
	if err != nil {
		t.Fatal(err)
	}
	_, _ = ai.Take(g, turn)
}

// playGame plays game index of a match to its end and returns its record.
func playGame(t testing.TB, j storage.Game, matchSeed uint64, index int) Game {
	t.Helper()
	g := startGame(t, j, matchSeed, index)
	for n := 0; !g.Over(); n++ {
		if n > game.MaxTurns {
			t.Fatal("the game does not end")
		}
		playTurn(t, j, g)
	}
	return Of(j, matchSeed, index, g, time.Unix(1700000000, 0))
}

// crashDirEnv names the folder the crash test's helper process saves in;
// set only in a helper (crash_test.go).
const crashDirEnv = "RUMMIKUB_CRASH_HELPER_DIR"
