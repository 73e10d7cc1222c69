//go:build !nogui && js

package render

// Open record in the browser: the statistics screen's button opens the
// page's file chooser (an <input type=file> made here and clicked while
// the click on the button still counts as the player's, as the browser
// requires), and the file chosen is read and handed to the screen, which
// opens it as it opens a dropped file.

import (
	"errors"
	"fmt"
	"sync"
	"syscall/js"

	"rummikub/game/records"
)

// canOpen says the statistics screen offers Open record.
const canOpen = true

// listsRecords says Open record lists a folder's game files: not in the
// browser, which has its own file chooser.
const listsRecords = false

// recordFolder has no meaning in the browser (see listsRecords).
func recordFolder() (string, error) { return "", errors.New("the browser has no folders") }

// openHint tells the player how else to open a record file.
const openHint = "Or drop a game's file on the page to watch it"

// chosen holds the file read last, until the screen takes it: the page
// reads it in its own callbacks, the game takes it in its update.
var chosen struct {
	sync.Mutex
	file *chosenFile
	// input is the file chooser's element while it is open, and release
	// frees it and its callbacks.
	input   js.Value
	release func()
}

// chooseRecord opens the page's file chooser for a record file (.json).
// It must run while the player's click is recent (the browser's transient
// user activation, a few seconds): the statistics screen calls it in the
// update that sees the click.
func chooseRecord() (err error) {
	defer func() {
		if r := recover(); r != nil { // a JavaScript exception
			err = fmt.Errorf("%v", r)
		}
	}()
	chosen.Lock()
	if chosen.release != nil {
		chosen.release() // a chooser left open (cancelled unseen)
	}
	chosen.Unlock()
	doc := js.Global().Get("document")
	in := doc.Call("createElement", "input")
	in.Set("type", "file")
	in.Set("accept", ".json,application/json")
	in.Get("style").Set("display", "none")
	var onChange, onCancel js.Func
	release := func() {
		in.Call("remove")
		onChange.Release()
		onCancel.Release()
		if chosen.input.Equal(in) {
			chosen.input, chosen.release = js.Undefined(), nil
		}
	}
	onChange = js.FuncOf(func(js.Value, []js.Value) any {
		if files := in.Get("files"); files.Get("length").Int() > 0 {
			readChosen(files.Index(0))
		}
		chosen.Lock()
		release()
		chosen.Unlock()
		return nil
	})
	onCancel = js.FuncOf(func(js.Value, []js.Value) any {
		chosen.Lock()
		release()
		chosen.Unlock()
		return nil
	})
	in.Call("addEventListener", "change", onChange)
	in.Call("addEventListener", "cancel", onCancel)
	doc.Get("body").Call("appendChild", in)
	chosen.Lock()
	chosen.input, chosen.release = in, release
	chosen.Unlock()
	in.Call("click")
	return nil
}

// readChosen reads a file the player chose (at most
// records.MaxRecordSize+1 bytes: records.Parse refuses more as too large)
// and keeps it for takeChosen.
func readChosen(file js.Value) {
	name := file.Get("name").String()
	blob := file
	if file.Get("size").Float() > records.MaxRecordSize {
		blob = file.Call("slice", 0, records.MaxRecordSize+1)
	}
	var done, failed js.Func
	finish := func(c chosenFile) {
		chosen.Lock()
		chosen.file = &c
		chosen.Unlock()
		done.Release()
		failed.Release()
	}
	done = js.FuncOf(func(_ js.Value, args []js.Value) any {
		arr := js.Global().Get("Uint8Array").New(args[0])
		data := make([]byte, arr.Get("length").Int())
		js.CopyBytesToGo(data, arr)
		finish(chosenFile{name: name, data: data})
		return nil
	})
	failed = js.FuncOf(func(_ js.Value, args []js.Value) any {
		why := "unknown error"
		if len(args) > 0 {
			why = args[0].Call("toString").String()
		}
		finish(chosenFile{name: name, err: fmt.Errorf("%s cannot be read (%s)", name, why)})
		return nil
	})
	blob.Call("arrayBuffer").Call("then", done, failed)
}

// takeChosen returns the file read last, once.
func takeChosen() (chosenFile, bool) {
	chosen.Lock()
	defer chosen.Unlock()
	if chosen.file == nil {
		return chosenFile{}, false
	}
	c := *chosen.file
	chosen.file = nil
	return c, true
}
