//go:build js

package storage

import (
	"encoding/base64"
	"fmt"
	"strings"
	"syscall/js"
	"unicode/utf8"
)

// Browser is the WebAssembly build's Store: each record an item of the
// page's local storage (window.localStorage), under Prefix plus its name.
// Writing an item is atomic; the item a write replaces is copied to
// name.bak first. Local storage holds text: a record that is not UTF-8
// (only a damaged one could be) is kept as binaryTag plus its base64, so
// every record reads back byte for byte.
type Browser struct {
	// Storage is the JavaScript Storage object (localStorage, or a fake
	// of it in tests).
	Storage js.Value
	// Prefix comes before every name, so the game's items stand apart
	// from others of the same site.
	Prefix string
}

// binaryTag starts an item holding base64: U+FFFE, a noncharacter that
// no JSON the game writes holds.
const binaryTag = "\uFFFEb64:"

// Default is the Store of this build: the page's local storage; false
// when the browser gives none (storage disabled).
func Default() (st Store, ok bool) {
	ls, ok := localStorage(js.Global())
	if !ok {
		return nil, false
	}
	return Browser{Storage: ls, Prefix: "rummikub/"}, true
}

// localStorage reads the localStorage property of a global object; false
// when it is missing or reading it throws, as it does when a person
// blocks site data. It is read through Reflect.get, a call: Go's
// JavaScript bridge turns an exception thrown by a call into a panic,
// recovered here, but one thrown by a plain property read ends the
// program.
func localStorage(global js.Value) (v js.Value, ok bool) {
	defer func() {
		if recover() != nil {
			v, ok = js.Undefined(), false
		}
	}()
	v = js.Global().Get("Reflect").Call("get", global, "localStorage")
	return v, !v.IsUndefined() && !v.IsNull()
}

// call calls a method of the Storage object, turning a JavaScript
// exception (a full quota, storage switched off) into an error.
func (b Browser) call(method string, args ...any) (v js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("local storage: %v", r)
		}
	}()
	return b.Storage.Call(method, args...), nil
}

// get returns an item; false when there is none.
func (b Browser) get(key string) (js.Value, bool, error) {
	v, err := b.call("getItem", b.Prefix+key)
	if err != nil || v.IsNull() || v.IsUndefined() {
		return js.Null(), false, err
	}
	return v, true, nil
}

// Read implements Store.
func (b Browser) Read(name string, limit int) ([]byte, error) {
	if !validName(name) {
		return nil, errName(name)
	}
	v, ok, err := b.get(name)
	if err == nil && !ok {
		v, ok, err = b.get(name + BackupSuffix)
	}
	switch {
	case err != nil:
		return nil, err
	case !ok:
		return nil, notExist(name)
	}
	// The browser caps local storage at a few megabytes a site, so an
	// item is never too large to copy out of JavaScript.
	data := decodeItem(v.String())
	if len(data) > limit {
		return nil, ErrTooLarge
	}
	return data, nil
}

// encodeItem is the text an item holds for a record's contents.
func encodeItem(data []byte) string {
	s := string(data)
	if utf8.ValidString(s) && !strings.HasPrefix(s, binaryTag) {
		return s
	}
	return binaryTag + base64.StdEncoding.EncodeToString(data)
}

// decodeItem is a record's contents from an item's text; an item that
// merely looks encoded comes back as it is (a damaged record).
func decodeItem(s string) []byte {
	if rest, ok := strings.CutPrefix(s, binaryTag); ok {
		if data, err := base64.StdEncoding.DecodeString(rest); err == nil {
			return data
		}
	}
	return []byte(s)
}

// Write implements Store.
func (b Browser) Write(name string, data []byte) error {
	if !validName(name) {
		return errName(name)
	}
	old, ok, err := b.get(name)
	if err != nil {
		return err
	}
	if ok {
		// The old backup goes, the current record becomes the backup.
		// Should the quota leave no room for it, the record alone is
		// kept: it matters more.
		if _, err := b.call("removeItem", b.Prefix+name+BackupSuffix); err != nil {
			return err
		}
		_, _ = b.call("setItem", b.Prefix+name+BackupSuffix, old)
	}
	_, err = b.call("setItem", b.Prefix+name, encodeItem(data))
	return err
}

// Remove implements Store.
func (b Browser) Remove(name string) error {
	if !validName(name) {
		return errName(name)
	}
	if _, err := b.call("removeItem", b.Prefix+name); err != nil {
		return err
	}
	_, err := b.call("removeItem", b.Prefix+name+BackupSuffix)
	return err
}

// KeepAside implements Store.
func (b Browser) KeepAside(name string) (string, error) {
	if !validName(name) {
		return "", errName(name)
	}
	for _, key := range []string{name, name + BackupSuffix} {
		v, ok, err := b.get(key)
		if err != nil {
			return "", err
		}
		if !ok {
			continue
		}
		bad := key + BadSuffix // the record's and the backup's apart
		if _, err := b.call("setItem", b.Prefix+bad, v); err != nil {
			return "", err
		}
		if _, err := b.call("removeItem", b.Prefix+key); err != nil {
			return "", err
		}
		return "the browser's local storage as " + b.Prefix + bad, nil
	}
	return "", notExist(name)
}
