package ai_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"rummikub/game"
)

// TestSolveDeclaredJokersLeftAsTheyWere solves Twist positions whose table
// holds a set of two jokers declared otherwise than the set checker reads
// them (`*D:O8K8 R8 *:B8`, read alone as `*D:B8K8 R8 *:O8`; mirrored
// doubles), as a program may give them to `solve`. The referee keeps such
// a set left as it was (game.KeepsJokers); the solver's search had read
// it anew and found its jokers moved, laying nothing where the witness
// play below lays a tile. Each witness is judged by the referee, and the
// solver must lay as much as it does. (The exhaustive search of the tests
// lists each set once, read by the checker, and misses these plays too.)
func TestSolveDeclaredJokersLeftAsTheyWere(t *testing.T) {
	r := lookup(t, "twist")
	for _, c := range []witnessCase{
		{"*D:O8K8 R8 *:B8 | *:R6 R7 R8", "R9 K9", "*D:O8K8 R8 *:B8 | *:R6 R7 R8 R9"},
		{"*D:O8K8 R8 *:B8 | *:R6 R7 R8", "K7 O8 B9 B8", "*D:O8K8 R8 *:B8 | K7 R7 *:B7 | R8 B8 O8"},
		{"B11 *D:K11O11 *M:R11 *D:K11O11 B11 | *:B3 B4 B5", "B6 O6", "B11 *D:K11O11 *M:R11 *D:K11O11 B11 | *:B3 B4 B5 B6"},
		{"B11 *D:K11O11 *M:R11 *D:K11O11 B11 | *:R4 B4 K4", "O4 K11", "B11 *D:K11O11 *M:R11 *D:K11O11 B11 | K4 B4 O4 *:R4"},
		{"O11 *D:R11B11 *M:K11 *D:R11B11 O11 | R11 *C:R12 O13", "R11 O13 R10 K9 O10", "O11 *D:R11B11 *M:K11 *D:R11B11 O11 | R10 R11 *C:R12 O13"},
		{"O11 *D:B11K11 *M:R11 *D:B11K11 O11 | K10 K11 *:K12", "O10 B11 B12 K13 *M", "O11 *D:B11K11 *M:R11 *D:B11K11 O11 | K10 K11 *:K12 K13"},
		{"R11 *D:O11K11 *M:B11 *D:O11K11 R11 | *:B11 B12 B13 | R10 O10 K10", "K11 B11 B11 K11 B10",
			"R11 *D:O11K11 *M:B11 *D:O11K11 R11 | K10 R10 B10 O10 | K11 B11 *:R11 | B11 B12 B13"},
		// The declared joker of a set left as it was was taken as broken
		// (no joker's reading keeps `*:B8`) with no child, its set fixed:
		// the node and every legal play under it were dropped.
		{"*D:R8O8 K8 *:B8 | K7 K8 *C:K9 B10", "R8 K7 R8 *", "*D:R8O8 K8 *:B8 | *:K6 K7 K8 *C:K9 B10"},
		{"B11 *D:K11O11 *M:R11 *D:K11O11 B11 | *:K10 K11 K12", "R11 K11 K13 R12 B13",
			"B11 *D:K11O11 *M:R11 *D:K11O11 B11 | *:K10 K11 K12 K13"},
		{"*D:K3B3 O3 *:R3 | B3 B4 *:B5 | R4 O4 B4", "O1 B2 B3 O3 K3",
			"*D:K3B3 O3 *:R3 | B2 B3 B4 *:B5 | K3 B3 O3 | R4 B4 O4"},
	} {
		assertWitness(t, r, c)
	}
}

// witnessCase is an opened position and a legal play of it, written as a
// table of codes (judgeWitness).
type witnessCase struct{ table, rack, witness string }

// assertWitness fails the test where the solver lays less than a case's
// legal play.
func assertWitness(t *testing.T, r *game.Rules, c witnessCase) {
	t.Helper()
	pos := positionOf(t, c.table, c.rack, true)
	tiles, value := judgeWitness(t, r, pos, c.witness)
	sol := solveWith(t, r, r.Defaults, pos)
	if sol.Tiles*1024+sol.Value < tiles*1024+value {
		t.Errorf("%s: table %s, rack %s: the solver lays %d tiles worth %d (%s), the legal play %s lays %d worth %d",
			r.Name, c.table, c.rack, sol.Tiles, sol.Value, tableString(sol.Table), c.witness, tiles, value)
	}
}

