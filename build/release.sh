#!/usr/bin/env bash
# Builds the game for every platform this machine can build it for, into
# dist/, and lists their sizes:
#
#   dist/rummikub-linux-ARCH         the game for Linux on this machine's
#                                    architecture (cgo: X11, OpenGL, ALSA)
#   dist/rummikub-cli-linux-ARCH     the command-line subcommands alone
#                                    (referee, solve, selfplay, replay, demo
#                                    -text): no window, no cgo, no display
#   dist/rummikub-windows-amd64.exe  the game for Windows (Ebitengine needs
#                                    no cgo there: cross-compiled)
#   dist/web/                        the browser build (./build/web.sh)
#
# macOS needs Apple's SDK and cgo, so it cannot be built here.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=build/lib.sh
. "$root/build/lib.sh"

ensure_go
apt_install_missing "${GUI_PKGS[@]}"
dist="$root/dist"
mkdir -p "$dist"
arch=$(go env GOARCH)
linux="$dist/rummikub-linux-$arch"
cli="$dist/rummikub-cli-linux-$arch"
windows="$dist/rummikub-windows-amd64.exe"

say "Building $linux"
(cd "$root" && go build -trimpath -ldflags='-s -w' -o "$linux" .)
say "Building $cli"
(cd "$root" && CGO_ENABLED=0 go build -tags nogui -trimpath -ldflags='-s -w' -o "$cli" .)
say "Building $windows"
# -H=windowsgui: a game, not a console program (no console window opens).
(cd "$root" && GOOS=windows GOARCH=amd64 CGO_ENABLED=0 go build -trimpath -ldflags='-s -w -H=windowsgui' -o "$windows" .)
[ "$(head -c 2 "$windows")" = MZ ] || die "$windows is not a Windows program"
"$root/build/web.sh"

printf '\n%-36s %12s\n' release bytes
for f in "$linux" "$cli" "$windows"; do
	printf '%-36s %12d\n' "${f#"$root"/}" "$(stat -c %s "$f")"
done
printf '%-36s %12d  (download: %d with brotli, %d with gzip)\n' "dist/web/" \
	"$(cat "$dist"/web/{index.html,wasm_exec.js,game.wasm} | wc -c)" \
	"$(cat "$dist"/web/{index.html,wasm_exec.js,game.wasm}.br | wc -c)" \
	"$(cat "$dist"/web/{index.html,wasm_exec.js,game.wasm}.gz | wc -c)"
