// Package storage keeps what the game remembers between runs: the
// player's settings, the last game chosen and the match in play. Each is a
// small named record (a JSON document) in a Store, one small interface with
// two backends chosen by build tags: files in the user's configuration
// folder on the desktop (Files), the browser's local storage in the
// WebAssembly build. Both write a record whole or not at all, keep the copy
// it replaces as a backup, refuse records too large to be the game's, and
// keep aside as name.bad a record the game could not use, so nothing is
// lost. The records' forms (Settings, Game, Match) live here too; what
// their values mean is the window's business (package render).
//
// The package is pure Go: no screen, no Ebitengine.
package storage
