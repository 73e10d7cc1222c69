// Package records keeps what a player did: the record of every finished
// game, the statistics computed from them, and the replay of a record
// through the referee.
//
// There is one record, the one the match save already holds: the match's
// choices (storage.Game), a seed that deals the game, and the finished
// turns (game.Record), each turn's edits, draws and outcome. A game record
// (Game) adds the game's result and when it ended. Replaying a record
// deals the game from its seed and judges every turn anew with the
// variant's referee, so a record can never show a game that was not
// played by the rules: a turn that does not stand is found and named.
//
// Formats (JSON, documented in the README's "Statistics and replays"):
//
//   - a game record: {"version": 1, "game": {...}, "seed": ..., "index": ...,
//     "turns": [...], "result": {...}, "ended": ...}. Parse also reads a
//     match save (match.json, versions 1 and 2), whose game in play it
//     turns into a record: the migration path from the saves written
//     before records existed.
//   - the statistics (stats.json): {"version": 1, "older": {...},
//     "recent": [game records]}: the last KeepRecent games whole, the
//     older ones folded into counts, so the file stays bounded.
//
// Every loader refuses a file that is too large, damaged, from a newer
// version or not the game's, whole: nothing is half-loaded.
//
// The package is pure Go: no screen, no Ebitengine.
package records
