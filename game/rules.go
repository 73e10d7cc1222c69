package game

import (
	"cmp"
	"fmt"
	"slices"
	"time"
)

// Direction is the way turns pass around the table.
type Direction int

// Turn directions. Seats are numbered in clockwise order.
const (
	Clockwise        Direction = 1
	CounterClockwise Direction = -1
)

// String names the direction.
func (d Direction) String() string {
	if d == CounterClockwise {
		return "counter-clockwise"
	}
	return "clockwise"
}

// Options are the house rules players agree on before a match.
type Options struct {
	// MeldThreshold is the least value of an initial meld.
	MeldThreshold int
	// TimeLimit is the time allowed for a turn; 0 means no limit.
	TimeLimit time.Duration
	// Rounds is how many rounds the match lasts; a round is as many games
	// as there are players.
	Rounds int
	// FreeJokers is the house option "Jokers move freely": a joker on the
	// table may move to any set as long as every set is valid, without the
	// tile it stands for taking its place (the variant's Freeing rule is
	// then not applied).
	FreeJokers bool
}

// Choices are the values a player may pick for each house option.
type Choices struct {
	MeldThresholds []int
	// MeldLetters says the initial-meld threshold counts the letters of a
	// word (Word), not points: the command line's "meld" option, in
	// points, is not offered.
	MeldLetters bool
	TimeLimits  []time.Duration
	Rounds      []int
	// FreeJokers says whether the house option "Jokers move freely" is
	// offered (it is not where the variant's own joker rule forbids it).
	FreeJokers bool
}

// Rules describe a variant completely: the box, how sets and turns are
// judged, the turn structure and the house options. The variants package
// registers one Rules per variant; the engine, the referee and the AI all
// read the same Rules.
type Rules struct {
	// Name is the variant's code name ("classic", "sabra").
	Name string
	// Title is the variant's name for players.
	Title string
	// Summary says in one line what sets the variant apart, for the
	// new-game screen ("" when it has none).
	Summary string
	// Box holds every tile of the box once, each with its own copy number.
	Box []Tile
	// Sets judges single sets.
	Sets SetChecker
	// Meld judges an initial meld.
	Meld MeldRule
	// Manipulation adds the variant's limits on changing the table, beyond
	// "every set valid, nothing taken back". Nil allows any rearrangement.
	Manipulation TurnRule
	// Freeing is the rule for taking a joker out of its set (RULES-NOTES,
	// "Freeing a joker"): applied to opened players' turns unless the house
	// option FreeJokers is on. Nil lets jokers move freely.
	Freeing TurnRule
	// Defaults are the house options as the rule book sets them.
	Defaults Options
	// Choices are the house options a player may change.
	Choices Choices
	// Direction is the way turns pass.
	Direction Direction
	// RackSize is how many tiles each player is dealt.
	RackSize int
	// PenaltyDraw is how many tiles a failed or timed-out manipulation costs.
	PenaltyDraw int
	// JokerPenalty is what a joker left on a rack costs at the end.
	JokerPenalty int
	// WarnBefore is how long before the time runs out the player is warned.
	WarnBefore time.Duration
	// EveryTurn is a limit on the table checked on every turn, before and
	// after the initial meld (Word: no word twice on the table). Nil: none.
	EveryTurn TurnRule
	// RefillTo is how many tiles a rack is refilled to from the pool at the
	// end of every turn, while the pool lasts (Word: 7). 0: no refill.
	// A player who empties the rack and refills goes on playing; the game
	// ends when a rack is empty after the refill.
	RefillTo int
	// ReturnLaid sends the tiles a failed or timed-out turn laid back into
	// the pool (Word), instead of leaving them on the player's rack.
	ReturnLaid bool
	// MissTurn makes a player whose turn failed or timed out with the table
	// changed miss the next turn (Word).
	MissTurn bool
	// Scoring is how players score turn by turn (Word). Nil: the number
	// variants' scoring from the racks left at the end (ScoreGame), where
	// scores sum to zero.
	Scoring ScoreRule
}

// ScoreRule scores a variant whose players score turn by turn: each legal
// turn earns points, the totals are kept through the game, and the rack
// left at the end costs something; the highest score wins the game.
type ScoreRule interface {
	// Turn returns the points of a turn: fresh are the valid sets of the
	// table after the turn that it made or changed, emptied says the turn
	// emptied the player's rack.
	Turn(fresh []JudgedSet, emptied bool) int
	// Final returns a seat's score for the game: its total of turn points
	// less what the rack it holds at the end costs.
	Final(r *Rules, total int, rack []Tile) int
}

