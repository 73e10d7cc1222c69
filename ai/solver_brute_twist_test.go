package ai_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"rummikub/ai"
	"rummikub/game"
)

// The exhaustive search with Twist's special jokers: the candidate sets are
// every line of tiles the variant's set checker accepts among the tiles in
// play, jokers of every kind in every place. Lines are built from a few
// shapes that every valid set has (the rules' own words, not the solver's
// model): the number tiles of one number (a group, or a mirrored group
// side on both sides), of distinct numbers (a run, whose colour a
// colour-change joker may change), or of one colour, a face at most twice
// (a mirrored run); the number tiles stand in ascending order of number
// and colour (a run needs it, a group does not care), jokers of each kind
// anywhere between them; with a mirror joker, any side before it in that
// order and every order of the tiles after it.

// bruteItem is a tile of a candidate line: a face index (>= 0) or a joker
// kind k as -1-k.
type bruteItem int

// twistCandidates lists every valid set of the tiles in play (Twist).
func (b *bruteSearch) twistCandidates() {
	rank := make([]int, len(b.faces)) // faces by (number, colour)
	order := make([]int, len(b.faces))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(x, y int) int {
		fx, fy := b.faces[x], b.faces[y]
		if fx.Number() != fy.Number() {
			return fx.Number() - fy.Number()
		}
		return int(fx.Color()) - int(fy.Color())
	})
	for r, i := range order {
		rank[i] = r
	}
	seenMS := map[string]bool{}
	var multisets [][]int
	add := func(ms []int) {
		if len(ms) == 0 {
			return
		}
		ms = slices.Clone(ms)
		slices.SortFunc(ms, func(x, y int) int { return rank[x] - rank[y] })
		k := sprintInts(ms)
		if !seenMS[k] {
			seenMS[k] = true
			multisets = append(multisets, ms)
		}
	}
	// Shape by shape: a choice of copies (0..most) for each face of a list.
	var pick func(list []int, most int, cur []int)
	pick = func(list []int, most int, cur []int) {
		if len(list) == 0 {
			add(cur)
			return
		}
		f := list[0]
		for c := 0; c <= min(most, b.avail[f]); c++ {
			pick(list[1:], most, cur)
			cur = append(cur, f)
		}
	}
	byNumber := map[int][]int{}
	byColour := map[game.Color][]int{}
	for _, i := range order {
		byNumber[b.faces[i].Number()] = append(byNumber[b.faces[i].Number()], i)
		byColour[b.faces[i].Color()] = append(byColour[b.faces[i].Color()], i)
	}
	for _, list := range byNumber {
		pick(list, 2, nil)
	}
	for _, list := range byColour {
		pick(list, 2, nil)
	}
	// Distinct numbers, one face each.
	var numbers []int
	for n := range byNumber {
		numbers = append(numbers, n)
	}
	slices.Sort(numbers)
	var runs func(i int, cur []int)
	runs = func(i int, cur []int) {
		if i == len(numbers) {
			add(cur)
			return
		}
		runs(i+1, cur)
		for _, f := range byNumber[numbers[i]] {
			runs(i+1, append(cur, f))
		}
	}
	runs(0, nil)

	seen := map[string]bool{}
	var jmax [len(bruteKinds)]int
	for k := range jmax {
		jmax[k] = b.jt[k] + b.jr[k]
	}
	jmax[2], jmax[3] = min(jmax[2], 1), min(jmax[3], 1) // one a set at most
	tile := func(it bruteItem) game.Tile {
		if it < 0 {
			return game.JokerTile(bruteKinds[-1-it])
		}
		return b.faces[it]
	}
	// table: the table's jokers, whose readings the rule follows where
	// they may be kept (game.StillStands); a rack's joker may be read anew.
	before, _ := game.JudgeSets(b.r, b.pos.Table)
	table := game.NewTableJokers(before)
	var reading func(line []bruteItem, set game.Set, m game.Meld)
	try := func(line []bruteItem) {
		set := game.Set{Tiles: make([]game.Tile, len(line))}
		for i, it := range line {
			set.Tiles[i] = tile(it)
		}
		m, why := b.r.Sets.Check(set)
		if why != "" {
			return
		}
		reading(line, set, m)
		// Each other reading the rule on freeing a joker accepts
		// (game.Readings: a joker whose colour no tile fixes, jokers no
		// table joker may be kept as read anew), declared, is a set of its
		// own.
		for _, am := range game.Readings(b.r.Sets, game.JudgedSet{Set: set, Meld: m}, table) {
			reading(line, set, am)
		}
	}
	reading = func(line []bruteItem, set game.Set, m game.Meld) {
		c := bruteSet{order: set.Tiles, pins: make([]game.Pin, len(line))}
		keys := make([]string, len(line))
		for i, it := range line {
			keys[i] = set.Tiles[i].String() + ":" + m.Stands[i].String()
			if it < 0 {
				c.jokers[-1-it]++
				c.pins[i] = m.Stands[i]
			} else {
				c.faces = append(c.faces, int(it))
			}
		}
		slices.Sort(keys)
		k := m.Kind.String() + " " + strings.Join(keys, " ")
		if !seen[k] {
			seen[k] = true
			b.sets = append(b.sets, c)
		}
	}
	for _, ms := range multisets {
		dup := false
		for i := 1; i < len(ms); i++ {
			dup = dup || ms[i] == ms[i-1]
		}
		var jc [len(bruteKinds)]int
		var jokers func(k int)
		jokers = func(k int) {
			if k < len(jc) {
				for jc[k] = 0; jc[k] <= jmax[k]; jc[k]++ {
					jokers(k + 1)
				}
				return
			}
			total := len(ms)
			for _, n := range jc {
				total += n
			}
			if total < 3 {
				return
			}
			if jc[3] == 0 {
				if !dup {
					b.lines(ms, jc, total, nil, try)
				}
				return
			}
			if total%2 == 1 {
				b.mirrorLines(ms, jc, try)
			}
		}
		jokers(0)
	}
	b.tableSetsAsTheyWere()
	// Lowest face first, so that the search settles faces early.
	slices.SortStableFunc(b.sets, func(x, y bruteSet) int {
		return minRank(x.faces, rank) - minRank(y.faces, rank)
	})
}

