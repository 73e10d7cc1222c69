#!/usr/bin/env bash
# The yardsticks of the browser test's frame figures, in the same headless
# Chromium with the same flags (build/browser/baseline.mjs): what the
# machine and the browser's software renderer (SwiftShader) allow any page
# that draws every frame, measured the same way as the game's frames.
#
#   ./build/web_baseline.sh          times each page's frames for 20 s
#   BROWSER_IDLE_MS=5000             for another time
#   BROWSER_TRACE=prefix             a Chrome trace of each (prefix-N.json;
#                                    build/browser/long_frames.mjs reads it)
#
# The pages: WebGL alone clearing the canvas every frame
# (build/browser/webgl.html), the same with two full-screen copies a frame
# (what Ebitengine draws onto the canvas in a frame that changed), and the
# smallest Ebitengine program, filling its screen every frame
# (build/webmin, built here with the game's index.html).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=build/lib.sh
. "$root/build/lib.sh"

ensure_browser "$root"

private_tmp "$root" web-baseline
site=$tmp/site
mkdir -p "$site/webmin"
(cd "$root" && GOOS=js GOARCH=wasm go build -trimpath -ldflags=-s -o "$site/webmin/game.wasm" ./build/webmin)
cp "$(wasm_exec_js)" "$site/webmin/wasm_exec.js"
size=$(stat -c %s "$site/webmin/game.wasm")
sed "s|0 /\* WASM_SIZE \*/|$size|" "$root/build/web/index.html" >"$site/webmin/index.html"
cp "$root/build/browser/webgl.html" "$site/webgl.html"

serve_local "$root" "$site"
url=${url%/}

echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
BROWSER_IDLE_MS=${BROWSER_IDLE_MS:-20000} TMPDIR="$tmp" node "$root/build/browser/baseline.mjs" \
	"$url/webgl.html?passes=0" "$url/webgl.html?passes=2" "$url/webmin/index.html"
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
