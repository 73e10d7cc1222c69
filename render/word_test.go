//go:build !nogui

package render_test

import (
	"image/png"
	"os"
	"strconv"
	"strings"
	"testing"

	"rummikub/game"
	"rummikub/input"
	"rummikub/render"
)

// wordWeakRack is a computer player's Word rack.
const wordWeakRack = "Q X Z J V W K"

// wordPlayer starts a Word game from a state: a person, then a computer.
func wordPlayer(t *testing.T, st game.State) *player {
	t.Helper()
	p := newPlayer(t, youVersusIn("word"), st, 0, screenW, screenH)
	p.settle()
	return p
}

// A joker dropped between C and T, beside CAT on the table, asks which
// letter it stands for: undeclared it reads CAT again, which is refused;
// U makes CUT, which the referee accepts, and the joker is labelled U.
func TestWordJokerAsksItsLetter(t *testing.T) {
	table := map[game.Pos]string{{Col: 1, Row: 0}: "C A T"}
	st := dealIn(t, "word", []string{"C T * S O K E", wordWeakRack}, table, []bool{true, true})
	p := wordPlayer(t, st)
	g := p.game()
	p.dragToCell(p.rackIndex("C"), 2, 2)
	p.dragToCell(p.rackIndex("T"), 4, 2)
	p.dragToCell(p.rackIndex("*"), 3, 2)
	letters := p.app.Choosing()
	for _, want := range []string{"A", "O", "U"} {
		if !strings.Contains(letters, want) {
			t.Fatalf("the choice offers %q, want A, O and U among them", letters)
		}
	}
	if v := g.Check(); v.Legal {
		t.Fatal("C*T undeclared beside CAT is accepted")
	}
	img := p.frame()
	looksLikeTile(t, img, p.app.ChooseRect(0), "the first letter of the choice")
	x, y := centre(p.app.ChooseRect(strings.IndexByte(letters, 'U')))
	p.script.Click(x, y)
	p.play()
	if p.app.Choosing() != "" {
		t.Fatal("the choice is still open after a letter was clicked")
	}
	view := g.View()
	joker := view.Table.At(game.Pos{Col: 3, Row: 2})
	if v := g.Check(); !v.Legal {
		t.Fatalf("CUT is refused: %v", v.Reasons)
	}
	if lb, _ := p.app.JokerLabel(joker); lb != "U" {
		t.Errorf("the joker is labelled %q, want U", lb)
	}
	if got := p.app.MeldLabel(); got != "This turn: 3 points" {
		t.Errorf("the turn's count reads %q", got)
	}
	// Undo takes the declaration back, not the joker.
	p.script.Tap(input.KeyUndo)
	p.play()
	if got := cellTile(g.View().Table, 3, 2); got != "*" || g.Check().Legal {
		t.Errorf("after Undo the cell holds %s, legal %v", got, g.Check().Legal)
	}
}

// In Word the sort buttons order letters: A to Z, or vowels first, the
// joker last either way.
func TestWordSortsLetters(t *testing.T) {
	st := dealIn(t, "word", []string{"T * S O K E C", wordWeakRack}, nil, []bool{true, true})
	p := wordPlayer(t, st)
	for _, c := range []struct {
		key   input.Key
		btn   int
		label string
		want  string
	}{
		{input.KeySortGroups, render.BtnSortGroups, "Sort A-Z (G)", "C E K O S T *"},
		{input.KeySortRuns, render.BtnSortRuns, "Vowels first (S)", "E O C K S T *"},
	} {
		if got := p.app.ButtonLabel(c.btn); got != c.label {
			t.Errorf("the button reads %q, want %q", got, c.label)
		}
		p.script.Tap(c.key)
		p.play()
		var got []string
		for _, tile := range p.game().View().Racks[0] {
			got = append(got, tile.String())
		}
		if strings.Join(got, " ") != c.want {
			t.Errorf("%q sorts the rack as %v, want %s", c.label, got, c.want)
		}
	}
}

// Letters that spell no word are marked while the word is built, with the
// dictionary's reason on hover; a played turn says its score and the
// refill to 7.
func TestWordMarksANonWordAndTellsTheTurn(t *testing.T) {
	st := dealIn(t, "word", []string{"T C A S O K E", wordWeakRack}, nil, []bool{true, true})
	p := wordPlayer(t, st)
	g := p.game()
	for i, code := range []string{"T", "C", "A"} {
		p.dragToCell(p.rackIndex(code), 2+i, 2)
	}
	x, y := centre(p.app.CellRect(3, 2))
	p.script.Move(x, y, 2)
	p.play()
	if h := p.app.Hover(); !strings.Contains(h, "not a word of the dictionary") {
		t.Errorf("pointing at TCA shows %q, want the dictionary's reason", h)
	}
	looksLikeTile(t, p.frame(), p.app.CellRect(2, 2), "the letter T")
	// Rebuilt as CAT (the T moved along the table) it stands, and scores 3.
	fx, fy := centre(p.app.CellRect(2, 2))
	tx, ty := centre(p.app.CellRect(5, 2))
	p.script.Drag(fx, fy, tx, ty)
	p.play()
	if v := g.Check(); !v.Legal || v.TurnScore != 3 {
		t.Fatalf("CAT: legal %v, score %d, %v", v.Legal, v.TurnScore, v.Reasons)
	}
	if got := p.app.MeldLabel(); got != "This turn: 3 points" {
		t.Errorf("the turn's count reads %q", got)
	}
	p.script.Tap(input.KeyEnter)
	p.until("the turn ends", 100, func() bool { return len(g.History()) > 0 })
	p.step(1)
	said := strings.Join(p.app.Messages(), " | ")
	for _, want := range []string{"(3 points)", "You draw 3 tiles: your rack holds 7 again."} {
		if !strings.Contains(said, want) {
			t.Errorf("the messages %q do not say %q", said, want)
		}
	}
	// The top bar keeps each seat's score (who is ahead, in the one
	// variant where the highest score wins).
	if st := p.app.SeatStatus(0); !strings.HasPrefix(st, "3 points · ") {
		t.Errorf("your seat's line reads %q, want your 3 points first", st)
	}
}

