package render

import "runtime"

// noStoreNotice tells the player on the new-game screen that the game
// has nowhere to keep its settings and match (storage.Default gave no
// Store): in the browser, a person who blocks the site's data (local
// storage then throws); on a desktop, no configuration folder. Without
// it the game plays as ever and a reload or restart silently offers no
// Resume.
func noStoreNotice() string {
	if runtime.GOOS == "js" {
		return "This browser blocks site data: the match will not be saved."
	}
	return "The game found no folder for its files: the match will not be saved."
}
