//go:build js

package storage

import (
	"syscall/js"
	"time"
)

// claimWait bounds the wait for the browser's answer to a claim.
const claimWait = 2 * time.Second

// Claim asks the Web Locks API for the lock Prefix+ClaimName, if it is
// free (ifAvailable), and holds it with a promise that settles only on
// release: another tab of the game that holds it makes this one not
// alone; the browser releases it when the tab closes or reloads. A
// browser without the API (an old one, or a page not served over HTTPS
// or from localhost), or one that does not answer, counts as alone. See
// Claimer.
func (b Browser) Claim() (alone bool, release func()) {
	return claimOnce(b.Prefix+ClaimName, b.lock)
}

// lock asks for the Web Lock for Claim.
func (b Browser) lock() (alone bool, release func()) {
	nothing := func() {}
	locks, ok := property(js.Global(), "navigator")
	if ok {
		locks, ok = property(locks, "locks")
	}
	if !ok {
		return true, nothing
	}
	answer := make(chan bool, 1)
	tell := func(alone bool) {
		select {
		case answer <- alone:
		default: // answered already
		}
	}
	var settle js.Value // the held promise's resolve function
	granted := js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) == 0 || args[0].IsNull() || args[0].IsUndefined() {
			tell(false)
			return nil
		}
		hold := js.FuncOf(func(_ js.Value, a []js.Value) any {
			settle = a[0]
			return nil
		})
		defer hold.Release()
		p := js.Global().Get("Promise").New(hold)
		tell(true)
		return p
	})
	// failed is never released: the request's promise could still reject.
	failed := js.FuncOf(func(js.Value, []js.Value) any {
		tell(true)
		return nil
	})
	opts := js.Global().Get("Object").New()
	opts.Set("ifAvailable", true)
	request, ok := safeCall(locks, "request", b.Prefix+ClaimName, opts, granted)
	if ok {
		_, ok = safeCall(request, "catch", failed)
	}
	if !ok {
		granted.Release()
		return true, nothing
	}
	select {
	case alone = <-answer:
	case <-time.After(claimWait):
		return true, nothing // the functions stay: the browser may call them yet
	}
	granted.Release()
	if !alone {
		return false, nothing
	}
	return true, func() {
		if settle.Type() == js.TypeFunction {
			settle.Invoke()
		}
	}
}

// property reads a property of a JavaScript object through Reflect.get
// (see localStorage): false when it is missing or reading it throws.
func property(obj js.Value, name string) (v js.Value, ok bool) {
	defer func() {
		if recover() != nil {
			v, ok = js.Undefined(), false
		}
	}()
	v = js.Global().Get("Reflect").Call("get", obj, name)
	return v, !v.IsUndefined() && !v.IsNull()
}

// safeCall calls a method of a JavaScript object: false when it throws
// (Go's bridge turns that into a panic, recovered here).
func safeCall(obj js.Value, method string, args ...any) (v js.Value, ok bool) {
	defer func() {
		if recover() != nil {
			v, ok = js.Undefined(), false
		}
	}()
	return obj.Call(method, args...), true
}