// With WORD_SCREENSHOT set to a file name, the frame of a Word table is
// saved there as PNG (docs/screenshots/word.png is made so):
//
//	WORD_SCREENSHOT=$PWD/docs/screenshots/word.png \
//	    xvfb-run -a -s "-screen 0 1280x800x24" go test ./render/ -run TestWordScreenshot
func TestWordScreenshot(t *testing.T) {
	out := os.Getenv("WORD_SCREENSHOT")
	if out == "" {
		t.Skip("WORD_SCREENSHOT names no file")
	}
	table := map[game.Pos]string{
		{Col: 1, Row: 0}: "D I S A P P E A R", {Col: 12, Row: 0}: "T H E", {Col: 17, Row: 0}: "T R A I N",
		{Col: 1, Row: 1}: "L A P", {Col: 6, Row: 1}: "C H I P", {Col: 12, Row: 1}: "E A R",
		{Col: 1, Row: 2}: "R E C O V E R", {Col: 10, Row: 2}: "H E A R T Y", {Col: 17, Row: 2}: "M O * N T A I N",
		{Col: 1, Row: 3}: "G A R D E N", {Col: 9, Row: 3}: "F O X",
	}
	st := dealIn(t, "word", []string{"S T O N E * L I B U A", "D G K M W Y U", "C E N G U W O"}, table, []bool{true, true, true})
	cfg := render.Config{Variant: "word", Seed: 1, Seats: []render.Seat{{Name: "You", Human: true}, {Name: "Medium AI", Level: "medium"}, {Name: "Hard AI", Level: "hard"}}}
	p := newPlayer(t, cfg, st, 0, screenW, screenH)
	p.settle()
	// The player lays STONE and drops the joker after it: the choice is
	// open.
	for i, code := range []string{"S", "T", "O", "N", "E"} {
		p.dragToCell(p.rackIndex(code), 3+i, 5)
	}
	p.dragToCell(p.rackIndex("*"), 8, 5)
	if p.app.Choosing() == "" {
		t.Fatal("no choice for STONE*")
	}
	img := p.frame()
	f, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// Hint in a Word game asks the Word solver (the number solver refuses
// letter tiles, and the hint said "no play found" on every Word turn):
// it marks a word's tiles on the rack, and asked again lays a play the
// referee accepts.
func TestWordHintFindsAWord(t *testing.T) {
	table := map[game.Pos]string{{Col: 1, Row: 0}: "C A T"}
	st := dealIn(t, "word", []string{"D O G S O K E", wordWeakRack}, table, []bool{true, true})
	p := wordPlayer(t, st)
	p.script.Tap(input.KeyHint)
	p.play()
	p.until("the hint's answer", 600, func() bool { return strings.Contains(p.app.Message(), "Hint: you can lay") })
	if len(p.app.HintTiles()) == 0 {
		t.Fatalf("the hint says %q and marks no tile", p.app.Message())
	}
	said := p.app.Message()
	p.script.Tap(input.KeyHint)
	p.play()
	v := p.game().Check()
	if !v.Legal {
		t.Fatalf("the hinted play laid out is refused: %v (%q)", v.Reasons, p.app.Message())
	}
	// In Word a turn is scored: the hint says what its play scores.
	if want := " for " + strconv.Itoa(v.TurnScore) + " points"; !strings.Contains(said, want) {
		t.Errorf("the hint says %q, want the play's score%q", said, want)
	}
}

// Reset puts a Word joker back with its letter: after the player moved its
// word and sorted the rack, Reset (one edit, the rack kept sorted) used to
// put the joker back undeclared, so *OUNTAIN declared as M read as
// FOUNTAIN, a new word.
func TestWordResetKeepsAJokersLetter(t *testing.T) {
	st := dealIn(t, "word", []string{"D O G S E E R", wordWeakRack}, map[game.Pos]string{{Col: 1, Row: 0}: "* O U N T A I N"}, []bool{true, true})
	joker := st.Table.At(game.Pos{Col: 1, Row: 0})
	st.Table.Pin(joker, game.Pin{game.LetterTile('M')})
	p := wordPlayer(t, st)
	g := p.game()
	view := g.View()
	var shift game.Edit
	for _, l := range view.Table.Lines() {
		for k, x := range l.Tiles {
			shift.Steps = append(shift.Steps, game.Step{Tile: x, To: game.TableLoc(l.Start.Col+k, l.Start.Row+2), Pin: view.Table.Pinned(x)})
		}
	}
	if err := g.Move(shift); err != nil {
		t.Fatal(err)
	}
	p.script.Tap(input.KeySortGroups)
	p.play()
	p.script.Tap(input.KeyReset)
	p.play()
	if got, start := g.View(), g.Snapshot(); got.Table != start.Table {
		t.Fatalf("after Reset the joker reads %v, want the M it was declared as (changed %v)", got.Table.Pinned(joker), g.Changed())
	}
}
