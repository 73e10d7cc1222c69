//go:build !nogui

package render

import (
	"fmt"
	"strconv"
	"strings"

	"rummikub/game"
)

// labels are the table screen's texts. They are made when the game
// changes, not every frame, so a steady frame allocates nothing.
type labels struct {
	seatName   []string
	seatStatus []string
	pool       string
	meld       string
	// joker holds, by joker tile, what it stands for on the table.
	joker map[game.Tile]jokerLabel
	// seconds caches the timer's text for each whole second.
	seconds map[int]string
	// failWarning is what ending a broken turn costs (the confirmation);
	// handoverHeading and handover what the hand-over screen tells
	// (handoverLines), while it is up.
	failWarning     string
	handoverHeading string
	handover        []string
	// reasons, warning and told keep the dialogs' texts wrapped to their
	// panels (see confirmLines and drawHandover).
	reasons, warning, told wrapped
	one                    [1]string // one text to wrap, without allocating
}

// jokerLabel is what the table shows under a joker: what it stands for,
// as text between colour marks (a dot of the colour, or in colour-blind
// mode the colour's shape).
type jokerLabel struct {
	// text is the face or number it stands for.
	text string
	ink  int // a game.Color, or -1 for black text
	// before and either are colour marks left and right of the text: the
	// colours a joker in a group may stand for (either), the colours a
	// colour-change joker changes from (before) and to (either).
	before, either []game.Color
	// zero marks a mirror joker, which counts 0.
	zero bool
}

// make rebuilds the labels from the table screen's view.
func (lb *labels) make(t *tableScreen) {
	seats := t.s.cfg.Seats
	lb.seatName = lb.seatName[:0]
	lb.seatStatus = lb.seatStatus[:0]
	racks := t.view.Racks
	if t.handover {
		racks = t.s.g.Snapshot().Racks // the turn as it began, as drawTurnStart draws the table
	}
	for i, s := range seats {
		name := s.Name
		if !s.Human && !strings.Contains(strings.ToLower(name), strings.ToLower(s.Level)) {
			name += " (" + s.Level + ")"
		}
		status := plural(len(racks[i]), "tile", "tiles")
		if i < len(t.view.Scores) && t.s.rules.Scoring != nil {
			// a variant scored turn by turn (Word): who is ahead
			status = plural(t.view.Scores[i], "point", "points") + " · " + status
		}
		switch {
		case i < len(t.story.firstDraw) && t.story.firstDraw[i] != 0:
			status = "drew " + t.story.firstDraw[i].String() + " · " + status
		case !t.view.Opened[i]:
			status += " · not opened"
		}
		lb.seatName = append(lb.seatName, name)
		lb.seatStatus = append(lb.seatStatus, status)
	}
	lb.pool = fmt.Sprintf("Pool %d", len(t.view.Pool))
	lb.meld = meldLabel(t.s.rules, t.verdict, t.s.g.Options().MeldThreshold, t.view.Opened[t.view.Current], len(t.view.Racks[t.view.Current]) == 0)
	if lb.joker == nil {
		lb.joker = map[game.Tile]jokerLabel{}
		lb.seconds = map[int]string{}
	}
	jokerLabels(lb.joker, t.lines, t.verdict.After)
	lb.failWarning = failWarning(t.s.rules, t.s.g.Laid())
	lb.handoverHeading, lb.handover = "", nil
	if t.handover {
		lb.handoverHeading, lb.handover = t.handoverLines()
	}
}

// jokerLabels fills labels (emptied first) with what each joker of a
// table stands for: lines are its sets and after the sets judged.
func jokerLabels(labels map[game.Tile]jokerLabel, lines []game.Line, after []game.JudgedSet) {
	clear(labels)
	for i, line := range lines {
		if i >= len(after) {
			break
		}
		js := after[i]
		for k, tile := range line.Tiles {
			if !tile.IsJoker() || k >= len(js.Stands) || js.Kind == game.NotAMeld {
				continue
			}
			labels[tile] = jokerLabelFor(tile, js, k)
		}
	}
}

// meldLabel is the count shown above the table during a person's turn:
// the initial meld's value against its threshold, or in a variant scored
// turn by turn (Word) the longest word of an initial meld against the
// letters it needs, and once opened the score of the turn in progress
// (doubled when the rack would be emptied).
func meldLabel(r *game.Rules, v game.Verdict, threshold int, opened, emptied bool) string {
	switch {
	case r.Scoring == nil:
		return fmt.Sprintf("Initial meld: %d / %d", v.MeldValue, threshold)
	case !opened:
		return fmt.Sprintf("Initial meld: %d / %d letters · turn: %s", v.MeldValue, threshold, plural(v.TurnScore, "point", "points"))
	case emptied && v.TurnScore > 0:
		return fmt.Sprintf("This turn: %s (doubled)", plural(v.TurnScore, "point", "points"))
	}
	return "This turn: " + plural(v.TurnScore, "point", "points")
}

