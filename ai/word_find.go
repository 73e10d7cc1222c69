package ai

import (
	"math/bits"
	"sync"

	"rummikub/game/words"
)

// bag counts letters a..z (index 0..25).
type bag [26]int

// size returns how many letters the bag holds.
func (b *bag) size() int {
	n := 0
	for _, k := range b {
		n += k
	}
	return n
}

// finder is the word search of the Word solver: a depth-first walk of the
// dictionary's word graph that spells words from letters of three sources,
// taken in this order of preference: mandatory letters (of a table word
// taken apart, which must all end in words), rack letters, and letters
// other table words can give; rack jokers stand for any letter when no
// real one is left. A finder may also have to hold a block: a table word's
// letters in a row (a word extended at either end), or with gaps, in their
// order with other letters laid between them (a word holding a joker,
// which stays in it standing for its letter: C*T -> COAT). Each word it
// spells that meets its conditions is passed to emit.
type finder struct {
	d      *words.Dict
	common bool // spell only common words (the easy level's vocabulary)

	must, rack, donor bag
	jokers            int
	block             []byte // letters 'a'..'z' that must appear in a row, or nil
	gaps              bool   // the block's letters may have other letters between them

	minLen  int
	maxLen  int
	allMust bool // every mandatory letter must be used
	anyMust bool // at least one mandatory letter must be used
	allRack bool // every rack letter and joker must be used (emptying)
	needOwn bool // at least one rack letter or joker must be used

	below *graphBelow // what lies under each node of d

	// budget counts down the graph nodes the search may still visit;
	// the search stops at 0.
	budget *int

	// emit receives each word: its letters, the positions rack jokers
	// fill (bit i), and the positions the block's letters fill (bit i; 0
	// without a block). It returns false to stop the search.
	emit func(w []byte, jokerAt, blockAt uint32) bool

	used      bag
	jokerUsed int
	owedMust  int                      // mandatory letters not used yet
	owedAll   int                      // mandatory and rack letters not used yet
	mustAll   int                      // mandatory letters in all
	shortMust uint32                   // letters c with used[c] < must[c]
	shortAll  uint32                   // letters c with used[c] < must[c]+rack[c]
	mustAt    uint32                   // letters c with must[c] > 0
	blockRest [words.MaxLen + 1]uint32 // the letters of block[i:]
	buf       [words.MaxLen]byte
	blockNext int    // the block's letters placed so far
	blockAt   uint32 // the positions they fill
	stopped   bool
}

// run searches from the root.
func (f *finder) run() {
	if f.maxLen == 0 || f.maxLen > words.MaxLen {
		f.maxLen = words.MaxLen
	}
	f.used = bag{}
	f.jokerUsed = 0
	f.owedMust = f.must.size()
	f.owedAll = f.owedMust + f.rack.size()
	f.mustAll = f.owedMust
	f.shortMust, f.shortAll, f.mustAt = 0, 0, 0
	for c := range f.must {
		if f.must[c] > 0 {
			f.shortMust |= 1 << c
			f.mustAt |= 1 << c
		}
		if f.must[c]+f.rack[c] > 0 {
			f.shortAll |= 1 << c
		}
	}
	f.blockRest = [words.MaxLen + 1]uint32{}
	if len(f.block) > words.MaxLen {
		return // no word holds it
	}
	for i := len(f.block) - 1; i >= 0; i-- {
		f.blockRest[i] = f.blockRest[i+1] | 1<<(f.block[i]-'a')
	}
	f.blockNext, f.blockAt = 0, 0
	f.stopped = false
	f.below = belowOf(f.d)
	f.walk(f.d.Root(), 0, 0)
}

// owed returns how many more letters the conditions require.
func (f *finder) owed() int {
	n := 0
	if f.allMust {
		n = f.owedMust
	}
	if f.allRack {
		n = f.owedAll + f.jokers - f.jokerUsed
	}
	return n + len(f.block) - f.blockNext
}

