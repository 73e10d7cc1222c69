package main

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"rummikub/ai"
	"rummikub/game"
	"rummikub/variants"
)

// demoOptions are the demo's choices, as its flags set them.
type demoOptions struct {
	variant string
	players int
	seed    uint64
	level   string
	// The window's demo only:
	speed      float64 // animation speed, 1 normal
	screenshot string  // save a frame as PNG to this file, then exit
	screen     string  // the screen to save: table, newgame or scores
	sets       int     // the sets on the table before a screenshot of it
	games      int     // the games played before a screenshot of the scores
}

// demoScreens are the screens the window's demo can save.
var demoScreens = []string{"table", "newgame", "scores"}

// windowDemo plays the demo in the game's window. demo_window.go sets it
// in the window build; in a -tags nogui build it is nil and the demo is
// text only.
var windowDemo func(o demoOptions, out, errOut io.Writer) int

// runDemo plays a game between computer players: in the window (the
// window build, unless -text), or narrated as text: every turn, what was
// laid, and the table; then the score table.
func runDemo(args []string, _ io.Reader, out, errOut io.Writer) int {
	fs := flag.NewFlagSet("demo", flag.ContinueOnError)
	var o demoOptions
	fs.StringVar(&o.variant, "variant", "classic", "variant: "+strings.Join(variants.Names(), ", "))
	fs.IntVar(&o.players, "players", 3, "number of players, 2 to 4")
	fs.Uint64Var(&o.seed, "seed", uint64(time.Now().UnixNano()), "seed of the deal")
	fs.StringVar(&o.level, "level", "hard", "computer players' level: "+strings.Join(ai.Levels(), ", "))
	delay := fs.Duration("delay", 0, "text: pause after each turn, e.g. 300ms")
	textOnly := "narrate the game as text"
	if windowDemo == nil {
		textOnly += " (this build has no window: always)"
	} else {
		textOnly += " instead of showing it in the window"
		fs.Float64Var(&o.speed, "speed", 1, "window: animation speed, 0.5 slow, 1 normal, 4 fast")
		fs.StringVar(&o.screenshot, "screenshot", "", "window: save a frame as PNG to this `file`, then exit (see -screen)")
		fs.StringVar(&o.screen, "screen", "table", "window: the screen shown and saved: table (once it holds -sets sets), newgame, or scores (after a game played at full speed)")
		fs.IntVar(&o.sets, "sets", 5, "window: the sets the table holds, at least, in a screenshot of it")
		fs.IntVar(&o.games, "games", 1, "window: with -screen scores, the games of the match played before the score table is saved")
	}
	text := fs.Bool("text", windowDemo == nil, textOnly)
	if code, ok := parseFlags(fs, args, out, errOut); !ok {
		return code
	}
	r, err := variants.Lookup(o.variant)
	if err != nil {
		fmt.Fprintln(errOut, "demo:", err)
		return 2
	}
	player, err := ai.ByName(o.level)
	if err != nil {
		fmt.Fprintln(errOut, "demo:", err)
		return 2
	}
	if o.players < 2 || o.players > 4 {
		fmt.Fprintf(errOut, "demo: a game needs 2 to 4 players, not %d\n", o.players)
		return 2
	}
	if !*text {
		if o.speed <= 0 {
			fmt.Fprintln(errOut, "demo: -speed must be more than 0")
			return 2
		}
		if o.games < 1 || o.games > o.players {
			fmt.Fprintf(errOut, "demo: -games must be 1 to %d: a match of %d players is %d games\n", o.players, o.players, o.players)
			return 2
		}
		if !slices.Contains(demoScreens, o.screen) {
			fmt.Fprintf(errOut, "demo: -screen must be one of %s\n", strings.Join(demoScreens, ", "))
			return 2
		}
		return windowDemo(o, out, errOut)
	}
	return textDemo(r, player, o, *delay, out, errOut)
}

// textDemo plays the demo narrated as text.
func textDemo(r *game.Rules, player ai.Player, o demoOptions, delay time.Duration, out, errOut io.Writer) int {
	g, err := game.New(r, r.Defaults, o.players, o.seed, &game.ManualClock{})
	if err != nil {
		fmt.Fprintln(errOut, "demo:", err)
		return 2
	}
	fmt.Fprintf(out, "Rummikub, %s: %d computer players (%s), seed %d\n", r.Title, o.players, player.Name(), o.seed)
	seen := 0
	for turns := 0; !g.Over() && turns < game.MaxTurns; turns++ {
		turn := player.Play(ai.ViewOf(g))
		if _, err := ai.Take(g, turn); err != nil {
			fmt.Fprintln(errOut, "demo:", err)
			return 1
		}
		seen = narrate(out, g, seen)
		if delay > 0 {
			time.Sleep(delay)
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
