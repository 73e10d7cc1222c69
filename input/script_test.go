package input

import (
	"slices"
	"testing"
)

func TestScriptType(t *testing.T) {
	s := (&Script{}).Move(10, 20, 1).Type("Hé\b\tx\n")
	var chars []rune
	var keys []Key
	for !s.Done() {
		f := s.Next()
		if f.X != 10 || f.Y != 20 || f.Down {
			t.Errorf("typing moved the pointer: %+v", f)
		}
		chars = append(chars, f.Chars...)
		keys = append(keys, f.Keys...)
	}
	if string(chars) != "Héx" {
		t.Errorf("typed %q, want %q", string(chars), "Héx")
	}
	if !slices.Equal(keys, []Key{KeyBackspace, KeyTab, KeyEnter}) {
		t.Errorf("keys %v", keys)
	}
	if f := s.Next(); len(f.Chars) != 0 || len(f.Keys) != 0 {
		t.Errorf("an idle frame after the script types: %+v", f)
	}
}

func TestFrameHasKey(t *testing.T) {
	f := Frame{Keys: []Key{KeyTab, KeyBackspace}}
	if !f.HasKey(KeyTab) || !f.HasKey(KeyBackspace) || f.HasKey(KeyEnter) {
		t.Error("HasKey")
	}
}
