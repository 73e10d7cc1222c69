//go:build !js

package ai

// thoroughGrant multiplies the Twist search's work budget for
// SolveThorough on the desktop: on the 260 saved benchmark positions 5
// fall back instead of 28, the slowest taking some 0.3–0.5 s instead of
// 20–30 ms (docs/SOLVER.md, "A person waiting"). The browser's is smaller
// (thorough_js.go).
const thoroughGrant = 30
