#!/bin/sh
# Regenerates the Word Rummikub dictionary in assets/ from Debian's scowl
# package (SCOWL, Kevin Atkinson's Spell Checker Oriented Word Lists):
#
#   apt-get install scowl && sh build/wordlist.sh
#
# It takes the English, American and British word lists of SCOWL levels 10
# to 60 (the "-words" lists only: proper nouns, abbreviations and
# contractions are in SCOWL's other lists and are left out) and keeps the
# entries that are 3 to 15 letters a-z (lower case, no apostrophe, hyphen or
# accent). Levels 10-35 (the common words) go to assets/words-common.txt,
# levels 40-60 to assets/words-more.txt; each is sorted, one word a line,
# and no word is in both. assets/words.sum records each list's word count
# and SHA-256, which the game/words package checks. SCOWL's copyright notice
# goes to assets/SCOWL-LICENSE.
set -eu
src=${SCOWL_DIR:-/usr/share/dict/scowl}
doc=${SCOWL_DOC:-/usr/share/doc/scowl/copyright}
out=$(cd "$(dirname "$0")/.." && pwd)/assets
if [ ! -r "$src/english-words.10" ]; then
	echo "wordlist.sh: no SCOWL lists in $src (apt-get install scowl)" >&2
	exit 1
fi
export LC_ALL=C
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# list LEVEL... prints the words of the given levels, filtered.
list() {
	for level in "$@"; do
		for spelling in english american british; do
			cat "$src/$spelling-words.$level"
		done
	done | grep -E '^[a-z]{3,15}$' | sort -u
}

list 10 20 35 >"$tmp/common"
list 40 50 55 60 >"$tmp/all-more"
comm -23 "$tmp/all-more" "$tmp/common" >"$tmp/more"
cp "$tmp/common" "$out/words-common.txt"
cp "$tmp/more" "$out/words-more.txt"
{
	for f in words-common.txt words-more.txt; do
		printf '%s %d %s\n' "$f" "$(wc -l <"$out/$f")" "$(sha256sum "$out/$f" | cut -d' ' -f1)"
	done
} >"$out/words.sum"
cp "$doc" "$out/SCOWL-LICENSE"
cat "$out/words.sum"
