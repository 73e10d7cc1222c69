//go:build !nogui && js

package render

import (
	"fmt"
	"syscall/js"
	"time"

	"rummikub/game/records"
)

// exportGame offers a game's record as a download from the page (a Blob
// behind a link the game clicks) and returns the file's name.
func exportGame(rec records.Game) (name string, err error) {
	defer func() {
		if r := recover(); r != nil { // a JavaScript exception
			err = fmt.Errorf("the browser refused the download (%v)", r)
		}
	}()
	data, err := records.Marshal(rec)
	if err != nil {
		return "", err
	}
	when := time.Unix(rec.Ended, 0)
	if rec.Ended == 0 {
		when = time.Now()
	}
	name = fmt.Sprintf("rummikub-%s-%s.json", rec.Game.Variant, when.Format("2006-01-02-1504"))
	arr := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(arr, data)
	blob := js.Global().Get("Blob").New([]any{arr}, map[string]any{"type": "application/json"})
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	doc := js.Global().Get("document")
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	js.Global().Get("URL").Call("revokeObjectURL", url)
	return name + " (your downloads)", nil
}
