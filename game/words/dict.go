// Package words is the dictionary of Word Rummikub: which strings of
// letters are words. Default is the English word list embedded in the
// binary (package assets, from SCOWL); New builds a dictionary from any
// word list, for tests and puzzles.
//
// A dictionary is a minimal acyclic word graph (a DAWG: a trie whose equal
// subtrees are shared), stored flat: each node has a bit set of the letters
// that may follow and the index of its first child, so a lookup follows one
// node per letter and takes a few tens of nanoseconds. Solvers walk the
// same graph with Root, Next, Follow and IsWord.
//
// Words are 1 to MaxLen letters a-z; lookups ignore case.
package words

import "math/bits"

// MaxLen is the longest word a dictionary may hold.
const MaxLen = 15

// Node is a node of a dictionary's word graph: the state after reading
// some letters. Nodes of one dictionary only mean something to it.
type Node uint32

// node bits: bits 0-25 say which letters a..z may follow; wordBit marks the
// end of a word, commonBit the end of a common word.
const (
	letterMask = 1<<26 - 1
	wordBit    = 1 << 26
	commonBit  = 1 << 27
)

// node is one node of the flat graph.
type node struct {
	mask  uint32 // letters that may follow, and the word flags
	first uint32 // index in edges of the child of the lowest letter
}

// Dict is a dictionary. It is read-only once built and safe for
// concurrent use.
type Dict struct {
	nodes  []node
	edges  []uint32 // child node indices, each node's children in letter order
	root   Node
	count  int // words
	common int // common words
}

// Len returns how many words the dictionary holds.
func (d *Dict) Len() int { return d.count }

// CommonLen returns how many of its words are marked common.
func (d *Dict) CommonLen() int { return d.common }

// Nodes returns how many nodes its graph has.
func (d *Dict) Nodes() int { return len(d.nodes) }

// Root returns the node before any letter.
func (d *Dict) Root() Node { return d.root }

// letterIndex maps 'a'..'z' and 'A'..'Z' to 0..25, anything else to 26 or
// more.
func letterIndex(c byte) uint {
	return uint((c | 0x20) - 'a')
}

// Next follows the letter c ('a'..'z' or 'A'..'Z') from n and reports
// whether some word goes on with it.
func (d *Dict) Next(n Node, c byte) (Node, bool) {
	i := letterIndex(c)
	if i >= 26 {
		return 0, false
	}
	nd := d.nodes[n]
	bit := uint32(1) << i
	if nd.mask&bit == 0 {
		return 0, false
	}
	return Node(d.edges[nd.first+uint32(bits.OnesCount32(nd.mask&(bit-1)))]), true
}

// Follow reads the letters of w from n; it reports false if no word
// starts that way.
func (d *Dict) Follow(n Node, w string) (Node, bool) {
	for i := 0; i < len(w); i++ {
		var ok bool
		if n, ok = d.Next(n, w[i]); !ok {
			return 0, false
		}
	}
	return n, true
}

// IsWord reports whether the letters read to reach n make a word.
func (d *Dict) IsWord(n Node) bool { return d.nodes[n].mask&wordBit != 0 }

// IsCommon reports whether the letters read to reach n make a common word.
func (d *Dict) IsCommon(n Node) bool { return d.nodes[n].mask&commonBit != 0 }

// Letters returns the letters that may follow n, bit i for 'a'+i.
func (d *Dict) Letters(n Node) uint32 { return d.nodes[n].mask & letterMask }

// Contains reports whether w is a word of the dictionary, in any case.
func (d *Dict) Contains(w string) bool {
	n, ok := d.Follow(d.root, w)
	return ok && d.IsWord(n)
}

// ContainsCommon reports whether w is a common word of the dictionary.
func (d *Dict) ContainsCommon(w string) bool {
	n, ok := d.Follow(d.root, w)
	return ok && d.IsCommon(n)
}

// Words calls yield with every word in alphabetical order, lower case,
// until yield returns false.
func (d *Dict) Words(yield func(w string, common bool) bool) {
	var buf [MaxLen]byte
	var walk func(n Node, depth int) bool
	walk = func(n Node, depth int) bool {
		nd := d.nodes[n]
		if nd.mask&wordBit != 0 && !yield(string(buf[:depth]), nd.mask&commonBit != 0) {
			return false
		}
		m, k := nd.mask&letterMask, uint32(0)
		for m != 0 {
			i := bits.TrailingZeros32(m)
			m &= m - 1
			buf[depth] = 'a' + byte(i)
			if !walk(Node(d.edges[nd.first+k]), depth+1) {
				return false
			}
			k++
		}
		return true
	}
	walk(d.root, 0)
}
