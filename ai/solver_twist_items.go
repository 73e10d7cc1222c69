package ai

import "rummikub/game"

// maxItems bounds the open items: special runs (one special joker each at
// least, 2 doubles and 2 colour-change jokers) and twins (2 mirrors).
const maxItems = 6

// item is one open special run or twin, packed in 10 bits (never zero).
type item uint16

const (
	itemTwin     item = 1 << 0
	itemColShift      = 1
	itemLenShift      = 3
	itemReal     item = 1 << 5 // holds a number tile
	itemPend     item = 1 << 6 // the number reached is covered by its double
	itemSwitch   item = 1 << 7 // its last tile is a colour-change joker
	itemChanged  item = 1 << 8 // holds a colour-change joker
	itemSpecial  item = 1 << 9 // holds a double or colour-change joker (a twin: doubles)
	itemBits          = 10
)

func newItem(twin bool, c int) item {
	it := item(c)<<itemColShift | 1<<itemLenShift
	if twin {
		it |= itemTwin
	}
	return it
}

func (it item) twin() bool     { return it&itemTwin != 0 }
func (it item) col() int       { return int(it>>itemColShift) & 3 }
func (it item) length() int    { return int(it>>itemLenShift) & 3 }
func (it item) is(f item) bool { return it&f != 0 }

// A special run converted from a counters' run shorter than three tiles
// (solver_twist_convert.go) may hold no number tile yet (the counters' run
// may be regular jokers only): its colour is the counters' run's, but it
// may not end before a number tile joins it. It is marked by itemSwitch
// without itemReal (a run holding no number tile has no bound colour, and
// never has it otherwise); with itemChanged too, it holds a colour-change
// joker and the next number tile takes another colour than col.
func (it item) maybe() bool { return !it.twin() && it&(itemReal|itemSwitch) == itemSwitch }

// fixed reports whether the colour of the item's next number tile is
// bound: col, or another colour when other.
func (it item) fixed() bool { return it.is(itemReal) || it.maybe() }

// other reports whether the item's next number tile takes another colour
// than col (its last tile is a colour-change joker).
func (it item) other() bool { return it&(itemSwitch|itemChanged) == itemSwitch|itemChanged }

func (it item) withCol(c int) item { return it&^(3<<itemColShift) | item(c)<<itemColShift }

// grow adds a physical tile (for a twin: a face).
func (it item) grow() item {
	l := min(it.length()+1, 3)
	return it&^(3<<itemLenShift) | item(l)<<itemLenShift
}

// endable reports whether the item may end before number n (n = 14: after
// the last number). A twin's mirror stands for the number after its last
// face, so it ends by 13; in a position turned round (rev,
// solver_reverse.go) for the number before its first face, so it may end
// after 13 but not start at 1 (twGen.freshRuns).
func (it item) endable(n int, rev bool) bool {
	if it.is(itemPend) || !it.is(itemReal) {
		return false
	}
	if it.twin() {
		// a side of one face is a mirrored group (tgroup)
		return it.length() >= 2 && (n <= game.MaxNumber || rev)
	}
	return it.length() >= 3 && it.is(itemSpecial)
}

// packItems sorts items (largest first) and packs them in a word.
func packItems(items []item) uint64 {
	// at most maxItems items: sorted in place, largest first
	for i := 1; i < len(items); i++ {
		for j := i; j > 0 && items[j] > items[j-1]; j-- {
			items[j], items[j-1] = items[j-1], items[j]
		}
	}
	var w uint64
	for i, it := range items {
		w |= uint64(it) << (itemBits * i)
	}
	return w
}

// insertPacked adds item it to the items packed in w (packItems' order).
func insertPacked(w uint64, it item) uint64 {
	p := 0
	for ; p < maxItems; p++ {
		x := item(w >> (itemBits * p) & (1<<itemBits - 1))
		if x < it { // the first smaller one, or no more items (0)
			break
		}
	}
	low := uint64(1)<<(itemBits*p) - 1
	return w&low | uint64(it)<<(itemBits*p) | (w&^low)<<itemBits
}

// unpackItems is packItems backwards.
func unpackItems(w uint64, out *[maxItems]item) []item {
	n := 0
	for ; w != 0; w >>= itemBits {
		out[n] = item(w & (1<<itemBits - 1))
		n++
	}
	return out[:n]
}
