package render

// Text wrapped to a width, for the dialogs. No drawing: tested without a
// display.

import (
	"slices"
	"strings"
)

// wrapWords breaks a text into lines no wider than maxW, as width
// measures them, breaking between words; a word wider than maxW gets a
// line of its own.
func wrapWords(s string, maxW float64, width func(string) float64) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(s) {
		if line == "" {
			line = w
			continue
		}
		if try := line + " " + w; width(try) <= maxW {
			line = try
			continue
		}
		lines = append(lines, line)
		line = w
	}
	if line != "" || len(lines) == 0 {
		lines = append(lines, line)
	}
	return lines
}

// wrapped keeps texts wrapped to a width: wrapped again only when the
// texts or the width change, so a steady frame allocates nothing.
type wrapped struct {
	texts []string
	maxW  float64
	size  float64
	lines []string
}

// wrap returns the lines of texts, each wrapped to maxW (see wrapWords),
// one after the other.
func (c *wrapped) wrap(texts []string, maxW, size float64, width func(string) float64) []string {
	if c.lines != nil && c.maxW == maxW && c.size == size && slices.Equal(c.texts, texts) {
		return c.lines
	}
	c.texts = append(c.texts[:0], texts...)
	c.maxW, c.size = maxW, size
	c.lines = c.lines[:0:0]
	for _, s := range texts {
		c.lines = append(c.lines, wrapWords(s, maxW, width)...)
	}
	if c.lines == nil {
		c.lines = []string{}
	}
	return c.lines
}
