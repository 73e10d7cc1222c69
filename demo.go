package main

import (
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"rummikub/ai"
	"rummikub/game"
	"rummikub/variants"
)

// runDemo plays a game between computer players and narrates it as text:
// every turn, what was laid, and the table; then the score table.
func runDemo(args []string, _ io.Reader, out, errOut io.Writer) int {
	fs := flag.NewFlagSet("demo", flag.ContinueOnError)
	variant := fs.String("variant", "classic", "variant: "+strings.Join(variants.Names(), ", "))
	players := fs.Int("players", 3, "number of players, 2 to 4")
	seed := fs.Uint64("seed", uint64(time.Now().UnixNano()), "seed of the deal")
	delay := fs.Duration("delay", 0, "pause after each turn, e.g. 300ms")
	level := fs.String("level", "hard", "computer players' level: "+strings.Join(ai.Levels(), ", "))
	if code, ok := parseFlags(fs, args, out, errOut); !ok {
		return code
	}
	r, err := variants.Lookup(*variant)
	if err != nil {
		fmt.Fprintln(errOut, "demo:", err)
		return 2
	}
	player, err := ai.ByName(*level)
	if err != nil {
		fmt.Fprintln(errOut, "demo:", err)
		return 2
	}
	g, err := game.New(r, r.Defaults, *players, *seed, &game.ManualClock{})
	if err != nil {
		fmt.Fprintln(errOut, "demo:", err)
		return 2
	}
	fmt.Fprintf(out, "Rummikub, %s: %d computer players (%s), seed %d\n", r.Title, *players, player.Name(), *seed)
	seen := 0
	for turns := 0; !g.Over() && turns < 5000; turns++ {
		turn := player.Play(ai.ViewOf(g))
		if _, err := ai.Take(g, turn); err != nil {
			fmt.Fprintln(errOut, "demo:", err)
			return 1
		}
		seen = narrate(out, g, seen)
		if *delay > 0 {
			time.Sleep(*delay)
		}
	}
	if res := g.Result(); res != nil {
		writeScores(out, res)
	}
	return 0
}

// narrate writes the game's events from index seen on and returns the new
// count.
func narrate(out io.Writer, g *game.Game, seen int) int {
	events := g.Events()
	for _, e := range events[seen:] {
		who := fmt.Sprintf("Player %d", e.Player+1)
		switch e.Kind {
		case game.FirstPlayerChosen:
			fmt.Fprintf(out, "Drawn for the first turn: %s. %s starts.\n", game.Codes(e.Tiles), who)
		case game.Played:
			meld := ""
			if e.Points > 0 {
				meld = fmt.Sprintf(" (initial meld, %d points)", e.Points)
			}
			s := g.Snapshot()
			fmt.Fprintf(out, "\n%s lays %s%s; %d tiles left on the rack.\n", who, game.Codes(e.Tiles), meld, len(s.Racks[e.Player]))
			for _, set := range s.Table.Sets() {
				fmt.Fprintf(out, "    [%s]\n", game.Codes(set.Tiles))
			}
		case game.Drew:
			fmt.Fprintf(out, "%s draws.\n", who)
		case game.Passed:
			fmt.Fprintf(out, "%s passes: the pool is empty.\n", who)
		case game.Rejected:
			fmt.Fprintf(out, "%s's turn is refused and rolled back; penalty %d tiles.\n", who, len(e.Tiles))
		case game.GameOver:
			if e.Result.Blocked {
				fmt.Fprintf(out, "\nNo one can play and the pool is empty: %s has the lowest rack and wins.\n", who)
			} else {
				fmt.Fprintf(out, "\n%s: Rummikub!\n", who)
			}
		}
	}
	return len(events)
}

// writeScores writes a game's score table like the rule books'.
func writeScores(out io.Writer, res *game.Result) {
	fmt.Fprintln(out, "\n        rack  score")
	for seat, s := range res.Scores {
		fmt.Fprintf(out, "Player %d %4d  %+5d\n", seat+1, res.RackValues[seat], s)
	}
}
