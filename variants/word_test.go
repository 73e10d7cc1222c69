package variants_test

import (
	"strings"
	"testing"

	"rummikub/game"
)

// bookRack is the rack of the rule book's melding example.
const bookRack = "KARAIBCTLFTSIO"

// wordBook are the examples of the Word Rummikub rule book.
var wordBook = []wordTurn{
	// Melding: "From these letters, the player can meld each of the
	// following words" (a player who has opened).
	{name: "meld BLACK", rack: bookRack, after: "BLACK", legal: true, score: 5},
	{name: "meld AIR", rack: bookRack, after: "AIR", legal: true, score: 3},
	{name: "meld RAT", rack: bookRack, after: "RAT", legal: true, score: 3},
	{name: "meld SOFT", rack: bookRack, after: "SOFT", legal: true, score: 4},
	{name: "meld RACK", rack: bookRack, after: "RACK", legal: true, score: 4},
	{name: "meld FIRST", rack: bookRack, after: "FIRST", legal: true, score: 5},
	{name: "meld several of them, emptying the rack", rack: bookRack, after: "BLACK | FIRST | IOTA", legal: true, score: 10},
	// Example 1: D, I, S added to APPEAR.
	{name: "DISAPPEAR from APPEAR", table: "APPEAR", rack: "DISONKE", after: "DISAPPEAR", legal: true, score: 9},
	{name: "DISAPPEAR from APPEAR, rack emptied", table: "APPEAR", rack: "DIS", after: "DISAPPEAR", legal: true, score: 18},
	// Example 2: APE split, with L, T, H: PAL and THE.
	{name: "PAL and THE from APE", table: "APE", rack: "LTHOKEN", after: "PAL | THE", legal: true, score: 3},
	// Example 3: C from CLAP and P from PEAR with I and H: LAP, CHIP, EAR.
	{name: "LAP, CHIP and EAR from CLAP and PEAR", table: "CLAP | PEAR", rack: "IHOKENS", after: "LAP | CHIP | EAR", legal: true, score: 4},
	// Scoring: TOY, CAPE, HEAVY and RECOVER score 7 (the box has one V:
	// a joker stands for the other).
	{name: "TOY CAPE HEAVY RECOVER score 7", rack: "TOYCAPEHEA*YRECOVERS", after: "TOY | CAPE | HEA*vY | RECOVER", legal: true, score: 7},
	{name: "TOY CAPE HEAVY RECOVER, rack emptied: double", rack: "TOYCAPEHEA*YRECOVER", after: "TOY | CAPE | HEA*vY | RECOVER", legal: true, score: 14},
}

func TestWordRuleBookExamples(t *testing.T) {
	r := rulesOf(t, "word")
	for _, tc := range wordBook {
		t.Run(tc.name, func(t *testing.T) { tc.check(t, r) })
	}
}

