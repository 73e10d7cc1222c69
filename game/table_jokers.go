package game

// TableJokers holds the jokers on the table before a turn as the rule on
// freeing a joker reads them (RULES-NOTES, "Freeing a joker"): each one's
// kind and the faces of its set's other tiles. A joker after the turn can
// be one of them kept in its set only where its set holds two of those
// tiles (MayKeep); any other joker came from a rack or was freed, stands
// for nothing the rule follows, and may be read anew (StillStands).
type TableJokers struct {
	kinds  []Kind
	others []FaceBag
}

// NewTableJokers lists the jokers of the valid sets of a table.
func NewTableJokers(before []JudgedSet) *TableJokers {
	tj := &TableJokers{}
	for _, s := range before {
		if s.Kind == NotAMeld || len(s.Stands) != len(s.Tiles) {
			continue
		}
		for i, t := range s.Tiles {
			if !t.IsJoker() {
				continue
			}
			tj.kinds = append(tj.kinds, t.Kind())
			tj.others = append(tj.others, BagOf(s.Tiles, i))
		}
	}
	return tj
}

// MayKeep reports whether the joker at index j of a set's tiles could be a
// table joker kept there: one of its kind whose set's other tiles the set
// holds two of, its own place left out. A nil TableJokers keeps every
// joker (each is held to what it stands for).
func (tj *TableJokers) MayKeep(tiles []Tile, j int) bool {
	if tj == nil {
		return true
	}
	for x, k := range tj.kinds {
		if k == tiles[j].Kind() && tj.others[x].Overlap(tiles, j) >= 2 {
			return true
		}
	}
	return false
}
