package ai

import (
	"math/bits"
	"slices"

	"rummikub/game"
)

// tilePools are the tiles a play may still lay, by letter.
type tilePools struct {
	rack   [26][]game.Tile
	jokers []game.Tile
	must   [26][]game.Tile
}

// rackBag counts the letters of the rack pools.
func (p *tilePools) rackBag() bag {
	var b bag
	for c := range p.rack {
		b[c] = len(p.rack[c])
	}
	return b
}

// placed is a word the play lays: its tiles and the letters its jokers
// stand for; replaces is the table word it takes the place of, or -1.
type placed struct {
	tiles    []game.Tile
	pins     []game.Pin
	word     string
	replaces int
}

// spelled returns the word a placement spells, lower case.
func (p placed) spelled() string { return p.word }

// pop takes the first tile of a list.
func pop(list *[]game.Tile) game.Tile {
	t := (*list)[0]
	*list = (*list)[1:]
	return t
}

// workOut turns a main word into a whole play: its tiles, the word that
// takes the rest of a table word taken apart, the letters given by other
// table words, and the rest of the rack laid to empty it where it can be.
// fill says whether to try laying the rest of the rack; filled reports
// whether it was tried. beats says whether a play of that score and rack
// tiles laid would beat the best so far: a play that would not is not
// assembled, and workOut reports false for it.
func (s *wordSearch) workOut(c wordCand, fill bool, beats func(score, tiles int) bool) (play wordPlay, filled, ok bool) {
	s.scratch = s.pools0
	pools := &s.scratch
	gone, giving := s.gone, s.giving // table words the play takes away; the tile each gives
	for i := range gone {
		gone[i] = false
		giving[i] = -1
	}
	if c.kind != ctxRack {
		gone[c.w] = true
	}
	if c.kind == ctxApart {
		pools.must = s.mustOf(c.w)
	}
	main := placed{replaces: -1, tiles: make([]game.Tile, 0, len(c.word)), pins: make([]game.Pin, 0, len(c.word))}
	for i, ch := range c.word {
		l := ch - 'a'
		var t game.Tile
		var pin game.Pin
		switch {
		case c.jokerAt&(1<<i) != 0:
			t = pop(&pools.jokers)
			pin = game.Pin{game.LetterTile(ch &^ 0x20)}
		case c.kind == ctxBlock && c.blockAt&(1<<i) != 0:
			t = s.table[c.w].set.Tiles[bits.OnesCount32(c.blockAt&(1<<i-1))]
			if t.IsJoker() {
				pin = game.Pin{game.LetterTile(ch &^ 0x20)}
			}
		case len(pools.must[l]) > 0:
			t = pop(&pools.must[l])
		case len(pools.rack[l]) > 0:
			t = pop(&pools.rack[l])
		default:
			w, k := s.donorFor(ch, gone, giving)
			if w < 0 {
				return wordPlay{}, false, false
			}
			giving[w] = k
			t = s.table[w].set.Tiles[k]
		}
		main.tiles = append(main.tiles, t)
		main.pins = append(main.pins, pin)
	}
	main.word = string(c.word)
	if c.kind == ctxBlock {
		main.replaces = c.w
	}
	news := append(s.news[:0], main)
	defer func() { s.news = news[:0] }()
	// The rest of a table word taken apart goes into one more word.
	var left bag
	for l := range pools.must {
		left[l] = len(pools.must[l])
	}
	if left.size() > 0 {
		// Without the rest of the rack laid after it, a play whose cover
		// word leaves a tile on the rack may be unable to win: then only a
		// cover word taking every tile left is worth looking for.
		full := false
		if rl := pools.left(); !fill && rl > 0 {
			bound := max(len(main.tiles), left.size()+rl-1)
			for i, k := range giving {
				if k >= 0 {
					bound = max(bound, len(s.table[i].letters)-1)
				}
			}
			full = !beats(bound, len(s.pos.Rack)-1)
		}
		cover, ok := s.cover(pools, left, full, news, gone, giving)
		if !ok {
			return wordPlay{}, false, false
		}
		news = append(news, cover)
	}
	// What stays of the table, and the words the givers leave.
	kept := s.kept[:0]
	defer func() { s.kept = kept[:0] }()
	for i, tw := range s.table {
		switch {
		case gone[i]:
		case giving[i] >= 0:
			k := giving[i]
			p := placed{tiles: slices.Concat(tw.set.Tiles[:k], tw.set.Tiles[k+1:]), replaces: i,
				word: string(slices.Concat(tw.letters[:k], tw.letters[k+1:]))}
			if tw.set.Pins != nil {
				p.pins = slices.Concat(tw.set.Pins[:k], tw.set.Pins[k+1:])
			} else {
				p.pins = make([]game.Pin, len(p.tiles))
			}
			news = append(news, p)
		default:
			kept = append(kept, placed{tiles: tw.set.Tiles, pins: tw.set.Pins, word: tw.spelled, replaces: i})
		}
	}
	fill = fill && pools.left() > 0
	if !fill && !beats(s.score(news, pools)) {
		return wordPlay{}, false, false // whether it is valid or not, it loses
	}
	if !distinct(kept, news) {
		return wordPlay{}, false, false
	}
	if fill {
		filled = true
		if more, ext, ok := s.fill(pools, kept, news); ok {
			news = append(news, more...)
			for _, e := range ext {
				for j := range kept {
					if kept[j].replaces == e.replaces {
						kept = slices.Delete(kept, j, j+1)
						break
					}
				}
				news = append(news, e)
			}
		}
	}
	if !beats(s.score(news, pools)) {
		return wordPlay{}, filled, false
	}
	return s.play(kept, news), filled, true
}