// wordRules are the rule book's sentences as RULES-NOTES reads them, one
// or more cases each.
var wordRules = []wordTurn{
	// "Players must place a word consisting of at least 6 letters onto the
	// table in the first move."
	{name: "initial meld of 6 letters", initial: true, rack: bookRack, after: "FABRIC", legal: true, score: 6, meld: 6},
	{name: "initial meld of several words", initial: true, rack: bookRack, after: "FABRICS | TOIL", legal: true, score: 7, meld: 7},
	{name: "initial meld of 5 letters", initial: true, rack: bookRack, after: "BLACK", score: 5, meld: 5,
		reasons: []string{"your initial meld needs a word of at least 6 letters from your rack; your longest has 5"}},
	{name: "initial meld with a joker", initial: true, rack: "FABRI*", after: "FABRI*", legal: true, score: 12, meld: 6},
	// "During the initial meld, words on the table may not be manipulated
	// or built upon with tiles from player's rack."
	{name: "initial meld builds on the table", initial: true, table: "APPEAR", rack: "DISONKE", after: "DISAPPEAR", score: 9,
		reasons: []string{
			"until your initial meld is down you may not change the sets on the table: (A P P E A R) was changed",
			"your initial meld needs a word of at least 6 letters from your rack; your longest has 0",
		}},
	{name: "initial meld beside the table's words", initial: true, table: "APPEAR", rack: bookRack, after: "APPEAR | FABRIC", legal: true, score: 6, meld: 6},
	// "A joker may not be retrieved before the initial meld."
	{name: "joker retrieved before the initial meld", initial: true, table: "DOG*s", rack: "SFABRICK", after: "DOGS | FABRIC*", score: 7, meld: 0,
		reasons: []string{
			"until your initial meld is down you may not change the sets on the table: (D O G *) was changed",
			"your initial meld needs a word of at least 6 letters from your rack; your longest has 0",
		}},
	// "... players must either meld or manipulate words consisting of at
	// least 3 letters on each successive turn."
	{name: "a word of 2 letters", rack: bookRack, after: "AT", score: 0,
		reasons: []string{"set 1 (A T) has 2 letters: a word needs at least 3"}},
	{name: "a word of 2 letters left on the table", table: "TEA", rack: "SOKEN", after: "T | EASE", score: 4,
		reasons: []string{"set 1 (T) has 1 letter: a word needs at least 3"}},
	// "The player has to use at least one letter from his/her rack in order
	// to manipulate the words on the table."
	{name: "the table rearranged without a rack letter", table: "TEA", rack: "SOKEN", after: "EAT", score: 3,
		reasons: []string{"a turn must lay at least one tile from your rack; if you cannot, draw"}},
	// "Valid words are those that appear in a standard dictionary excluding
	// abbreviations, foreign words, foreign spellings, or words that are
	// hyphenated."
	{name: "not a word", rack: "XQZA", after: "XQZ", reasons: []string{"set 1 (X Q Z) is not a word of the dictionary"}},
	{name: "an abbreviation", rack: "NASA", after: "NASA", reasons: []string{"set 1 (N A S A) is not a word of the dictionary"}},
	{name: "a proper noun", rack: "LONDON", after: "LONDON", reasons: []string{"set 1 (L O N D O N) is not a word of the dictionary"}},
	{name: "words are read left to right", rack: "TACO", after: "TCA", reasons: []string{"set 1 (T C A) is not a word of the dictionary"}},
	{name: "a joker that makes no word", rack: "XQ*O", after: "XQ*", reasons: []string{"set 1 (X Q *) is not a word of the dictionary, whatever its jokers stand for"}},
	// "You may not form a word that already appears on the table."
	{name: "a word twice", table: "CAT", rack: "CATO", after: "CAT | CAT", score: 3,
		reasons: []string{"the word CAT is on the table twice: a word may appear on the table only once"}},
	{name: "a joker spelling a word twice", table: "CAT", rack: "C*TO", after: "CAT | C*aT", score: 3,
		reasons: []string{"the word CAT is on the table twice: a word may appear on the table only once"}},
	{name: "the same letters, another word", table: "EAT", rack: "TEAO", after: "EAT | TEA", legal: true, score: 3},
	// "A joker can be retrieved from a set by replacing it with a tile of
	// the same letter it represents. The tile used to replace the joker
	// can come from the player's rack or from the table." "A joker that
	// has been replaced must be used in the player's same turn as part of
	// a new word."
	{name: "joker freed by its letter from the rack", table: "DOG*s", rack: "SSEAK", after: "DOGS | SEA*t", legal: true, score: 4},
	{name: "joker freed by its letter from the table", table: "DOG*s | STOP", rack: "EAYK", after: "DOGS | TOP | EA*sY", legal: true, score: 4},
	{name: "joker freed by the wrong letter", table: "DOG*s", rack: "MEAYK", after: "DOGM | EA*sY", score: 4,
		reasons: []string{
			"set 1 (D O G M) is not a word of the dictionary",
			"the joker left (D O G *) without the S taking its place: a joker leaves a set only when the tile it stands for replaces it, or when the set is taken apart",
		}},
	{name: "joker taken without its letter", table: "DOG*s", rack: "SEAK", after: "DOG | SEA*t", score: 4,
		reasons: []string{"the joker left (D O G *) without the S taking its place: a joker leaves a set only when the tile it stands for replaces it, or when the set is taken apart"}},
	{name: "an undeclared joker is freed by any letter that fits", table: "C*T", rack: "UEAYK", after: "CUT | EA*Y", legal: true, score: 4},
	// "A word containing a joker can have tiles added to it, be split
	// apart or have tiles removed from it."
	{name: "tiles added to a word with a joker", table: "C*aT", rack: "SOKE", after: "C*aTS", legal: true, score: 4},
	{name: "a tile removed from a word with a joker", table: "S*cARE", rack: "TOPK", after: "*cARE | STOP", legal: true, score: 4},
	{name: "a word with a joker taken apart", table: "*aPE", rack: "LTHK", after: "P*aL | THE", legal: true, score: 3},
	// Letters are alike: a word is taken apart when its letters go to
	// different words, whatever another word with the same letters holds.
	{name: "a word with a joker taken apart beside a word with its letters", table: "*bAT | EAT | RED | ONE", rack: "OOKS",
		after: "EAT | READ | TONE | *bOOK", legal: true, score: 4},
	{name: "a joker made to stand for another letter", table: "C*aT", rack: "SOKE", after: "C*oTS", score: 4,
		reasons: []string{"the joker left (C * T) without the A taking its place: a joker leaves a set only when the tile it stands for replaces it, or when the set is taken apart"}},
	// Scoring: "players do not score points for every word, but score
	// only for the longest word placed on the table during that turn";
	// a word only moved is not placed.
	{name: "a word only moved does not score", table: "HEAVY", rack: "TOYK", after: "TOY | HEAVY", legal: true, score: 3},
	{name: "a changed word scores its whole length", table: "CAT", rack: "SKO", after: "CATS", legal: true, score: 4},
	{name: "a word shortened scores", table: "SCARE", rack: "TOPK", after: "CARE | STOP", legal: true, score: 4},
	{name: "jokers count one letter each", rack: "H*AVYK", after: "H*eAVY", legal: true, score: 5},
}

