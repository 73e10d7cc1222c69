//go:build js

package records

import (
	"strconv"
	"syscall/js"
	"testing"

	"rummikub/game/storage"
)

// The crash test of the browser's storage (storage.Browser): the page can
// be closed at any moment, between any two changes to its local storage
// (each setItem and removeItem is whole, in the browser as here). A fake
// local storage that stops taking changes after its k-th one, as a page
// closed then would, is saved into (the statistics, then the match, as the
// game saves them when a game ends) until it stops, for every k in turn,
// each time from what the last left; what is read back must always be the
// last save finished (each change being whole, never the one before it),
// never a mix, never an error. Run under Node:
//
//	GOOS=js GOARCH=wasm go test -exec="$(go env GOROOT)/lib/wasm/go_js_wasm_exec" -run Browser ./game/records/

// newClosingStorage makes a JavaScript object that behaves as the
// browser's Storage, and that after closeAfter(k) takes k more changes,
// then refuses every other one (throws) until reopen().
var newClosingStorage = js.Global().Get("Function").New(`
	const items = new Map();
	let left = Infinity;
	const change = () => {
		if (left <= 0) throw new Error("the page is closed");
		left--;
	};
	return {
		getItem(k) { k = String(k); return items.has(k) ? items.get(k) : null; },
		setItem(k, v) { change(); items.set(String(k), String(v)); },
		removeItem(k) { change(); items.delete(String(k)); },
		closeAfter(k) { left = k; },
		reopen() { left = Infinity; },
		get length() { return items.size; },
	};
`)

func TestBrowserCrashWhileSaving(t *testing.T) {
	rec := playGame(t, choices("classic", "easy", "easy"), 8, 0)
	rec.Turns = rec.Turns[:12]
	local := newClosingStorage.Invoke()
	st := storage.Browser{Storage: local, Prefix: "rummikub/"}
	// A generation's two saves make six changes (storage.Browser.Write:
	// the old backup removed, the backup written, the record written), so
	// k from 0 to 12 closes the page at every change of a save, and
	// between saves, in turn.
	const rounds = 300
	lastStats, lastMatch := 0, 0
	for round := range rounds {
		k := round % 13
		stats, msg := LoadStats(st) // as the game starts: from what is there
		if msg != "" {
			t.Fatalf("round %d: %s", round, msg)
		}
		local.Call("closeAfter", k)
		for gen := max(lastStats, lastMatch) + 1; ; gen++ {
			done, err := saveGeneration(st, &stats, rec, gen)
			if done >= 1 {
				lastStats = gen
			}
			if done == 2 {
				lastMatch = gen
			}
			if err != nil {
				break
			}
		}
		local.Call("reopen")
		gs, gm, err := readGenerations(st)
		if err != nil {
			t.Fatalf("round %d (closed after %d changes): %v", round, k, err)
		}
		if gs != lastStats || gm != lastMatch {
			t.Fatalf("round %d (closed after %d changes): statistics of generation %d and a match of %d read back, the last saves finished were %d and %d",
				round, k, gs, gm, lastStats, lastMatch)
		}
	}
	if lastStats < rounds/4 {
		t.Errorf("only %d generations saved in %d rounds", lastStats, rounds)
	}
	t.Logf("%d closings, at each change of a save in turn; %d generations saved", rounds, lastStats)
}

// saveGeneration saves the statistics, then the match, of generation gen
// made from a played game, as the game saves them when a game ends; it
// reports which saves finished (0, 1 or 2) and the first error.
func saveGeneration(st storage.Store, stats *Stats, played Game, gen int) (int, error) {
	rec := played
	rec.Seed = uint64(gen)
	if stats.Older.Levels == nil {
		stats.Older.Levels = map[string]Tally{}
	}
	stats.Older.Levels[genMark] = Tally{Games: gen}
	stats.Add(rec)
	if err := SaveStats(st, *stats); err != nil {
		return 0, err
	}
	m := storage.Match{Version: storage.MatchVersion, Game: rec.Game, Seed: uint64(gen), Turns: rec.Turns}
	m.Game.Seats = append([]storage.Seat{{Name: strconv.Itoa(gen), Human: true}}, m.Game.Seats[1:]...)
	if err := storage.SaveJSON(st, storage.MatchName, m, false); err != nil {
		return 1, err
	}
	return 2, nil
}