// judgeWitness has the referee judge a play written as a table of codes
// (its tiles taken by face from the position's table, then its rack) and
// returns the tiles it lays and their value; it fails the test if the
// play is not legal.
func judgeWitness(t *testing.T, r *game.Rules, pos game.Position, witness string) (tiles, value int) {
	t.Helper()
	var table []game.Tile
	for _, s := range pos.Table {
		table = append(table, s.Tiles...)
	}
	rack := slices.Clone(pos.Rack)
	take := func(code game.Tile) game.Tile {
		for _, from := range []*[]game.Tile{&table, &rack} {
			if i := slices.IndexFunc(*from, func(u game.Tile) bool { return u.Face() == code.Face() }); i >= 0 {
				tile := (*from)[i]
				*from = slices.Delete(*from, i, i+1)
				return tile
			}
		}
		t.Fatalf("witness %s: no tile %s left", witness, code)
		return 0
	}
	var after []game.Set
	for _, s := range positionOf(t, witness, "", true).Table {
		set := game.Set{Tiles: make([]game.Tile, len(s.Tiles)), Pins: s.Pins}
		for i, code := range s.Tiles {
			set.Tiles[i] = take(code)
		}
		after = append(after, set)
	}
	v := game.Judge(r, r.Defaults, pos, game.Position{Table: after, Rack: rack, Opened: true})
	if !v.Legal {
		t.Fatalf("witness %s: the referee says %v", witness, v.Reasons)
	}
	for _, p := range v.Played {
		value += r.PenaltyValue(p)
	}
	return len(v.Played), value
}

// TestSolveTwistDeclaredMatchesBruteForce compares the solver with the
// exhaustive search on small Twist positions dealt around a group of two
// jokers declared otherwise than the set checker reads it: the same
// numbers, the colours that no tile fixes dealt to its jokers another way
// (`*D:R8O8 K8 *:B8` where the checker reads `*D:B8O8 K8 *:R8`), as a
// program may give them to `solve`; beside it a run with a joker of any
// kind near the group's number, and a rack of tiles near it. The referee
// keeps such a set left as it was, in any order (game.KeepsJokers), so the
// exhaustive search's sets, read by the checker, still find its plays; the
// solver must match them, and its every answer is judged by the referee.
// (The review positions of TestSolveDeclaredJokersLeftAsTheyWere are of
// this shape.)
func TestSolveTwistDeclaredMatchesBruteForce(t *testing.T) {
	positions := 400
	if testing.Short() {
		positions = 80
	}
	r := lookup(t, "twist")
	rng := rand.New(rand.NewPCG(61, 7))
	played := 0
	for range positions {
		pos := declaredGroupPosition(t, r, rng)
		sol := solveWith(t, r, r.Defaults, pos)
		tiles, value, _ := bruteBestWith(r, r.Defaults, pos)
		if sol.Tiles*1024+sol.Value != tiles*1024+value {
			t.Fatalf("table %s, rack %s: the solver lays %d tiles worth %d (%s), the exhaustive search %d worth %d",
				tableString(pos.Table), game.Codes(pos.Rack), sol.Tiles, sol.Value, tableString(sol.Table), tiles, value)
		}
		if tiles > 0 {
			played++
		}
	}
	if played < positions/4 {
		t.Errorf("a play in %d of %d positions: the positions hardly test a play", played, positions)
	}
}

