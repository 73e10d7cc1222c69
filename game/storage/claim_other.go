//go:build !js && !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package storage

// Claim counts this instance as alone: the build has no lock to tell
// (Windows and others; see claim_unix.go).
func (f Files) Claim() (alone bool, release func()) { return true, func() {} }
