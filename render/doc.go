// Package render is the game's window: the screens (new game, the table,
// the hand-over between players, the scores), tiles drawn at any size, the
// animations and the sounds, on Ebitengine. It reads input only through
// package input and plays by the rules only through package game: the
// window holds no rules of its own.
package render