func minRank(faces []int, rank []int) int {
	m := len(rank)
	for _, f := range faces {
		m = min(m, rank[f])
	}
	return m
}

func sprintInts(xs []int) string {
	var sb strings.Builder
	for _, x := range xs {
		sb.WriteString(string(rune('a' + x)))
	}
	return sb.String()
}

// lines calls try with every line of the number tiles ms, in their order,
// and the jokers jc (by kind) in every place; size is the line's length.
func (b *bruteSearch) lines(ms []int, jc [len(bruteKinds)]int, size int, line []bruteItem, try func([]bruteItem)) {
	if len(line) == size {
		try(line)
		return
	}
	if len(ms) > 0 {
		b.lines(ms[1:], jc, size, append(line, bruteItem(ms[0])), try)
	}
	for k := range jc {
		if jc[k] > 0 {
			jc[k]--
			b.lines(ms, jc, size, append(line, bruteItem(-1-k)), try)
			jc[k]++
		}
	}
}

// mirrorLines calls try with every line of the number tiles ms and the
// jokers jc (one mirror joker among them) with the mirror joker in the
// middle: before it, any of the tiles with the number tiles in their
// order; after it, every order of the rest.
func (b *bruteSearch) mirrorLines(ms []int, jc [len(bruteKinds)]int, try func([]bruteItem)) {
	jc[3]--
	total := len(ms)
	for _, n := range jc {
		total += n
	}
	side := total / 2
	count := map[bruteItem]int{}
	for _, f := range ms {
		count[bruteItem(f)]++
	}
	for k, n := range jc {
		if n > 0 {
			count[bruteItem(-1-k)] = n
		}
	}
	var kinds []bruteItem
	for it := range count {
		kinds = append(kinds, it)
	}
	slices.Sort(kinds)
	var right func(line []bruteItem)
	right = func(line []bruteItem) {
		if len(line) == 2*side+1 {
			try(line)
			return
		}
		for _, it := range kinds {
			if count[it] > 0 {
				count[it]--
				right(append(line, it))
				count[it]++
			}
		}
	}
	// The left side: number tiles in the order of ms (from index next on).
	var left func(line []bruteItem, next int)
	left = func(line []bruteItem, next int) {
		if len(line) == side {
			right(append(line, bruteItem(-1-3)))
			return
		}
		for i := next; i < len(ms); i++ {
			if i > next && ms[i] == ms[i-1] {
				continue // the same face again: the same lines
			}
			it := bruteItem(ms[i])
			count[it]--
			left(append(line, it), i+1)
			count[it]++
		}
		for k := range jc {
			it := bruteItem(-1 - k)
			if count[it] > 0 {
				count[it]--
				left(append(line, it), next)
				count[it]++
			}
		}
	}
	left(nil, 0)
}

