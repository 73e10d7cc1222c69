package words_test

import (
	"slices"
	"strings"
	"testing"

	"rummikub/game/words"
)

// FuzzNew feeds the loader arbitrary lists: it either refuses them or
// builds a dictionary that holds exactly their words.
func FuzzNew(f *testing.F) {
	f.Add("cat\ncats\ndog\n", "ape\n")
	f.Add("b\na\n", "")
	f.Add("x\n\n", "x")
	f.Add("abcdefghijklmnop\n", "Q")
	f.Fuzz(func(t *testing.T, a, b string) {
		d, err := words.New(words.List{Name: "a", Text: a, Common: true}, words.List{Name: "b", Text: b})
		if err != nil {
			return
		}
		var want []string
		for _, s := range []string{a, b} {
			want = append(want, strings.Split(strings.TrimSuffix(s, "\n"), "\n")...)
		}
		want = slices.DeleteFunc(want, func(w string) bool { return w == "" })
		slices.Sort(want)
		var got []string
		d.Words(func(w string, _ bool) bool { got = append(got, w); return true })
		if !slices.Equal(got, want) {
			t.Fatalf("words %q, want %q", got, want)
		}
		for _, w := range want {
			if !d.Contains(w) || !d.Contains(strings.ToUpper(w)) {
				t.Fatalf("%q missing", w)
			}
			if d.Contains(w + "\x00") {
				t.Fatalf("%q with a NUL found", w)
			}
		}
	})
}

// FuzzContains checks lookups of arbitrary strings against the list.
func FuzzContains(f *testing.F) {
	for _, s := range []string{"cat", "CAT", "ca", "", "c\xffat", "cat\n", "zzz"} {
		f.Add(s)
	}
	d, err := words.New(words.List{Name: "a", Text: "ca\ncat\ncats\nzzz\n"})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want := false
		switch strings.ToLower(s) {
		case "ca", "cat", "cats", "zzz":
			want = isASCIILetters(s)
		}
		if got := d.Contains(s); got != want {
			t.Fatalf("Contains(%q) = %v", s, got)
		}
	})
}

func isASCIILetters(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i] | 0x20
		if c < 'a' || c > 'z' {
			return false
		}
	}
	return true
}