func (f *finder) walk(n words.Node, depth int, jokerAt uint32) {
	if f.stopped {
		return
	}
	if f.budget != nil {
		if *f.budget <= 0 {
			f.stopped = true
			return
		}
		*f.budget--
	}
	pause() // lets the browser draw during a long search (pause_js.go)
	if depth+f.owed() > f.maxLen {
		return
	}
	if depth >= f.minLen && f.d.IsWord(n) && (!f.common || f.d.IsCommon(n)) && f.accept() {
		if !f.emit(f.buf[:depth], jokerAt, f.blockAt) {
			f.stopped = true
			return
		}
	}
	if depth == f.maxLen || f.hopeless(n) {
		return
	}
	if !f.gaps && f.block != nil && f.blockNext == 0 && depth+len(f.block) <= f.maxLen {
		m, ok := f.d.Follow(n, string(f.block))
		if ok {
			f.blockNext, f.blockAt = len(f.block), (1<<len(f.block)-1)<<depth
			copy(f.buf[depth:], f.block)
			f.walk(m, depth+len(f.block), jokerAt)
			f.blockNext, f.blockAt = 0, 0
		}
	}
	for m := f.d.Letters(n); m != 0; m &= m - 1 {
		c := bits.TrailingZeros32(m)
		child, _ := f.d.Next(n, byte('a'+c))
		f.buf[depth] = byte('a' + c)
		switch {
		case f.gaps && f.blockNext < len(f.block) && f.block[f.blockNext] == byte('a'+c):
			// The block's next letter is always the block's own: any
			// other placing of the block in the word leaves the same
			// letters to lay, so this one alone is searched.
			f.blockNext++
			f.blockAt |= 1 << depth
			f.walk(child, depth+1, jokerAt)
			f.blockNext--
			f.blockAt &^= 1 << depth
		case f.used[c] < f.must[c]+f.rack[c]+f.donor[c]:
			dm := b2i(f.used[c] < f.must[c])
			da := b2i(f.used[c] < f.must[c]+f.rack[c])
			f.used[c]++
			f.owedMust -= dm
			f.owedAll -= da
			sm, sa := f.shortMust, f.shortAll
			if f.used[c] >= f.must[c] {
				f.shortMust &^= 1 << c
			}
			if f.used[c] >= f.must[c]+f.rack[c] {
				f.shortAll &^= 1 << c
			}
			f.walk(child, depth+1, jokerAt)
			f.shortMust, f.shortAll = sm, sa
			f.used[c]--
			f.owedMust += dm
			f.owedAll += da
		case f.jokerUsed < f.jokers:
			f.jokerUsed++
			f.walk(child, depth+1, jokerAt|1<<depth)
			f.jokerUsed--
		}
		if f.stopped {
			return
		}
	}
}

// accept checks the conditions on the letters used.
func (f *finder) accept() bool {
	if f.blockNext < len(f.block) {
		return false
	}
	own := f.jokerUsed
	anyMust := false
	for c := range f.used {
		u := f.used[c]
		if f.allMust && u < f.must[c] {
			return false
		}
		if u > 0 && f.must[c] > 0 {
			anyMust = true
		}
		extra := max(0, u-f.must[c])
		r := min(extra, f.rack[c])
		own += r
		if f.allRack && r < f.rack[c] {
			return false
		}
	}
	if f.allRack && f.jokerUsed < f.jokers {
		return false
	}
	if f.anyMust && !anyMust {
		return false
	}
	return !f.needOwn || own > 0
}

// b2i is 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// hopeless reports whether no word under node n (longer than the letters
// read) can meet the conditions: the letters the word still owes are not
// all on the graph's edges under n, or more of them are owed than the
// longest path down from n holds. Skipping such a node changes nothing the
// search emits; it only saves its budget.
func (f *finder) hopeless(n words.Node) bool {
	if !f.allMust && !f.allRack && !f.anyMust && f.block == nil {
		return false
	}
	if f.owed() > int(f.below.height[n]) {
		return true
	}
	var need uint32
	if f.allMust {
		need |= f.shortMust
	}
	if f.allRack {
		need |= f.shortAll
	}
	need |= f.blockRest[f.blockNext]
	reach := f.below.reach[n]
	if need&^reach != 0 {
		return true
	}
	return f.anyMust && f.owedMust == f.mustAll && f.mustAt&reach == 0
}

// graphBelow is what lies under each node of a word graph: the letters on
// the edges below it (bit i for 'a'+i) and the most letters a path down
// from it holds.
type graphBelow struct {
	reach  []uint32
	height []uint8
}

// belows holds each dictionary's graphBelow, made on first use.
var belows sync.Map // *words.Dict -> *graphBelow

// belowOf returns the graphBelow of a dictionary.
func belowOf(d *words.Dict) *graphBelow {
	if g, ok := belows.Load(d); ok {
		return g.(*graphBelow)
	}
	g := &graphBelow{reach: make([]uint32, d.Nodes()), height: make([]uint8, d.Nodes())}
	done := make([]bool, d.Nodes())
	var visit func(n words.Node)
	visit = func(n words.Node) {
		if done[n] {
			return
		}
		done[n] = true
		for m := d.Letters(n); m != 0; m &= m - 1 {
			c := bits.TrailingZeros32(m)
			child, _ := d.Next(n, byte('a'+c))
			visit(child)
			g.reach[n] |= 1<<c | g.reach[child]
			g.height[n] = max(g.height[n], 1+g.height[child])
		}
	}
	visit(d.Root())
	got, _ := belows.LoadOrStore(d, g)
	return got.(*graphBelow)
}
