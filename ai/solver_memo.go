package ai

// The programme's memory: a hash table from states to scores that costs
// nothing to clear between solves.

// memoTable is an open-addressing hash table from programme states to
// scores. A slot belongs to the current solve when its stamp is the
// table's, so clearing between solves costs nothing. A slot's key, score
// and stamp lie together, so that a probe reads one cache line.
//
// (Each solve starting on a small region of the slots, doubled as it
// fills, so that a small solve's states do not spread over the megabytes
// a big one left, was measured and left out: the Twist benchmark's times
// within noise, classic's slowest position 5.1 ms to 6.3, its many solves
// of alternating sizes growing the region again each time.)
type memoTable struct {
	slots []memoSlot
	stamp uint32
	n     int
}

// memoSlot is one entry of a memoTable.
type memoSlot struct {
	key   uint64
	val   int32 // the score, or an upper bound (low bit of the stored value)
	stamp uint32
}

func (m *memoTable) reset() {
	if m.slots == nil {
		m.alloc(1 << 12)
	}
	m.stamp++
	if m.stamp == 0 { // wrapped: forget every stamp
		for i := range m.slots {
			m.slots[i].stamp = 0
		}
		m.stamp = 1
	}
	m.n = 0
}

func (m *memoTable) alloc(size int) {
	m.slots = make([]memoSlot, size)
}

func hash(k uint64) uint64 {
	k *= 0x9E3779B97F4A7C15
	return k ^ k>>29
}

// get returns a state's score and whether it is exact (else an upper
// bound), and whether the state is known.
func (m *memoTable) get(k uint64) (v int32, exact, ok bool) {
	mask := uint64(len(m.slots) - 1)
	for i := hash(k) & mask; ; i = (i + 1) & mask {
		s := &m.slots[i]
		if s.stamp != m.stamp {
			return 0, false, false
		}
		if s.key == k {
			return s.val >> 1, s.val&1 != 0, true
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
	if 2*(m.n+1) > len(m.slots) {
		m.grow()
	}
	mask := uint64(len(m.slots) - 1)
	for i := hash(k) & mask; ; i = (i + 1) & mask {
		s := &m.slots[i]
		if s.stamp != m.stamp {
			*s = memoSlot{key: k, val: v, stamp: m.stamp}
			m.n++
			return
		}
		if s.key == k {
			s.val = v
			return
		}
	}
}

func (m *memoTable) grow() {
	slots, stamp := m.slots, m.stamp
	m.alloc(2 * len(slots))
	m.n = 0
	for _, s := range slots {
		if s.stamp == stamp {
			m.set(s.key, s.val)
		}
	}
}