// declaredGroupPosition deals a position of TestSolveTwistDeclaredMatchesBruteForce.
func declaredGroupPosition(t *testing.T, r *game.Rules, rng *rand.Rand) game.Position {
	t.Helper()
	for {
		n := 2 + rng.IntN(game.MaxNumber-2)
		colours := rng.Perm(game.NumColors)
		var tiles []game.Tile
		switch rng.IntN(3) {
		case 0: // one number tile, a joker and a double joker
			tiles = []game.Tile{game.NumberTile(game.Color(colours[0]), n), game.JokerTile(game.Joker), game.JokerTile(game.DoubleJoker)}
		case 1: // one number tile and two jokers
			tiles = []game.Tile{game.NumberTile(game.Color(colours[0]), n), game.JokerTile(game.Joker), game.JokerTile(game.Joker)}
		default: // two number tiles and two jokers
			tiles = []game.Tile{game.NumberTile(game.Color(colours[0]), n), game.NumberTile(game.Color(colours[1]), n),
				game.JokerTile(game.Joker), game.JokerTile(game.Joker)}
		}
		rng.Shuffle(len(tiles), func(i, j int) { tiles[i], tiles[j] = tiles[j], tiles[i] })
		table := []game.Set{{Tiles: tiles}}
		if m, why := r.Sets.Check(table[0]); why != "" || m.Kind != game.Group || !redeclared(r, rng, table) {
			continue
		}
		// A run of three or four near n, one of its tiles a joker.
		c := game.Color(rng.IntN(game.NumColors))
		lo := max(1, n-1-rng.IntN(3))
		length := 3 + rng.IntN(2)
		var run []game.Tile
		for x := lo; x < lo+length && x <= game.MaxNumber; x++ {
			run = append(run, game.NumberTile(c, x))
		}
		kinds := []game.Kind{game.Joker, game.DoubleJoker, game.ColorJoker}
		at := rng.IntN(len(run))
		run[at] = game.JokerTile(kinds[rng.IntN(len(kinds))])
		if run[at].Kind() == game.ColorJoker {
			// another colour after it
			for x := at + 1; x < len(run); x++ {
				run[x] = game.NumberTile((c+1)%game.NumColors, run[x].Number())
			}
		}
		if _, why := r.Sets.Check(game.Set{Tiles: run}); why != "" {
			continue
		}
		table = append(table, game.Set{Tiles: run})
		var rack []game.Tile
		for range 2 + rng.IntN(3) {
			if rng.IntN(6) == 0 {
				rack = append(rack, game.JokerTile(kinds[rng.IntN(len(kinds))]))
				continue
			}
			x := min(game.MaxNumber, max(1, n-2+rng.IntN(5)))
			rack = append(rack, game.NumberTile(game.Color(rng.IntN(game.NumColors)), x))
		}
		pos, ok := withCopies(table, rack)
		if !ok {
			continue
		}
		return pos
	}
}

// withCopies makes a position of a table and a rack, giving each tile its
// copy number (the first of its face is copy 0, the second copy 1); it
// reports false when a face or joker kind is there more often than the
// Twist box holds it (twice).
func withCopies(table []game.Set, rack []game.Tile) (game.Position, bool) {
	seen := map[game.Tile]int{}
	copyOf := func(t game.Tile) (game.Tile, bool) {
		k := seen[t.Face()]
		seen[t.Face()]++
		return t.WithCopy(k), k < 2
	}
	pos := game.Position{Opened: true}
	for _, s := range table {
		set := game.Set{Tiles: make([]game.Tile, len(s.Tiles)), Pins: s.Pins}
		for i, t := range s.Tiles {
			var ok bool
			if set.Tiles[i], ok = copyOf(t); !ok {
				return pos, false
			}
		}
		pos.Table = append(pos.Table, set)
	}
	for _, t := range rack {
		u, ok := copyOf(t)
		if !ok {
			return pos, false
		}
		pos.Rack = append(pos.Rack, u)
	}
	return pos, true
}

