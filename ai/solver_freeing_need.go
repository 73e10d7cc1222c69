package ai

// What a candidate line of the Twist joker-freeing search must hold for
// its caller to take it (solver_freeing_twist.go), so that the generator
// (twLines) never builds, judges or pays for a line the caller would drop.
//
// The callers' filters look only at the faces of a set's tiles (and what
// its jokers stand for), so each gives a condition on the multiset of a
// line's tokens that every set it keeps meets:
//   - fates (a set keeping or exchanging joker j): at least two tiles of
//     j's set's other faces (each face at most as often as the set held
//     it), and a joker of j's kind or real tiles of every face of one of
//     what j stands for;
//   - apart (a set holding tile t): t's token (the generator puts t first
//     among its face's copies, or its kind's jokers, so a line holding the
//     token holds t);
//   - both (allowed): no two of the other tiles of a joker whose set is
//     taken apart.
//
// A line that fails the condition is dropped unjudged (fits), and a
// partial line is abandoned once no way of completing it can meet it
// (hopeless): the tokens it may still take are bounded by where the line
// stands (a run at slot x takes faces of number x or more, of its colour
// unless a colour-change joker may still come; a group faces of its
// number) and by the free copies left. The line's tokens are the free
// tiles the generator has taken (twFree.used, jused), so nothing is
// counted twice. Every line the caller keeps still reaches it, in the same
// order: the filters are exact, this is only their necessary part, applied
// earlier.

import "rummikub/game"

// maxBag is the most distinct faces of a twBag: a set's other tiles.
const maxBag = game.MaxNumber + 3

// twBag is a multiset of tokens (faces of number tiles, or joker kinds as
// -1-k), as faceBag for tokens.
type twBag struct {
	toks   [maxBag]int
	counts [maxBag]int8
	n      int
	// less, when hasLess, is a token of which the line's first copy is
	// not counted (a joker of a kind the bag's owner is: it may be that
	// joker itself, heldJoker.apartCount).
	less    int
	hasLess bool
}

// faceToken is the token of a tile's face: the face of a number tile, -1-k
// for a joker of kind twKinds[k].
func faceToken(f game.Face) int {
	if f.Kind() == game.Number {
		return int(f)
	}
	return -1 - int(f.Kind()-game.Joker)
}

// tokenBag turns a faceBag into a twBag.
func tokenBag(b *faceBag) twBag {
	var out twBag
	for i := range b.n {
		out.toks[i], out.counts[i] = faceToken(b.faces[i]), b.counts[i]
	}
	out.n = b.n
	return out
}

// twNeed is a caller's condition on a line (see the file's comment).
type twNeed struct {
	// of and min: at least min tokens of the bag of (0: no condition).
	of  twBag
	min int
	// must is a token the line holds, when hasMust.
	must    int
	hasMust bool
	// keep (a joker token) or pins: the line holds a joker of kind keep, or
	// every face of one of pins (a zero second face: none), when hasKeep.
	keep    int
	pins    [][2]int
	hasKeep bool
	// forbid: the line holds no two tokens of any of these bags.
	forbid []twBag
}

// twReach is where a partial line stands: the tokens it may still take
// are faces of numbers lo..hi, of colour colour (any when negative), and
// jokers of the kinds in the mask kinds (bit k: twKinds[k]).
type twReach struct {
	lo, hi, colour int
	kinds          uint8
}

// reaches reports whether a token may still come into a line standing at r.
func (r *twReach) reaches(tok int) bool {
	if tok < 0 {
		return r.kinds&(1<<(-1-tok)) != 0
	}
	f := game.Face(tok)
	n := f.Number()
	return n >= r.lo && n <= r.hi && (r.colour < 0 || int(f.Color()) == r.colour)
}

// inLine counts the line's tokens tok (the free tiles taken).
func (f *twFree) inLine(tok int) int {
	if tok < 0 {
		return f.jused[-1-tok]
	}
	return f.used[faceIndex(game.Face(tok))]
}

// spare counts the free tiles of token tok not in the line.
func (f *twFree) spare(tok int) int {
	if tok < 0 {
		k := -1 - tok
		return len(f.jokers[k]) - f.jused[k]
	}
	i := faceIndex(game.Face(tok))
	return len(f.reals[i]) - f.used[i]
}

// hits counts the line's tokens in the bag, each at most as often as the
// bag holds it.
func (f *twFree) hits(b *twBag) int {
	n := 0
	for i := range b.n {
		in := f.inLine(b.toks[i])
		if b.hasLess && b.toks[i] == b.less && in > 0 {
			in--
		}
		n += min(int(b.counts[i]), in)
	}
	return n
}

// fits reports whether the line the generator holds (f's taken tiles)
// meets the need.
func (nd *twNeed) fits(f *twFree) bool {
	if nd == nil {
		return true
	}
	if nd.hasMust && f.inLine(nd.must) == 0 {
		return false
	}
	if nd.min > 0 && f.hits(&nd.of) < nd.min {
		return false
	}
	for i := range nd.forbid {
		if f.hits(&nd.forbid[i]) >= 2 {
			return false
		}
	}
	if nd.hasKeep && f.inLine(nd.keep) == 0 {
		ok := false
		for _, p := range nd.pins {
			if f.inLine(p[0]) > 0 && (p[1] == 0 || f.inLine(p[1]) > 0) {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

// hopeless reports whether no completion of the line, standing at r with
// room more tiles at most, can meet the need.
func (nd *twNeed) hopeless(f *twFree, r *twReach, room int) bool {
	if nd == nil {
		return false
	}
	for i := range nd.forbid {
		if f.hits(&nd.forbid[i]) >= 2 {
			return true // more tiles only add to it
		}
	}
	can := func(tok int) bool { return f.inLine(tok) > 0 || room > 0 && r.reaches(tok) && f.spare(tok) > 0 }
	if nd.hasMust && !can(nd.must) {
		return true
	}
	if nd.min > 0 {
		have, more := 0, 0
		for i := range nd.of.n {
			tok, c := nd.of.toks[i], int(nd.of.counts[i])
			in := min(c, f.inLine(tok))
			have += in
			if in < c && r.reaches(tok) {
				more += min(c-in, f.spare(tok))
			}
		}
		if have+min(more, room) < nd.min {
			return true
		}
	}
	if nd.hasKeep && !can(nd.keep) {
		for _, p := range nd.pins {
			if can(p[0]) && (p[1] == 0 || can(p[1])) {
				return false
			}
		}
		return true
	}
	return false
}
