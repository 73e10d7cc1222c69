//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package storage

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
)

// Claim takes an exclusive lock (flock) on the lock file ClaimName in
// Dir, held while the file stays open: another process of the game that
// holds it makes this one not alone; the system releases it when the
// process ends, even by a crash. A folder or lock that fails counts as
// alone (the game goes on as before). See Claimer.
func (f Files) Claim() (alone bool, release func()) {
	key, err := filepath.Abs(f.Dir)
	if err != nil {
		return true, func() {}
	}
	return claimOnce(key, f.lock)
}

// lock takes the lock file's lock for Claim.
func (f Files) lock() (alone bool, release func()) {
	if err := os.MkdirAll(f.Dir, 0o755); err != nil {
		return true, func() {}
	}
	file, err := os.OpenFile(filepath.Join(f.Dir, ClaimName), os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return true, func() {}
	}
	if err := syscall.Flock(int(file.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		file.Close()
		return !errors.Is(err, syscall.EWOULDBLOCK), func() {}
	}
	return true, func() { file.Close() }
}
