package storage

import "rummikub/game"

// Settings is the form of the settings record; a field the record leaves
// out is nil (the window then keeps its default).
type Settings struct {
	Sound      *bool    `json:"sound,omitempty"`
	ColorBlind *bool    `json:"colorBlind,omitempty"`
	AnimSpeed  *float64 `json:"animSpeed,omitempty"`
}

// Game is the form of the last game chosen: the variant, the seats and
// the house options. The seed is not kept: every match is dealt afresh.
type Game struct {
	Variant       string `json:"variant"`
	Seats         []Seat `json:"seats"`
	MeldThreshold int    `json:"meldThreshold,omitempty"`
	// TimeLimitSeconds is the time a turn; 0 is no limit, nil the
	// variant's default.
	TimeLimitSeconds *int `json:"timeLimitSeconds,omitempty"`
	Rounds           int  `json:"rounds,omitempty"`
	// FreeJokers is the house option "Jokers move freely"; a record that
	// leaves it out (older ones) has it off.
	FreeJokers bool `json:"freeJokers,omitempty"`
}

// Seat is one seat of a Game: a person with a name, or a computer
// player of a level.
type Seat struct {
	Name  string `json:"name"`
	Human bool   `json:"human"`
	Level string `json:"level,omitempty"`
}

// MatchVersion is the version of the match record's form; a record of a
// newer version is refused rather than misread. Version 1 (no unfinished
// turn) reads as version 2 without one.
const MatchVersion = 2

// Match is the form of a match in play. It holds moves, not positions:
// the match's choices and seed, its finished games and the finished turns
// of the game in play, which the window replays through the referee.
type Match struct {
	Version int `json:"version"`
	// Game is the match's choices, as the last game's record writes them.
	Game Game `json:"game"`
	// Seed deals every game of the match.
	Seed uint64 `json:"seed"`
	// Results are the match's finished games.
	Results []game.Result `json:"results"`
	// Turns are the finished turns of the game in play; none when it is
	// over (its result is then in Results) or not yet dealt.
	Turns []game.Record `json:"turns"`
	// Pending is the unfinished turn of a person, if any (version 2).
	Pending *Pending `json:"pending,omitempty"`
}

// Pending is an unfinished turn as a save keeps it: the edits in effect
// (game.Game.PendingEdits) and the time the turn had left.
type Pending struct {
	Edits []game.Edit `json:"edits"`
	// LeftMillis is the time left in a timed turn, in milliseconds.
	LeftMillis int64 `json:"leftMillis,omitempty"`
}
