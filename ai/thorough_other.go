//go:build !js

package ai

// thoroughGrant multiplies the Twist search's work budget for
// SolveThorough on the desktop: on the 260 saved benchmark positions none
// falls back instead of 13, the slowest taking some 0.6–0.7 s instead of
// 20–40 ms (docs/SOLVER.md, "A person waiting"). It was 30 until the
// fifteenth session, whose rules of colour-change jokers, made sound, left
// position 4 just past that. The browser's is smaller (thorough_js.go).
const thoroughGrant = 40
