package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"
)

// TestDocsLinks checks the links between the project's Markdown files: every
// relative link names a file that exists, and every anchor (file#anchor or
// #anchor) names a heading of its file, as GitHub makes anchors from
// headings. Sections move between the docs (the solver's design and its
// log were one file until the twentieth session); a link left behind
// would send a reader nowhere.
func TestDocsLinks(t *testing.T) {
	files, err := filepath.Glob("docs/*.md")
	if err != nil {
		t.Fatal(err)
	}
	files = append([]string{"README.md"}, files...)
	headings := map[string]map[string]bool{}
	anchorsOf := func(path string) (map[string]bool, error) {
		if a, ok := headings[path]; ok {
			return a, nil
		}
		text, err := os.ReadFile(path)
		if err != nil {
			return nil, err
		}
		a := markdownAnchors(string(text))
		headings[path] = a
		return a, nil
	}
	link := regexp.MustCompile(`\]\(([^)\s]*)\)`)
	external := regexp.MustCompile(`^[a-z]+:`)
	checked := 0
	for _, f := range files {
		text, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range link.FindAllStringSubmatchIndex(string(text), -1) {
			target := string(text[m[2]:m[3]])
			if target == "" || external.MatchString(target) {
				continue // an external address
			}
			line := strings.Count(string(text[:m[0]]), "\n") + 1
			file, anchor, hasAnchor := strings.Cut(target, "#")
			path := f
			if file != "" {
				path = filepath.Join(filepath.Dir(f), file)
			}
			if _, err := os.Stat(path); err != nil {
				t.Errorf("%s:%d: the link to %s names no file", f, line, target)
				continue
			}
			if !hasAnchor || !strings.HasSuffix(path, ".md") {
				continue // a file's anchor outside Markdown is not a heading
			}
			checked++
			a, err := anchorsOf(path)
			if err != nil {
				t.Fatal(err)
			}
			if !a[anchor] {
				t.Errorf("%s:%d: %s has no heading for #%s", f, line, path, anchor)
			}
		}
	}
	if checked == 0 {
		t.Fatal("no anchored link found: the test reads nothing")
	}
}

// markdownAnchors returns the anchors of a Markdown text's headings, as
// GitHub makes them: lower case, punctuation dropped, spaces as hyphens,
// a repeated heading's anchor numbered (-1, -2, ...). Headings inside
// fenced code are not headings.
func markdownAnchors(text string) map[string]bool {
	out, seen, fenced := map[string]bool{}, map[string]int{}, false
	heading := regexp.MustCompile(`^#{1,6}\s+(.*?)\s*#*\s*$`)
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			fenced = !fenced
		}
		if fenced {
			continue
		}
		m := heading.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		s := headingSlug(m[1])
		if n := seen[s]; n > 0 {
			out[fmt.Sprintf("%s-%d", s, n)] = true
		} else {
			out[s] = true
		}
		seen[s]++
	}
	return out
}

// headingSlug is a heading's anchor: letters, digits, hyphens and
// underscores kept (lower case), spaces made hyphens, the rest dropped.
func headingSlug(h string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(h)) {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}
