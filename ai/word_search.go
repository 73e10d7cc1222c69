package ai

import (
	"fmt"
	"slices"
	"sync"

	"rummikub/game"
	"rummikub/game/words"
)

// tableWord is a word of the table before the turn, as the solver sees it.
type tableWord struct {
	set     game.Set
	letters []byte // what each tile spells, 'a'..'z'
	jokers  bool   // it holds a joker
	spelled string
	gives   []give // single letters it can give and stay a word
}

// give is a letter a table word can give: without the tile at index, it
// still spells a word.
type give struct {
	index  int
	letter byte
}

// ctxKind is how a main word uses the table.
type ctxKind uint8

const (
	ctxRack  ctxKind = iota // rack letters (and given letters) only
	ctxBlock                // holds a table word's letters in a row
	ctxApart                // takes a table word apart
)

// wordCand is a main word found by the search, before it is worked out.
type wordCand struct {
	kind    ctxKind
	w       int // the table word of a block or apart context
	word    []byte
	jokerAt uint32
	blockAt uint32 // the positions the block's tiles fill (bit i)
}

// wordPlay is a worked-out play: the table after it and what it is worth.
type wordPlay struct {
	table  []game.Set
	rest   []game.Tile // the rack left
	played []game.Tile
	score  int
	tiles  int
}

// wordSearch holds one position's search.
type wordSearch struct {
	r      *game.Rules
	opts   game.Options
	pos    game.Position
	lv     WordLevel
	d      *words.Dict
	table  []tableWord
	rack   bag
	jokers int
	budget int
	minLen int
	pinned bool // the position's table declares jokers: judge as written
	covers map[coverKey][]coverWord

	fnd finder // the finder each search uses

	// Scratch reused by workOut from one main word to the next.
	pools0   tilePools         // the rack's tiles by letter
	scratch  tilePools         // what a play still may lay
	musts    [][26][]game.Tile // a table word's tiles by letter, once taken apart
	mustDone []bool
	gone     []bool
	giving   []int
	kept     []placed
	news     []placed
}

// newWordSearch reads a position.
func newWordSearch(r *game.Rules, opts game.Options, pos game.Position, lv WordLevel, d *words.Dict) (*wordSearch, error) {
	s := &wordSearch{r: r, opts: opts, pos: pos, lv: lv, d: d, budget: lv.Budget, minLen: 3}
	if s.budget == 0 {
		s.budget = defaultWordBudget
	}
	if !pos.Opened {
		s.minLen = max(3, opts.MeldThreshold)
	}
	judged, reasons := game.JudgeSets(r, pos.Table)
	if len(reasons) > 0 {
		return nil, fmt.Errorf("ai: the table is not valid: %s", reasons[0].Text)
	}
	for i, js := range judged {
		tw := tableWord{set: pos.Table[i], letters: make([]byte, len(js.Stands))}
		for k, p := range js.Stands {
			tw.letters[k] = p[0].Letter() | 0x20
			if js.Tiles[k].IsJoker() {
				tw.jokers = true
			}
		}
		tw.spelled = string(tw.letters)
		if len(pos.Table[i].Pins) > 0 {
			s.pinned = true
		}
		s.table = append(s.table, tw)
	}
	for i := range s.table {
		s.table[i].gives = s.gives(i)
	}
	for _, t := range pos.Rack {
		switch {
		case t.IsJoker():
			s.jokers++
			s.pools0.jokers = append(s.pools0.jokers, t)
		case t.Kind() == game.Letter:
			s.rack[t.Letter()-'A']++
			s.pools0.rack[t.Letter()-'A'] = append(s.pools0.rack[t.Letter()-'A'], t)
		default:
			return nil, fmt.Errorf("%w: no %s tile", ErrUnsupported, t)
		}
	}
	s.musts = make([][26][]game.Tile, len(s.table))
	s.mustDone = make([]bool, len(s.table))
	s.gone = make([]bool, len(s.table))
	s.giving = make([]int, len(s.table))
	return s, nil
}

// gives lists the letters table word i can give and stay a word that is
// not on the table.
func (s *wordSearch) gives(i int) []give {
	tw := s.table[i]
	if !s.lv.Rebuild || len(tw.letters) <= 3 {
		return nil
	}
	var out []give
	for k, t := range tw.set.Tiles {
		if t.IsJoker() {
			continue
		}
		rest := string(slices.Concat(tw.letters[:k], tw.letters[k+1:]))
		if s.d.Contains(rest) && !s.onTable(rest, -1) {
			out = append(out, give{index: k, letter: tw.letters[k]})
		}
	}
	return out
}

// onTable reports whether a word is spelled by a table word other than
// skip.
func (s *wordSearch) onTable(w string, skip int) bool {
	for i, tw := range s.table {
		if i != skip && tw.spelled == w {
			return true
		}
	}
	return false
}

