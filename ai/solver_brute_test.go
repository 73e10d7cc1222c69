package ai_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"rummikub/game"
)

// The exhaustive search below knows nothing of the solver's model: it
// lists every set the variant's set checker accepts among the tiles in
// play (every subset of distinct faces, with jokers in every place), tries
// every collection of them that the tiles allow, and asks game.Judge, the
// referee, whether the turn is legal. The best legal turn is the truth the
// solver must match.

// bruteSet is one candidate set: its faces in order (jokers as the joker
// face), the number of jokers, and the faces it uses.
type bruteSet struct {
	order  []game.Tile
	jokers int
	faces  []int // indexes into bruteSearch.faces
}

type bruteSearch struct {
	r      *game.Rules
	opts   game.Options
	pos    game.Position
	faces  []game.Tile // distinct number faces in play
	table  []int       // table count by face index
	avail  []int       // table+rack count by face index
	jt, jr int         // jokers on the table, on the rack
	sets   []bruteSet
	used   []int
	jUsed  int
	chosen []int
	best   int // best legal score found: tiles*1024 + value
	judged int
	rackUB []int // the score of all rack tiles of faces index >= i
}

// bruteBest returns the best legal play's tiles and value by exhaustive
// search, under the variant's default house options.
func bruteBest(r *game.Rules, pos game.Position) (tiles, value, judged int) {
	return bruteBestWith(r, r.Defaults, pos)
}

// bruteBestWith is bruteBest under given house options: the referee judges
// every candidate table with them (the joker-freeing rule included unless
// opts.FreeJokers).
func bruteBestWith(r *game.Rules, opts game.Options, pos game.Position) (tiles, value, judged int) {
	b := &bruteSearch{r: r, opts: opts, pos: pos}
	index := map[game.Tile]int{}
	count := func(t game.Tile, table bool) {
		if t.IsJoker() {
			if table {
				b.jt++
			} else {
				b.jr++
			}
			return
		}
		f := t.Face()
		i, ok := index[f]
		if !ok {
			i = len(b.faces)
			index[f] = i
			b.faces = append(b.faces, f)
			b.table = append(b.table, 0)
			b.avail = append(b.avail, 0)
		}
		b.avail[i]++
		if table {
			b.table[i]++
		}
	}
	for _, s := range pos.Table {
		for _, t := range s.Tiles {
			count(t, true)
		}
	}
	for _, t := range pos.Rack {
		count(t, false)
	}
	b.candidates()
	b.used = make([]int, len(b.faces))
	b.search(0)
	return b.best >> 10, b.best & 1023, b.judged
}

// candidates lists every valid set of distinct faces and jokers.
func (b *bruteSearch) candidates() {
	n := len(b.faces)
	seen := map[string]bool{}
	for mask := 1; mask < 1<<n; mask++ {
		var idx []int
		var reals []game.Tile
		for i := range n {
			if mask&(1<<i) != 0 {
				idx = append(idx, i)
				reals = append(reals, b.faces[i])
			}
		}
		slices.SortFunc(reals, func(x, y game.Tile) int {
			if x.Number() != y.Number() {
				return x.Number() - y.Number()
			}
			return int(x.Color()) - int(y.Color())
		})
		for j := 0; j <= b.jt+b.jr; j++ {
			size := len(reals) + j
			if size < 3 {
				continue
			}
			// Every way to place j jokers among size places.
			for places := 0; places < 1<<size; places++ {
				if popcount(places) != j {
					continue
				}
				order := make([]game.Tile, 0, size)
				ri := 0
				for p := range size {
					if places&(1<<p) != 0 {
						order = append(order, game.JokerTile(game.Joker))
					} else {
						order = append(order, reals[ri])
						ri++
					}
				}
				m, why := b.r.Sets.Check(game.Set{Tiles: order})
				if why != "" {
					continue
				}
				k := m.Kind.String()
				for _, st := range m.Stands {
					k += " " + st.String()
				}
				k += " " + game.Codes(order)
				if m.Kind == game.Group {
					k = m.Kind.String() + game.Codes(reals) + string(rune('0'+j))
				}
				if seen[k] {
					continue
				}
				seen[k] = true
				b.sets = append(b.sets, bruteSet{order: order, jokers: j, faces: idx})
			}
		}
	}
}

