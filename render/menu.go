//go:build !nogui

package render

import (
	"image/color"
	"runtime"
	"slices"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"rummikub/game"
	"rummikub/input"
	"rummikub/variants"
)

// menuScreen is the new-game screen: the variant and its house options on
// the left, the seats on the right (each a person with a name or a
// computer player with its level), Start at the bottom right.
type menuScreen struct {
	variant string
	n       int
	// The seats, all four kept so fewer players and back keeps them.
	human  [maxSeats]bool
	names  [maxSeats]string
	levels [maxSeats]string
	opts   game.Options

	// focus is the seat whose name field has the keyboard, or -1;
	// selectAll says its whole name is selected, as when it was just
	// focused: the next key replaces it.
	focus     int
	selectAll bool
	err       string
	// px, py is the pointer, for lighting what is under it.
	px, py float64
	art    tileArt
	// resumeLine describes the saved match under its button.
	resumeLine string
	// replacing asks before a new match replaces the saved one.
	replacing bool
	// timeChosen says the player chose the time limit, which a change of
	// variant then keeps if the variant offers it.
	timeChosen bool
}

// newMenuScreen offers the last game chosen again.
func newMenuScreen(a *App) *menuScreen {
	cfg, _ := cleanConfig(a.lastConfig)
	m := &menuScreen{variant: cfg.Variant, n: len(cfg.Seats), opts: cfg.Options, focus: -1, px: -1, py: -1}
	levels := menuLevels()
	for i := range maxSeats {
		m.levels[i] = defaultLevel(levels)
		if i < len(cfg.Seats) {
			s := cfg.Seats[i]
			m.human[i] = s.Human
			if s.Human {
				m.names[i] = s.Name
			} else {
				m.levels[i] = s.Level
			}
		}
	}
	if a.resume != nil {
		m.resumeLine = matchSummary(*a.resume)
	}
	// No limit (0) is a choice too: cleanConfig gives a config without
	// options the rule book's, and no rule book has no limit.
	m.timeChosen = cfg.Options.TimeLimit != m.rules().Defaults.TimeLimit
	return m
}

// rules returns the chosen variant's rules (classic if unknown).
func (m *menuScreen) rules() *game.Rules {
	r, err := variants.Lookup(m.variant)
	if err != nil {
		r, _ = variants.Lookup("")
	}
	return r
}

// config is the game the screen shows, as it would start.
func (m *menuScreen) config() Config {
	c := Config{Variant: m.variant, Options: m.opts}
	for i := range m.n {
		c.Seats = append(c.Seats, Seat{Name: m.names[i], Human: m.human[i], Level: m.levels[i]})
	}
	return c
}

// menuLayout is where the new-game screen's controls are.
type menuLayout struct {
	c canvas
	// left and right are the game and players panels.
	left, right rect
	variant     []rect
	variantY    float64 // the variant's description line
	meld, time  rect
	meldY       float64 // captions' centre lines
	timeY       float64
	rounds      rect
	// free is the house option "Jokers move freely", beside the match
	// length; empty when the variant does not offer it.
	free     rect
	count    rect
	badge    [maxSeats]rect
	kind     [maxSeats]rect
	field    [maxSeats]rect
	settings rect
	quit     rect
	start    rect
	// resume takes up a saved match; empty when there is none.
	resume rect
	// stats opens the statistics.
	stats rect
}

