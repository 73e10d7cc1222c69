package ai

// decSet: the set of decision keys listed at one number (twistMemory.note),
// an open-addressing table emptied in constant time; decTable: the same
// on the keys of decision lists, with values (twistMemory.known).

// decSet holds decision keys; a slot is in use when its stamp is the
// current one, so that reset empties the set at once.
type decSet struct {
	keys  []decKey
	stamp []uint32
	cur   uint32
	n     int
}

// reset empties the set.
func (s *decSet) reset() {
	s.cur++
	s.n = 0
	if s.cur == 0 { // the stamps wrapped round
		clear(s.stamp)
		s.cur = 1
	}
}

// add puts k in the set and reports whether it was not there yet.
func (s *decSet) add(k decKey) bool {
	if 2*(s.n+1) > len(s.keys) {
		s.grow()
	}
	mask := uint64(len(s.keys) - 1)
	for h := decHash(k) & mask; ; h = (h + 1) & mask {
		if s.stamp[h] != s.cur {
			s.keys[h], s.stamp[h] = k, s.cur
			s.n++
			return true
		}
		if s.keys[h] == k {
			return false
		}
	}
}

// grow doubles the table (64 slots at first), keeping the keys in it.
func (s *decSet) grow() {
	old, oldStamp, cur := s.keys, s.stamp, s.cur
	size := max(64, 2*len(old))
	s.keys, s.stamp, s.cur, s.n = make([]decKey, size), make([]uint32, size), 1, 0
	for i, k := range old {
		if oldStamp[i] == cur {
			s.add(k)
		}
	}
}

// decHash mixes a decision key's two words.
func decHash(k decKey) uint64 {
	h := k[0]*0x9E3779B97F4A7C15 ^ k[1]*0xC2B2AE3D27D4EB4F
	return h ^ h>>29
}

// decTable maps decision-list keys (decCacheKey) to values of type V, an
// open-addressing table emptied in constant time like decSet (the
// decision lists a solver knows: twShared). A slot's key and stamp lie
// together (a look-up that misses reads one place), its value apart.
type decTable[V any] struct {
	slots []decSlot
	vals  []V
	cur   uint32
	n     int
}

// decSlot is a decTable's key and stamp.
type decSlot struct {
	key   decCacheKey
	stamp uint32
}

// reset empties the table.
func (s *decTable[V]) reset() {
	s.cur++
	s.n = 0
	if s.cur == 0 { // the stamps wrapped round
		clear(s.slots)
		s.cur = 1
	}
}

// find returns where the value of key k is, if any (until the next put).
func (s *decTable[V]) find(k decCacheKey) *V {
	if s.n > 0 {
		mask := uint64(len(s.slots) - 1)
		for h := decHash(decKey{k.items, k.ctx}) & mask; s.slots[h].stamp == s.cur; h = (h + 1) & mask {
			if s.slots[h].key == k {
				return &s.vals[h]
			}
		}
	}
	return nil
}

// put sets the value of key k.
func (s *decTable[V]) put(k decCacheKey, v V) {
	if 2*(s.n+1) > len(s.slots) {
		s.grow()
	}
	mask := uint64(len(s.slots) - 1)
	h := decHash(decKey{k.items, k.ctx}) & mask
	for ; s.slots[h].stamp == s.cur; h = (h + 1) & mask {
		if s.slots[h].key == k {
			s.vals[h] = v
			return
		}
	}
	s.slots[h], s.vals[h] = decSlot{k, s.cur}, v
	s.n++
}

// grow doubles the table (64 slots at first), keeping its keys.
func (s *decTable[V]) grow() {
	slots, vals, cur := s.slots, s.vals, s.cur
	size := max(64, 2*len(slots))
	s.slots, s.vals, s.cur, s.n = make([]decSlot, size), make([]V, size), 1, 0
	for i, sl := range slots {
		if sl.stamp == cur {
			s.put(sl.key, vals[i])
		}
	}
}
