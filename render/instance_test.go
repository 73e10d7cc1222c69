//go:build !nogui

package render

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"rummikub/game"
	"rummikub/game/storage"
)

// claimedFiles is a store another instance of the game holds (its claim
// says so, as storage.Files's does for another process).
type claimedFiles struct{ storage.Files }

func (claimedFiles) Claim() (bool, func()) { return false, func() {} }

// A second instance of the game on the same store (another window, which
// the store's claim tells) does not offer the first one's saved match,
// says why, and neither saves a match over it nor removes it; the first
// (and a later run, in this process) offers it.
func TestSecondInstanceKeepsOffTheMatch(t *testing.T) {
	dir := t.TempDir()
	s := testSession(t)
	playTurns(t, s, 4)
	if err := saveMatchTo(storage.Files{Dir: dir}, storage.MatchName, s); err != nil {
		t.Fatal(err)
	}
	saved, err := os.ReadFile(filepath.Join(dir, storage.MatchName))
	if err != nil {
		t.Fatal(err)
	}
	first := NewApp(nil, &game.ManualClock{}, DefaultSettings())
	first.rememberIn(storage.Files{Dir: dir})
	if first.shared || first.resume == nil {
		t.Fatalf("the first instance: shared %v, match offered %v", first.shared, first.resume != nil)
	}
	second := NewApp(nil, &game.ManualClock{}, DefaultSettings())
	second.rememberIn(claimedFiles{storage.Files{Dir: dir}})
	if !second.shared || second.resume != nil {
		t.Fatalf("the second instance: shared %v, match offered %v", second.shared, second.resume != nil)
	}
	if !strings.Contains(second.notice, "open in another window or tab") || !strings.Contains(second.notice, "keeps no unfinished match") {
		t.Errorf("the second instance's notice reads %q", second.notice)
	}
	other := testSession(t)
	playTurns(t, other, 2)
	second.saveMatch(other)
	second.forgetMatch()
	if now, err := os.ReadFile(filepath.Join(dir, storage.MatchName)); err != nil || !bytes.Equal(now, saved) {
		t.Errorf("the second instance changed the first one's match (%v)", err)
	}
	third := NewApp(nil, &game.ManualClock{}, DefaultSettings())
	third.rememberIn(storage.Files{Dir: dir})
	if third.shared || third.resume == nil {
		t.Errorf("a later run of this process: shared %v, match offered %v", third.shared, third.resume != nil)
	}
	first.unclaim()
	third.unclaim()
}
