package words

import (
	"encoding/binary"
	"fmt"
	"strings"
)

// List is one word list for New: its words, one a line, sorted, and
// whether they are common words.
type List struct {
	Name   string
	Text   string
	Common bool
}

// New builds a dictionary from word lists. Each list holds one word a line
// (a final newline is optional), 1 to MaxLen letters a-z, in strictly
// ascending order; no word may be in two lists. A list that breaks this is
// an error naming the list and the line.
func New(lists ...List) (*Dict, error) {
	b := newBuilder()
	cursors := make([]cursor, len(lists))
	for i, l := range lists {
		cursors[i] = cursor{list: l}
		if err := cursors[i].advance(); err != nil {
			return nil, err
		}
	}
	prev := ""
	for {
		// Merge the lists: take the least current word.
		best := -1
		for i := range cursors {
			if cursors[i].ok && (best < 0 || cursors[i].word < cursors[best].word) {
				best = i
			}
		}
		if best < 0 {
			break
		}
		c := &cursors[best]
		if c.word == prev {
			return nil, fmt.Errorf("words: %s line %d: %q is in two lists", c.list.Name, c.line, c.word)
		}
		prev = c.word
		b.add(c.word, c.list.Common)
		if err := c.advance(); err != nil {
			return nil, err
		}
	}
	return b.finish(), nil
}

// cursor reads one list word by word.
type cursor struct {
	list List
	rest string
	word string
	line int
	ok   bool
	read bool
}

// advance moves to the list's next word, checking it.
func (c *cursor) advance() error {
	if !c.read {
		c.rest, c.read = c.list.Text, true
	}
	if c.rest == "" {
		c.ok = false
		return nil
	}
	w, rest, _ := strings.Cut(c.rest, "\n")
	c.line++
	if err := checkWord(w); err != nil {
		return fmt.Errorf("words: %s line %d: %w", c.list.Name, c.line, err)
	}
	if c.ok && w <= c.word {
		return fmt.Errorf("words: %s line %d: %q comes after %q: the list is not sorted", c.list.Name, c.line, w, c.word)
	}
	c.word, c.rest, c.ok = w, rest, true
	return nil
}

// checkWord says what is wrong with a word of a list, if anything.
func checkWord(w string) error {
	if len(w) == 0 || len(w) > MaxLen {
		return fmt.Errorf("%q: a word has 1 to %d letters", w, MaxLen)
	}
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return fmt.Errorf("%q: a word has only the letters a-z", w)
		}
	}
	return nil
}

// builder makes a minimal word graph from words in ascending order
// (Daciuk, Mihov, Watson and Watson's incremental algorithm): the path of
// the last word stays open; when the next word leaves it, the nodes left
// behind are finished, each replaced by an equal finished node if there is
// one already.
type builder struct {
	d        Dict
	register map[string]uint32 // a finished node's signature -> its index
	path     []open            // path[0] is the root
	prev     string
	key      []byte
}

// open is a node of the open path: its flags and finished children.
type open struct {
	flags    uint32
	letters  []byte
	children []uint32
}

func newBuilder() *builder {
	return &builder{register: map[string]uint32{}, path: []open{{}}}
}

// add adds a word greater than every word added before.
func (b *builder) add(w string, common bool) {
	p := 0
	for p < len(w) && p < len(b.prev) && w[p] == b.prev[p] {
		p++
	}
	b.close(p)
	for i := p; i < len(w); i++ {
		b.path = append(b.path, open{})
		b.path[i].letters = append(b.path[i].letters, w[i])
	}
	last := &b.path[len(w)]
	last.flags |= wordBit
	b.d.count++
	if common {
		last.flags |= commonBit
		b.d.common++
	}
	b.prev = w
}

// close finishes the open nodes deeper than depth, giving each to its
// parent as a child.
func (b *builder) close(depth int) {
	for len(b.path)-1 > depth {
		n := len(b.path) - 1
		id := b.finishNode(&b.path[n])
		b.path = b.path[:n]
		b.path[n-1].children = append(b.path[n-1].children, id)
	}
}

// finishNode stores an open node whose children are all finished, or
// returns an equal node stored before.
func (b *builder) finishNode(o *open) uint32 {
	mask := o.flags
	for _, c := range o.letters {
		mask |= 1 << (c - 'a')
	}
	b.key = binary.LittleEndian.AppendUint32(b.key[:0], mask)
	for _, id := range o.children {
		b.key = binary.LittleEndian.AppendUint32(b.key, id)
	}
	if id, ok := b.register[string(b.key)]; ok {
		return id
	}
	id := uint32(len(b.d.nodes))
	b.d.nodes = append(b.d.nodes, node{mask: mask, first: uint32(len(b.d.edges))})
	b.d.edges = append(b.d.edges, o.children...)
	b.register[string(b.key)] = id
	return id
}

// finish closes the last word and the root and returns the dictionary.
func (b *builder) finish() *Dict {
	b.close(0)
	b.d.root = Node(b.finishNode(&b.path[0]))
	d := b.d
	d.nodes = d.nodes[:len(d.nodes):len(d.nodes)]
	d.edges = d.edges[:len(d.edges):len(d.edges)]
	return &d
}