// solve runs the search and returns the best legal play.
func (s *wordSearch) solve() (Solution, bool) {
	if s.rack.size()+s.jokers == 0 {
		return Solution{}, false
	}
	total := s.budget
	s.budget = total * 2 / 3
	buf := candBufs.Get().(*candBuf)
	defer candBufs.Put(buf)
	byLen := s.mainWords(buf)
	s.budget += total - total*2/3 // what is left, and the rest for the plays
	var best wordPlay
	found := false
	fills := 0
	// Longest main word first; among equals, the search's order.
	cands := func(yield func(wordCand) bool) {
		for l := len(byLen) - 1; l >= 0; l-- {
			for _, c := range byLen[l] {
				if !yield(c) {
					return
				}
			}
		}
	}
	for c := range cands {
		pause() // working a word out judges plays (pause_js.go)
		if found && 2*len(c.word) <= best.score || s.budget <= 0 {
			break // not even doubled could it beat the best
		}
		// Filling the rack is worth trying only while doubling could win.
		fill := s.lv.Fill && fills < maxFills && (!found || 2*len(c.word) > best.score)
		beats := func(score, tiles int) bool {
			return !found || score > best.score || score == best.score && tiles > best.tiles
		}
		p, filled, ok := s.workOut(c, fill, beats)
		if filled {
			fills++
		}
		if !ok {
			continue
		}
		if !s.legal(p) {
			continue
		}
		best, found = p, true
	}
	if !found {
		return Solution{}, false
	}
	before, _ := game.JudgeSets(s.r, s.pos.Table)
	return Solution{
		Table:   best.table,
		Rack:    best.rest,
		Played:  best.played,
		Tiles:   best.tiles,
		Value:   best.score,
		Changed: changed(s.r, before, best.table),
	}, true
}

// maxPerLength bounds the main words of one length kept for working out.
const maxPerLength = 2000

// maxFills bounds how many main words the search tries to complete by
// laying the rest of the rack.
const maxFills = 40

// legal asks the referee about a play, as the table will be judged: as
// written when the position declares its jokers, else also with the new
// words' jokers undeclared, as they lie on the game's grid.
func (s *wordSearch) legal(p wordPlay) bool {
	after := game.Position{Table: p.table, Rack: p.rest, Opened: s.pos.Opened}
	v := game.Judge(s.r, s.opts, s.pos, after)
	if !v.Legal || v.Points != p.score {
		return false
	}
	if s.pinned {
		return true
	}
	bare := make([]game.Set, len(p.table))
	for i, set := range p.table {
		bare[i] = game.Set{Tiles: set.Tiles}
	}
	after.Table = bare
	v = game.Judge(s.r, s.opts, s.pos, after)
	return v.Legal && v.Points == p.score
}

// mainWords lists every main word the level's contexts allow, by length
// (at most maxPerLength of each length).
func (s *wordSearch) mainWords(buf *candBuf) [][]wordCand {
	out := buf.byLen
	for l := range out {
		out[l] = out[l][:0]
	}
	arena := buf.arena[:0] // the words' letters; a full arena is replaced, not moved
	defer func() { buf.arena = arena }()
	run := func(kind ctxKind, w int) {
		f := s.finder()
		f.minLen = s.minLen
		f.needOwn = true
		var skip []int
		switch kind {
		case ctxBlock:
			f.block = s.table[w].letters
			// A word holding a joker is never taken apart, but with
			// rebuilds letters may be laid inside it: the joker stays,
			// standing for its letter, among all of its word's tiles,
			// so it is not freed (C*T + O -> COAT).
			f.gaps = s.lv.Rebuild && s.table[w].jokers
			skip = []int{w}
		case ctxApart:
			for _, c := range s.table[w].letters {
				f.must[c-'a']++
			}
			f.anyMust = true
			skip = []int{w}
		}
		if s.pos.Opened && s.lv.Rebuild {
			for i, tw := range s.table {
				if slices.Contains(skip, i) {
					continue
				}
				seen := map[byte]bool{}
				for _, g := range tw.gives {
					if !seen[g.letter] {
						seen[g.letter] = true
						f.donor[g.letter-'a']++
					}
				}
			}
		}
		f.emit = func(word []byte, jokerAt, blockAt uint32) bool {
			if len(out[len(word)]) < maxPerLength {
				at := len(arena)
				arena = append(arena, word...)
				out[len(word)] = append(out[len(word)], wordCand{kind: kind, w: w, word: arena[at:len(arena):len(arena)], jokerAt: jokerAt, blockAt: blockAt})
			}
			return true
		}
		f.run()
	}
	run(ctxRack, -1)
	if !s.pos.Opened {
		return out
	}
	for i, tw := range s.table {
		if s.lv.Extend && (tw.jokers || !s.lv.Rebuild) {
			run(ctxBlock, i)
		}
		if s.lv.Rebuild && !tw.jokers {
			run(ctxApart, i)
		}
	}
	return out
}

// candBuf holds the main words of a search, reused by the next search.
type candBuf struct {
	byLen [][]wordCand
	arena []byte
}

// candBufs are the candBufs not in use.
var candBufs = sync.Pool{New: func() any {
	return &candBuf{byLen: make([][]wordCand, words.MaxLen+1), arena: make([]byte, 0, 1<<16)}
}}

// finder returns a finder over the rack with the search's dictionary and
// budget.
// It is the same finder each time, reset: searches never overlap.
func (s *wordSearch) finder() *finder {
	s.fnd = finder{d: s.d, common: s.lv.Common, rack: s.rack, jokers: s.jokers, budget: &s.budget}
	return &s.fnd
}
