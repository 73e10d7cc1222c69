package ai

// stampTable: the Twist search's per-solve tables (twistMemory's lists and
// cached), open-addressing hash tables on uint64 keys emptied in constant
// time (a Go map costs its largest size to clear, or a new one to grow
// again, and most solves are small).

// stampTable maps uint64 keys to values of type V; a slot is in use when
// its stamp is the current one.
type stampTable[V any] struct {
	keys  []uint64
	vals  []V
	stamp []uint32
	cur   uint32
	n     int
}

// reset empties the table.
func (s *stampTable[V]) reset() {
	s.cur++
	s.n = 0
	if s.cur == 0 { // the stamps wrapped round
		clear(s.stamp)
		s.cur = 1
	}
}

// len is the number of keys in the table.
func (s *stampTable[V]) len() int { return s.n }

// get returns the value of key k, if any.
func (s *stampTable[V]) get(k uint64) (V, bool) {
	if s.n > 0 {
		mask := uint64(len(s.keys) - 1)
		for h := stampHash(k) & mask; s.stamp[h] == s.cur; h = (h + 1) & mask {
			if s.keys[h] == k {
				return s.vals[h], true
			}
		}
	}
	var zero V
	return zero, false
}

// put sets the value of key k.
func (s *stampTable[V]) put(k uint64, v V) {
	if 2*(s.n+1) > len(s.keys) {
		s.grow()
	}
	mask := uint64(len(s.keys) - 1)
	h := stampHash(k) & mask
	for ; s.stamp[h] == s.cur; h = (h + 1) & mask {
		if s.keys[h] == k {
			s.vals[h] = v
			return
		}
	}
	s.keys[h], s.vals[h], s.stamp[h] = k, v, s.cur
	s.n++
}

// grow doubles the table (64 slots at first), keeping its keys.
func (s *stampTable[V]) grow() {
	keys, vals, stamp, cur := s.keys, s.vals, s.stamp, s.cur
	size := max(64, 2*len(keys))
	s.keys, s.vals, s.stamp, s.cur, s.n = make([]uint64, size), make([]V, size), make([]uint32, size), 1, 0
	for i, k := range keys {
		if stamp[i] == cur {
			s.put(k, vals[i])
		}
	}
}

// stampHash mixes a key.
func stampHash(k uint64) uint64 {
	h := k * 0x9E3779B97F4A7C15
	return h ^ h>>31
}
