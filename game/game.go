package game

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"time"
)

// MaxTurns is how many turns a game between computer players may last
// before a driver (self-play, the demo) stops it as a bug: a game of
// the whole box ends in a few hundred turns at most, since every turn lays
// tiles or draws one until the pool is empty, and then the game is blocked.
const MaxTurns = 5000

// Game is one game of Rummikub from the first tile drawn to the score.
//
// The state at the start of the current turn is kept as a snapshot. The
// player's edits during the turn are pending: each makes a new State, and
// undo, redo and reset move between them. Ending the turn asks the referee
// (Judge) about the pending table: a legal turn commits, an illegal one rolls
// back to the snapshot exactly and costs a penalty. Every outcome is an
// Event, and every finished turn a Record from which the game can be
// replayed.
type Game struct {
	rules *Rules
	opts  Options
	clock Clock
	seed  uint64

	start   State   // the snapshot at the start of the current turn
	pending []State // pending[0] is start; pending[i] follows edits[i-1]
	edits   []Edit
	cursor  int // index in pending of the state the player sees

	turnStart time.Time
	warned    bool
	first     int

	events  []Event
	history []Record
	result  *Result
}

// New shuffles the box with the given seed, lets each seat draw a tile to
// choose the first player, reshuffles and deals. The same rules, options,
// seat count and seed always give the same game.
func New(r *Rules, opts Options, players int, seed uint64, clock Clock) (*Game, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	if players < 2 || players > 4 {
		return nil, fmt.Errorf("a game needs 2 to 4 players, not %d", players)
	}
	opts, err := r.WithOptions(opts)
	if err != nil {
		return nil, err
	}
	if clock == nil {
		clock = SystemClock{}
	}
	if players*r.RackSize > len(r.Box) {
		return nil, fmt.Errorf("the box holds too few tiles for %d players", players)
	}
	g := &Game{rules: r, opts: opts, clock: clock, seed: seed}
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))

	box := slices.Clone(r.Box)
	rng.Shuffle(len(box), func(i, j int) { box[i], box[j] = box[j], box[i] })
	first, shown := chooseFirst(r, box, players)
	g.first = first
	g.emit(Event{Kind: FirstPlayerChosen, Player: first, Tiles: shown})

	// The tiles go back and are mixed again before the deal.
	box = slices.Clone(r.Box)
	rng.Shuffle(len(box), func(i, j int) { box[i], box[j] = box[j], box[i] })
	s := State{
		Racks:   make([][]Tile, players),
		Opened:  make([]bool, players),
		Drawn:   make([][]Tile, players),
		Current: first,
		Scores:  make([]int, players),
		Missing: make([]bool, players),
	}
	for i := range players {
		s.Racks[i] = slices.Clone(box[i*r.RackSize : (i+1)*r.RackSize])
	}
	s.Pool = slices.Clone(box[players*r.RackSize:])
	g.emit(Event{Kind: Dealt, Player: first})
	g.beginTurn(s)
	return g, nil
}

// chooseFirst lets each seat draw a tile from the shuffled box; the highest
// rank starts, and tied seats draw again. It returns the first seat and the
// tiles of the deciding draw by seat (0 for seats out of an earlier draw).
func chooseFirst(r *Rules, box []Tile, players int) (int, []Tile) {
	shown := make([]Tile, players)
	contenders := make([]int, players)
	for i := range contenders {
		contenders[i] = i
	}
	next := 0
	for {
		best := -1
		clear(shown)
		for _, seat := range contenders {
			shown[seat] = box[next%len(box)]
			next++
			best = max(best, r.FirstPlayerRank(shown[seat]))
		}
		var tied []int
		for _, seat := range contenders {
			if r.FirstPlayerRank(shown[seat]) == best {
				tied = append(tied, seat)
			}
		}
		if len(tied) == 1 || next > len(box)*4 {
			return tied[0], shown
		}
		contenders = tied
	}
}

// Rules returns the game's rules.
func (g *Game) Rules() *Rules { return g.rules }

// Options returns the game's house options.
func (g *Game) Options() Options { return g.opts }

// Seed returns the seed the game was dealt with.
func (g *Game) Seed() uint64 { return g.seed }

// FirstPlayer returns the seat that started the game.
func (g *Game) FirstPlayer() int { return g.first }

// Snapshot returns the state at the start of the current turn.
func (g *Game) Snapshot() State { return g.start.Clone() }

// View returns the state the current player sees, pending edits included.
func (g *Game) View() State { return g.pending[g.cursor].Clone() }

// Current returns the seat whose turn it is.
func (g *Game) Current() int { return g.start.Current }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.result != nil }

// Result returns the game's result, or nil while it goes on.
func (g *Game) Result() *Result { return g.result }

// Events returns every event so far, oldest first. Followers remember how
// many they have seen and read the rest. The slice is the game's own,
// read every frame, so it is not copied: read it, never change it (it is
// clipped, so that appending to it copies).
func (g *Game) Events() []Event { return slices.Clip(g.events) }

// History returns the record of every finished turn; like Events, the
// game's own slice, to read only.
func (g *Game) History() []Record { return slices.Clip(g.history) }

// CanUndo reports whether there is an edit to take back.
func (g *Game) CanUndo() bool { return g.cursor > 0 }

// CanRedo reports whether there is an undone edit to make again.
func (g *Game) CanRedo() bool { return g.cursor < len(g.edits) }

// Check judges the pending table as it stands, without ending the turn, so
// a player can see what is wrong while building.
func (g *Game) Check() Verdict {
	seat := g.start.Current
	return Judge(g.rules, g.opts, g.start.Position(seat), g.pending[g.cursor].Position(seat))
}

// Remaining returns the time left in the turn, and false if turns are not
// timed.
func (g *Game) Remaining() (time.Duration, bool) {
	if g.opts.TimeLimit <= 0 {
		return 0, false
	}
	return max(0, g.opts.TimeLimit-g.clock.Now().Sub(g.turnStart)), true
}

func (g *Game) emit(e Event) { g.events = append(g.events, e) }

// beginTurn makes s the snapshot of a new turn.
func (g *Game) beginTurn(s State) {
	g.start = s
	g.pending = append(g.pending[:0], s)
	g.edits = g.edits[:0]
	g.cursor = 0
	g.turnStart = g.clock.Now()
	g.warned = false
	g.emit(Event{Kind: TurnStarted, Player: s.Current})
}
