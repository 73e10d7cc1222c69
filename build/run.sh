#!/usr/bin/env bash
# Builds the game and starts it, installing what is missing first (Go, and
# for the window the Debian packages Ebitengine needs). Arguments go to the
# game: ./build/run.sh referee < turns.jsonl
# Without arguments it opens the window.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=build/lib.sh
. "$root/build/lib.sh"

ensure_go
bindir="$RUMMIKUB_CACHE/bin"
mkdir -p "$bindir"

if has_gui_code; then
	# The window: cgo against X11, OpenGL and ALSA.
	apt_install_missing "${GUI_PKGS[@]}"
	bin="$bindir/rummikub"
	(cd "$root" && go build -o "$bin" .)
else
	bin="$bindir/rummikub-cli"
	(cd "$root" && go build -tags nogui -o "$bin" .)
fi

# Run from the caller's directory, so relative paths in arguments work.
exec "$bin" "$@"
