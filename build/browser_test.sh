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

ensure_browser "$root"
web=${WEB_DIR:-$root/dist/web}
[ -f "$web/game.wasm" ] || "$root/build/web.sh"

# A private folder for the server's output and Chromium's profile and home.
private_tmp "$root" browser-test
serve_local "$root" "$web"
echo "serving $web on $url"

mkdir -p "$root/docs/screenshots"
TMPDIR="$tmp" node "$root/build/browser/browser_test.mjs" "$url" "$root/docs/screenshots/browser.png" "$root/dist/browser-report.json"