func popcount(x int) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

// score is the score of the chosen sets: rack tiles laid, then their value.
func (b *bruteSearch) score() int {
	s := 0
	for i, u := range b.used {
		s += (u - b.table[i]) * (1024 + b.faces[i].Number())
	}
	return s + (b.jUsed-b.jt)*(1024+30)
}

// search tries every number of copies of candidate k onwards.
func (b *bruteSearch) search(k int) {
	if k == len(b.sets) {
		b.leaf()
		return
	}
	b.search(k + 1)
	s := b.sets[k]
	added := 0
	for {
		ok := b.jUsed+s.jokers <= b.jt+b.jr
		for _, f := range s.faces {
			ok = ok && b.used[f] < b.avail[f]
		}
		if !ok {
			break
		}
		for _, f := range s.faces {
			b.used[f]++
		}
		b.jUsed += s.jokers
		b.chosen = append(b.chosen, k)
		added++
		b.search(k + 1)
	}
	for range added {
		for _, f := range s.faces {
			b.used[f]--
		}
		b.jUsed -= s.jokers
		b.chosen = b.chosen[:len(b.chosen)-1]
	}
}

// leaf judges the chosen sets if they would beat the best so far.
func (b *bruteSearch) leaf() {
	if b.jUsed < b.jt {
		return
	}
	for i, u := range b.used {
		if u < b.table[i] {
			return
		}
	}
	sc := b.score()
	if sc <= b.best {
		return
	}
	// Lay real tiles: the table's first, then the rack's.
	pool := map[game.Tile][]game.Tile{}
	var jokers []game.Tile
	for _, s := range b.pos.Table {
		for _, t := range s.Tiles {
			if t.IsJoker() {
				jokers = append(jokers, t)
			} else {
				pool[t.Face()] = append(pool[t.Face()], t)
			}
		}
	}
	for _, t := range b.pos.Rack {
		if t.IsJoker() {
			jokers = append(jokers, t)
		} else {
			pool[t.Face()] = append(pool[t.Face()], t)
		}
	}
	laid := map[game.Tile]bool{}
	var table []game.Set
	for _, k := range b.chosen {
		var s game.Set
		for _, f := range b.sets[k].order {
			var t game.Tile
			if f.IsJoker() {
				t, jokers = jokers[0], jokers[1:]
			} else {
				t = pool[f][0]
				pool[f] = pool[f][1:]
			}
			laid[t] = true
			s.Tiles = append(s.Tiles, t)
		}
		table = append(table, s)
	}
	var rack []game.Tile
	for _, t := range b.pos.Rack {
		if !laid[t] {
			rack = append(rack, t)
		}
	}
	b.judged++
	v := game.Judge(b.r, b.opts, b.pos, game.Position{Table: table, Rack: rack, Opened: b.pos.Opened})
	if v.Legal {
		b.best = sc
	}
}

