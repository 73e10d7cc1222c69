package ai

// The programme's memory: a hash table from states to scores that costs
// nothing to clear between solves.

// memoTable is an open-addressing hash table from programme states to
// scores. A slot belongs to the current solve when its stamp is the
// table's, so clearing between solves costs nothing.
type memoTable struct {
	keys   []uint64
	vals   []int32 // the score, or an upper bound (low bit of the stored value)
	stamps []uint32
	stamp  uint32
	n      int
}

func (m *memoTable) reset() {
	if m.keys == nil {
		m.alloc(1 << 12)
	}
	m.stamp++
	if m.stamp == 0 { // wrapped: forget every stamp
		clear(m.stamps)
		m.stamp = 1
	}
	m.n = 0
}

func (m *memoTable) alloc(size int) {
	m.keys = make([]uint64, size)
	m.vals = make([]int32, size)
	m.stamps = make([]uint32, size)
}

func hash(k uint64) uint64 {
	k *= 0x9E3779B97F4A7C15
	return k ^ k>>29
}

// get returns a state's score and whether it is exact (else an upper
// bound), and whether the state is known.
func (m *memoTable) get(k uint64) (v int32, exact, ok bool) {
	mask := uint64(len(m.keys) - 1)
	for i := hash(k) & mask; ; i = (i + 1) & mask {
		if m.stamps[i] != m.stamp {
			return 0, false, false
		}
		if m.keys[i] == k {
			return m.vals[i] >> 1, m.vals[i]&1 != 0, true
		}
	}
}

// put records a state's score, exact or an upper bound.
func (m *memoTable) put(k uint64, v int32, exact bool) {
	v <<= 1
	if exact {
		v |= 1
	}
	m.set(k, v)
}

func (m *memoTable) set(k uint64, v int32) {
	if 2*(m.n+1) > len(m.keys) {
		m.grow()
	}
	mask := uint64(len(m.keys) - 1)
	for i := hash(k) & mask; ; i = (i + 1) & mask {
		if m.stamps[i] != m.stamp {
			m.keys[i], m.vals[i], m.stamps[i] = k, v, m.stamp
			m.n++
			return
		}
		if m.keys[i] == k {
			m.vals[i] = v
			return
		}
	}
}

func (m *memoTable) grow() {
	keys, vals, stamps, stamp := m.keys, m.vals, m.stamps, m.stamp
	m.alloc(2 * len(keys))
	m.n = 0
	for i, k := range keys {
		if stamps[i] == stamp {
			m.set(k, vals[i])
		}
	}
}
