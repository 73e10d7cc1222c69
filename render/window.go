package render

// The window's first size. No drawing: tested without a display.

// windowW and windowH are the size the window opens at when the screen
// has room for it.
const windowW, windowH = 1280, 800

// fitWindow returns the size to open the window at on a monitor of
// mw×mh device-independent pixels (0 when not known): 1280×800 when it
// fits, else smaller, leaving room for the desktop's panels and the
// window's title bar so that every button is on screen.
func fitWindow(mw, mh int) (int, int) {
	if mw <= 0 || mh <= 0 {
		return windowW, windowH
	}
	w := min(windowW, mw-max(mw/20, 40))
	h := min(windowH, mh-max(mh/8, 80))
	return max(w, 320), max(h, 200)
}
