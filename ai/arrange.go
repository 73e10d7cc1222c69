package ai

import (
	"errors"
	"slices"

	"rummikub/game"
)

// ErrNoRoom is returned when a planned table does not fit on the grid.
var ErrNoRoom = errors.New("ai: the planned sets do not fit on the table")

// Arrange turns a planned table (the sets the table should hold after the
// turn) into one edit on the grid, moving only the sets that change, so a
// person can follow the turn:
//
//   - a set the plan keeps (the same tiles, in any order) keeps its cells
//     and its order;
//   - a changed set goes to the free place nearest to the set it takes the
//     most tiles from (its own cells, if they are free);
//   - a new set goes to the free place that keeps the table most compact
//     (see NewSetPlace), among the others, not across the table.
//
// The table's lines must be valid sets, as at the start of a turn: a kept
// set keeps its own order (see ArrangeChecked for a table being built).
// Tiles are matched by identity where the plan names the very tile, else
// by face, from the table and the rack. The edit is empty if the plan
// changes nothing.
func Arrange(table game.Table, rack []game.Tile, plan []game.Set) (game.Edit, error) {
	return ArrangeChecked(nil, table, rack, plan)
}

// ArrangeChecked is Arrange for a table whose lines may break the rules (a
// turn in progress): a line is kept in its own order only if sets finds it
// valid; nil sets trusts every line.
func ArrangeChecked(sets game.SetChecker, table game.Table, rack []game.Tile, plan []game.Set) (game.Edit, error) {
	e, _, err := arrange(sets, table, rack, plan, byFace)
	return e, err
}

// ArrangeLegal is ArrangeChecked for a plan the referee accepts from the
// turn's start (start: the table, the player's rack and whether it had
// opened). Arrange keeps a table line that shows a planned set's faces,
// which under a joker rule can break the rule where the plan kept it:
// [*D K4 K5] kept for the planned [K4' K5' *D'] reads its double joker as
// K2 K3, not K6 K7, and the plan's other double then moves against the
// rule. So the table the edit leaves is judged, and when the referee
// refuses it, the plan is laid out again with its jokers where it puts
// them, then if need be with every tile it names; the first layout the
// referee accepts is returned (else the first).
func ArrangeLegal(r *game.Rules, opts game.Options, start game.Position, table game.Table, rack []game.Tile, plan []game.Set) (game.Edit, error) {
	e, after, err := arrange(r.Sets, table, rack, plan, byFace)
	if err != nil || len(e.Steps) == 0 || judgedLegal(r, opts, start, after) {
		return e, err
	}
	for exact := jokersExact; exact <= tilesExact; exact++ {
		if closer, closerAfter, err := arrange(r.Sets, table, rack, plan, exact); err == nil && len(closer.Steps) > 0 && judgedLegal(r, opts, start, closerAfter) {
			return closer, nil
		}
	}
	return e, nil
}

// judgedLegal reports whether the referee accepts a turn from start that
// leaves the table as after (the rack keeping the tiles not on it).
func judgedLegal(r *game.Rules, opts game.Options, start game.Position, after game.Table) bool {
	rest := slices.DeleteFunc(slices.Clone(start.Rack), func(t game.Tile) bool { _, on := after.Find(t); return on })
	return game.Judge(r, opts, start, game.Position{Table: after.Sets(), Rack: rest, Opened: true}).Legal
}

// How closely arrange follows the plan's tiles: by face (Arrange), the
// jokers by identity and in the plan's places, or every tile by identity.
// Matching by face may give a joker another reading or another joker's
// place, which a joker rule can refuse (see planTurn).
const (
	byFace = iota
	jokersExact
	tilesExact
)

