// Command rummikub is the game of Rummikub: the classic rules, the 1980
// "Sabra" rules, Rummikub Twist (special jokers) and Word Rummikub (letter
// tiles), for people and computer players at one table, on the desktop or
// in a browser.
//
// Run without arguments it opens the game's window on the new-game screen
// (in a binary built with -tags nogui, which has no window, it plays the
// text demo instead; see runDefault). It also answers subcommands that read
// and write JSON lines, for players, testing and tournaments of computer
// players; FORMATS.md (the project's shared notes) is their contract:
//
//	rummikub referee < turns.jsonl      judge turns
//	rummikub solve < positions.jsonl    the best play for each position
//	rummikub selfplay -players hard,easy  a tournament with paired deals
//	rummikub demo -players 3            watch computer players in the window
//	rummikub replay game.json           re-judge a game record
//
// The JSON subcommands work in a binary built with -tags nogui, which
// leaves the window out and runs on machines without a display.
package main

import (
	"fmt"
	"io"
	"os"
	"strings"
)

// commands are the subcommands by name. Adding one is one line here.
var commands = map[string]command{
	"referee":  {runReferee, "judge turns: a JSON line in, a verdict line out"},
	"demo":     {runDemo, "watch computer players play a game in the window (-text: narrated as text)"},
	"solve":    {runSolve, "the best play for a position: a JSON line in, a play line out"},
	"selfplay": {runSelfplay, "a tournament of AI players with paired deals, one JSON line a game"},
	"replay":   {runReplay, "re-judge a game record with the referee: its scores or the first bad turn, as JSON"},
}

// main runs the command with the process's arguments and streams.
func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run dispatches to the subcommand named by args[0], or to the default
// (the window) when there is none, and returns the exit status.
func run(args []string, in io.Reader, out, errOut io.Writer) int {
	if len(args) == 0 {
		return runDefault(args, in, out, errOut)
	}
	name := args[0]
	switch name {
	case "help", "-h", "-help", "--help":
		usage(out)
		return 0
	}
	if strings.HasPrefix(name, "-") {
		return runDefault(args, in, out, errOut)
	}
	cmd, ok := commands[name]
	if !ok {
		fmt.Fprintf(errOut, "rummikub: unknown subcommand %q\n\n", name)
		usage(errOut)
		return 2
	}
	return cmd.run(args[1:], in, out, errOut)
}
