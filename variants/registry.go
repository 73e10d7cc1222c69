// Package variants is the registry of the ways to play Rummikub: each
// variant is a game.Rules value (its box, its set and turn rules, its meld
// threshold, timer, turn direction and house options) registered by name.
// The engine, the referee and the AI read variants only through this
// registry, so a new variant is a new file here, not a change to the engine.
package variants

import (
	"fmt"
	"sort"
	"strings"

	"rummikub/game"
)

var registry = map[string]*game.Rules{}

// register adds a variant; it panics on a duplicate or incomplete variant,
// which is a programming error caught by the package's tests.
func register(r *game.Rules) {
	if err := r.Validate(); err != nil {
		panic(err)
	}
	if _, dup := registry[r.Name]; dup {
		panic("variants: " + r.Name + " registered twice")
	}
	registry[r.Name] = r
}

// Lookup returns the variant with the given name; "" means classic.
func Lookup(name string) (*game.Rules, error) {
	if name == "" {
		name = "classic"
	}
	r, ok := registry[name]
	if !ok {
		return nil, fmt.Errorf("unknown variant %q (known: %s)", name, strings.Join(Names(), ", "))
	}
	return r, nil
}

// Names lists the registered variants in alphabetical order.
func Names() []string {
	names := make([]string, 0, len(registry))
	for n := range registry {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}