// arrange is ArrangeChecked, also returning the table after the edit,
// matching the plan's tiles as closely as exact says.
func arrange(sets game.SetChecker, table game.Table, rack []game.Tile, plan []game.Set, exact int) (game.Edit, game.Table, error) {
	lines := table.Lines()
	keptLine := make([]bool, len(lines))
	keptSet := make([]bool, len(plan))
	// The same tiles first, then the same faces in order, then the same
	// faces in another order (a group laid differently, say).
	matches := []func(s, l []game.Tile) bool{sameTiles, sameFaces, func(s, l []game.Tile) bool {
		return sameFaceSet(s, l) && (sets == nil || isValid(sets, l))
	}}
	take := takeTile
	switch exact {
	case jokersExact:
		matches = []func(s, l []game.Tile) bool{sameTiles, func(s, l []game.Tile) bool {
			return sameFaces(s, l) && sameJokers(s, l)
		}}
		take = takeSameJoker
	case tilesExact:
		matches = matches[:1]
		take = takeSameTile
	}
	for _, match := range matches {
		for i, s := range plan {
			if keptSet[i] {
				continue
			}
			for j, l := range lines {
				if !keptLine[j] && match(s.Tiles, l.Tiles) {
					keptLine[j], keptSet[i] = true, true
					break
				}
			}
		}
	}
	// The grid as it will be once the moving tiles are lifted, and the tiles
	// that may be put down: those of the lines that change, and the rack's.
	work := table
	var free []game.Tile
	for j, l := range lines {
		if keptLine[j] {
			continue
		}
		for k, t := range l.Tiles {
			work.Put(game.Pos{Col: l.Start.Col + k, Row: l.Start.Row}, 0)
			free = append(free, t)
		}
	}
	free = append(free, rack...)
	order := placeOrder(lines, keptLine, plan, keptSet)
	var e game.Edit
	for _, o := range order {
		s := plan[o.set]
		p, ok := nearestSpan(&work, len(s.Tiles), o.near, o.origin)
		if !ok {
			return game.Edit{}, work, ErrNoRoom
		}
		for k, want := range s.Tiles {
			t, rest, ok := take(free, want)
			if !ok {
				return game.Edit{}, work, errors.New("ai: the plan uses a tile that is neither on the table nor on the rack: " + want.String())
			}
			free = rest
			to := game.Pos{Col: p.Col + k, Row: p.Row}
			work.Put(to, t)
			pin := letterPin(s.PinAt(k))
			if table.At(to) != t || table.Pinned(t) != pin {
				e.Steps = append(e.Steps, game.Step{Tile: t, To: game.TableLoc(to.Col, to.Row), Pin: pin})
			}
		}
	}
	return e, work, nil
}

// placing is a planned set to lay: the set's index in the plan, and the
// start of the line it takes the most tiles from (origin false: a new
// set), with how many; near is where the set would keep its tiles' cells
// (keepPlace).
type placing struct {
	set    int
	near   game.Pos
	origin bool
	share  int
}

// placeOrder lists the plan's sets that are not kept, in the order they
// are laid: changed sets first, those that take the most tiles from one
// line before the others (so the largest part of a split set keeps its
// place), then the new sets in plan order.
func placeOrder(lines []game.Line, keptLine []bool, plan []game.Set, keptSet []bool) []placing {
	var out []placing
	for i, s := range plan {
		if keptSet[i] {
			continue
		}
		p := placing{set: i}
		for j, l := range lines {
			if keptLine[j] {
				continue
			}
			if n := shared(s.Tiles, l.Tiles); n > p.share {
				p.near, p.origin, p.share = keepPlace(s.Tiles, l), true, n
			}
		}
		out = append(out, p)
	}
	slices.SortStableFunc(out, func(a, b placing) int { return b.share - a.share })
	return out
}

// keepPlace is where a set would start if its first tile from a line
// stayed in its cell: the tail of a split set stays where it lay, a set
// extended on the left grows leftwards.
func keepPlace(set []game.Tile, l game.Line) game.Pos {
	for k, t := range set {
		if i := slices.Index(l.Tiles, t); i >= 0 {
			return game.Pos{Col: max(0, l.Start.Col+i-k), Row: l.Start.Row}
		}
	}
	return l.Start
}

// shared counts the tiles two lines have in common, by identity.
func shared(a, b []game.Tile) int {
	n := 0
	for _, t := range a {
		if slices.Contains(b, t) {
			n++
		}
	}
	return n
}

// NewSetPlace finds a free place for a new set of n tiles (n empty cells
// with an empty cell or the edge on each side, as game.Table.FreeSpan)
// that keeps the table compact: the tiles then reach as few columns and
// rows from the top left corner as can be, a row weighing three columns
// (a table view is about three times as wide as it is tall), so a window
// that scales its view to the tiles can show them large. Ties go to the
// first place in reading order.
func NewSetPlace(t *game.Table, n int) (game.Pos, bool) {
	var ext game.Pos
	for _, l := range t.Lines() {
		ext.Col = max(ext.Col, l.Start.Col+len(l.Tiles))
		ext.Row = max(ext.Row, l.Start.Row+1)
	}
	best, bestScore := game.Pos{}, -1
	for r := range game.TableRows {
		for c := 0; c+n <= game.TableCols; c++ {
			if !spanFree(t, r, c, n) {
				continue
			}
			score := max(max(ext.Col, c+n), 3*max(ext.Row, r+1))
			if bestScore < 0 || score < bestScore {
				best, bestScore = game.Pos{Col: c, Row: r}, score
			}
		}
	}
	return best, bestScore >= 0
}