// layout computes the screen's geometry for the window size. The design
// page is 1280×800; everything scales with it.
func (m *menuScreen) layout(a *App) menuLayout {
	c := newCanvas(a.w, a.h)
	l := menuLayout{c: c}
	l.left = c.r(56, 150, 568, 480)
	l.right = c.r(656, 150, 568, 480)
	names := variants.Names()
	rows := max(1, (len(names)+1)/2)
	for i := range names {
		l.variant = append(l.variant, c.r(80+float64(i%2)*264, 234+float64(i/2)*54, 256, 46))
	}
	y := 234 + float64(rows)*54 + 6
	l.variantY = c.y(y)
	y += 54
	l.meldY = c.y(y)
	l.meld = c.r(80, y+18, 520, 46)
	y += 90
	l.timeY = c.y(y)
	l.time = c.r(80, y+18, 520, 46)
	y += 90
	l.rounds = c.r(80, y+18, 260, 46)
	if m.rules().Choices.FreeJokers {
		l.rounds.W = 200 * c.U
		l.free = c.r(396, y+18, 88, 46)
	}
	// With many variants the game panel grows; the players panel matches.
	h := max(480, y+18+46+22-150)
	l.left.H, l.right.H = h*c.U, h*c.U

	l.count = c.r(680, 234, 200, 46)
	for i := range maxSeats {
		ry := 308 + float64(i)*84
		l.badge[i] = c.r(680, ry, 42, 56)
		l.kind[i] = c.r(738, ry+4, 180, 48)
		l.field[i] = c.r(930, ry+4, 270, 48)
	}
	l.settings = c.r(56, 690, 190, 56)
	l.stats = c.r(262, 690, 180, 56)
	x := 458.0
	if canQuit {
		l.quit = c.r(x, 690, 130, 56)
		x += 146
	}
	if a.resume != nil {
		l.resume = c.r(x, 690, 250, 56)
	}
	l.start = c.r(884, 684, 340, 64)
	return l
}

// canQuit says the new-game screen offers Quit: not in a browser, where a
// page cannot close its tab (the player closes it, and the match is kept).
const canQuit = runtime.GOOS != "js"

// kindLabels and countLabels are the seat and player-count choices.
var (
	kindLabels  = []string{"Human", "Computer"}
	countLabels = []string{"2", "3", "4"}
)

func (m *menuScreen) update(a *App, f input.Frame) {
	l := m.layout(a)
	m.px, m.py = f.X, f.Y
	if m.replacing {
		m.updateReplacing(a, f)
		return
	}
	if m.focus >= 0 && (m.focus >= m.n || !m.human[m.focus]) {
		m.setFocus(-1)
	}
	if m.focus >= 0 {
		m.typeName(f, l.field[m.focus], l.c.U)
	} else {
		for _, r := range f.Chars {
			if r >= '2' && r <= '4' {
				m.setCount(int(r - '0'))
			}
		}
		if f.HasKey(input.KeyTab) {
			m.setFocus(m.nextField(-1))
		}
		// The buttons' keys, while no name takes the letters.
		switch {
		case f.HasKey(input.KeySettings):
			setCursor(false, false)
			a.scr = newSettingsScreen(a, m)
			return
		case a.resume != nil && f.HasKey(input.KeyReset):
			m.resumeMatch(a)
			return
		case f.HasKey(input.KeyStats):
			m.openStats(a)
			return
		case canQuit && f.HasKey(input.KeyLeave):
			a.quit = true
			return
		}
	}
	if f.HasKey(input.KeyEnter) {
		m.start(a)
		return
	}
	if f.Pressed {
		m.press(a, &l, f)
	}
	m.cursor(&l)
}

// typeName edits the focused name field, r on screen: a name takes
// characters while it fits in the field (up to maxNameRunes).
func (m *menuScreen) typeName(f input.Frame, r rect, u float64) {
	size := min(r.H*0.42, 20*u) // as drawTextField draws it
	fits := func(name []rune) bool { return textWidth(string(name), size, false) <= r.W-28*u }
	i := m.focus
	name := []rune(m.names[i])
	if m.selectAll && (len(f.Chars) > 0 || f.HasKey(input.KeyBackspace)) {
		name = name[:0]
		m.selectAll = false
		if len(f.Chars) == 0 {
			m.names[i] = ""
			return
		}
	}
	for _, c := range f.Chars {
		if unicode.IsPrint(c) && len(name) < maxNameRunes && !(len(name) == 0 && c == ' ') {
			if name = append(name, c); !fits(name) {
				name = name[:len(name)-1]
			}
		}
	}
	if f.HasKey(input.KeyBackspace) && len(name) > 0 {
		name = name[:len(name)-1]
	}
	m.names[i] = string(name)
	switch {
	case f.HasKey(input.KeyTab):
		m.setFocus(m.nextField(i))
	case f.HasKey(input.KeyEscape):
		m.setFocus(-1)
	}
}

