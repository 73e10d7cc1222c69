//go:build !js

package records

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"rummikub/game/storage"
)

// The crash test: a helper process (this test binary, run again) saves
// the statistics and the match over and over, telling the test after each
// save which one it finished; the test kills it with SIGKILL after a
// random delay, hundreds of times, and checks after every kill that what
// is read back is whole and is the last save the helper finished or the
// one it was making (never a mix, never an error). Each helper starts
// from what the last one left, as the game does.

// crashKills is how many times the test kills a helper;
// RUMMIKUB_CRASH_KILLS sets another count.
func crashKills(t *testing.T) int {
	if s := os.Getenv("RUMMIKUB_CRASH_KILLS"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	if testing.Short() {
		return 30
	}
	return 200
}

// savedGeneration reads back what the helpers saved in dir; see
// readGenerations.
func savedGeneration(dir string) (stats, match int, err error) {
	return readGenerations(storage.Files{Dir: dir})
}

// TestCrashHelper is the helper process; it does nothing in a normal run.
func TestCrashHelper(t *testing.T) {
	dir := os.Getenv(crashDirEnv)
	if dir == "" {
		t.Skip("the crash test's helper process")
	}
	st := storage.Files{Dir: dir}
	gs, gm, err := savedGeneration(dir)
	if err != nil {
		fmt.Println("error", err)
		os.Exit(3)
	}
	data, err := os.ReadFile(filepath.Join(filepath.Dir(dir), "played.json"))
	if err != nil {
		fmt.Println("error", err)
		os.Exit(3)
	}
	played, err := Parse(data)
	if err != nil {
		fmt.Println("error", err)
		os.Exit(3)
	}
	stats, _ := LoadStats(st)
	for gen := max(gs, gm) + 1; ; gen++ {
		rec := played
		rec.Seed = uint64(gen)
		if stats.Older.Levels == nil {
			stats.Older.Levels = map[string]Tally{}
		}
		stats.Older.Levels[genMark] = Tally{Games: gen}
		stats.Add(rec)
		if err := SaveStats(st, stats); err != nil {
			fmt.Println("error", err)
			os.Exit(3)
		}
		fmt.Println("stats", gen)
		m := storage.Match{Version: storage.MatchVersion, Game: rec.Game, Seed: uint64(gen), Turns: rec.Turns}
		m.Game.Seats = append([]storage.Seat{{Name: strconv.Itoa(gen), Human: true}}, m.Game.Seats[1:]...)
		if err := storage.SaveJSON(st, storage.MatchName, m, false); err != nil {
			fmt.Println("error", err)
			os.Exit(3)
		}
		fmt.Println("match", gen)
	}
}

func TestCrashWhileSaving(t *testing.T) {
	if os.Getenv(crashDirEnv) != "" {
		t.Skip("in the helper")
	}
	dir := filepath.Join(t.TempDir(), "store")
	// A game's first turns keep the files small and the saves quick; the
	// loaders do not replay them.
	rec := playGame(t, choices("classic", "easy", "easy"), 8, 0)
	rec.Turns = rec.Turns[:12]
	played, _ := Marshal(rec)
	if err := os.WriteFile(filepath.Join(filepath.Dir(dir), "played.json"), played, 0o644); err != nil {
		t.Fatal(err)
	}
	kills := crashKills(t)
	start := time.Now()
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 12))
	midSave := 0
	_, matchBefore, _ := savedGeneration(dir)
	for i := range kills {
		cmd := exec.Command(os.Args[0], "-test.run=^TestCrashHelper$", "-test.count=1")
		cmd.Env = append(os.Environ(), crashDirEnv+"="+dir)
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		lines := make(chan string, 1<<16)
		go func() {
			sc := bufio.NewScanner(out)
			for sc.Scan() {
				lines <- sc.Text()
			}
			close(lines)
		}()
		// Wait for the helper's first save, then let it save for a random
		// while: the kill falls anywhere in a save.
		first := <-lines
		time.Sleep(time.Duration(rng.IntN(10000)) * time.Microsecond)
		_ = cmd.Process.Kill() // SIGKILL
		_ = cmd.Wait()
		lastStats, lastMatch := -1, -1
		said := append([]string{first}, drain(lines)...)
		for _, l := range said {
			kind, n, _ := strings.Cut(l, " ")
			gen, _ := strconv.Atoi(n)
			switch kind {
			case "stats":
				lastStats = gen
			case "match":
				lastMatch = gen
			default:
				t.Fatalf("kill %d: the helper says %q", i+1, l)
			}
		}
		if lastStats < 0 {
			t.Fatalf("kill %d: the helper saved nothing (%q)", i+1, first)
		}
		gs, gm, err := savedGeneration(dir)
		if err != nil {
			t.Fatalf("kill %d: %v", i+1, err)
		}
		// The statistics: the last save finished, or the one in progress.
		if gs != lastStats && gs != lastStats+1 {
			t.Fatalf("kill %d: statistics of generation %d read back, the last finished was %d", i+1, gs, lastStats)
		}
		if lastMatch < 0 { // none finished in this run: the one before it
			lastMatch = matchBefore
		}
		// A match save begins only after the statistics' save of its
		// generation has finished: the one in progress is lastStats.
		if gm != lastMatch && gm != lastStats {
			t.Fatalf("kill %d: a match of generation %d read back, the last finished was %d (%s) %q", i+1, gm, lastMatch, listDir(dir), said)
		}
		if gs != lastStats || gm != lastMatch {
			midSave++
		}
		matchBefore = gm
	}
	temps, _ := filepath.Glob(filepath.Join(dir, ".tmp-*"))
	t.Logf("%d kills in %v, %d of them with a save finished but unreported; %d temporary files left by kills", kills, time.Since(start).Round(time.Millisecond), midSave, len(temps))
}

// drain returns what is left in a closed channel.
func drain(c <-chan string) []string {
	var out []string
	for l := range c {
		out = append(out, l)
	}
	return out
}

// listDir describes a folder's files for a failure's message.
func listDir(dir string) string {
	ents, _ := os.ReadDir(dir)
	var b strings.Builder
	for _, e := range ents {
		data, _ := os.ReadFile(filepath.Join(dir, e.Name()))
		if strings.HasPrefix(e.Name(), ".tmp") {
			continue
		}
		head := string(data[:min(len(data), 60)])
		fmt.Fprintf(&b, "%s (%d bytes: %s); ", e.Name(), len(data), head)
	}
	return b.String()
}