// twistBox is the part of the Twist box a small position deals from: a few
// numbers in two or three colours, two copies each, and a few jokers, one
// special at least.
func twistBox(rng *rand.Rand) []game.Tile {
	lowest := 1 + rng.IntN(10)
	if rng.IntN(4) == 0 {
		lowest = 8 + rng.IntN(3) // high numbers, for initial melds
	}
	width := 3 + rng.IntN(3)
	colours := rng.Perm(game.NumColors)[:2+rng.IntN(2)]
	var box []game.Tile
	for cp := range 2 {
		for _, c := range colours {
			for n := lowest; n < lowest+width && n <= game.MaxNumber; n++ {
				box = append(box, game.NumberTile(game.Color(c), n).WithCopy(cp))
			}
		}
	}
	var jokers []game.Tile
	for _, k := range bruteKinds {
		for cp := range 2 {
			jokers = append(jokers, game.JokerTile(k).WithCopy(cp))
		}
	}
	rng.Shuffle(len(jokers), func(i, j int) { jokers[i], jokers[j] = jokers[j], jokers[i] })
	n := 1 + rng.IntN(3)
	if !slices.ContainsFunc(jokers[:n], func(t game.Tile) bool { return t.Kind() != game.Joker }) {
		n++ // the two regular jokers came first
	}
	rng.Shuffle(len(box), func(i, j int) { box[i], box[j] = box[j], box[i] })
	return append(jokers[:n], box...)
}

// twistPosition deals a small random Twist position of at most maxTiles
// tiles: the table is made of valid sets of them (found by the exhaustive
// search's own candidates, pinned or not), a part of the rest goes to the
// rack.
func twistPosition(r *game.Rules, rng *rand.Rand, maxTiles int) game.Position {
	return twistPositionOf(r, rng, maxTiles, twistBox(rng))
}

// twistPositionOf is twistPosition dealing from box, its first tiles
// first.
func twistPositionOf(r *game.Rules, rng *rand.Rand, maxTiles int, box []game.Tile) game.Position {
	dealt := box[:min(len(box), maxTiles+2)]
	b := newBruteSearch(r, r.Defaults, game.Position{Rack: dealt})
	b.twistCandidates()
	b.used = make([]int, len(b.faces))
	pool := map[game.Tile][]game.Tile{}
	for _, t := range dealt {
		pool[t.Face()] = append(pool[t.Face()], t)
	}
	pos := game.Position{Opened: rng.IntN(5) != 0}
	tableSize := rng.IntN(maxTiles)
	placed := 0
	for tries := 0; tries < 30 && placed < tableSize && len(b.sets) > 0; tries++ {
		c := &b.sets[rng.IntN(len(b.sets))]
		if placed+len(c.order) > maxTiles-1 || !b.add(c) {
			continue
		}
		set := game.Set{Tiles: make([]game.Tile, len(c.order))}
		if rng.IntN(3) > 0 {
			set.Pins = c.pins
		}
		for i, f := range c.order {
			set.Tiles[i] = pool[f][0]
			pool[f] = pool[f][1:]
		}
		pos.Table = append(pos.Table, set)
		placed += len(set.Tiles)
	}
	var rest []game.Tile
	for _, t := range dealt {
		if len(pool[t.Face()]) > 0 && slices.Contains(pool[t.Face()], t) {
			rest = append(rest, t)
		}
	}
	if len(rest) > 0 {
		pos.Rack = rest[:1+rng.IntN(min(len(rest), maxTiles-placed))]
	}
	return pos
}

// twistSeed seeds TestSolveTwistMatchesBruteForce's positions.
var twistSeed uint64 = 29

