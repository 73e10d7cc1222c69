//go:build js

package ai

// thoroughGrant is SolveThorough's multiplier of the Twist search's work
// budget in the browser: WebAssembly runs the search some four times
// slower than the desktop (thorough_other.go), so a quarter of its grant
// keeps a hint or an expert's turn about as long in time: under Node, on
// the 260 saved benchmark positions, 6 fall back (5 on the desktop), the
// slowest taking 0.6–0.9 s (1.9 s with the desktop's grant).
const thoroughGrant = 8
