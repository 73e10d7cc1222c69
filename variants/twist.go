package variants

import "rummikub/game"

func init() { register(twistRules()) }

// twistRules returns the rules of Rummikub Twist (Pressman, 2017): the
// classic rules with 104 number tiles and 8 jokers (2 regular, 2 double, 2
// colour-change, 2 mirror; twistSets judges the sets they make), a joker
// freed as the classic rules free it (special jokers the same way, a double
// joker by both its tiles), 30 points for any joker left on a rack.
func twistRules() *game.Rules {
	r := classicRules()
	r.Name = "twist"
	r.Title = "Twist (2017 rules)"
	r.Summary = "Three more jokers: double, colour-change and mirror."
	r.Box = numberBox(game.Joker, game.DoubleJoker, game.ColorJoker, game.MirrorJoker)
	r.Sets = twistSets{}
	r.Freeing = freeingRule{sets: r.Sets}
	return r
}
