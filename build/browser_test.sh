#!/usr/bin/env bash
# The browser test: serves dist/web (./build/web.sh builds it; this script
# builds it when it is missing) on a free local port and plays it in
# Debian's headless Chromium through playwright-core (build/browser/, pinned
# by its package-lock.json; Chromium is Debian's, never a downloaded one).
# Installs what is missing: chromium, nodejs and npm from Debian, the npm
# package with `npm ci`.
#
#   ./build/browser_test.sh      writes docs/screenshots/browser.png and
#                                dist/browser-report.json (the figures)
#   WEB_DIR=dir                  serves another build than dist/web
#   BROWSER_QUERY=debug=frames   opens the page with ?debug=frames: the game
#                                logs each frame it held and why
#   BROWSER_QUERY=draw=every     the game draws every frame, still or not
#                                (to compare with drawing only changes)
#   BROWSER_ONLY=first           only times the first frame (a few seconds)
#   BROWSER_ONLY=watch           only times the frames of four computers
#   BROWSER_WARMUP_MS=20000      lets them play 20 s before timing them
#   BROWSER_TRACE=/tmp/t.json    records a Chrome trace while timing them;
#                                node build/browser/long_frames.mjs /tmp/t.json
#                                says what filled each long frame
#   BROWSER_ONLY=records         only the four computers' game, its record
#                                exported and opened again
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=build/lib.sh
. "$root/build/lib.sh"

ensure_go
[ -x /usr/bin/chromium ] || apt_install_missing chromium
command -v node >/dev/null 2>&1 || apt_install_missing nodejs
command -v npm >/dev/null 2>&1 || apt_install_missing npm
web=${WEB_DIR:-$root/dist/web}
[ -f "$web/game.wasm" ] || "$root/build/web.sh"

(cd "$root/build/browser" && npm ci --no-audit --no-fund --loglevel=error)

# A private folder for the server's output and Chromium's profile and home.
mkdir -p "$root/dist"
tmp=$(mktemp -d "$root/dist/.browser-test.XXXXXX")
server=
cleanup() {
	if [ -n "$server" ]; then
		kill "$server" 2>/dev/null || true
	fi
	rm -rf "$tmp"
}
trap cleanup EXIT

(cd "$root" && go build -o "$tmp/serve" ./build/serve)
"$tmp/serve" -dir "$web" -addr 127.0.0.1:0 >"$tmp/serve.out" 2>&1 &
server=$!
url=
for _ in $(seq 100); do
	url=$(sed -n 's|^serving .* on \(http://[^ ]*\)$|\1|p' "$tmp/serve.out")
	[ -n "$url" ] && break
	kill -0 "$server" 2>/dev/null || die "the server did not start: $(cat "$tmp/serve.out")"
	sleep 0.1
done
[ -n "$url" ] || die "the server did not say where it listens"
echo "serving $web on $url"

mkdir -p "$root/docs/screenshots"
TMPDIR="$tmp" node "$root/build/browser/browser_test.mjs" "$url" "$root/docs/screenshots/browser.png" "$root/dist/browser-report.json"
