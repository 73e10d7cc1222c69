package ai

// The joint check of a state's runs and items, before the search visits
// it (twExpand, for every option that passes the bound).
//
// The counters' runs need their tiles or regular jokers at the next
// number (runPacks), and the decisions were listed with the
// items' needs checked alone (twGen.canGoOn, as if no counters' run
// took a tile). Both draw on the same tiles and jokers: a colour's tiles
// go to its counters' runs first (a tile may serve either, but a
// counters' run can only take a regular joker instead, an item a joker of
// any kind), the regular jokers those runs still need are gone, and the
// items must be served by what is left (solver_twist_needs.go, fit). A
// necessary condition again: it never refuses a state that could go on.
//
// Outside an initial meld a counters' run short of a tile may instead take
// a double or colour-change joker and go on as a special run (a
// conversion, solver_twist_convert.go): the check then only counts a
// joker of any kind for each run short at m, and one at m+1 for each run
// short there but those converted at m, against the jokers left less those
// the special runs without a special joker yet will take (the loose case,
// whose children twExpand tries last).
//
// Measured on the benchmark's Twist positions (after twProbe's single
// window): 8% fewer states (1,992,925 -> 1,836,966), one fallback fewer
// (52 -> 51), the time no worse. (Before twProbe's change the same check
// saved 2.5% of the first runs' work and one fallback of 56.)

import "rummikub/game"

// jointCanGoOn reports whether the counters' runs and the open items'
// needs nd can both be met at number m (and m+1), with the regular, double
// and colour-change jokers left, and whether only with some of the runs
// becoming special runs (loose). pk is the sum of the runs' words of
// runPacks (the run states after m-1 and their checks at m); noNeeds says
// nd needs nothing.
func (d *dp) jointCanGoOn(m int, pk uint64, regular, doubles, colours int, nd *itemNeeds, noNeeds bool) (bool, bool) {
	if m >= game.MaxNumber {
		return d.canGoOnAtEnd(m, uint32(pk)&packStates, regular, doubles, colours, nd), false
	}
	need, now, next := int(pk>>packNeed&0xff), int(pk>>packNow&0xff), int(pk>>packNext&0xff)
	if free := regular - need; free >= 0 {
		if noNeeds || nd.fit(packRem(pk), free+doubles+colours, next+doubles) {
			return true, false
		}
	}
	if d.p.threshold > 0 || doubles+colours == 0 {
		return false, false
	}
	// Each run needs a joker at m and one at m+1 where it has no tile, but
	// for a run that becomes a special run at m; those short of a regular
	// joker take special ones, which the special runs without one yet need
	// too.
	if need-min(now, doubles+colours, need-now)-regular > doubles+colours-int(nd.plain) {
		return false, false
	}
	free := regular - now + doubles + colours
	return noNeeds || nd.fit(packRem(pk), free, next+doubles), true
}
