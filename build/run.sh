#!/usr/bin/env bash
# Builds the game and starts it, installing what is missing first (Go, and
# for the window the Debian packages Ebitengine needs). Arguments go to the
# game: ./build/run.sh referee < turns.jsonl
# Without arguments it opens the window.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=build/lib.sh
. "$root/build/lib.sh"

# Progress goes to standard error: standard output belongs to the game
# (the subcommands answer there).
say "run.sh: looking for Go $GO_MIN_VERSION or newer (downloaded once if missing)"
ensure_go
say "run.sh: using $(go version)"
bindir="$RUMMIKUB_CACHE/bin"
mkdir -p "$bindir"

# The JSON-line subcommands need no window: they get the binary built
# without it, which runs without a display.
cli=
case "${1:-}" in referee | solve | selfplay) cli=1 ;; esac

if [ -z "$cli" ] && has_gui_code; then
	# The window: cgo against X11, OpenGL and ALSA.
	say "run.sh: checking the Debian packages the window needs"
	apt_install_missing "${GUI_PKGS[@]}"
	bin="$bindir/rummikub"
	say "run.sh: building the game into $bin (the first build compiles Ebitengine and its C parts: about two minutes on a small machine; later builds take seconds)"
	(cd "$root" && go build -o "$bin" .)
else
	bin="$bindir/rummikub-cli"
	say "run.sh: building the command-line game into $bin"
	(cd "$root" && go build -tags nogui -o "$bin" .)
fi
if [ "$#" -eq 0 ]; then
	say "run.sh: starting the game"
fi

# Run from the caller's directory, so relative paths in arguments work.
exec "$bin" "$@"
