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

// bruteKinds are the kinds of joker, in the order the search counts them.
var bruteKinds = [...]game.Kind{game.Joker, game.DoubleJoker, game.ColorJoker, game.MirrorJoker}

// bruteKind returns a joker's index in bruteKinds, or -1 for a number tile.
func bruteKind(t game.Tile) int {
	for k, kind := range bruteKinds {
		if t.IsJoker() && t.Kind() == kind {
			return k
		}
	}
	return -1
}

// bruteSet is one candidate set: its faces in order (jokers as the joker
// face of their kind), what its jokers stand for (Twist only: nil in the
// classic variants, whose referee reads the jokers from their places), the
// jokers of each kind, and the faces it uses (a face twice when a mirrored
// set holds it on both sides).
type bruteSet struct {
	order  []game.Tile
	pins   []game.Pin
	jokers [len(bruteKinds)]int
	faces  []int // indexes into bruteSearch.faces
}

type bruteSearch struct {
	r      *game.Rules
	opts   game.Options
	pos    game.Position
	faces  []game.Tile          // distinct number faces in play
	table  []int                // table count by face index
	avail  []int                // table+rack count by face index
	jt, jr [len(bruteKinds)]int // jokers on the table, on the rack, by kind
	sets   []bruteSet
	used   []int
	jUsed  [len(bruteKinds)]int
	chosen []int
	best   int // best legal score found: tiles*1024 + value
	judged int
	// bestTable is the table of the best legal play found (for failure
	// messages).
	bestTable []game.Set
	// last[f] is the last candidate using face f, lastJ[k] the last one
	// holding a joker of kind k (-1: none): past it, what is not placed
	// never will be.
	last  []int
	lastJ [len(bruteKinds)]int
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
	b := newBruteSearch(r, opts, pos)
	if b.special() {
		b.twistCandidates()
	} else {
		b.candidates()
	}
	b.run()
	return b.best >> 10, b.best & 1023, b.judged
}