// jokerLabelFor says what the k-th tile of a valid set, a joker, stands
// for (see jokerLabel): a regular joker its face ("R5"), or in a group of
// three its number and the colours it may be; a double joker its two
// numbers ("R3-4") or its number and two colours; a colour-change joker
// its number between the colours before and after it; a mirror joker its
// face (beside a group's side, its number and the colours it may be) and a
// mark that it counts 0.
func jokerLabelFor(tile game.Tile, js game.JudgedSet, k int) jokerLabel {
	stand := js.Stands[k]
	l := jokerLabel{text: stand.String(), ink: -1}
	if stand[0].Kind() == game.Number {
		l.ink = int(stand[0].Color())
	}
	open := js.Kind == game.Group && len(js.Open) > 1
	switch {
	case js.Kind == game.Word && len(js.Open) > 1:
		// An undeclared joker several letters fit: any of them.
		l.text = openLetters(js.Open)
	case open && (tile.Kind() == game.Joker || tile.Kind() == game.DoubleJoker):
		l.text, l.ink = strconv.Itoa(stand[0].Number()), -1
		for _, f := range js.Open {
			l.either = append(l.either, f.Color())
		}
	case tile.Kind() == game.DoubleJoker && stand[1].Kind() == game.Number:
		if stand[0].Number() == stand[1].Number() { // two colours of a group
			l.text, l.ink = strconv.Itoa(stand[0].Number()), -1
			l.either = []game.Color{stand[0].Color(), stand[1].Color()}
		} else {
			l.text = fmt.Sprintf("%c%d-%d", stand[0].Color().Letter(), stand[0].Number(), stand[1].Number())
		}
	case tile.Kind() == game.ColorJoker && stand[0].Kind() == game.Number:
		l.text, l.ink = strconv.Itoa(stand[0].Number()), -1
		if c, ok := neighbourColor(js, k, -1); ok {
			l.before = []game.Color{c}
		}
		if c, ok := neighbourColor(js, k, +1); ok {
			l.either = []game.Color{c}
		}
	case tile.Kind() == game.MirrorJoker:
		l.zero = true
		if missing := mirrorGroupColours(js, k); len(missing) > 1 && js.PinAt(k).IsZero() {
			// beside the side of a group, any missing colour (as a
			// joker in a group of three)
			l.text, l.ink, l.either = strconv.Itoa(stand[0].Number()), -1, missing
		}
	}
	return l
}

// mirrorGroupColours returns the colours a mirror joker at k may stand
// for when the side before it is the start of a group (its number's
// colours the side does not hold), or nil.
func mirrorGroupColours(js game.JudgedSet, k int) []game.Color {
	n := js.Stands[k][0].Number()
	if js.Kind != game.Mirrored || k == 0 || js.Stands[k-1][0].Number() != n {
		return nil
	}
	var used [game.NumColors]bool
	for i := range k {
		for _, f := range js.Stands[i] {
			if f != 0 {
				used[f.Color()] = true
			}
		}
	}
	var out []game.Color
	for c := range game.Color(game.NumColors) {
		if !used[c] {
			out = append(out, c)
		}
	}
	return out
}

// openLetters writes the letters an undeclared joker may stand for:
// "A/O/U", the first three and "…" when there are more.
func openLetters(open []game.Face) string {
	var b strings.Builder
	for i, f := range open {
		if i == 3 {
			b.WriteString("…")
			break
		}
		if i > 0 {
			b.WriteByte('/')
		}
		b.WriteByte(f.Letter())
	}
	return b.String()
}

// neighbourColor is the colour of the nearest number face a set's tiles
// stand for before (dir -1) or after (dir +1) its k-th tile.
func neighbourColor(js game.JudgedSet, k, dir int) (game.Color, bool) {
	for i := k + dir; i >= 0 && i < len(js.Stands); i += dir {
		f := js.Stands[i][0]
		if dir < 0 && js.Stands[i][1] != 0 {
			f = js.Stands[i][1]
		}
		if f.Kind() == game.Number {
			return f.Color(), true
		}
	}
	return 0, false
}

// second returns the timer's text for a number of seconds.
func (lb *labels) second(n int) string {
	if s, ok := lb.seconds[n]; ok {
		return s
	}
	s := fmt.Sprintf("%d s", n)
	lb.seconds[n] = s
	return s
}
