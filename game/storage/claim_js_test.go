//go:build js

package storage

import (
	"syscall/js"
	"testing"
)

// fakeLocks is the Web Locks API as far as Claim uses it (Node, which runs
// these tests, has none): request(name, {ifAvailable}, callback) grants a
// free lock, holding it until the promise the callback returns settles,
// and calls back with null for a held one.
var fakeLocks = js.Global().Get("Function").New(`
	const held = new Set();
	return {
		request(name, opts, callback) {
			if (held.has(name)) return Promise.resolve(callback(null));
			held.add(name);
			return Promise.resolve(callback({ name })).then(() => held.delete(name));
		},
	};
`)

// withNavigator runs f with the global navigator set to nav.
func withNavigator(t *testing.T, nav js.Value, f func()) {
	t.Helper()
	global := js.Global()
	old := global.Get("navigator")
	global.Set("navigator", nav)
	defer global.Set("navigator", old)
	f()
}

// The first tab's claim is alone; another tab's (the lock asked for
// again, as another page would) is not while the first holds; claims
// within one page share the claim; after the last is released, another
// tab's claim is alone.
func TestClaimTellsASecondTab(t *testing.T) {
	nav := js.Global().Get("Object").New()
	nav.Set("locks", fakeLocks.Invoke())
	withNavigator(t, nav, func() {
		b := Browser{Prefix: "rummikub/"}
		alone, release := b.Claim()
		if !alone {
			t.Fatal("the first claim is not alone")
		}
		if alone, _ := b.lock(); alone {
			t.Error("another tab's claim while the first holds is alone")
		}
		same, releaseSame := b.Claim()
		if !same {
			t.Error("a second claim within the page is not alone")
		}
		release()
		release() // twice is harmless
		releaseSame()
		waitForJS()
		alone, again := b.lock()
		if !alone {
			t.Error("another tab's claim after the first was released is not alone")
		}
		again()
	})
}

// A browser without the Web Locks API (an old one, a page not served
// over HTTPS) counts every tab as alone.
func TestClaimWithoutWebLocksIsAlone(t *testing.T) {
	withNavigator(t, js.Global().Get("Object").New(), func() {
		if alone, release := (Browser{Prefix: "rummikub/"}).Claim(); !alone {
			t.Error("a claim without navigator.locks is not alone")
		} else {
			release()
		}
	})
}

// waitForJS lets JavaScript run its pending promise callbacks.
func waitForJS() {
	done := make(chan struct{})
	cb := js.FuncOf(func(js.Value, []js.Value) any {
		close(done)
		return nil
	})
	defer cb.Release()
	js.Global().Call("setTimeout", cb, 0)
	<-done
}