// smallPosition deals a random position of at most maxTiles tiles from a
// small part of the box (a few numbers, two or three colours, jokers now
// and then), so that the table and rack interact: the table is made of
// valid sets, the rest goes to the rack.
func smallPosition(rng *rand.Rand, maxTiles int) game.Position {
	lowest := 1 + rng.IntN(10)
	if rng.IntN(4) == 0 {
		lowest = 7 + rng.IntN(4) // high numbers, for initial melds
	}
	width := 3 + rng.IntN(3)
	colours := rng.Perm(game.NumColors)[:2+rng.IntN(3)]
	var box []game.Tile
	for cp := range 2 {
		for _, c := range colours {
			for n := lowest; n < lowest+width && n <= game.MaxNumber; n++ {
				box = append(box, game.NumberTile(game.Color(c), n).WithCopy(cp))
			}
		}
	}
	jokers := rng.IntN(3)
	if rng.IntN(2) == 0 {
		jokers = 0
	}
	for cp := range jokers {
		box = append(box, game.JokerTile(game.Joker).WithCopy(cp))
	}
	rng.Shuffle(len(box), func(i, j int) { box[i], box[j] = box[j], box[i] })
	taken := make([]bool, len(box))
	take := func(match func(game.Tile) bool) (game.Tile, bool) {
		for i, t := range box {
			if !taken[i] && match(t) {
				taken[i] = true
				return t, true
			}
		}
		return 0, false
	}
	untake := func(tiles []game.Tile) {
		for _, t := range tiles {
			taken[slices.Index(box, t)] = false
		}
	}
	pos := game.Position{Opened: rng.IntN(5) != 0}
	tableSize := rng.IntN(maxTiles - 1)
	placed := 0
	for tries := 0; tries < 20 && placed < tableSize; tries++ {
		var set []game.Tile
		ok := true
		if rng.IntN(2) == 0 { // a run
			c := game.Color(colours[rng.IntN(len(colours))])
			start := lowest + rng.IntN(width)
			length := 3 + rng.IntN(2)
			if start+length-1 > game.MaxNumber {
				continue
			}
			for n := start; n < start+length && ok; n++ {
				var t game.Tile
				if rng.IntN(6) == 0 {
					t, ok = take(game.Tile.IsJoker)
				}
				if t == 0 {
					t, ok = take(func(x game.Tile) bool { return x.Kind() == game.Number && x.Color() == c && x.Number() == n })
				}
				set = append(set, t)
			}
		} else { // a group
			n := lowest + rng.IntN(width)
			size := 3 + rng.IntN(2)
			for _, c := range rng.Perm(game.NumColors) {
				if len(set) == size {
					break
				}
				if t, found := take(func(x game.Tile) bool {
					return x.Kind() == game.Number && x.Color() == game.Color(c) && x.Number() == n
				}); found {
					set = append(set, t)
				}
			}
			for len(set) < size {
				t, found := take(game.Tile.IsJoker)
				if !found {
					ok = false
					break
				}
				set = append(set, t)
			}
		}
		if !ok || placed+len(set) > maxTiles-1 {
			untake(slices.DeleteFunc(set, func(t game.Tile) bool { return t == 0 }))
			continue
		}
		pos.Table = append(pos.Table, game.Set{Tiles: set})
		placed += len(set)
	}
	rackSize := 1 + rng.IntN(maxTiles-placed)
	for i, t := range box {
		if len(pos.Rack) == rackSize {
			break
		}
		if !taken[i] {
			taken[i] = true
			pos.Rack = append(pos.Rack, t)
		}
	}
	return pos
}

// TestSolveMatchesBruteForce compares the solver with the exhaustive
// search on random small positions, classic and sabra, opened or not, and
// checks every answer with the referee.
func TestSolveMatchesBruteForce(t *testing.T) {
	positions := 1000
	if testing.Short() {
		positions = 150
	}
	rng := rand.New(rand.NewPCG(3, 1))
	stats := map[string]int{}
	for i := range positions {
		for _, variant := range []string{"classic", "sabra"} {
			r := lookup(t, variant)
			pos := smallPosition(rng, 8+i%6)
			for _, s := range pos.Table {
				if _, why := r.Sets.Check(s); why != "" {
					t.Fatalf("generated an invalid set %s: %s", game.Codes(s.Tiles), why)
				}
			}
			sol := solveChecked(t, r, pos)
			tiles, value, judged := bruteBest(r, pos)
			stats["judged"] += judged
			if sol.Tiles != tiles || sol.Value != value {
				t.Fatalf("%s position %d: table %s, rack %s, opened %v:\nsolver lays %d tiles worth %d (%s), exhaustive search %d worth %d",
					variant, i, tableString(pos.Table), game.Codes(pos.Rack), pos.Opened,
					sol.Tiles, sol.Value, tableString(sol.Table), tiles, value)
			}
			key := variant
			if !pos.Opened {
				key += " meld"
			}
			if sol.Tiles > 0 {
				stats[key+" plays"]++
				if sol.Changed > 0 {
					stats[key+" changes the table"]++
				}
			} else {
				stats[key+" no play"]++
			}
		}
	}
	t.Logf("%d positions per variant: %v", positions, stats)
}