// mustOf returns table word w's tiles by letter, the mandatory letters of
// a main word that takes it apart.
func (s *wordSearch) mustOf(w int) [26][]game.Tile {
	if !s.mustDone[w] {
		s.mustDone[w] = true
		tw := s.table[w]
		for k, t := range tw.set.Tiles {
			l := tw.letters[k] - 'a'
			s.musts[w][l] = append(s.musts[w][l], t)
		}
	}
	return s.musts[w]
}

// left returns how many rack tiles (letters and jokers) the pools still
// hold.
func (p *tilePools) left() int {
	n := len(p.jokers)
	for c := range p.rack {
		n += len(p.rack[c])
	}
	return n
}

// score returns what a play laying these new words and leaving the pools'
// rack tiles scores, and the rack tiles it lays (as play counts them).
func (s *wordSearch) score(news []placed, pools *tilePools) (score, tiles int) {
	for _, n := range news {
		score = max(score, len(n.tiles))
	}
	left := pools.left()
	if left == 0 {
		score *= 2
	}
	return score, len(s.pos.Rack) - left
}

// donorFor finds a table word that can give the letter and gives nothing
// yet: its index and the tile's index, or -1.
func (s *wordSearch) donorFor(ch byte, gone []bool, giving []int) (int, int) {
	for w, tw := range s.table {
		if gone[w] || giving[w] >= 0 {
			continue
		}
		for _, g := range tw.gives {
			if g.letter == ch {
				return w, g.index
			}
		}
	}
	return -1, -1
}

// distinct reports whether every word of the table after the play is
// spelled once.
func distinct(kept, news []placed) bool {
	for i, p := range news {
		w := p.spelled()
		for _, q := range news[i+1:] {
			if q.spelled() == w {
				return false
			}
		}
		for _, q := range kept {
			if q.spelled() == w {
				return false
			}
		}
	}
	for i, p := range kept {
		for _, q := range kept[i+1:] {
			if q.spelled() == p.spelled() {
				return false
			}
		}
	}
	return true
}

// spelledBy builds a placement for a word found by a finder: a joker where
// jokerAt says, else mandatory tiles first, then rack tiles.
func spelledBy(pools *tilePools, word []byte, jokerAt uint32) placed {
	p := placed{replaces: -1, word: string(word)}
	for i, ch := range word {
		l := ch - 'a'
		var t game.Tile
		var pin game.Pin
		switch {
		case jokerAt&(1<<i) != 0:
			t = pop(&pools.jokers)
			pin = game.Pin{game.LetterTile(ch &^ 0x20)}
		case len(pools.must[l]) > 0:
			t = pop(&pools.must[l])
		default:
			t = pop(&pools.rack[l])
		}
		p.tiles = append(p.tiles, t)
		p.pins = append(p.pins, pin)
	}
	return p
}