// setFocus gives the keyboard to a seat's name field (-1: to none), its
// name selected.
func (m *menuScreen) setFocus(seat int) {
	if seat != m.focus {
		m.selectAll = seat >= 0
	}
	m.focus = seat
}

// nextField returns the next person's seat after seat i, wrapping, or -1.
func (m *menuScreen) nextField(i int) int {
	for k := 1; k <= m.n; k++ {
		j := (i + k + m.n) % m.n
		if i < 0 {
			j = k - 1
		}
		if m.human[j] {
			return j
		}
	}
	return -1
}

// press handles a tap or click.
func (m *menuScreen) press(a *App, l *menuLayout, f input.Frame) {
	x, y := f.X, f.Y
	focus := -1
	defer func() { m.setFocus(focus) }()
	for i, name := range variants.Names() {
		if i < len(l.variant) && l.variant[i].Contains(x, y) {
			m.setVariant(name)
			m.click(a)
		}
	}
	r := m.rules()
	if i := segmentAt(l.meld, len(r.Choices.MeldThresholds), x, y); i >= 0 {
		m.opts.MeldThreshold = r.Choices.MeldThresholds[i]
		m.click(a)
	}
	if i := segmentAt(l.time, len(r.Choices.TimeLimits), x, y); i >= 0 {
		m.opts.TimeLimit = r.Choices.TimeLimits[i]
		m.timeChosen = true
		m.click(a)
	}
	if d := stepperAt(l.rounds, x, y); d != 0 && len(r.Choices.Rounds) > 0 {
		k := slices.Index(r.Choices.Rounds, m.opts.Rounds) + d
		if k >= 0 && k < len(r.Choices.Rounds) {
			m.opts.Rounds = r.Choices.Rounds[k]
			m.click(a)
		}
	}
	if l.free.Contains(x, y) {
		m.opts.FreeJokers = !m.opts.FreeJokers
		m.click(a)
	}
	if i := segmentAt(l.count, len(countLabels), x, y); i >= 0 {
		m.setCount(i + 2)
		m.click(a)
	}
	levels := menuLevels()
	for i := range m.n {
		if k := segmentAt(l.kind[i], len(kindLabels), x, y); k >= 0 {
			m.human[i] = k == 0
			if m.human[i] {
				focus = i
			}
			m.click(a)
		}
		if !l.field[i].Contains(x, y) {
			continue
		}
		if m.human[i] {
			focus = i
		} else if k := segmentAt(l.field[i], len(levels), x, y); k >= 0 {
			m.levels[i] = levels[k]
			m.click(a)
		}
	}
	switch {
	case clicked(f, l.start):
		m.start(a)
	case clicked(f, l.settings):
		m.click(a)
		setCursor(false, false)
		a.scr = newSettingsScreen(a, m)
	case canQuit && clicked(f, l.quit):
		a.quit = true
	case clicked(f, l.stats):
		m.openStats(a)
	case a.resume != nil && clicked(f, l.resume):
		m.resumeMatch(a)
	}
}

// resumeMatch takes up the saved match where it was left.
func (m *menuScreen) resumeMatch(a *App) {
	s, err := resumeSession(*a.resume, a.clock)
	if err != nil {
		m.err = "The match cannot be resumed: " + err.Error() + "."
		a.resume = nil
		return
	}
	setCursor(false, false)
	a.resume, a.notice, a.lastConfig = nil, "", s.cfg
	a.scr = newTableScreen(a, s)
}

// click sounds a control being used.
func (m *menuScreen) click(a *App) { a.sound.play(soundPick) }

