package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// A short tournament: paired deals (each deal once per rotation of the
// seats), one line a game, then the summary, and no illegal turn.
func TestSelfplayPairsDealsAndSummarises(t *testing.T) {
	var out, errOut bytes.Buffer
	code := runSelfplay([]string{"-games", "6", "-seed", "3", "-players", "greedy,easy"}, strings.NewReader(""), &out, &errOut)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	sc := bufio.NewScanner(&out)
	var games []map[string]any
	var sum summaryLine
	for sc.Scan() {
		if strings.Contains(sc.Text(), `"summary"`) {
			if err := json.Unmarshal(sc.Bytes(), &sum); err != nil {
				t.Fatal(err)
			}
			continue
		}
		var m map[string]any
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			t.Fatal(err)
		}
		games = append(games, m)
	}
	if len(games) != 6 || sum.Games != 6 || sum.Illegal != 0 || len(sum.Players) != 2 {
		t.Fatalf("%d games, summary %+v", len(games), sum)
	}
	// Games 1 and 2 are the same deal with the seats swapped.
	if games[0]["seed"] != games[1]["seed"] || games[0]["deal"] != games[1]["deal"] {
		t.Fatalf("games 1 and 2 are not a pair: %v / %v", games[0], games[1])
	}
	s0, s1 := games[0]["seats"].([]any), games[1]["seats"].([]any)
	if s0[0] != s1[1] || s0[1] != s1[0] {
		t.Fatalf("seats not rotated: %v / %v", s0, s1)
	}
	wins := 0
	for _, p := range sum.Players {
		wins += p.Wins
		if p.CI95[0] > p.WinRate || p.CI95[1] < p.WinRate {
			t.Errorf("%s: interval %v misses the rate %v", p.Name, p.CI95, p.WinRate)
		}
	}
	if wins != 6 || sum.Players[0].MeanScore != -sum.Players[1].MeanScore {
		t.Fatalf("wins %d, mean scores %v %v", wins, sum.Players[0].MeanScore, sum.Players[1].MeanScore)
	}
}

func TestWilsonInterval(t *testing.T) {
	lo, hi := wilson(311, 400)
	if lo < 0.733 || lo > 0.736 || hi < 0.814 || hi > 0.818 {
		t.Fatalf("wilson(311, 400) = %v, %v", lo, hi)
	}
	if lo, hi := wilson(0, 10); lo != 0 || hi <= 0 {
		t.Fatalf("wilson(0, 10) = %v, %v", lo, hi)
	}
}

func TestSelfplayRejectsBadPlayers(t *testing.T) {
	for _, args := range [][]string{{"-players", "hard"}, {"-players", "hard,grandmaster"}, {"-players", "easy,easy,easy,easy,easy"}} {
		var out, errOut bytes.Buffer
		if code := runSelfplay(args, strings.NewReader(""), &out, &errOut); code != 2 {
			t.Errorf("%v: exit %d", args, code)
		}
	}
}

// Word tournaments run with every level and no illegal turn.
func TestSelfplayWord(t *testing.T) {
	var out, errOut bytes.Buffer
	code := runSelfplay([]string{"-variant", "word", "-games", "2", "-seed", "5", "-players", "hard,easy"}, strings.NewReader(""), &out, &errOut)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	var sum summaryLine
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &sum); err != nil {
		t.Fatal(err)
	}
	if sum.Variant != "word" || sum.Games != 2 || sum.Illegal != 0 {
		t.Fatalf("summary %+v", sum)
	}
}
