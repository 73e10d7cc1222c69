//go:build js

package storage

import (
	"errors"
	"io/fs"
	"strings"
	"syscall/js"
	"testing"
)

// newFakeStorage makes a JavaScript object that behaves as the browser's
// Storage (localStorage) does: string keys and values, null for a missing
// item, and a QuotaExceededError past quota UTF-16 units in all. Node,
// which runs these tests (go_js_wasm_exec), has no localStorage of its own.
var newFakeStorage = js.Global().Get("Function").New("quota", `
	const items = new Map();
	let used = 0;
	const size = (k) => items.has(k) ? k.length + items.get(k).length : 0;
	return {
		getItem(k) { k = String(k); return items.has(k) ? items.get(k) : null; },
		setItem(k, v) {
			k = String(k); v = String(v);
			const after = used - size(k) + k.length + v.length;
			if (after > quota) {
				const e = new Error("The quota has been exceeded.");
				e.name = "QuotaExceededError";
				throw e;
			}
			items.set(k, v); used = after;
		},
		removeItem(k) { k = String(k); used -= size(k); items.delete(k); },
		get length() { return items.size; },
	};
`)

func fakeBrowser(quota int) Browser {
	return Browser{Storage: newFakeStorage.Invoke(quota), Prefix: "rummikub/"}
}

func TestBrowser(t *testing.T) {
	testStore(t, func(t *testing.T) Store { return fakeBrowser(64 << 20) })
}

// A record is an item under the prefix, as text a person can read in the
// browser's tools; a record that is not UTF-8 is tagged base64.
func TestBrowserItems(t *testing.T) {
	b := fakeBrowser(1 << 20)
	if err := b.Write(SettingsName, []byte(`{"sound": true}`)); err != nil {
		t.Fatal(err)
	}
	if got := b.Storage.Call("getItem", "rummikub/settings.json").String(); got != `{"sound": true}` {
		t.Errorf("the item holds %q", got)
	}
	if err := b.Write(SettingsName, []byte{0xff, 0}); err != nil {
		t.Fatal(err)
	}
	if got := b.Storage.Call("getItem", "rummikub/settings.json").String(); got != binaryTag+"/wA=" {
		t.Errorf("a binary record is kept as %q", got)
	}
	if got := b.Storage.Call("getItem", "rummikub/settings.json.bak").String(); got != `{"sound": true}` {
		t.Errorf("the backup holds %q", got)
	}
	// An item a person edited in the browser's tools reads as it is.
	b.Storage.Call("setItem", "rummikub/config.json", `{"variant": "sabra"}`)
	if got, err := b.Read(GameName, MaxPrefsSize); err != nil || string(got) != `{"variant": "sabra"}` {
		t.Errorf("an edited item reads %q (%v)", got, err)
	}
}

// A full local storage refuses the write with an error, and the record
// keeps its last contents.
func TestBrowserQuota(t *testing.T) {
	b := fakeBrowser(400)
	if err := b.Write(MatchName, []byte(strings.Repeat("a", 100))); err != nil {
		t.Fatal(err)
	}
	err := b.Write(MatchName, []byte(strings.Repeat("b", 500)))
	if err == nil || !strings.Contains(err.Error(), "quota") {
		t.Fatalf("an over-quota write: %v", err)
	}
	if got, err := b.Read(MatchName, MaxMatchSize); err != nil || string(got) != strings.Repeat("a", 100) {
		t.Errorf("after a refused write the record holds %d bytes (%v)", len(got), err)
	}
	// Room for the record but not for its backup: the record wins.
	if err := b.Write(MatchName, []byte(strings.Repeat("c", 250))); err != nil {
		t.Fatalf("a write with no room for the backup: %v", err)
	}
	if got, _ := b.Read(MatchName, MaxMatchSize); string(got) != strings.Repeat("c", 250) {
		t.Errorf("the record holds %q", got)
	}
}

// Without local storage (a Storage object whose methods throw, as when a
// person blocks site data) every call fails with an error, never a panic.
func TestBrowserStorageOff(t *testing.T) {
	throwing := js.Global().Get("Function").New(`
		const no = () => { throw new Error("SecurityError: storage is disabled"); };
		return { getItem: no, setItem: no, removeItem: no };
	`).Invoke()
	b := Browser{Storage: throwing, Prefix: "rummikub/"}
	if _, err := b.Read(SettingsName, 10); err == nil || errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Read: %v", err)
	}
	if err := b.Write(SettingsName, []byte("{}")); err == nil {
		t.Error("Write succeeded")
	}
	if err := b.Remove(SettingsName); err == nil {
		t.Error("Remove succeeded")
	}
	if _, err := b.KeepAside(SettingsName); err == nil {
		t.Error("KeepAside succeeded")
	}
}

// A browser that blocks site data throws when localStorage is only read:
// the game goes on without saving instead of stopping ("The game could
// not start: Failed to read the 'localStorage' property").
func TestBrowserStorageBlocked(t *testing.T) {
	blocked := js.Global().Get("Function").New(`
		const g = {};
		Object.defineProperty(g, "localStorage", {
			get() { throw new Error("SecurityError: Failed to read the 'localStorage' property"); },
		});
		return g;
	`).Invoke()
	if _, ok := localStorage(blocked); ok {
		t.Error("a throwing localStorage was read as storage")
	}
	if _, ok := localStorage(js.Global().Get("Object").New()); ok {
		t.Error("a missing localStorage was read as storage")
	}
	store := js.Global().Get("Function").New(`return { localStorage: { getItem() { return null; } } };`).Invoke()
	if _, ok := localStorage(store); !ok {
		t.Error("a present localStorage was not read")
	}
}
