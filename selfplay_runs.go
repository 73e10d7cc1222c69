package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"

	"rummikub/ai"
)

// syncWriter writes to a file and syncs it, so that a game's line is on
// disk once written: a long tournament that is stopped loses no game.
type syncWriter struct{ f *os.File }

func (w syncWriter) Write(b []byte) (int, error) {
	n, err := w.f.Write(b)
	if err == nil {
		err = w.f.Sync()
	}
	return n, err
}

// readGames reads the game lines of a file written by -out (a summary line
// is skipped). A last line cut short (the run was stopped while writing
// it) is dropped; good is the length of the file's whole lines.
func readGames(path string) (lines []gameLine, good int64, err error) {
	data, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return nil, 0, nil
	}
	if err != nil {
		return nil, 0, err
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		text := sc.Bytes()
		var l gameLine
		var probe struct {
			Summary bool `json:"summary"`
		}
		if json.Unmarshal(text, &probe) == nil && probe.Summary {
			good += int64(len(text)) + 1
			continue
		}
		if err := json.Unmarshal(text, &l); err != nil || len(l.Seats) == 0 || len(l.Scores) != len(l.Seats) {
			if int(good)+len(text) >= len(data)-1 {
				break // the last line, cut short
			}
			return nil, 0, fmt.Errorf("%s: not a game line: %.60s", path, text)
		}
		if int(good)+len(text) >= len(data) {
			break // no newline after it: cut short too
		}
		good += int64(len(text)) + 1
		lines = append(lines, l)
	}
	return lines, good, sc.Err()
}

// resumeFile opens the -out file of a tournament for appending and
// returns the games it already holds, checked against the tournament:
// game k (from 1) must be the deal and the seats this run would play.
func resumeFile(path string, players []ai.Player, seed uint64) (*os.File, []gameLine, error) {
	lines, good, err := readGames(path)
	if err != nil {
		return nil, nil, err
	}
	n := len(players)
	for i := range lines {
		l := &lines[i]
		rot := i % n
		if l.Game != i+1 || l.Seed != seed+uint64(i/n) || len(l.Seats) != n {
			return nil, nil, fmt.Errorf("%s: game line %d is not game %d of this tournament (seed %d, %d players)", path, i+1, i+1, seed, n)
		}
		l.player = make([]int, n)
		for s := range n {
			l.player[s] = (s + rot) % n
			if l.Seats[s] != players[l.player[s]].Name() {
				return nil, nil, fmt.Errorf("%s: game %d was played by %v, not these players", path, i+1, l.Seats)
			}
		}
	}
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, nil, err
	}
	// Drop a line cut short, then append after the whole ones.
	if err := f.Truncate(good); err != nil {
		f.Close()
		return nil, nil, err
	}
	if _, err := f.Seek(good, io.SeekStart); err != nil {
		f.Close()
		return nil, nil, err
	}
	return f, lines, nil
}

// mergeRuns writes the games of several -out files (runs split by seed
// ranges, say) as one tournament: every game line, numbered anew, then the
// summary. A game found twice (same deal seed and seats) counts once. The
// players are named by the first game's seats, and must have distinct
// names.
func mergeRuns(variant string, paths []string, out, errOut io.Writer) int {
	type key struct {
		seed  uint64
		seats string
	}
	seen := map[key]bool{}
	var names []string
	var all []gameLine
	for _, p := range paths {
		lines, _, err := readGames(p)
		if err != nil {
			fmt.Fprintln(errOut, "selfplay:", err)
			return 2
		}
		for _, l := range lines {
			if names == nil {
				names = slices.Clone(l.Seats)
				for i, name := range names {
					if slices.Index(names, name) != i {
						fmt.Fprintln(errOut, "selfplay: -merge needs players with distinct names")
						return 2
					}
				}
			}
			k := key{l.Seed, fmt.Sprint(l.Seats)}
			if seen[k] {
				continue
			}
			seen[k] = true
			l.player = make([]int, len(l.Seats))
			for s, name := range l.Seats {
				l.player[s] = slices.Index(names, name)
				if l.player[s] < 0 || len(l.Seats) != len(names) {
					fmt.Fprintf(errOut, "selfplay: %s: game %d has other players (%v) than the first (%v)\n", p, l.Game, l.Seats, names)
					return 2
				}
			}
			all = append(all, l)
		}
	}
	enc := json.NewEncoder(out)
	sum := summaryLine{Summary: true, Variant: variant, Players: make([]playerSummary, len(names))}
	for i, l := range all {
		l.Game = i + 1
		_ = enc.Encode(l)
		sum.add(l)
	}
	for i, name := range names {
		sum.Players[i].Name = name
	}
	sum.finish()
	_ = enc.Encode(sum)
	if sum.Illegal > 0 {
		return 1
	}
	return 0
}