// MeldRule judges the sets of an initial meld.
type MeldRule interface {
	// Judge returns the meld's points and, if it falls short of the
	// threshold, the reason in a player's words ("" when it is enough).
	Judge(melds []Meld, threshold int) (points int, reason string)
}

// TurnRule is a variant's extra limit on how a turn may change the table.
type TurnRule interface {
	// Check returns every way the turn breaks the rule, in a player's words.
	// before and after are the tables with their melds; played are the rack
	// tiles laid this turn.
	Check(before, after []JudgedSet, played []Tile) []string
}

// JudgedSet is a set on the table with what the rules made of it. A set
// that is not valid has Kind NotAMeld.
type JudgedSet struct {
	Set
	Meld
}

// Validate reports whether the rules are complete enough to play.
func (r *Rules) Validate() error {
	switch {
	case r.Name == "":
		return fmt.Errorf("rules without a name")
	case len(r.Box) == 0:
		return fmt.Errorf("%s: empty box", r.Name)
	case r.Sets == nil || r.Meld == nil:
		return fmt.Errorf("%s: no set or meld rules", r.Name)
	case r.RackSize <= 0 || r.Direction == 0:
		return fmt.Errorf("%s: no rack size or turn direction", r.Name)
	case r.RefillTo < 0 || r.RefillTo > r.RackSize:
		return fmt.Errorf("%s: refill to %d tiles with a deal of %d", r.Name, r.RefillTo, r.RackSize)
	}
	seen := make(map[Tile]bool, len(r.Box))
	for _, t := range r.Box {
		if seen[t] {
			return fmt.Errorf("%s: tile %v copy %d is twice in the box", r.Name, t, t.Copy())
		}
		seen[t] = true
	}
	return nil
}

// BoxCount returns how many tiles with the given face the box holds.
func (r *Rules) BoxCount(f Face) int {
	n := 0
	for _, t := range r.Box {
		if t.Face() == f.Face() {
			n++
		}
	}
	return n
}

// Letters reports whether the variant is played with letter tiles (Word
// Rummikub): the one test of it, for the players that play words rather
// than numbers and for what the screen shows.
func (r *Rules) Letters() bool {
	return slices.ContainsFunc(r.Box, func(t Tile) bool { return t.Kind() == Letter })
}

// PenaltyValue is what a tile left on a rack costs: its number, or the
// joker penalty for any joker.
func (r *Rules) PenaltyValue(t Tile) int {
	if t.IsJoker() {
		return r.JokerPenalty
	}
	if t.Kind() == Letter {
		return 1
	}
	return t.Number()
}

// RackValue sums the penalty values of a rack.
func (r *Rules) RackValue(rack []Tile) int {
	v := 0
	for _, t := range rack {
		v += r.PenaltyValue(t)
	}
	return v
}

// FirstPlayerRank orders the tiles drawn to choose the first player: the
// highest rank starts. Number tiles rank by number; letters rank higher the
// closer they are to A; a joker ranks below every other tile.
func (r *Rules) FirstPlayerRank(t Tile) int {
	switch t.Kind() {
	case Number:
		return t.Number()
	case Letter:
		return 27 - int(t.Letter()-'A'+1)
	}
	return 0
}

// WithOptions returns options with every unset field taken from the
// variant's defaults, or an error if a value is out of range.
func (r *Rules) WithOptions(o Options) (Options, error) {
	if o.MeldThreshold == 0 {
		o.MeldThreshold = r.Defaults.MeldThreshold
	}
	if o.Rounds == 0 {
		o.Rounds = r.Defaults.Rounds
	}
	if o.TimeLimit < 0 {
		o.TimeLimit = 0
	}
	if o.MeldThreshold < 0 || o.Rounds < 1 || o.Rounds > 20 {
		return Options{}, fmt.Errorf("house options out of range: %+v", o)
	}
	return o, nil
}

// NoLimit is the TimeLimit choice meaning a turn has no time limit.
const NoLimit time.Duration = 0

// Sorted returns a copy of tiles sorted by colour, then number (a letter
// tile by its letter), then kind, then copy: tiles with the same faces
// sort to the same faces in the same order, whichever copies they are.
func Sorted(tiles []Tile) []Tile {
	out := slices.Clone(tiles)
	slices.SortFunc(out, func(a, b Tile) int {
		return cmp.Or(cmp.Compare(a.Color(), b.Color()), cmp.Compare(a&numberMask, b&numberMask),
			cmp.Compare(a.Kind(), b.Kind()), cmp.Compare(a.Copy(), b.Copy()))
	})
	return out
}
