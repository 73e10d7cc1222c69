#!/usr/bin/env bash
# Builds the game for the browser into dist/web/, a folder any static web
# host can serve: game.wasm (the whole game as WebAssembly), wasm_exec.js
# (Go's loader, from the Go installation) and index.html, each with
# pre-compressed copies (.br, .gz) for hosts that send them. Reports the
# download's size and fails past the limits (4 MB brotli, 5 MB gzip).
#
#   ./build/web.sh                 build dist/web
#   ./build/web.sh serve [ADDR]    build, then serve it on ADDR
#                                  (default 127.0.0.1:8080) until Ctrl+C
#   WEB_OUT=dir ./build/web.sh     build into another folder
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=build/lib.sh
. "$root/build/lib.sh"

# The limits of the download (wasm + JS + HTML), in bytes.
MAX_BROTLI=4000000
MAX_GZIP=5000000

out=${WEB_OUT:-$root/dist/web}
ensure_go
command -v brotli >/dev/null 2>&1 || apt_install_missing brotli
command -v gzip >/dev/null 2>&1 || apt_install_missing gzip

rm -rf "$out"
mkdir -p "$out"
say "Building game.wasm"
(cd "$root" && GOOS=js GOARCH=wasm go build -trimpath -ldflags=-s -o "$out/game.wasm" .)

cp "$(wasm_exec_js)" "$out/wasm_exec.js"

# The page learns the wasm's size for its progress bar: a host may send
# the file compressed, so the response's length is not it.
wasm_size=$(stat -c %s "$out/game.wasm")
sed "s|0 /\* WASM_SIZE \*/|$wasm_size|" "$root/build/web/index.html" >"$out/index.html"
grep -q "const wasmSize = $wasm_size;" "$out/index.html" || die "index.html has no WASM_SIZE to fill in"

say "Compressing (brotli -q 11 takes about a minute for the wasm)"
for f in index.html wasm_exec.js game.wasm; do
	gzip -9 -n -c "$out/$f" >"$out/$f.gz"
	brotli -q 11 -c "$out/$f" >"$out/$f.br"
done

size() { stat -c %s "$1"; }
total_raw=0 total_gz=0 total_br=0
printf '%-14s %12s %12s %12s\n' file bytes gzip brotli
for f in index.html wasm_exec.js game.wasm; do
	raw=$(size "$out/$f") gz=$(size "$out/$f.gz") br=$(size "$out/$f.br")
	printf '%-14s %12d %12d %12d\n' "$f" "$raw" "$gz" "$br"
	total_raw=$((total_raw + raw)) total_gz=$((total_gz + gz)) total_br=$((total_br + br))
done
printf '%-14s %12d %12d %12d\n' total "$total_raw" "$total_gz" "$total_br"
mb() { awk -v b="$1" 'BEGIN { printf "%.2f MB", b / 1e6 }'; }
echo "download: $(mb "$total_br") with brotli (limit $(mb $MAX_BROTLI)), $(mb "$total_gz") with gzip (limit $(mb $MAX_GZIP)); $(mb "$total_raw") uncompressed"
[ "$total_br" -lt "$MAX_BROTLI" ] || die "the brotli download is over $(mb $MAX_BROTLI)"
[ "$total_gz" -lt "$MAX_GZIP" ] || die "the gzip download is over $(mb $MAX_GZIP)"
echo "built $out"

if [ "${1:-}" = serve ]; then
	bin=$(mktemp -d)/serve
	(cd "$root" && go build -o "$bin" ./build/serve)
	exec "$bin" -dir "$out" -addr "${2:-127.0.0.1:8080}"
fi