// cover finds the longest word that takes every letter left of a table
// word taken apart, with rack letters, spelled like no other word (full:
// only a word taking every rack tile left too; it would be the longest). The
// words found for the same letters are remembered for the position.
func (s *wordSearch) cover(pools *tilePools, left bag, full bool, news []placed, gone []bool, giving []int) (placed, bool) {
	rb := pools.rackBag()
	key := coverKey{left, rb, len(pools.jokers), full}
	found, ok := s.covers[key]
	if !ok {
		f := s.finder()
		f.must = left
		f.rack = rb
		f.jokers = len(pools.jokers)
		f.allMust = true
		f.allRack = full
		f.minLen = 3
		f.emit = func(w []byte, jokerAt, _ uint32) bool {
			found = append(found, coverWord{slices.Clone(w), jokerAt})
			return len(found) < 300
		}
		f.run()
		slices.SortStableFunc(found, func(a, b coverWord) int { return len(b.word) - len(a.word) })
		if len(found) > 12 {
			found = found[:12]
		}
		if s.covers == nil {
			s.covers = map[coverKey][]coverWord{}
		}
		s.covers[key] = found
	}
	for _, c := range found {
		if !s.clashes(string(c.word), news, gone, giving) {
			return spelledBy(pools, c.word, c.jokerAt), true
		}
	}
	return placed{}, false
}

// coverKey is what a cover search depends on: the letters to take, the
// rack letters and jokers left.
type coverKey struct {
	left, rack bag
	jokers     int
	full       bool // only words taking every rack tile too
}

// coverWord is a word a cover search found.
type coverWord struct {
	word    []byte
	jokerAt uint32
}

// clashes reports whether a word is already spelled by a new word or a
// table word that stays (a giver's word is checked later).
func (s *wordSearch) clashes(w string, news []placed, gone []bool, giving []int) bool {
	for _, p := range news {
		if p.spelled() == w {
			return true
		}
	}
	for i, tw := range s.table {
		if !gone[i] && giving[i] < 0 && tw.spelled == w {
			return true
		}
	}
	return false
}

// play assembles the table after the play and scores it.
func (s *wordSearch) play(kept, news []placed) wordPlay {
	var p wordPlay
	for _, k := range kept {
		p.table = append(p.table, game.Set{Tiles: k.tiles, Pins: k.pins})
	}
	longest := 0
	for _, n := range news {
		set := game.Set{Tiles: n.tiles}
		if slices.ContainsFunc(n.pins, func(x game.Pin) bool { return !x.IsZero() }) {
			set.Pins = n.pins
		}
		p.table = append(p.table, set)
		longest = max(longest, len(n.tiles))
	}
	for _, t := range s.pos.Rack {
		if slices.ContainsFunc(p.table, func(set game.Set) bool { return slices.Contains(set.Tiles, t) }) {
			p.played = append(p.played, t)
		} else {
			p.rest = append(p.rest, t)
		}
	}
	p.tiles = len(p.played)
	p.score = longest
	if len(p.rest) == 0 {
		p.score *= 2
	}
	return p
}

// fill lays what it can of the tiles left on the rack, in at most three
// words (two when the player has opened): new words, or table words that
// stay extended at either end. It looks for a way to empty the rack first
// (which doubles the score); failing that, it keeps the way laying the
// most tiles it met, the solver's tie-break among plays of one score
// (ZOOM + DOG rather than ZOOM alone). It returns the new words and the
// extended ones, or false if it lays nothing within the search's bounds.
func (s *wordSearch) fill(pools *tilePools, kept, news []placed) ([]placed, []placed, bool) {
	depth := 2
	if !s.pos.Opened {
		depth = 3
	}
	saved, start := *pools, pools.left()
	var more, ext []placed
	var best partialFill
	used := map[int]bool{}
	tries, partTries := 0, 0
	// note keeps the words laid so far if they lay more than the best.
	note := func() {
		if laid := start - pools.left(); laid > best.laid {
			best = partialFill{slices.Clone(more), slices.Clone(ext), *pools, laid}
		}
	}
	// lay lays option o, reporting false (and laying nothing) if its word
	// is on the table already; undo takes it back.
	lay := func(o fillOption) bool {
		var p placed
		if o.k < 0 {
			p = spelledBy(pools, o.word, o.jokerAt)
		} else {
			p = s.extended(pools, kept[o.k], o.word, o.jokerAt, o.blockAt)
		}
		if !s.fresh(p, kept, news, more, ext, used, o.k) {
			return false
		}
		if o.k < 0 {
			more = append(more, p)
		} else {
			used[o.k] = true
			ext = append(ext, p)
		}
		return true
	}
	undo := func(o fillOption) {
		if o.k < 0 {
			more = more[:len(more)-1]
		} else {
			used[o.k] = false
			ext = ext[:len(ext)-1]
		}
	}
	var rec func(depth int) bool
	rec = func(depth int) bool {
		note()
		if pools.left() == 0 {
			return true
		}
		// The next word: each one found is tried in turn; the last level
		// must use every tile left.
		for _, o := range s.fillOptions(pools, kept, used, depth == 1) {
			tries++
			pause() // each try may judge a play (pause_js.go)
			if tries > maxFillTries || s.budget <= 0 {
				return false
			}
			mark := *pools
			if lay(o) {
				if rec(depth - 1) {
					return true
				}
				undo(o)
			}
			*pools = mark
		}
		if depth == 1 && start-1 > best.laid {
			// No last word takes every tile left: one that takes some of
			// them (all the rack but one tile at most) may still lay more
			// than the best so far.
			for _, o := range s.fillOptions(pools, kept, used, false) {
				partTries++
				if partTries > maxFillTries || s.budget <= 0 {
					break
				}
				mark := *pools
				if lay(o) {
					note()
					undo(o)
				}
				*pools = mark
			}
		}
		return false
	}
	if rec(depth) {
		return more, ext, true
	}
	if best.laid > 0 {
		*pools = best.pools
		return best.more, best.ext, true
	}
	*pools = saved
	return nil, nil, false
}

