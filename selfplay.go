package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math"
	"runtime"
	"strings"
	"sync"
	"time"

	"rummikub/ai"
	"rummikub/game"
	"rummikub/variants"
)

// maxGames bounds -games: about a day of hard-against-hard play on two
// cores, far beyond any tournament worth running.
const maxGames = 10_000_000

// gameLine is the JSON line written for each game of a tournament.
type gameLine struct {
	Game      int       `json:"game"`
	Deal      int       `json:"deal"`
	Seed      uint64    `json:"seed"`
	Seats     []string  `json:"seats"`
	Winner    string    `json:"winner"`
	WinSeat   int       `json:"winner_seat"`
	Blocked   bool      `json:"blocked"`
	Scores    []int     `json:"scores"`
	Turns     int       `json:"turns"`
	Illegal   int       `json:"illegal"`
	MaxTurnMS []float64 `json:"max_turn_ms"`
	err       error
	// player holds, by seat, the index of the player in -players.
	player []int
	// illegal describes each illegal turn, for standard error.
	illegal []string
}

// playerSummary is one player's line of the tournament summary.
type playerSummary struct {
	Name      string     `json:"name"`
	Wins      int        `json:"wins"`
	WinRate   float64    `json:"win_rate"`
	CI95      [2]float64 `json:"ci95"`
	MeanScore float64    `json:"mean_score"`
}

// summaryLine is the last line of a tournament, as FORMATS.md writes it.
type summaryLine struct {
	Summary bool            `json:"summary"`
	Variant string          `json:"variant"`
	Games   int             `json:"games"`
	Illegal int             `json:"illegal"`
	Players []playerSummary `json:"players"`
}

// runSelfplay plays a tournament between computer players with paired
// deals: each shuffled deal is played once for every rotation of the
// seats, so the luck of the deal cancels out.
func runSelfplay(args []string, _ io.Reader, out, errOut io.Writer) int {
	fs := flag.NewFlagSet("selfplay", flag.ContinueOnError)
	variant := fs.String("variant", "classic", "variant: "+strings.Join(variants.Names(), ", "))
	games := fs.Int("games", 400, "games to play (rounded up to whole rotations of the seats)")
	seed := fs.Uint64("seed", 1, "seed of the first deal")
	names := fs.String("players", "hard,easy", "2 to 4 players, comma-separated: "+strings.Join(ai.Levels(), ", "))
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "games played at once")
	freeJokers := fs.Bool("free-jokers", false, `house option "Jokers move freely": a table joker may move without the tile it stands for`)
	outPath := fs.String("out", "", "also append each game's line to this file as it ends; games already in it are not played again (resume)")
	merge := fs.String("merge", "", "comma-separated files of game lines (from -out) to merge into one summary instead of playing")
	budget := fs.Duration("expert-budget", 0, "the expert's time a turn (0: the game's)")
	worlds := fs.Int("expert-worlds", 0, "the most imagined deals the expert plays out a turn (0: the game's)")
	horizon := fs.Int("expert-horizon", 0, "the turns each of the expert's rollouts plays before valuing the position (0: the game's; -1: to the end)")
	if code, ok := parseFlags(fs, args, out, errOut); !ok {
		return code
	}
	rules, err := variants.Lookup(*variant)
	if err != nil {
		fmt.Fprintln(errOut, "selfplay:", err)
		return 2
	}
	if *merge != "" {
		return mergeRuns(rules.Name, strings.Split(*merge, ","), out, errOut)
	}
	opts := rules.Defaults
	if *freeJokers {
		if !rules.Choices.FreeJokers {
			fmt.Fprintf(errOut, "selfplay: %s does not offer the house option -free-jokers\n", rules.Name)
			return 2
		}
		opts.FreeJokers = true
	}
	var players []ai.Player
	for _, n := range strings.Split(*names, ",") {
		p, err := ai.ByName(strings.TrimSpace(n))
		if err != nil {
			fmt.Fprintln(errOut, "selfplay:", err)
			return 2
		}
		if _, ok := p.(ai.Expert); ok {
			p = ai.Expert{Budget: *budget, Worlds: *worlds, Horizon: *horizon}
		}
		players = append(players, p)
	}
	n := len(players)
	if n < 2 || n > 4 || *games < 1 || *games > maxGames || *workers < 1 || *budget < 0 || *worlds < 0 {
		fmt.Fprintf(errOut, "selfplay: needs 2 to 4 players, 1 to %d games and at least one worker\n", maxGames)
		return 2
	}
	deals := (*games + n - 1) / n
	total := deals * n
	var prior []gameLine
	var save io.Writer
	if *outPath != "" {
		f, lines, err := resumeFile(*outPath, players, *seed)
		if err != nil {
			fmt.Fprintln(errOut, "selfplay:", err)
			return 2
		}
		defer f.Close()
		prior, save = lines[:min(len(lines), total)], syncWriter{f}
	}
	results := playAll(total-len(prior), min(*workers, max(total-len(prior), 1)), func(k int) gameLine {
		k += len(prior)
		l := playPaired(rules, opts, players, *seed+uint64(k/n), k/n, k%n)
		l.Game = k + 1
		return l
	})

	enc := json.NewEncoder(out)
	sum := summaryLine{Summary: true, Variant: rules.Name, Players: make([]playerSummary, n)}
	for _, l := range prior {
		_ = enc.Encode(l)
		sum.add(l)
	}
	failed := false
	for l := range results {
		for _, why := range l.illegal {
			fmt.Fprintf(errOut, "selfplay: game %d (seed %d): %s\n", l.Game, l.Seed, why)
		}
		if l.err != nil {
			fmt.Fprintf(errOut, "selfplay: game %d: %v\n", l.Game, l.err)
			failed = true
			continue
		}
		_ = enc.Encode(l)
		if save != nil {
			if err := json.NewEncoder(save).Encode(l); err != nil {
				fmt.Fprintln(errOut, "selfplay:", err)
				failed = true
			}
		}
		sum.add(l)
	}
	for i, p := range players {
		sum.Players[i].Name = p.Name()
	}
	sum.finish()
	_ = enc.Encode(sum)
	if failed || sum.Illegal > 0 {
		return 1
	}
	return 0
}