// newBruteSearch counts the tiles of a position by face and joker kind.
func newBruteSearch(r *game.Rules, opts game.Options, pos game.Position) *bruteSearch {
	b := &bruteSearch{r: r, opts: opts, pos: pos}
	index := map[game.Tile]int{}
	count := func(t game.Tile, table bool) {
		if k := bruteKind(t); k >= 0 {
			if table {
				b.jt[k]++
			} else {
				b.jr[k]++
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
	return b
}

// special reports whether Twist's special jokers are in play.
func (b *bruteSearch) special() bool {
	for k := 1; k < len(bruteKinds); k++ {
		if b.jt[k]+b.jr[k] > 0 {
			return true
		}
	}
	return false
}

// run searches every collection of candidates.
func (b *bruteSearch) run() {
	b.last = make([]int, len(b.faces))
	for f := range b.last {
		b.last[f] = -1
	}
	for k := range b.lastJ {
		b.lastJ[k] = -1
	}
	for i, s := range b.sets {
		for _, f := range s.faces {
			b.last[f] = i
		}
		for k, n := range s.jokers {
			if n > 0 {
				b.lastJ[k] = i
			}
		}
	}
	b.used = make([]int, len(b.faces))
	b.search(0)
}

// candidates lists every valid set of distinct faces and regular jokers
// (the classic variants).
func (b *bruteSearch) candidates() {
	n := len(b.faces)
	seen := map[string]bool{}
	jokers := b.jt[0] + b.jr[0]
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
		for j := 0; j <= jokers; j++ {
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
				b.sets = append(b.sets, bruteSet{order: order, jokers: [len(bruteKinds)]int{j}, faces: idx})
			}
		}
	}
	b.tableSetsAsTheyWere()
}

// tableSetsAsTheyWere adds the table's sets as candidates, declared as
// they were: a declared reading the candidates' own readings do not give
// (a mirrored set declared as a run, `*D:O7O8 O9 *M:O10 O9 *D:O7O8`,
// which alone reads as a group; `*:O10 *:O11 O12`, which alone reads as a
// group of 12s, on a rack that has not opened) may still be left as it
// was.
func (b *bruteSearch) tableSetsAsTheyWere() {
	faceIndex := map[game.Tile]int{}
	for i, f := range b.faces {
		faceIndex[f] = i
	}
	for _, s := range b.pos.Table {
		judged, _ := game.JudgeSets(b.r, []game.Set{s})
		if judged[0].Kind == game.NotAMeld || len(judged[0].Stands) != len(s.Tiles) {
			continue
		}
		c := bruteSet{order: make([]game.Tile, len(s.Tiles)), pins: make([]game.Pin, len(s.Tiles))}
		for i, t := range s.Tiles {
			c.order[i] = t.Face()
			if k := bruteKind(t); k >= 0 {
				c.jokers[k]++
				c.pins[i] = judged[0].Stands[i]
			} else {
				c.faces = append(c.faces, faceIndex[t.Face()])
			}
		}
		if !slices.ContainsFunc(b.sets, func(d bruteSet) bool {
			return slices.Equal(d.order, c.order) && slices.Equal(d.pins, c.pins)
		}) {
			b.sets = append(b.sets, c)
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
	for k, u := range b.jUsed {
		s += (u - b.jt[k]) * (1024 + 30)
	}
	return s
}

// hopeless reports whether no collection that adds candidates k onwards can
// place every table tile, or beat the best so far.
func (b *bruteSearch) hopeless(k int) bool {
	gain := b.score()
	for f, u := range b.used {
		if b.last[f] >= k {
			gain += (b.avail[f] - u) * (1024 + b.faces[f].Number())
		} else if u < b.table[f] {
			return true
		}
	}
	for j, u := range b.jUsed {
		if b.lastJ[j] >= k {
			gain += (b.jt[j] + b.jr[j] - u) * (1024 + 30)
		} else if u < b.jt[j] {
			return true
		}
	}
	return gain <= b.best
}

// add takes candidate s's tiles if they are free.
func (b *bruteSearch) add(s *bruteSet) bool {
	for k, n := range s.jokers {
		if b.jUsed[k]+n > b.jt[k]+b.jr[k] {
			return false
		}
	}
	for i, f := range s.faces {
		if b.used[f] == b.avail[f] {
			for _, g := range s.faces[:i] {
				b.used[g]--
			}
			return false
		}
		b.used[f]++
	}
	for k, n := range s.jokers {
		b.jUsed[k] += n
	}
	return true
}

// remove gives candidate s's tiles back.
func (b *bruteSearch) remove(s *bruteSet) {
	for _, f := range s.faces {
		b.used[f]--
	}
	for k, n := range s.jokers {
		b.jUsed[k] -= n
	}
}

// search tries every number of copies of candidate k onwards.
func (b *bruteSearch) search(k int) {
	if b.hopeless(k) {
		return
	}
	if k == len(b.sets) {
		b.leaf()
		return
	}
	b.search(k + 1)
	s := &b.sets[k]
	added := 0
	for b.add(s) {
		b.chosen = append(b.chosen, k)
		added++
		b.search(k + 1)
	}
	for range added {
		b.remove(s)
		b.chosen = b.chosen[:len(b.chosen)-1]
	}
}

// leaf judges the chosen sets if they would beat the best so far.
func (b *bruteSearch) leaf() {
	for k, u := range b.jUsed {
		if u < b.jt[k] {
			return
		}
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
	for _, s := range b.pos.Table {
		for _, t := range s.Tiles {
			pool[t.Face()] = append(pool[t.Face()], t)
		}
	}
	for _, t := range b.pos.Rack {
		pool[t.Face()] = append(pool[t.Face()], t)
	}
	laid := map[game.Tile]bool{}
	var table []game.Set
	for _, k := range b.chosen {
		s := game.Set{Pins: b.sets[k].pins}
		for _, f := range b.sets[k].order {
			t := pool[f][0]
			pool[f] = pool[f][1:]
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
		b.best, b.bestTable = sc, table
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
			solveBestWith(t, r, r.Defaults, pos, sol)
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
