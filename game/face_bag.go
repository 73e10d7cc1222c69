package game

// FaceBag counts tiles by face: the rule on freeing a joker counts a set's
// tiles so (RULES-NOTES, "Freeing a joker"), copies of a face alike.
type FaceBag map[Face]int

// BagOf counts the faces of tiles, the tile at index skip left out (-1:
// none).
func BagOf(tiles []Tile, skip int) FaceBag {
	b := FaceBag{}
	for i, t := range tiles {
		if i != skip {
			b[t.Face()]++
		}
	}
	return b
}

// Overlap counts the tiles that are in the bag, the one at index skip left
// out (-1: none), each face at most as often as the bag holds it.
func (b FaceBag) Overlap(tiles []Tile, skip int) int {
	seen := FaceBag{}
	n := 0
	for i, t := range tiles {
		if i == skip {
			continue
		}
		if f := t.Face(); seen[f] < b[f] {
			seen[f]++
			n++
		}
	}
	return n
}