// nearestSpan finds a free place for n tiles (see game.Table.FreeSpan):
// the one nearest to near when origin is set (a row counting as far as
// two columns; below before above, right before left), else the most
// compact (NewSetPlace).
func nearestSpan(t *game.Table, n int, near game.Pos, origin bool) (game.Pos, bool) {
	if !origin {
		return NewSetPlace(t, n)
	}
	best, bestD := game.Pos{}, -1
	for r := range game.TableRows {
		for c := 0; c+n <= game.TableCols; c++ {
			if !spanFree(t, r, c, n) {
				continue
			}
			d := 4*abs(r-near.Row) + 2*abs(c-near.Col)
			if r < near.Row {
				d++
			}
			if c < near.Col {
				d++
			}
			if bestD < 0 || d < bestD {
				best, bestD = game.Pos{Col: c, Row: r}, d
			}
		}
	}
	return best, bestD >= 0
}

// spanFree reports whether cells c..c+n-1 of row r and their neighbours
// on the row are empty.
func spanFree(t *game.Table, r, c, n int) bool {
	for x := c - 1; x <= c+n; x++ {
		if t.At(game.Pos{Col: x, Row: r}) != 0 {
			return false
		}
	}
	return true
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// isValid reports whether tiles in this order make a valid set.
func isValid(sets game.SetChecker, tiles []game.Tile) bool {
	_, why := sets.Check(game.Set{Tiles: tiles})
	return why == ""
}

// sameTiles reports whether two lines hold the very same tiles in order.
func sameTiles(a, b []game.Tile) bool { return slices.Equal(a, b) }

// letterPin keeps a plan's declaration of a joker as a letter (Word), so
// the grid holds the reading the plan was judged with; number variants'
// plans pin jokers only for the solver's own bookkeeping, and their
// jokers go on the grid undeclared, as before.
func letterPin(p game.Pin) game.Pin {
	if p[0].Kind() != game.Letter {
		return game.Pin{}
	}
	return p
}

// sameFaces reports whether two lines of tiles show the same faces in order.
func sameFaces(a, b []game.Tile) bool {
	return slices.EqualFunc(a, b, func(x, y game.Tile) bool { return x.Face() == y.Face() })
}

// sameFaceSet reports whether two lines show the same faces in any order.
func sameFaceSet(a, b []game.Tile) bool {
	if len(a) != len(b) {
		return false
	}
	fa, fb := faces(a), faces(b)
	slices.Sort(fa)
	slices.Sort(fb)
	return slices.Equal(fa, fb)
}

// sameJokers reports whether two lines hold the same jokers in the same
// places.
func sameJokers(a, b []game.Tile) bool {
	for i, t := range a {
		if (t.IsJoker() || b[i].IsJoker()) && t != b[i] {
			return false
		}
	}
	return true
}

// takeSameJoker is takeTile with a joker taken by identity only.
func takeSameJoker(tiles []game.Tile, want game.Tile) (game.Tile, []game.Tile, bool) {
	if want.IsJoker() {
		return takeSameTile(tiles, want)
	}
	return takeTile(tiles, want)
}

// takeSameTile is takeTile by identity only.
func takeSameTile(tiles []game.Tile, want game.Tile) (game.Tile, []game.Tile, bool) {
	i := slices.Index(tiles, want)
	if i < 0 {
		return 0, tiles, false
	}
	return want, slices.Delete(tiles, i, i+1), true
}

// faces returns the tiles' faces.
func faces(ts []game.Tile) []game.Face {
	out := make([]game.Face, len(ts))
	for i, t := range ts {
		out[i] = t.Face()
	}
	return out
}

// takeTile removes the wanted tile from tiles: the very tile if it is
// there, else one with its face.
func takeTile(tiles []game.Tile, want game.Tile) (game.Tile, []game.Tile, bool) {
	i := slices.Index(tiles, want)
	if i < 0 {
		i = slices.IndexFunc(tiles, func(t game.Tile) bool { return t.Face() == want.Face() })
	}
	if i < 0 {
		return 0, tiles, false
	}
	t := tiles[i]
	return t, slices.Delete(tiles, i, i+1), true
}
