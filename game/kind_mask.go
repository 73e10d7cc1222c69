package game

// KindMask is a set of kinds of joker (bit k-Joker for kind k).
type KindMask uint8

// AllJokerKinds holds every kind of joker.
const AllJokerKinds KindMask = 1<<(MirrorJoker-Joker+1) - 1

// Has reports whether the mask holds kind k (never a number tile's).
func (m KindMask) Has(k Kind) bool {
	return k >= Joker && k <= MirrorJoker && m&(1<<(k-Joker)) != 0
}

// With returns the mask with joker kind k added.
func (m KindMask) With(k Kind) KindMask {
	if k < Joker || k > MirrorJoker {
		return m
	}
	return m | 1<<(k-Joker)
}
