package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"rummikub/game/records"
)

// runReplay is the replay subcommand: it re-judges a whole game record
// (or a match save's game in play) with the referee and prints the verdict
// as one JSON line: the final scores, or the first turn that does not
// stand. The status is 0 when the record stands, 1 when it does not or
// cannot be read, 2 for a usage error.
func runReplay(args []string, in io.Reader, out, errOut io.Writer) int {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), `usage: rummikub replay FILE

Re-judges a game record (a file the game exported, a game of the
statistics, or a match save: its game in play) with the referee, turn by
turn from the deal, and prints one JSON line:
  {"ok": true, "variant": "classic", "turns": 57, "over": true, "winner": 1, "scores": [-23, 23]}
or, when a turn does not stand:
  {"ok": false, "variant": "classic", "turns": 11, "over": false, "turn": 12, "error": "turn 12 does not stand: ..."}
"turns" counts the turns that stand. FILE "-" reads the standard input.
The status is 0 when the whole record stands, 1 otherwise.
`)
	}
	var msg bytes.Buffer
	fs.SetOutput(&msg)
	err := fs.Parse(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		out.Write(msg.Bytes())
		return 0
	case err == nil && fs.NArg() != 1:
		fmt.Fprintln(&msg, "replay: one FILE is needed")
		fs.Usage()
		fallthrough
	case err != nil:
		errOut.Write(msg.Bytes())
		return 2
	}
	data, err := readRecordFile(fs.Arg(0), in)
	var v records.Verdict
	if err == nil {
		var rec records.Game
		if rec, err = records.Parse(data); err == nil {
			v = records.Judge(rec)
		}
	}
	if err != nil {
		v = records.Verdict{Error: fmt.Sprintf("%s %v", fs.Arg(0), err)}
	}
	enc := json.NewEncoder(out)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		fmt.Fprintf(errOut, "rummikub: %v\n", err)
		return 1
	}
	if !v.OK {
		return 1
	}
	return 0
}

// readRecordFile reads a record's file ("-": in), at most one byte past
// the largest record so that Parse refuses a larger one.
func readRecordFile(name string, in io.Reader) ([]byte, error) {
	r := in
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return nil, fmt.Errorf("cannot be read (%v)", errors.Unwrap(err))
		}
		defer f.Close()
		r = f
	}
	data, err := io.ReadAll(io.LimitReader(r, records.MaxRecordSize+1))
	if err != nil {
		return nil, fmt.Errorf("cannot be read (%v)", err)
	}
	return data, nil
}
