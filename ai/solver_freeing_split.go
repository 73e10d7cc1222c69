package ai

// Candidate sets longer than the joker-freeing rule needs, with Twist's
// special jokers (solver_freeing_twist.go lists sets of up to
// maxTwistFixed tiles): a candidate X that cuts into two valid sets, Y
// (a candidate of the same listing) and Z, where the rule reads X and Y
// alike, is left out: every legal play of X's child is, laid with Y and Z
// instead of X, a legal play of Y's child, of the same score.
//
// The rule reads X and Y alike when, for every table joker h whose set's
// other tiles X holds two of (for any other joker neither X, Y nor Z holds
// two, so none of them keeps, exchanges or breaks it), Y holds all of
// them that X holds (Z none), Y exchanges h when X does, and Y's jokers
// keep the same table jokers as X's (their keep masks, as alike reads
// them); and neither Y nor Z is a set of the table as it was (a freed
// joker ends in a set made or changed, and a set as it was is one that
// alike tells apart; a piece with the faces of a table's set is taken
// for one). The sets the search fixes later, the free part and
// the apart fates see Y and Z as they saw X: allowed holds for Y and Z
// when it holds for X (they hold fewer of every set's tiles), and the
// programme may lay Z itself.
//
// X is left out only once the listing is complete, and only when Y (or a
// set alike to it) is one of its candidates; Y may itself be left out for
// a shorter piece, which then is. Only cuts between the tiles in the
// candidate's order are tried, each piece of three tiles or more and
// valid as the set checker reads it (the pieces of a run are runs).

import (
	"slices"

	"rummikub/game"
)

// twistListed runs a Twist listing (list) and returns its sets that the
// node allows, one of each alike class (solver_freeing_alike.go), less
// those that split. With most >= 0 the listing stops once it has more than
// most sets: it reports false, and the sets are as listed. Under a
// closeness filter (fs.near, solver_freeing_lazy.go) it lists the lines the
// filter lets through, leaves out those that split into a candidate of its
// own or of the filter's prior listing, and leaves its alike keys in the
// filter.
func (fs *freeSearch) twistListed(n *fnode, most int, list func(add func(game.Set, game.Meld))) ([]game.Set, bool) {
	var sets []game.Set
	var melds []game.Meld
	alike := map[alikeKey]bool{}
	if fs.near != nil {
		// A rest's listing: the earlier listings' candidates are listed
		// too (solver_freeing_lazy.go; none is alike to one of its own).
		for k := range fs.near.prior {
			alike[k] = true
		}
		fs.near.keys = alike
	}
	if most >= 0 {
		fs.enough = func() bool { return len(sets) > most }
		defer func() { fs.enough = nil }()
	}
	list(func(set game.Set, m game.Meld) {
		if !fs.allowed(n, set.Tiles) {
			return
		}
		if key := fs.alike(set, m); !alike[key] {
			alike[key] = true
			sets, melds = append(sets, set), append(melds, m)
		}
	})
	if most >= 0 && len(sets) > most {
		return sets, false
	}
	sets, _ = fs.dropSplit(sets, melds, alike)
	return sets, true
}

// minSplit is the fewest tiles of a candidate that may cut into two sets.
const minSplit = 6