// add counts a game in the summary.
func (sum *summaryLine) add(l gameLine) {
	sum.Games++
	sum.Illegal += l.Illegal
	for seat, p := range l.player {
		sum.Players[p].MeanScore += float64(l.Scores[seat])
		if seat == l.WinSeat {
			sum.Players[p].Wins++
		}
	}
}

// finish turns the summary's counts into rates, intervals and means.
func (sum *summaryLine) finish() {
	for i := range sum.Players {
		ps := &sum.Players[i]
		lo, hi := wilson(ps.Wins, sum.Games)
		ps.CI95 = [2]float64{round4(lo), round4(hi)}
		if sum.Games > 0 {
			ps.WinRate = round4(float64(ps.Wins) / float64(sum.Games))
			ps.MeanScore = round4(ps.MeanScore / float64(sum.Games))
		}
	}
}

// playAll plays games 0..total-1 on the given number of goroutines and
// yields their lines in game order as soon as each is ready, so a long
// tournament prints as it goes and holds only the games finished early.
func playAll(total, workers int, play func(k int) gameLine) <-chan gameLine {
	type done struct {
		k int
		l gameLine
	}
	jobs, finished, ordered := make(chan int), make(chan done), make(chan gameLine)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range jobs {
				finished <- done{k, play(k)}
			}
		}()
	}
	go func() {
		for k := range total {
			jobs <- k
		}
		close(jobs)
		wg.Wait()
		close(finished)
	}()
	go func() {
		early := map[int]gameLine{}
		next := 0
		for d := range finished {
			early[d.k] = d.l
			for l, ok := early[next]; ok; l, ok = early[next] {
				delete(early, next)
				ordered <- l
				next++
			}
		}
		close(ordered)
	}()
	return ordered
}

// playPaired plays one deal with the players rotated rot seats: seat s is
// played by players[(s+rot)%n], under the house options opts. The referee
// judges every turn.
func playPaired(rules *game.Rules, opts game.Options, players []ai.Player, seed uint64, deal, rot int) gameLine {
	n := len(players)
	l := gameLine{Deal: deal + 1, Seed: seed, Seats: make([]string, n), MaxTurnMS: make([]float64, n), player: make([]int, n)}
	for s := range n {
		l.player[s] = (s + rot) % n
		l.Seats[s] = players[l.player[s]].Name()
	}
	g, err := game.New(rules, opts, n, seed, &game.ManualClock{})
	if err != nil {
		l.err = err
		return l
	}
	for !g.Over() {
		if l.Turns >= game.MaxTurns {
			l.err = fmt.Errorf("no end after %d turns", game.MaxTurns)
			return l
		}
		seat := g.Current()
		start := time.Now()
		view := ai.ViewOf(g)
		turn, err := ai.PlayTurn(players[l.player[seat]], view)
		if err != nil {
			l.err = err
			return l
		}
		ms := float64(time.Since(start).Microseconds()) / 1000
		l.MaxTurnMS[seat] = max(l.MaxTurnMS[seat], ms)
		v, err := ai.Take(g, turn)
		if err != nil || (len(turn.Edits) > 0 && !v.Legal) {
			l.Illegal++
			l.illegal = append(l.illegal, illegalTurn(l.Turns+1, seat, l.Seats[seat], view, v, err))
		}
		l.Turns++
	}
	res := g.Result()
	l.WinSeat, l.Blocked, l.Scores = res.Winner, res.Blocked, res.Scores
	l.Winner = l.Seats[res.Winner]
	return l
}

// illegalTurn describes an illegal turn for standard error: who made it,
// why it was refused (or could not be laid out), and the position it was
// made in, so that it can be looked into.
func illegalTurn(turn, seat int, player string, v ai.View, verdict game.Verdict, err error) string {
	var reasons []string
	for _, r := range verdict.Reasons {
		reasons = append(reasons, r.Text)
	}
	why := strings.Join(reasons, "; ")
	if err != nil {
		why = err.Error()
	}
	var table []string
	for _, set := range v.Table.Sets() {
		table = append(table, game.Codes(set.Tiles))
	}
	return fmt.Sprintf("turn %d, seat %d (%s), an illegal turn: %s; its rack [%s], opened %v, the table %v",
		turn, seat, player, why, game.Codes(v.Rack), v.Opened, table)
}

// wilson returns the Wilson score interval at 95% for wins out of n.
func wilson(wins, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959963984540054
	p := float64(wins) / float64(n)
	nf := float64(n)
	den := 1 + z*z/nf
	mid := (p + z*z/(2*nf)) / den
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / den
	return max(0, mid-half), min(1, mid+half)
}

// round4 rounds to four decimals for tidy JSON.
func round4(x float64) float64 { return math.Round(x*1e4) / 1e4 }
