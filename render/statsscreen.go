//go:build !nogui

package render

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"rummikub/game/records"
	"rummikub/input"
	"rummikub/variants"
)

// statsScreen shows the statistics of the games played with a person at
// the table (package records): games and matches played and won, best and
// average scores, per variant and per opponent level, the winning streaks
// and the last games, each of which opens its replay. A game's record
// file opens its replay too: dropped on the window, or chosen with Open
// record: in the browser the page's file chooser, on the desktop (which
// has no file dialog without cgo extras) a list of the game files in the
// folder Export writes to, shown in place of the last games.
type statsScreen struct {
	back  screen
	stats records.Stats
	sum   records.Summary
	last  []records.Game
	// msg is what went wrong reading the statistics or a record file.
	msg    string
	px, py float64
	// listing says the desktop's Open record shows the game files of
	// folder (files, newest first) in place of the last games.
	listing bool
	folder  string
	files   []recordFile
	// top is the first file shown (the wheel scrolls the list).
	top int
}

// lastShown is how many of the last games the screen lists.
const lastShown = 5

// newStatsScreen reads the statistics; back is the screen Back returns to.
func newStatsScreen(a *App, back screen) *statsScreen {
	s := &statsScreen{back: back, px: -1, py: -1}
	if a.store == nil {
		s.msg = "This game keeps no statistics: it has no folder to keep them in."
	} else {
		s.stats, s.msg = records.LoadStats(a.store)
	}
	s.sum = s.stats.Summary()
	s.last = s.stats.Last(lastShown)
	return s
}

// statsLayout is where the statistics screen's parts are.
type statsLayout struct {
	c                   canvas
	variants, opponents rect
	lastPanel           rect
	rows                [lastShown]rect
	back                rect
	// open is Open record (see canOpen).
	open rect
}

func (s *statsScreen) layout(a *App) statsLayout {
	c := newCanvas(a.w, a.h)
	l := statsLayout{c: c}
	l.variants = c.r(40, 130, 590, 300)
	l.opponents = c.r(650, 130, 590, 300)
	l.lastPanel = c.r(40, 476, 1200, 200)
	for i := range lastShown {
		l.rows[i] = c.r(56, 520+float64(i)*30, 1168, 28)
	}
	l.back = c.r(40, 700, 150, 56)
	if canOpen {
		l.open = c.r(206, 700, 230, 56)
	}
	return l
}

func (s *statsScreen) update(a *App, f input.Frame) {
	l := s.layout(a)
	s.px, s.py = f.X, f.Y
	if f.HasKey(input.KeyEscape) || f.HasKey(input.KeyEnter) || clicked(f, l.back) {
		s.leave(a)
		return
	}
	if canOpen && (strings.ContainsAny(string(f.Chars), "oO") || clicked(f, l.open)) {
		if listsRecords {
			s.toggleFiles()
		} else if err := chooseRecord(); err != nil {
			// Called within the click's user activation: the
			// browser opens its file chooser only then.
			s.msg = "The file chooser did not open: " + err.Error()
		}
	}
	if c, ok := takeChosen(); ok && s.openFile(a, c) {
		return
	}
	if dropped := ebiten.DroppedFiles(); dropped != nil {
		var c chosenFile
		c.name, c.data, c.err = readDropped(dropped)
		if s.openFile(a, c) {
			return
		}
	}
	if s.listing && f.Wheel != 0 && l.lastPanel.Contains(f.X, f.Y) {
		step := -1
		if f.Wheel < 0 {
			step = 1
		}
		s.top = max(0, min(s.top+step, len(s.files)-lastShown))
	}
	hand := l.back.Contains(f.X, f.Y) || canOpen && l.open.Contains(f.X, f.Y)
	for i := range s.rowCount() {
		if !l.rows[i].Contains(f.X, f.Y) {
			continue
		}
		hand = true
		if !f.Pressed {
			continue
		}
		if s.listing {
			s.openListed(a, s.files[s.top+i])
		} else {
			s.watch(a, s.last[i])
		}
		return
	}
	setCursor(hand, false)
}

// rowCount is how many rows the last games' panel shows: the last games,
// or the game files listed.
func (s *statsScreen) rowCount() int {
	if s.listing {
		return min(len(s.files)-s.top, lastShown)
	}
	return len(s.last)
}

// toggleFiles switches the last games' panel between the last games and
// the game files of the folder Export writes to (read anew each time).
func (s *statsScreen) toggleFiles() {
	if s.listing {
		s.listing = false
		return
	}
	dir, err := recordFolder()
	if err == nil {
		err = s.listFiles(dir)
	}
	if err != nil {
		s.msg = "The game files cannot be listed: " + err.Error()
	}
}