// splits reports whether candidate set (read as m) cuts into a Y alike
// to a candidate of listed (the listing's alike keys) and a Z, the rule
// reading X and Y alike (see the file's comment): it is then left out.
// The cheap conditions come first: the table jokers' counts, Y's faces
// among the listed candidates' (faces: an alike key holds its set's faces
// sorted), then the faces of the table's sets (tableLines: a piece with a
// set's faces is taken for that set), then the set checker.
func (fs *freeSearch) splits(set game.Set, m game.Meld, listed map[alikeKey]bool, faces map[faceKey9]bool) bool {
	tiles := set.Tiles
	if len(tiles) < minSplit {
		return false
	}
	x := game.JudgedSet{Set: set, Meld: m}
	// held: the table jokers X holds two of the other tiles of, with the
	// count and whether X exchanges them.
	type heldIn struct {
		h, n int
		ex   bool
	}
	var held []heldIn
	for h := range fs.jokers {
		j := &fs.jokers[h]
		if n := j.others.overlap(tiles, -1); n >= 2 {
			held = append(held, heldIn{h, n, j.exchanges(tiles)})
		}
	}
	var xm []uint16
	for cut := 3; cut <= len(tiles)-3; cut++ {
	sides:
		for _, side := range [2]bool{false, true} {
			y, z := tiles[:cut], tiles[cut:]
			if side {
				y, z = z, y
			}
			for _, e := range held {
				j := &fs.jokers[e.h]
				if j.others.overlap(y, -1) != e.n || j.exchanges(y) != e.ex {
					continue sides
				}
			}
			if !faces[facesOf(y)] {
				continue // no listed candidate has y's faces
			}
			if fs.tableLines[tilesLineKey(y)] || fs.tableLines[tilesLineKey(z)] {
				continue
			}
			if xm == nil {
				xm = append(fs.keepMasks(x), 0) // not nil: computed
			}
			if ym, ok := fs.splitAlike(xm[:len(xm)-1], y, z); ok && listed[fs.alikeOf(game.JudgedSet{Set: game.Set{Tiles: y}, Meld: ym}, false)] {
				return true
			}
		}
	}
	return false
}

// dropSplit leaves out of a listing's sets those that split (splits),
// the others in order.
func (fs *freeSearch) dropSplit(sets []game.Set, melds []game.Meld, listed map[alikeKey]bool) ([]game.Set, []game.Meld) {
	outS, outM := sets[:0], melds[:0]
	var faces map[faceKey9]bool // the listed candidates' faces, when needed
	for i, set := range sets {
		if len(set.Tiles) >= minSplit && faces == nil {
			faces = make(map[faceKey9]bool, len(listed))
			for k := range listed {
				faces[k.faces] = true
			}
		}
		if !fs.splits(set, melds[i], listed, faces) {
			outS, outM = append(outS, set), append(outM, melds[i])
		}
	}
	return outS, outM
}

// splitAlike reports whether the pieces y and z of a candidate whose
// jokers' keep masks are xm are valid sets, y's jokers keeping what X's
// did (see the file's comment), and returns y's reading.
func (fs *freeSearch) splitAlike(xm []uint16, y, z []game.Tile) (game.Meld, bool) {
	ym, why := fs.r.Sets.Check(game.Set{Tiles: y})
	if why != "" {
		return game.Meld{}, false
	}
	if _, why := fs.r.Sets.Check(game.Set{Tiles: z}); why != "" {
		return game.Meld{}, false
	}
	if !slices.Equal(xm, fs.keepMasks(game.JudgedSet{Set: game.Set{Tiles: y}, Meld: ym})) {
		return game.Meld{}, false
	}
	return ym, true
}

// keepMasks returns the keep masks of a set's jokers that keep some table
// joker (bit h: it keeps table joker h), sorted.
func (fs *freeSearch) keepMasks(s game.JudgedSet) []uint16 {
	var out []uint16
	for i, t := range s.Tiles {
		if !t.IsJoker() {
			continue
		}
		var mask uint16
		for h := range fs.jokers {
			if fs.jokers[h].keeps(s, i) {
				mask |= 1 << h
			}
		}
		if mask != 0 {
			out = append(out, mask)
		}
	}
	slices.Sort(out)
	return out
}

// faceKey9 is a piece's faces sorted, as alikeKey has them.
type faceKey9 = [maxTwistFixed]game.Face

// facesOf returns the faces of at most maxTwistFixed tiles, sorted.
func facesOf(tiles []game.Tile) faceKey9 {
	var k faceKey9
	for i, t := range tiles {
		k[i] = t.Face()
	}
	slices.Sort(k[:len(tiles)])
	return k
}