// partialFill is the best way fill met to lay part of the rack: its words,
// the pools after them and the tiles they lay.
type partialFill struct {
	more, ext []placed
	pools     tilePools
	laid      int
}

// fillOption is a word fill may lay next: a new word, or table word k
// (kept's index; -1 for a new word) extended, its own letters at blockAt.
type fillOption struct {
	word    []byte
	jokerAt uint32
	blockAt uint32
	k       int
}

// fillOptions lists the words fill may lay next from the pools' rack
// tiles (all: only words taking every one of them), new words first, then
// the table words kept that can be extended (when the level extends and
// the player has opened), at most maxFillOptions.
func (s *wordSearch) fillOptions(pools *tilePools, kept []placed, used map[int]bool, all bool) []fillOption {
	rb := pools.rackBag()
	var opts []fillOption
	collect := func(k int, block []byte) {
		f := s.finder()
		f.rack = rb
		f.jokers = len(pools.jokers)
		f.minLen = 3
		f.needOwn = true
		f.allRack = all
		f.block = block
		f.emit = func(w []byte, jokerAt, blockAt uint32) bool {
			opts = append(opts, fillOption{slices.Clone(w), jokerAt, blockAt, k})
			return len(opts) < maxFillOptions
		}
		f.run()
	}
	collect(-1, nil)
	if s.pos.Opened && s.lv.Extend {
		for k, p := range kept {
			if !used[k] && len(opts) < maxFillOptions {
				collect(k, []byte(p.spelled()))
			}
		}
	}
	return opts
}

// The bounds of fill: the words tried at each level, and in all.
const (
	maxFillOptions = 80
	maxFillTries   = 120
)

// extended builds a table word extended at its ends with rack tiles; its
// tiles fill the positions blockAt marks.
func (s *wordSearch) extended(pools *tilePools, k placed, word []byte, jokerAt, blockAt uint32) placed {
	p := placed{replaces: k.replaces, word: string(word)}
	for i, ch := range word {
		var t game.Tile
		var pin game.Pin
		switch {
		case blockAt&(1<<i) != 0:
			t = k.tiles[bits.OnesCount32(blockAt&(1<<i-1))]
			if t.IsJoker() {
				pin = game.Pin{game.LetterTile(ch &^ 0x20)}
			}
		case jokerAt&(1<<i) != 0:
			t = pop(&pools.jokers)
			pin = game.Pin{game.LetterTile(ch &^ 0x20)}
		default:
			t = pop(&pools.rack[ch-'a'])
		}
		p.tiles = append(p.tiles, t)
		p.pins = append(p.pins, pin)
	}
	return p
}

// fresh reports whether a word to lay is spelled by no word of the table
// after the play (the table word it extends aside).
func (s *wordSearch) fresh(p placed, kept, news, more, ext []placed, used map[int]bool, k int) bool {
	w := p.spelled()
	for j, q := range kept {
		if j != k && !used[j] && q.spelled() == w {
			return false
		}
	}
	for _, list := range [][]placed{news, more, ext} {
		for _, q := range list {
			if q.spelled() == w {
				return false
			}
		}
	}
	return true
}