// listFiles shows the game files of a folder in place of the last games.
func (s *statsScreen) listFiles(dir string) error {
	files, err := listRecordFiles(os.DirFS(dir))
	if err != nil {
		return err
	}
	s.listing, s.folder, s.files, s.top = true, dir, files, 0
	return nil
}

// openListed opens a listed game file's replay, or says why it cannot.
func (s *statsScreen) openListed(a *App, file recordFile) {
	c := chosenFile{name: file.name}
	c.data, c.err = readRecordFile(os.DirFS(s.folder), file.name)
	s.openFile(a, c)
}

// openFile opens the replay of a record file read (dropped, or chosen
// with Open record), or says on the screen why it cannot be watched; it
// reports whether the replay opened. The statistics are not touched.
func (s *statsScreen) openFile(a *App, c chosenFile) bool {
	var rp *records.Replay
	err := c.err
	if err == nil {
		rp, err = openRecordData(c.name, c.data)
	}
	if err != nil {
		s.msg = "That file cannot be watched: " + err.Error()
		return false
	}
	setCursor(false, false)
	a.scr = newReplayScreen(rp, s)
	return true
}

// watch opens a game's replay.
func (s *statsScreen) watch(a *App, rec records.Game) {
	rp, err := records.Open(rec)
	if err != nil {
		s.msg = "That game cannot be watched: " + err.Error()
		return
	}
	setCursor(false, false)
	a.scr = newReplayScreen(rp, s)
}

// leave goes back to the screen the statistics were opened from.
func (s *statsScreen) leave(a *App) {
	setCursor(false, false)
	if s.back == nil {
		a.scr = newMenuScreen(a)
		return
	}
	a.scr = s.back
}

// tallyCells are a tally's columns.
func tallyCells(t records.Tally) []string {
	best, avg := "–", "–"
	if t.Games > 0 {
		best, avg = fmt.Sprintf("%+d", t.Best), fmt.Sprintf("%+.1f", t.Average())
	}
	return []string{fmt.Sprint(t.Games), fmt.Sprint(t.Won), fmt.Sprint(t.Matches), fmt.Sprint(t.MatchesWon), best, avg}
}

// tallyHeads are the columns' heads.
var tallyHeads = []string{"Games", "Won", "Matches", "Won", "Best", "Mean"}

// drawTallies draws a panel of tallies, one row each.
func drawTallies(dst *ebiten.Image, r rect, title string, names []string, tallies []records.Tally, u float64) {
	drawPanel(dst, r, title, u)
	labelW := 150 * u
	colW := (r.W - labelW - 32*u) / float64(len(tallyHeads))
	size := small(15, u)
	y := r.Y + 66*u
	for i, h := range tallyHeads {
		hs := size // a head too wide for its column shrinks: heads never run together
		if w := textWidth(h, hs, false); w > colW-10*u {
			hs *= (colW - 10*u) / w
		}
		drawTextAt(dst, h, r.X+16*u+labelW+colW*(float64(i)+1), y, hs, false, alignEnd, colTextDim)
	}
	rowH := min(30*u, (r.H-90*u)/float64(max(len(names), 1)))
	for k, name := range names {
		y += rowH
		ink := colText
		if name == "All" {
			ink = colGold
		}
		drawTextAt(dst, ellipsize(name, labelW-8*u, size, true), r.X+16*u, y, size, true, alignStart, ink)
		for i, cell := range tallyCells(tallies[k]) {
			drawTextAt(dst, cell, r.X+16*u+labelW+colW*(float64(i)+1), y, size, false, alignEnd, ink)
		}
	}
}

// lastLine describes one of the last games.
func lastLine(rec records.Game) string {
	seat := records.PlayerSeat(rec)
	var opp []string
	for i, st := range rec.Game.Seats {
		if i != seat {
			opp = append(opp, st.Name)
		}
	}
	result := "lost"
	if rec.Result.Winner == seat {
		result = "won"
	}
	when := "—"
	if rec.Ended != 0 {
		when = time.Unix(rec.Ended, 0).Format("Jan 2 15:04")
	}
	return fmt.Sprintf("%s · %s · %s against %s · %s %+d · %d turns", when, variantTitle(rec.Game.Variant),
		seatName(rec, seat), strings.Join(opp, ", "), result, rec.Result.Scores[seat], len(rec.Turns))
}