// redeclared declares one of the table's sets of two or more jokers
// otherwise than the set checker reads it, if some set has such a reading:
// each joker declared as its numbers in any colours, the set valid and read
// as declared, not as the checker reads it undeclared. It reports whether
// it did.
func redeclared(r *game.Rules, rng *rand.Rand, table []game.Set) bool {
	for _, si := range rng.Perm(len(table)) {
		s := table[si]
		var jokers []int
		for i, t := range s.Tiles {
			if t.IsJoker() {
				jokers = append(jokers, i)
			}
		}
		if len(jokers) < 2 {
			continue
		}
		m, why := r.Sets.Check(game.Set{Tiles: s.Tiles})
		if why != "" {
			continue
		}
		var options []game.Set
		var deal func(k int, pins []game.Pin)
		deal = func(k int, pins []game.Pin) {
			if k == len(jokers) {
				d := game.Set{Tiles: s.Tiles, Pins: slices.Clone(pins)}
				if dm, why := r.Sets.Check(d); why == "" && !slices.Equal(dm.Stands, m.Stands) {
					options = append(options, d)
				}
				return
			}
			p := m.Stands[jokers[k]]
			for c := range game.Color(game.NumColors) {
				for c2 := range game.Color(game.NumColors) {
					if p[1] == 0 && c2 > 0 {
						break
					}
					q := game.Pin{game.NumberTile(c, p[0].Number())}
					if p[1] != 0 {
						q[1] = game.NumberTile(c2, p[1].Number())
					}
					pins[jokers[k]] = q
					deal(k+1, pins)
				}
			}
			pins[jokers[k]] = game.Pin{}
		}
		if m.Stands[jokers[0]][0].Kind() != game.Number {
			continue
		}
		deal(0, make([]game.Pin, len(s.Tiles)))
		if len(options) > 0 {
			table[si] = options[rng.IntN(len(options))]
			return true
		}
	}
	return false
}

// TestSolveTwoSetsOfTheSameTiles: where two sets of the table hold the
// same tiles (or one's tiles are in the other), the sets left as they
// were are paired by a matching that may pair either with a set of after
// (game.KeptSets). The solver laid nothing, or less than these legal plays
// (a review's positions): the matching paired the group `*D O4 *` with
// the run `O4 *D *` left as it was; a set fixed as it was for one joker
// was paired with its twin, whose joker was still open; and a set fixed
// to keep one set's joker was taken by the other set, left as it was.
func TestSolveTwoSetsOfTheSameTiles(t *testing.T) {
	r := lookup(t, "twist")
	for _, c := range []witnessCase{
		{"*D O4 * | O4 *D *", "O6", "O4 *D:O5O6 *:O7 | *D:O2O3 O4 *:O5 O6"},
		{"O4 *D * | *D O4 *", "O6", "O4 *D:O5O6 *:O7 | *D:O2O3 O4 *:O5 O6"},
		{"*D R7 O7 | *D R7 O7 | * R5 R6", "R9 *", "*:R3 *:R4 R5 R6 | R7 O7 *D:B7K7 | R7 O7 *D:B7K7"},
		{"*C:R1 R2 R3 | *C:R1 R2 R3 R4 | K1 *M:K2 *:K1", "B1 O1", "K1 B1 O1 | *C:R1 R2 R3 | *C:R1 R2 R3 | R4 *M:O4 *:R4"},
		// A set fixed as it was for one of its jokers (the other still
		// open) is paired with it, not with its twin of the same order,
		// whose jokers then go on into the longer run (a review's).
		{"* *D B7 | *:R7 *D:O7K7 B7", "B8", "*:B4 *D:B5B6 B7 B8 | *:R7 *D:O7K7 B7"},
		// The group reordered as its run twin, the run extended.
		{"*D O4 * | O4 *D *", "O8", "O4 *D * | O4 *D * O8"},
	} {
		assertWitness(t, r, c)
	}
}

// TestSolveSetReadAsAWhole: a set of one number tile and regular or double
// jokers reads as a group or as a run, its jokers read together
// (game.ReadsWhole), so its tiles' order matters: `*D K8 *`, split from
// `*D K8 * K10`, keeps both jokers as the run K6K7 K8 K9, where `* *D K8`
// keeps only the double. The search took the two for one set (the order
// of a group's tiles was left out of its keys) and laid less.
func TestSolveSetReadAsAWhole(t *testing.T) {
	r := lookup(t, "twist")
	for _, c := range []witnessCase{
		{"*D K8 * K10", "*C K11 R8 R10", "*D:K6K7 K8 *:K9 | R8 *C:R9 K10 K11"},
		{"*D K6 * K8 K9", "K10", "*D K6 * | K8 K9 K10"},
	} {
		assertWitness(t, r, c)
	}
}
