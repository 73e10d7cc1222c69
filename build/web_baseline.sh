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

ensure_go
[ -x /usr/bin/chromium ] || apt_install_missing chromium
command -v node >/dev/null 2>&1 || apt_install_missing nodejs
command -v npm >/dev/null 2>&1 || apt_install_missing npm
(cd "$root/build/browser" && npm ci --no-audit --no-fund --loglevel=error)

mkdir -p "$root/dist"
tmp=$(mktemp -d "$root/dist/.web-baseline.XXXXXX")
server=
cleanup() {
	if [ -n "$server" ]; then
		kill "$server" 2>/dev/null || true
	fi
	rm -rf "$tmp"
}
trap cleanup EXIT

site=$tmp/site
mkdir -p "$site/webmin"
(cd "$root" && GOOS=js GOARCH=wasm go build -trimpath -ldflags=-s -o "$site/webmin/game.wasm" ./build/webmin)
goroot=$(go env GOROOT)
for f in "$goroot/lib/wasm/wasm_exec.js" "$goroot/misc/wasm/wasm_exec.js"; do
	if [ -f "$f" ]; then
		cp "$f" "$site/webmin/wasm_exec.js"
		break
	fi
done
[ -f "$site/webmin/wasm_exec.js" ] || die "no wasm_exec.js in $goroot"
size=$(stat -c %s "$site/webmin/game.wasm")
sed "s|0 /\* WASM_SIZE \*/|$size|" "$root/build/web/index.html" >"$site/webmin/index.html"
cp "$root/build/browser/webgl.html" "$site/webgl.html"

(cd "$root" && go build -o "$tmp/serve" ./build/serve)
"$tmp/serve" -dir "$site" -addr 127.0.0.1:0 >"$tmp/serve.out" 2>&1 &
server=$!
url=
for _ in $(seq 100); do
	url=$(sed -n 's|^serving .* on \(http://[^ ]*\)$|\1|p' "$tmp/serve.out")
	url=${url%/}
	[ -n "$url" ] && break
	kill -0 "$server" 2>/dev/null || die "the server did not start: $(cat "$tmp/serve.out")"
	sleep 0.1
done
[ -n "$url" ] || die "the server did not say where it listens"

echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
BROWSER_IDLE_MS=${BROWSER_IDLE_MS:-20000} TMPDIR="$tmp" node "$root/build/browser/baseline.mjs" \
	"$url/webgl.html?passes=0" "$url/webgl.html?passes=2" "$url/webmin/index.html"
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
