// Package game is the Rummikub rules engine: tiles, the table grid, the
// referee that judges a turn, turns held as transactions with undo and
// rollback, whole games from the first draw to the score, and matches of
// several rounds. It knows no variant by name (package variants supplies
// the rules) and never touches the screen, so it builds and runs anywhere.
package game
