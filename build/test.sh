#!/usr/bin/env bash
# Checks the whole project: formatting, go vet, every test, a little fuzzing,
# the command-line binary, and (once the GUI exists) the GUI tests under a
# virtual display, the WebAssembly code under Node, the release builds and
# the browser build in headless Chromium. Installs what is missing first
# (Go, Debian packages, the browser test's npm package).
#
#   ./build/test.sh              everything, stopping at the first failure
#   FUZZTIME=1000000x ./build/test.sh fuzz each target longer (default 40000x)
#   BENCH=1 ./build/test.sh      also run the benchmarks
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck source=build/lib.sh
. build/lib.sh

stage() { printf '\n==> %s\n' "$*"; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

stage "1. Go toolchain"
ensure_go
go version

stage "2. gofmt"
unformatted=$("$(go env GOROOT)/bin/gofmt" -l .)
if [ -n "$unformatted" ]; then
	say "These files need gofmt -w:"
	say "$unformatted"
	exit 1
fi
echo "ok"

stage "3. go vet"
go vet -tags nogui ./...
echo "ok"

stage "4. go test"
go test -tags nogui -count=1 ./...

# A count, not a duration: Go 1.26's fuzz coordinator can fail a run with a
# spurious "context deadline exceeded" when a duration ends mid-execution
# (go.dev/issue/75804, fixed in Go 1.27). A count has no deadline to race.
fuzztime=${FUZZTIME:-40000x}
stage "5. fuzzing (${fuzztime} per target)"
# Go fuzzes one target of one package per run, so find them all: lines
# "func FuzzXxx(f *testing.F)" in test files, as "package-dir name".
fuzz_targets() {
	go_files | grep -z '_test\.go$' |
		xargs -0 -r grep -HE '^func Fuzz[[:alnum:]_]*\([[:alnum:]_]+ \*testing\.F\)' -- |
		sed -E 's|^(.*)/[^/]*:func (Fuzz[[:alnum:]_]*)\(.*|\1 \2|' | sort -u
}
mapfile -t targets < <(fuzz_targets || true)
if [ "${#targets[@]}" -eq 0 ]; then
	echo "no fuzz targets yet"
fi
for target in "${targets[@]}"; do
	pkg=${target% *}
	name=${target#* }
	echo "--- $name in $pkg"
	go test -tags nogui -run='^$' -fuzz="^${name}\$" -fuzztime="$fuzztime" "$pkg"
done

stage "6. command-line binary"
if [ "$(go list -e -tags nogui -f '{{.Name}}' . 2>/dev/null)" != main ]; then
	echo "skipped: no main package at the top of the module yet"
else
	go build -tags nogui -o "$tmp/rummikub-cli" .
	echo "built with -tags nogui"
	if ! grep -qs '"referee"' -- ./*.go; then
		echo "referee smoke test skipped: main package has no \"referee\" subcommand yet"
	else
		in='{"variant":"classic","before":{"table":[["R4","R5","R6"]],"rack":["R3","R7","K1"],"opened":true},"after":{"table":[["R3","R4","R5","R6","R7"]],"rack":["K1"]}}'
		if ! out=$(printf '%s\n' "$in" | timeout 60 "$tmp/rummikub-cli" referee); then
			say "referee failed on a legal turn; output: $out"
			exit 1
		fi
		if ! printf '%s\n' "$out" | grep -Eq '"legal": ?true'; then
			say "referee should call this turn legal: $in"
			say "it answered: $out"
			exit 1
		fi
		echo "referee: $out"
	fi
fi

# The project keeps its own copy of the command-line contract; when the
# shared original sits beside the checkout, the two must not drift apart.
if [ -f ../shared/FORMATS.md ]; then
	if ! cmp -s ../shared/FORMATS.md docs/FORMATS.md; then
		say "docs/FORMATS.md differs from ../shared/FORMATS.md: copy the contract again"
		exit 1
	fi
	echo "docs/FORMATS.md matches ../shared/FORMATS.md"
fi

stage "7. GUI tests"
# ---- GUI hook -------------------------------------------------------------
# Runs once some non-test Go file imports Ebitengine: installs the C toolchain
# and X11/GL/ALSA headers cgo needs, then vets and tests the full (non-nogui)
# build under a virtual X display.
if ! has_gui_code; then
	echo "skipped: no Go file imports Ebitengine yet"
else
	apt_install_missing "${GUI_PKGS[@]}" "${GUI_TEST_PKGS[@]}"
	go vet ./...
	go build -o "$tmp/rummikub" .
	xvfb-run -a -s "-screen 0 1280x800x24" go test -count=1 ./...
fi
# ---------------------------------------------------------------------------

stage "8. WebAssembly under Node: the browser's storage and the solver's pauses"
# The browser build's own code, run by Go's wasm runner under Node: the
# local-storage backend against the shared Store tests (over a fake
# localStorage) and the solver handing the page's thread back.
command -v node >/dev/null 2>&1 || apt_install_missing nodejs npm
wasm_exec="$(go env GOROOT)/lib/wasm/go_js_wasm_exec"
[ -x "$wasm_exec" ] || wasm_exec="$(go env GOROOT)/misc/wasm/go_js_wasm_exec"
GOOS=js GOARCH=wasm go vet ./game/storage/ ./game/records/ ./game/words/ ./ai/ ./build/webmin/ .
GOOS=js GOARCH=wasm go test -count=1 -exec="$wasm_exec" ./game/storage/
# The browser storage's crash test: the page closed at every change of a save.
GOOS=js GOARCH=wasm go test -count=1 -exec="$wasm_exec" -run BrowserCrash ./game/records/
GOOS=js GOARCH=wasm go test -count=1 -exec="$wasm_exec" -run Pause ./ai/

stage "9. release builds: Linux, Windows, web"
if ! has_gui_code; then
	echo "skipped: no Go file imports Ebitengine yet"
else
	./build/release.sh
	# The Linux game starts under a virtual display and draws its
	# new-game screen.
	linux="dist/rummikub-linux-$(go env GOARCH)"
	RUMMIKUB_SOUND=off timeout 300 xvfb-run -a -s "-screen 0 1280x800x24" \
		"$linux" demo -players 2 -screen newgame -screenshot "$tmp/release.png"
	[ "$(head -c 4 "$tmp/release.png" | tail -c 3)" = PNG ] || die "$linux did not draw its first screen"
	echo "$linux starts under Xvfb and draws its new-game screen"
	# Without a display it says so in a sentence (no Go panic), and the
	# command-line build answers without one.
	if env -u DISPLAY "$linux" >"$tmp/nodisplay.out" 2>&1; then die "$linux started without a display"; fi
	grep -q "no display" "$tmp/nodisplay.out" || die "$linux without a display: $(cat "$tmp/nodisplay.out")"
	! grep -q panic "$tmp/nodisplay.out" || die "$linux panicked without a display"
	echo '{"variant":"classic","table":[],"rack":["R1","R2","R3"]}' |
		env -u DISPLAY "dist/rummikub-cli-linux-$(go env GOARCH)" solve | grep -q '"tiles"' ||
		die "the command-line build did not solve a position without a display"
	echo "without a display: a sentence from $linux, answers from the command-line build"
fi

stage "10. browser test (headless Chromium)"
if ! has_gui_code; then
	echo "skipped: no Go file imports Ebitengine yet"
else
	./build/browser_test.sh
fi

stage "11. benchmarks"
if [ "${BENCH:-0}" = 1 ]; then
	go test -tags nogui -run='^$' -bench=. -benchmem ./...
	if has_gui_code; then
		xvfb-run -a -s "-screen 0 1280x800x24" go test -run='^$' -bench=Frame -benchtime=300x ./render/
	fi
else
	echo "skipped (BENCH=1 runs them)"
fi

printf '\nAll checks passed.\n'
