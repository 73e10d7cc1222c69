package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"

	"rummikub/game"
	"rummikub/variants"
)

// refereeRequest is one input line of the referee: a turn as the table and
// rack before and after it. A missing variant is classic.
type refereeRequest struct {
	Variant string          `json:"variant"`
	Options json.RawMessage `json:"options"`
	Before  *jsonPosition   `json:"before"`
	After   *jsonPosition   `json:"after"`
}

// refereeVerdict is the referee's answer to a turn it could read. Reasons
// is never nil, so it is written as [] when the turn is legal.
type refereeVerdict struct {
	Legal   bool     `json:"legal"`
	Points  int      `json:"points"`
	Reasons []string `json:"reasons"`
}

// runReferee is the referee subcommand: it judges every turn on in, one
// JSON line each, and answers each with a verdict line on out.
func runReferee(args []string, in io.Reader, out, errOut io.Writer) int {
	fs := flag.NewFlagSet("referee", flag.ContinueOnError)
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), `usage: rummikub referee < turns.jsonl

Judges turns, one JSON object a line:
  {"variant": "classic",
   "before": {"table": [["R4","R5","R6"]], "rack": ["R3","R7","K1"], "opened": true},
   "after":  {"table": [["R3","R4","R5","R6","R7"]], "rack": ["K1"]}}
and answers each with one line, in order:
  {"legal": true, "points": 0, "reasons": []}
or {"error": "..."} for a line it cannot read. The exit status is 1 if any
line had an error.
`)
	}
	if code, ok := parseFlags(fs, args, out, errOut); !ok {
		return code
	}
	return serveLines(in, out, errOut, refereeLine)
}

// refereeLine judges the turn of one input line.
func refereeLine(line []byte) (any, error) {
	var req refereeRequest
	if err := json.Unmarshal(line, &req); err != nil {
		return nil, jsonError(err)
	}
	return judgeTurn(req)
}

// judgeTurn reads a turn and judges it with game.Judge, the referee the
// game itself uses, under the line's house options (the rule book's by
// default).
func judgeTurn(req refereeRequest) (refereeVerdict, error) {
	rules, err := variants.Lookup(req.Variant)
	if err != nil {
		return refereeVerdict{}, err
	}
	opts, err := decodeOptions(rules, req.Options)
	if err != nil {
		return refereeVerdict{}, err
	}
	if req.Before == nil {
		return refereeVerdict{}, errors.New(`"before" is missing: the table and rack before the turn`)
	}
	if req.After == nil {
		return refereeVerdict{}, errors.New(`"after" is missing: the table and rack after the turn`)
	}
	before, err := decodePosition(rules, *req.Before, "before")
	if err != nil {
		return refereeVerdict{}, err
	}
	if err := checkBox(rules, before, "before"); err != nil {
		return refereeVerdict{}, err
	}
	after, err := decodePosition(rules, *req.After, "after")
	if err != nil {
		return refereeVerdict{}, err
	}
	if err := checkBox(rules, after, "after"); err != nil {
		return refereeVerdict{}, err
	}
	after.Opened = before.Opened
	v := game.Judge(rules, opts, before, after)
	out := refereeVerdict{Legal: v.Legal, Points: v.Points, Reasons: make([]string, len(v.Reasons))}
	for i, r := range v.Reasons {
		out.Reasons[i] = r.Text
	}
	return out, nil
}