func (s *statsScreen) draw(a *App, dst *ebiten.Image) {
	l := s.layout(a)
	c, u := l.c, l.c.U
	fillImage(dst, feltFill)
	drawText(dst, "Statistics", c.x(640), c.y(60), 46*u, true, true, colText)
	if s.msg != "" {
		drawTextAt(dst, ellipsize(s.msg, 1200*u, small(15, u), false), c.x(640), c.y(104), small(15, u), false, alignCenter, colWarn)
	} else {
		drawTextAt(dst, fmt.Sprintf("Longest winning streak %d · current streak %d", s.sum.Longest, s.sum.Streak),
			c.x(640), c.y(104), small(17, u), false, alignCenter, colTextDim)
	}
	names, tallies := []string{"All"}, []records.Tally{s.sum.All}
	for _, v := range variants.Names() {
		if t, ok := s.sum.Variants[v]; ok {
			names, tallies = append(names, variantTitle(v)), append(tallies, t)
		}
	}
	drawTallies(dst, l.variants, "By variant", names, tallies, u)
	var levels []string
	for lv := range s.sum.Levels {
		levels = append(levels, lv)
	}
	slices.Sort(levels)
	names, tallies = nil, nil
	for _, lv := range levels {
		name := levelTitle(lv) + " AI"
		if lv == records.People {
			name = "People only"
		}
		names, tallies = append(names, name), append(tallies, s.sum.Levels[lv])
	}
	drawTallies(dst, l.opponents, "By opponent", names, tallies, u)

	if s.listing {
		s.drawFiles(dst, l)
	} else {
		s.drawLast(dst, l)
	}
	drawButton(dst, l.back, "Back (Esc)", u, toneQuiet, l.back.Contains(s.px, s.py), true)
	if canOpen {
		label := "Open record (O)"
		if s.listing {
			label = "Last games (O)"
		}
		drawButton(dst, l.open, label, u, toneNormal, l.open.Contains(s.px, s.py), true)
	}
	drawTextAt(dst, openHint, c.x(1240), c.y(728), small(15, u), false, alignEnd, colTextDim)
}

// drawLast draws the panel of the last games.
func (s *statsScreen) drawLast(dst *ebiten.Image, l statsLayout) {
	u := l.c.U
	drawPanel(dst, l.lastPanel, "Last games", u)
	if len(s.last) == 0 {
		drawTextAt(dst, "No game finished yet: they appear here, to be watched again.", l.rows[0].X, l.rows[0].Y+l.rows[0].H/2, small(15, u), false, alignStart, colTextDim)
	}
	for i, rec := range s.last {
		r := l.rows[i]
		hot := r.Contains(s.px, s.py)
		if hot {
			fillRoundRect(dst, r, 6*u, colFeltDark)
		}
		drawTextAt(dst, ellipsize(lastLine(rec), r.W-120*u, small(15, u), false), r.X+8*u, r.Y+r.H/2, small(15, u), false, alignStart, colText)
		drawTextAt(dst, "Watch", r.X+r.W-8*u, r.Y+r.H/2, small(15, u), hot, alignEnd, colGold)
	}
}

// drawFiles draws the panel of the game files listed by Open record.
func (s *statsScreen) drawFiles(dst *ebiten.Image, l statsLayout) {
	u := l.c.U
	title := "Game files in " + shortFolder(s.folder)
	if len(s.files) > lastShown {
		title = fmt.Sprintf("Game files %d–%d of %d (scroll for more) in %s", s.top+1, s.top+s.rowCount(), len(s.files), shortFolder(s.folder))
	}
	drawPanel(dst, l.lastPanel, ellipsize(title, l.lastPanel.W-48*u, 22*u, true), u)
	if len(s.files) == 0 {
		drawTextAt(dst, "No game files here yet: a replay's Export saves its game in this folder.", l.rows[0].X, l.rows[0].Y+l.rows[0].H/2, small(15, u), false, alignStart, colTextDim)
	}
	for i := range s.rowCount() {
		r, file := l.rows[i], s.files[s.top+i]
		hot := r.Contains(s.px, s.py)
		if hot {
			fillRoundRect(dst, r, 6*u, colFeltDark)
		}
		line := fmt.Sprintf("%s · %s · %d kB", file.name, file.mod.Format("Jan 2 15:04"), (file.size+1023)/1024)
		drawTextAt(dst, ellipsize(line, r.W-120*u, small(15, u), false), r.X+8*u, r.Y+r.H/2, small(15, u), false, alignStart, colText)
		drawTextAt(dst, "Watch", r.X+r.W-8*u, r.Y+r.H/2, small(15, u), hot, alignEnd, colGold)
	}
}

// shortFolder writes a folder for the player: the home folder in words
// ("your home folder", "Documents in your home folder"), others in full.
func shortFolder(dir string) string {
	home, err := os.UserHomeDir()
	if err != nil || home == "" {
		return dir
	}
	if dir == home {
		return "your home folder"
	}
	if rest, ok := strings.CutPrefix(dir, home+string(filepath.Separator)); ok {
		return rest + " in your home folder"
	}
	return dir
}