// setVariant switches the variant; the meld goes back to its rule book's,
// the rounds and a time limit the player chose stay if it offers them.
func (m *menuScreen) setVariant(name string) {
	r, err := variants.Lookup(name)
	if err != nil {
		return
	}
	m.variant = r.Name
	rounds, free, limit := m.opts.Rounds, m.opts.FreeJokers, m.opts.TimeLimit
	m.opts = r.Defaults
	if slices.Contains(r.Choices.Rounds, rounds) {
		m.opts.Rounds = rounds
	}
	if m.timeChosen && slices.Contains(r.Choices.TimeLimits, limit) {
		m.opts.TimeLimit = limit
	}
	m.opts.FreeJokers = free && r.Choices.FreeJokers
}

// setCount sets the number of players.
func (m *menuScreen) setCount(n int) { m.n = min(max(n, 2), maxSeats) }

// start begins the game shown, or says why it cannot. With a match saved,
// it asks first: the new match replaces it.
func (m *menuScreen) start(a *App) {
	cfg, ok := cleanConfig(m.config())
	if !ok {
		m.err = "Choose a variant and 2 to 4 players."
		return
	}
	if a.resume != nil && !m.replacing {
		m.replacing = true
		return
	}
	m.replacing = false
	if err := a.Start(cfg); err != nil {
		m.err = capitalise(err.Error()) + "."
		return
	}
	setCursor(false, false)
	a.rememberConfig(cfg)
}

// openStats opens the statistics screen.
func (m *menuScreen) openStats(a *App) {
	m.click(a)
	setCursor(false, false)
	a.scr = newStatsScreen(a, m)
}

// replaceButtons are the buttons of the question before a new match
// replaces the saved one.
func (m *menuScreen) replaceButtons(l *menuLayout) (yes, no rect) {
	return l.c.r(360, 440, 270, 56), l.c.r(650, 440, 270, 56)
}

// updateReplacing asks whether a new match may replace the saved one.
func (m *menuScreen) updateReplacing(a *App, f input.Frame) {
	l := m.layout(a)
	yes, no := m.replaceButtons(&l)
	switch {
	case f.HasKey(input.KeyEnter) || f.Pressed && yes.Contains(f.X, f.Y):
		m.start(a)
	case f.HasKey(input.KeyEscape) || f.Pressed && no.Contains(f.X, f.Y):
		m.replacing = false
	}
}

// drawReplacing draws the question before a new match replaces the saved
// one.
func (m *menuScreen) drawReplacing(a *App, dst *ebiten.Image, l *menuLayout) {
	c := l.c
	u := c.U
	fillRect(dst, rect{0, 0, a.w, a.h}, color.RGBA{0, 0, 0, 0x80})
	panel := c.r(300, 290, 680, 230)
	fillRoundRect(dst, panel, 14*u, colDialog)
	strokeRoundRect(dst, panel, 14*u, 2*u, colWarn)
	drawText(dst, "Replace the saved match?", c.x(640), c.y(330), 24*u, true, true, colText)
	drawText(dst, m.resumeLine, c.x(640), c.y(370), 15*u, false, true, colTextDim)
	drawText(dst, "A new match takes its place: it cannot be resumed afterwards.", c.x(640), c.y(400), 15*u, false, true, colTextDim)
	yes, no := m.replaceButtons(l)
	drawButton(dst, yes, "Start new (Enter)", u, toneDanger, yes.Contains(m.px, m.py), true)
	drawButton(dst, no, "Keep it (Esc)", u, toneNormal, no.Contains(m.px, m.py), true)
}

// cursor shows the hand over the controls.
func (m *menuScreen) cursor(l *menuLayout) {
	x, y := m.px, m.py
	hand := l.start.Contains(x, y) || l.settings.Contains(x, y) || l.quit.Contains(x, y) || l.resume.Contains(x, y) || l.stats.Contains(x, y) ||
		l.meld.Contains(x, y) || l.time.Contains(x, y) || stepperAt(l.rounds, x, y) != 0 || l.count.Contains(x, y) ||
		l.free.Contains(x, y)
	for _, r := range l.variant {
		hand = hand || r.Contains(x, y)
	}
	field := false
	for i := range m.n {
		hand = hand || l.kind[i].Contains(x, y)
		if l.field[i].Contains(x, y) {
			if m.human[i] {
				field = true
			} else {
				hand = true
			}
		}
	}
	setCursor(hand, field)
}
