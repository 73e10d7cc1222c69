package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"rummikub/game"
)

// optionNames are the house options a referee or solve line may carry, as
// FORMATS.md names them.
var optionNames = []string{"free_jokers", "meld"}

// decodeOptions reads the "options" of a line: the house rules the game was
// set up with. A missing object or option takes the rule book's value; an
// unknown option, a value of the wrong type or out of range is an error.
func decodeOptions(r *game.Rules, raw json.RawMessage) (game.Options, error) {
	opts := r.Defaults
	if len(raw) == 0 || bytes.Equal(bytes.TrimSpace(raw), []byte("null")) {
		return opts, nil
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(raw, &fields); err != nil {
		return game.Options{}, fmt.Errorf(`bad JSON: "options" must be an object such as {"meld": 30, "free_jokers": false}`)
	}
	keys := make([]string, 0, len(fields))
	for k := range fields {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		v := fields[k]
		switch k {
		case "meld":
			if r.Choices.MeldLetters {
				return game.Options{}, fmt.Errorf(`option "meld" (the points of an initial meld) is not offered in %s: its initial meld is a word of at least %d letters`,
					r.Name, r.Defaults.MeldThreshold)
			}
			var n int
			if err := json.Unmarshal(v, &n); err != nil || n < 1 || n > 1000 {
				return game.Options{}, fmt.Errorf(`option "meld" must be a whole number of points from 1 to 1000, not %s`, v)
			}
			opts.MeldThreshold = n
		case "free_jokers":
			var b bool
			if err := json.Unmarshal(v, &b); err != nil {
				return game.Options{}, fmt.Errorf(`option "free_jokers" must be true or false, not %s`, v)
			}
			if b && !r.Choices.FreeJokers {
				return game.Options{}, fmt.Errorf(`option "free_jokers" is not offered in %s: its own joker rule stands`, r.Name)
			}
			opts.FreeJokers = b
		default:
			return game.Options{}, fmt.Errorf("unknown option %q (known: %s)", k, strings.Join(optionNames, ", "))
		}
	}
	return opts, nil
}