func TestWordRules(t *testing.T) {
	r := rulesOf(t, "word")
	for _, tc := range wordRules {
		t.Run(tc.name, func(t *testing.T) { tc.check(t, r) })
	}
}

// The box: the rule book's letter distribution, 110 letters and 2 jokers.
func TestWordBox(t *testing.T) {
	r := rulesOf(t, "word")
	if err := r.Validate(); err != nil {
		t.Fatal(err)
	}
	want := map[byte]int{'A': 10, 'B': 2, 'C': 4, 'D': 4, 'E': 10, 'F': 2, 'G': 3, 'H': 3, 'I': 7, 'J': 1, 'K': 2, 'L': 7, 'M': 3,
		'N': 6, 'O': 8, 'P': 4, 'Q': 1, 'R': 7, 'S': 7, 'T': 8, 'U': 4, 'V': 1, 'W': 2, 'X': 1, 'Y': 2, 'Z': 1}
	letters := 0
	for c := byte('A'); c <= 'Z'; c++ {
		got := r.BoxCount(game.LetterTile(c))
		if got != want[c] {
			t.Errorf("%d %c, want %d", got, c, want[c])
		}
		letters += got
	}
	if letters != 110 || len(r.Box) != 112 || r.BoxCount(game.JokerTile(game.Joker)) != 2 {
		t.Errorf("%d letters, %d tiles, %d jokers; want 110, 112, 2", letters, len(r.Box), r.BoxCount(game.JokerTile(game.Joker)))
	}
	if r.Title != "Word" || r.Summary == "" || r.RackSize != 14 || r.RefillTo != 7 || r.JokerPenalty != 30 ||
		r.Defaults.MeldThreshold != 6 || !r.ReturnLaid || !r.MissTurn || r.Scoring == nil {
		t.Errorf("settings: %+v", r)
	}
}

// What a joker stands for: the declared letter, the only letter that
// makes a word, or (several fit) the first, with every fitting letter open.
func TestWordJokers(t *testing.T) {
	r := rulesOf(t, "word")
	for _, tc := range []struct {
		word, stands string
		open         string
	}{
		{"HEA*Y", "HEADY", "DV"},
		{"HEA*vY", "HEAVY", ""},
		{"C*T", "CAT", "AOU"},
		{"ZEB*A", "ZEBRA", ""},
		{"*A*", "AAH", ""},
		{"*bA*", "BAA", "ADGHNPRTY"},
	} {
		m, why := r.Sets.Check(parseWord(t, tc.word))
		if why != "" {
			t.Errorf("%s: %s", tc.word, why)
			continue
		}
		var stands, open strings.Builder
		for _, p := range m.Stands {
			stands.WriteByte(p[0].Letter())
		}
		for _, f := range m.Open {
			open.WriteByte(f.Letter())
		}
		if stands.String() != tc.stands || open.String() != tc.open || m.Kind != game.Word || m.Value != len(m.Stands) {
			t.Errorf("%s stands for %s (open %q), want %s (open %q)", tc.word, stands.String(), open.String(), tc.stands, tc.open)
		}
	}
	for _, tc := range []struct{ word, why string }{
		{"*qXZ", "is not a word of the dictionary"},
		{"CA", "has 2 letters: a word needs at least 3"},
		{"ABCDEFGHIJKLMNOP", "has 16 letters: no word of the dictionary is longer than 15"},
	} {
		if _, why := r.Sets.Check(parseWord(t, tc.word)); why != tc.why {
			t.Errorf("%s: %q, want %q", tc.word, why, tc.why)
		}
	}
	number := game.Set{Tiles: []game.Tile{game.LetterTile('C'), game.NumberTile(game.Red, 5), game.LetterTile('T')}}
	if _, why := r.Sets.Check(number); why != "holds the red 5, which is no letter tile" {
		t.Errorf("a number tile in a word: %q", why)
	}
	pinned := game.Set{Tiles: []game.Tile{game.LetterTile('C'), game.JokerTile(game.Joker), game.LetterTile('T')},
		Pins: []game.Pin{{}, {game.NumberTile(game.Red, 5)}, {}}}
	if _, why := r.Sets.Check(pinned); why != "has a joker declared as R5, which is no letter" {
		t.Errorf("a joker declared as a number: %q", why)
	}
}