// TestSolveTwistMatchesBruteForce compares the solver with the exhaustive
// search on random small Twist positions with special jokers, opened or
// not, with the joker-freeing rule and with Jokers move freely; every
// answer is checked by the referee. Every answer must match exactly, and
// the positions must exercise the rules of jokers of groups.
func TestSolveTwistMatchesBruteForce(t *testing.T) {
	positions := 3000
	if testing.Short() {
		positions = 400
	}
	r := lookup(t, "twist")
	free := r.Defaults
	free.FreeJokers = true
	rng := rand.New(rand.NewPCG(twistSeed, 3))
	stats := map[string]int{}
	ruled, runRules := ai.RuledRuns(), ai.RunRuleRuns()
	for i := range positions {
		pos := twistPosition(r, rng, 7+i%5)
		for _, s := range pos.Table {
			if _, why := r.Sets.Check(s); why != "" {
				t.Fatalf("generated an invalid set %s: %s", tableString([]game.Set{s}), why)
			}
		}
		options := []game.Options{r.Defaults, free}
		if !pos.Opened {
			options = options[:1] // an initial meld moves no table joker
		}
		var got [2]int
		for k, opts := range options {
			sol := solveWith(t, r, opts, pos)
			tiles, value, judged := bruteBestWith(r, opts, pos)
			stats["judged"] += judged
			if sol.Tiles*1024+sol.Value != tiles*1024+value {
				t.Fatalf("position %d (opened %v, free jokers %v): table %s, rack %s:\nsolver lays %d tiles worth %d (%s), exhaustive search %d worth %d",
					i, pos.Opened, opts.FreeJokers, tableString(pos.Table), game.Codes(pos.Rack),
					sol.Tiles, sol.Value, tableString(sol.Table), tiles, value)
			}
			solveBestWith(t, r, opts, pos, sol)
			got[k] = sol.Tiles*1024 + sol.Value
			if k == 0 && pos.Opened {
				// The programme with the rules of table jokers kept
				// (solver_group_rules.go, solver_run_rules.go) bounds
				// every legal play: the search may recover from a rule
				// that refuses the best, the bound may not.
				if bound := ai.RuledRootScore(r, pos); bound >= 0 && bound < int32(got[k]) {
					t.Fatalf("position %d: table %s, rack %s: the programme with the rules bounds the plays at %d, the best scores %d (%s)",
						i, tableString(pos.Table), game.Codes(pos.Rack), bound, got[k], tableString(sol.Table))
				}
			}
		}
		switch {
		case !pos.Opened && got[0] > 0:
			stats["meld"]++
		case !pos.Opened:
			stats["no meld"]++
		case got[0] < got[1]:
			stats["the rule costs"]++
		case got[0] > 0:
			stats["plays"]++
		default:
			stats["no play"]++
		}
	}
	if ai.RuledRuns() == ruled {
		t.Error("no programme run kept a joker of a group by its rule (solver_group_rules.go): the positions do not exercise it")
	}
	if ai.RunRuleRuns() == runRules {
		t.Error("no programme run followed a joker of a run by its rule (solver_run_rules.go): the positions do not exercise it")
	}
	t.Logf("%d positions: %v; %d rules of jokers of groups and %d of runs kept in programme runs",
		positions, stats, ai.RuledRuns()-ruled, ai.RunRuleRuns()-runRules)
}

// twistBookSets are the valid sets of the Twist rule book's examples and
// of RULES-NOTES' (variants/twist_test.go judges them one by one).
var twistBookSets = []string{
	"R2 *D R5", "B3 R3 *D", "B3 * *D", "*D B2 *", "*D R3 R4", "R3 R4 *D", "R3 *D R6",
	"R10 R11 *D", "R6 R7 *C B9 B10", "R6 R7 *C", "R6 R7 *C B9", "*C B9 B10",
	"R2 R3 *M R3 R2", "B7 R7 *M R7 B7", "R5 *M R5", "R13 *M R13",
}

// TestSolveTwistBookSets gives the solver each book example's tiles as a
// rack (opened, the table empty; then with the example on the table and a
// tile that extends or frees nothing on the rack): it must lay them all,
// as the exhaustive search does, and leave the table as it was.
func TestSolveTwistBookSets(t *testing.T) {
	r := lookup(t, "twist")
	for _, code := range twistBookSets {
		t.Run(code, func(t *testing.T) {
			pos := positionOf(t, "", code, true)
			sol := solveWith(t, r, r.Defaults, pos)
			tiles, value, _ := bruteBest(r, pos)
			if sol.Tiles != len(pos.Rack) || sol.Tiles != tiles || sol.Value != value {
				t.Errorf("lays %d tiles worth %d (%s), want all %d worth %d", sol.Tiles, sol.Value, tableString(sol.Table), tiles, value)
			}
			pos = positionOf(t, code, "K12", true)
			sol = solveWith(t, r, r.Defaults, pos)
			tiles, value, _ = bruteBest(r, pos)
			if sol.Tiles != tiles || sol.Value != value {
				t.Errorf("with %s on the table: lays %d tiles worth %d (%s), the search %d worth %d", code, sol.Tiles, sol.Value, tableString(sol.Table), tiles, value)
			}
		})
	}
}
