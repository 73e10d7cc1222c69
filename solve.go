package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math"
	"time"

	"rummikub/ai"
	"rummikub/game"
	"rummikub/variants"
)

// solveRequest is one input line of solve: a position. A missing variant
// is classic; a missing "opened" is false (the player has not opened).
type solveRequest struct {
	Variant string          `json:"variant"`
	Options json.RawMessage `json:"options"`
	Table   [][]string      `json:"table"`
	Rack    []string        `json:"rack"`
	Opened  bool            `json:"opened"`
}

// solveAnswer is the best play for a position, as FORMATS.md writes it.
type solveAnswer struct {
	Tiles int        `json:"tiles"`
	Value int        `json:"value"`
	Table [][]string `json:"table"`
	Rack  []string   `json:"rack"`
	MS    float64    `json:"ms"`
}

// runSolve is the solve subcommand: it answers every position on in, one
// JSON line each, with the best play, one line each.
func runSolve(args []string, in io.Reader, out, errOut io.Writer) int {
	fs := flag.NewFlagSet("solve", flag.ContinueOnError)
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), `usage: rummikub solve < positions.jsonl

Finds the best play for positions, one JSON object a line:
  {"variant": "classic", "table": [["B4","B5","B6"]], "rack": ["B3","B7","K1"], "opened": true}
and answers each with one line, in order:
  {"tiles": 2, "value": 10, "table": [["B3","B4","B5","B6","B7"]], "rack": ["K1"], "ms": 0.4}
The best play lays the most rack tiles, then takes the most penalty value
off the rack (a joker counts 30), rearranging the table as the variant
allows; a player who has not opened may only lay an initial meld. "table"
is the whole table after the play (jokers written "*:R5"), "rack" what
stays on it, "ms" the time the line took. No legal play answers tiles 0
and the table as it was. A line that cannot be read, or whose table is not
valid (a set no game could leave there), gets {"error": "..."};
the exit status is 1 if any line had an error.
`)
	}
	if code, ok := parseFlags(fs, args, out, errOut); !ok {
		return code
	}
	return serveLines(in, out, errOut, solveLine)
}

// solveLine answers the position of one input line.
func solveLine(line []byte) (any, error) {
	start := time.Now()
	var req solveRequest
	if err := json.Unmarshal(line, &req); err != nil {
		return nil, jsonError(err)
	}
	rules, err := variants.Lookup(req.Variant)
	if err != nil {
		return nil, err
	}
	opts, err := decodeOptions(rules, req.Options)
	if err != nil {
		return nil, err
	}
	pos, err := readSolvePosition(rules, req)
	if err != nil {
		return nil, err
	}
	sol, err := ai.Best(rules, opts, pos)
	if err != nil {
		return nil, err
	}
	judged, _ := game.JudgeSets(rules, sol.Table)
	ms := float64(time.Since(start).Nanoseconds()) / 1e6
	return solveAnswer{
		Tiles: sol.Tiles,
		Value: sol.Value,
		Table: encodeTable(judged),
		Rack:  encodeTiles(sol.Rack),
		MS:    math.Round(ms*1000) / 1000,
	}, nil
}

// readSolvePosition reads the position of a solve line, checks it against
// the variant's box and makes sure its table is one a game can reach: every
// set valid (no empty set, no joker that stands for nothing).
func readSolvePosition(rules *game.Rules, req solveRequest) (game.Position, error) {
	pos, err := decodePosition(rules, jsonPosition{Table: req.Table, Rack: req.Rack, Opened: req.Opened}, "")
	if err != nil {
		return game.Position{}, err
	}
	if err := checkBox(rules, pos, ""); err != nil {
		return game.Position{}, err
	}
	if _, reasons := game.JudgeSets(rules, pos.Table); len(reasons) > 0 {
		return game.Position{}, fmt.Errorf("the table is not valid: %s", reasons[0].Text)
	}
	return pos, nil
}
