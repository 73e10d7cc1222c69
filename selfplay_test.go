package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"

	"rummikub/ai"
	"rummikub/game"
	"rummikub/variants"
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

// A tournament stopped part way (here: its last line cut short) and run
// again with the same -out file plays only the games missing, and its
// output is the uninterrupted run's; runs split by seed ranges merge into
// the whole tournament's summary.
func TestSelfplayResumesAndMerges(t *testing.T) {
	dir := t.TempDir()
	run := func(args ...string) string {
		t.Helper()
		var out, errOut bytes.Buffer
		if code := runSelfplay(args, strings.NewReader(""), &out, &errOut); code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errOut.String())
		}
		return out.String()
	}
	whole := run("-games", "8", "-seed", "3", "-players", "greedy,medium", "-workers", "1")
	part := dir + "/part.jsonl"
	run("-games", "4", "-seed", "3", "-players", "greedy,medium", "-out", part)
	data, err := os.ReadFile(part)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(part, data[:len(data)-20], 0o644); err != nil { // the fourth game cut short
		t.Fatal(err)
	}
	untimed := regexp.MustCompile(`"max_turn_ms":\[[^]]*\]`)
	if got := run("-games", "8", "-seed", "3", "-players", "greedy,medium", "-out", part); untimed.ReplaceAllString(got, "") != untimed.ReplaceAllString(whole, "") {
		t.Fatalf("resumed run:\n%s\nwhole run:\n%s", got, whole)
	}
	if data, _ := os.ReadFile(part); strings.Count(string(data), "\n") != 8 {
		t.Fatalf("the -out file holds %d lines, want 8", strings.Count(string(data), "\n"))
	}
	// A resumed run with other players is refused.
	var out, errOut bytes.Buffer
	if code := runSelfplay([]string{"-games", "8", "-seed", "3", "-players", "greedy,easy", "-out", part}, strings.NewReader(""), &out, &errOut); code != 2 {
		t.Fatalf("resume with other players: exit %d", code)
	}
	// Seeds 3-4 and 5-6 merged (the first file twice: counted once).
	a, b := dir+"/a.jsonl", dir+"/b.jsonl"
	run("-games", "4", "-seed", "3", "-players", "greedy,medium", "-out", a)
	run("-games", "4", "-seed", "5", "-players", "greedy,medium", "-out", b)
	merged := run("-merge", a+","+b+","+a)
	last := func(s string) string {
		lines := strings.Split(strings.TrimSpace(s), "\n")
		return lines[len(lines)-1]
	}
	if last(merged) != last(whole) {
		t.Fatalf("merged summary %s, whole %s", last(merged), last(whole))
	}
}

// cheater lays its rack's first tile alone on a free cell of the table, a
// turn the referee refuses.
type cheater struct{}

func (cheater) Name() string { return "cheater" }

func (cheater) Play(v ai.View) ai.Turn {
	p, ok := v.Table.FreeSpan(1)
	if !ok || len(v.Rack) == 0 {
		return ai.Turn{}
	}
	return ai.Turn{Edits: []game.Edit{game.Move(v.Rack[0], game.TableLoc(p.Col, p.Row))}}
}

// An illegal turn is counted and described on standard error: who made
// it, why it was refused, and the position, so that it can be looked into.
func TestSelfplayDescribesIllegalTurns(t *testing.T) {
	rules, err := variants.Lookup("classic")
	if err != nil {
		t.Fatal(err)
	}
	l := playPaired(rules, game.Options{}, []ai.Player{cheater{}, ai.Greedy{}}, 7, 0, 0)
	if l.err != nil {
		t.Fatal(l.err)
	}
	if l.Illegal == 0 || len(l.illegal) != l.Illegal {
		t.Fatalf("%d illegal turns counted, %d described", l.Illegal, len(l.illegal))
	}
	why := l.illegal[0]
	for _, want := range []string{", seat 0 (cheater), an illegal turn: ", "its rack [", "the table []", "opened false"} {
		if !strings.Contains(why, want) {
			t.Errorf("the description %q lacks %q", why, want)
		}
	}
	if !strings.Contains(why, "fewer than 3 tiles; your initial meld") {
		t.Errorf("the description %q gives no reason", why)
	}
}
