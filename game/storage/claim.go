package storage

import "sync"

// Claimer is a Store that can tell whether another instance of the game
// uses it at the same time: two windows of the desktop game, or two tabs
// of the browser build, each saving its own match over the other's.
type Claimer interface {
	// Claim takes the store for this instance and reports whether it has
	// it to itself: false when another instance (another process, another
	// tab) holds it. A claim holds until release is called or the program
	// ends (the system gives it up when the program stops, however it
	// stops); claims within one program share it. An instance that cannot
	// tell (a system without the locks it needs) counts as alone.
	Claim() (alone bool, release func())
}

// ClaimName names the claim: a lock file in the records' folder, a lock
// of the browser's Web Locks API under the store's prefix.
const ClaimName = "instance.lock"

// claims are this program's claims by store (its folder or prefix), with
// how many holders each has: one program is one instance of the game.
var claims = struct {
	sync.Mutex
	held map[string]*claimHold
}{held: map[string]*claimHold{}}

// claimHold is one store's claim: its holders and what gives it up.
type claimHold struct {
	holders int
	release func()
}

// claimOnce claims the store key with take, unless this program holds it
// already (then alone, one more holder). The release it returns gives up
// one holder, the claim with the last.
func claimOnce(key string, take func() (bool, func())) (alone bool, release func()) {
	claims.Lock()
	defer claims.Unlock()
	h, ok := claims.held[key]
	if !ok {
		alone, give := take()
		if !alone {
			return false, func() {}
		}
		h = &claimHold{release: give}
		claims.held[key] = h
	}
	h.holders++
	var once sync.Once
	return true, func() {
		once.Do(func() {
			claims.Lock()
			defer claims.Unlock()
			if h.holders--; h.holders == 0 {
				delete(claims.held, key)
				h.release()
			}
		})
	}
}
