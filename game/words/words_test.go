package words_test

import (
	"slices"
	"strings"
	"testing"

	"rummikub/assets"
	"rummikub/game/words"
)

// The embedded dictionary holds the rule book's words and refuses what the
// rule book refuses: abbreviations, proper nouns, hyphenated or foreign
// words, and anything shorter than 3 letters.
func TestDefaultDictionary(t *testing.T) {
	d := words.Default()
	for _, w := range []string{
		"black", "air", "rat", "soft", "rack", "first", "disappear", "appear",
		"pal", "the", "ape", "lap", "chip", "ear", "clap", "pear",
		"toy", "cape", "heavy", "recover", "colour", "color", "realise", "realize",
		"RECOVER", "Heavy", "internationally",
	} {
		if !d.Contains(w) {
			t.Errorf("%q is not in the dictionary", w)
		}
	}
	for _, w := range []string{
		"", "a", "an", "ok", "xyz", "etc", "abc", "nasa", "london", "don't",
		"t-shirt", "café", "cafe\u0301", "recoverx", "rec", "aaaaaaaaaaaaaaaa",
		"antidisestablishmentarianism", "heavy ", " heavy", "he4vy",
	} {
		if d.Contains(w) {
			t.Errorf("%q is in the dictionary", w)
		}
	}
	if d.Len() != 79015 || d.CommonLen() != 40098 {
		t.Errorf("%d words, %d common; build/wordlist.sh made 79015 and 40098", d.Len(), d.CommonLen())
	}
	if !d.ContainsCommon("house") || d.ContainsCommon("quixotic") || !d.Contains("quixotic") {
		t.Error("common words are not told apart")
	}
}

// Every line of the embedded lists is a word, and the dictionary's words
// are exactly those lines: the graph loses and invents nothing.
func TestDefaultHoldsExactlyTheLists(t *testing.T) {
	d := words.Default()
	common := strings.Fields(assets.WordsCommon)
	more := strings.Fields(assets.WordsMore)
	all := slices.Concat(common, more)
	slices.Sort(all)
	var got []string
	nCommon := 0
	d.Words(func(w string, c bool) bool {
		got = append(got, w)
		if c {
			nCommon++
			if _, ok := slices.BinarySearch(common, w); !ok {
				t.Fatalf("%q marked common", w)
			}
		}
		return true
	})
	if !slices.Equal(got, all) || nCommon != len(common) {
		t.Fatalf("the graph holds %d words (%d common), the lists %d (%d)", len(got), nCommon, len(all), len(common))
	}
	for _, w := range all {
		if len(w) < 3 || len(w) > 15 || !d.Contains(w) {
			t.Fatalf("%q", w)
		}
	}
	if d.Nodes() >= len(all) {
		t.Errorf("%d nodes for %d words: the graph is not minimised", d.Nodes(), len(all))
	}
	t.Logf("%d words, %d common, %d nodes", d.Len(), d.CommonLen(), d.Nodes())
}

// The embedded lists match their sums; damaged lists or sums are refused.
func TestVerify(t *testing.T) {
	lists := []words.List{
		{Name: "words-common.txt", Text: assets.WordsCommon, Common: true},
		{Name: "words-more.txt", Text: assets.WordsMore},
	}
	if err := words.Verify(lists, assets.WordsSum); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(assets.ScowlLicense, "Kevin Atkinson") {
		t.Error("the SCOWL licence notice is missing")
	}
	damaged := slices.Clone(lists)
	damaged[1].Text = strings.Replace(damaged[1].Text, "aardvark", "aardvarc", 1)
	if err := words.Verify(damaged, assets.WordsSum); err == nil || !strings.Contains(err.Error(), "damaged") {
		t.Errorf("a changed word: %v", err)
	}
	damaged[1].Text = lists[1].Text[:len(lists[1].Text)/2]
	if err := words.Verify(damaged, assets.WordsSum); err == nil {
		t.Error("a truncated list passed")
	}
	if err := words.Verify(lists[:1], assets.WordsSum); err == nil {
		t.Error("a missing list passed")
	}
	if err := words.Verify(lists, ""); err == nil {
		t.Error("an empty sum passed")
	}
}

// New refuses lists that are not sorted, not lower case a-z, or overlap.
func TestNewRefusesBadLists(t *testing.T) {
	for _, tc := range []struct {
		name  string
		lists []words.List
		want  string
	}{
		{"unsorted", []words.List{{Name: "x", Text: "cat\nbat\n"}}, "not sorted"},
		{"twice", []words.List{{Name: "x", Text: "cat\ncat\n"}}, "not sorted"},
		{"upper", []words.List{{Name: "x", Text: "Cat\n"}}, "a-z"},
		{"apostrophe", []words.List{{Name: "x", Text: "don't\n"}}, "a-z"},
		{"empty line", []words.List{{Name: "x", Text: "bat\n\ncat\n"}}, "letters"},
		{"crlf", []words.List{{Name: "x", Text: "bat\r\ncat\r\n"}}, "a-z"},
		{"too long", []words.List{{Name: "x", Text: strings.Repeat("a", 16) + "\n"}}, "letters"},
		{"in two lists", []words.List{{Name: "x", Text: "bat\ncat\n"}, {Name: "y", Text: "cat\n"}}, "two lists"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := words.New(tc.lists...)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one saying %q", err, tc.want)
			}
		})
	}
}

// A small dictionary answers lookups and walks as its list says.
func TestSmallDictionary(t *testing.T) {
	d, err := words.New(
		words.List{Name: "a", Text: "cap\ncape\ncaper\ntape\n", Common: true},
		words.List{Name: "b", Text: "ape\ncaped\ntap"},
	)
	if err != nil {
		t.Fatal(err)
	}
	for w, want := range map[string]bool{"cap": true, "cape": true, "caper": true, "caped": true, "tape": true,
		"ape": true, "tap": true, "ca": false, "capers": false, "tapes": false, "": false, "p": false} {
		if d.Contains(w) != want {
			t.Errorf("Contains(%q) = %v", w, !want)
		}
	}
	if !d.ContainsCommon("cape") || d.ContainsCommon("caped") {
		t.Error("common flags wrong")
	}
	n, ok := d.Follow(d.Root(), "cap")
	if !ok || !d.IsWord(n) || d.Letters(n) != 1<<('e'-'a') {
		t.Errorf("after cap: ok %v, word %v, letters %b", ok, d.IsWord(n), d.Letters(n))
	}
	if d.Len() != 7 || d.CommonLen() != 4 {
		t.Errorf("len %d common %d", d.Len(), d.CommonLen())
	}
}

func BenchmarkContains(b *testing.B) {
	d := words.Default()
	probe := []string{"disappear", "recover", "rat", "internationally", "xyzzy", "heavy", "pearl", "qqq"}
	b.ResetTimer()
	for i := range b.N {
		d.Contains(probe[i%len(probe)])
	}
}

func BenchmarkDefaultBuild(b *testing.B) {
	for range b.N {
		if _, err := words.New(
			words.List{Name: "c", Text: assets.WordsCommon, Common: true},
			words.List{Name: "m", Text: assets.WordsMore},
		); err != nil {
			b.Fatal(err)
		}
	}
}
