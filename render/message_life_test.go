//go:build !nogui

package render

import "testing"

// The newest message stays half a minute, the older ones six seconds.
func TestNewestMessageStaysLonger(t *testing.T) {
	var ts tableScreen
	for i := range maxMessages {
		ts.messages[i] = message{text: "said", tick: 100}
	}
	at := func(ticks int) (older, newest bool) {
		return ts.messageOn(0, 100+ticks), ts.messageOn(maxMessages-1, 100+ticks)
	}
	if older, newest := at(messageTicks); !older || !newest {
		t.Errorf("after six seconds: older on %v, newest on %v; want both", older, newest)
	}
	if older, newest := at(10 * 60); older || !newest {
		t.Errorf("after ten seconds: older on %v, newest on %v; want the newest only", older, newest)
	}
	if _, newest := at(newestTicks + 1); newest {
		t.Error("the newest message is still on after half a minute")
	}
	ts.messages[maxMessages-1].text = ""
	if _, newest := at(0); newest {
		t.Error("an empty message is on show")
	}
}
