# shellcheck shell=bash
# Shared helpers for build/run.sh and build/test.sh. Source it; do not run it.
#
#   ensure_go                  puts a Go >= GO_MIN_VERSION on PATH, downloading
#                              the toolchain from the Go module proxy if needed
#   apt_install_missing PKG... installs the Debian packages not yet installed
#   has_gui_code               true when non-test Go code imports Ebitengine
#   go_files                   lists the project's Go files (NUL-separated)
#   wasm_exec_js               prints the path of Go's wasm_exec.js
#   ensure_browser ROOT        Go, Debian's chromium, nodejs and npm, and the
#                              browser test's npm package (build/browser)
#   private_tmp ROOT NAME      makes a private folder, tmp (dist/.NAME.*),
#                              removed on exit with the server serve_local starts
#   serve_local ROOT DIR       serves DIR on a free local port (build/serve,
#                              its output in $tmp); sets server and url
#
# Settings (environment):
#   RUMMIKUB_CACHE   where the toolchain and built binaries go
#                    (default ${XDG_CACHE_HOME:-$HOME/.cache}/rummikub)
#   GOPROXY          the module proxy the toolchain comes from (first entry used)

# The oldest Go the module accepts: keep in step with the `go` line of go.mod.
GO_MIN_VERSION=1.26
# The toolchain downloaded when no suitable Go is installed, and the checksums
# (go.sum "h1:" form, from sum.golang.org) of its module zip per architecture.
GO_DL_VERSION=1.26.8
declare -gA GO_DL_H1=(
	[linux-amd64]='h1:ZOmGe1OnfREDMIdb1Qi4G9JSuDPBLGExZMQ4nis1RXM='
	[linux-arm64]='h1:sYL/O6MqS68ML0kjsQ36WoYIpJqkw60TxizWUYUKQMc='
)

# Debian packages the Ebitengine (GUI) build needs: a C compiler and the X11,
# OpenGL and ALSA headers that cgo links against.
# shellcheck disable=SC2034 # used by run.sh and test.sh
GUI_PKGS=(gcc libc6-dev libgl1-mesa-dev libxcursor-dev libxi-dev libxinerama-dev
	libxrandr-dev libxxf86vm-dev libasound2-dev pkg-config)
# Extra packages to run GUI tests on a machine without a display.
# shellcheck disable=SC2034 # used by test.sh
GUI_TEST_PKGS=(xvfb xauth)

if [ -z "${HOME:-}" ]; then
	HOME=$(cd ~ 2>/dev/null && pwd) || HOME=/tmp
	export HOME
fi
RUMMIKUB_CACHE=${RUMMIKUB_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/rummikub}

say() { printf '%s\n' "$*" >&2; }
die() {
	say "error: $*"
	exit 1
}

# as_root CMD...: runs CMD as root, through sudo when not root already.
as_root() {
	if [ "$(id -u)" = 0 ]; then
		"$@"
	elif command -v sudo >/dev/null 2>&1; then
		sudo "$@"
	else
		say "error: need root to run: $*  (no sudo here; run it as root)"
		return 1
	fi
}

_apt_updated=
# apt_install_missing PKG...: installs those of the Debian packages that are
# not installed yet (apt-get update runs once, before the first install).
apt_install_missing() {
	local pkg missing=()
	for pkg in "$@"; do
		case "$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null)" in
		*' ok installed') ;;
		*) missing+=("$pkg") ;;
		esac
	done
	[ "${#missing[@]}" -eq 0 ] && return 0
	if ! command -v apt-get >/dev/null 2>&1; then
		say "error: missing packages and no apt-get to install them: ${missing[*]}"
		return 1
	fi
	say "Installing Debian packages: ${missing[*]}"
	if [ -z "$_apt_updated" ]; then
		as_root env DEBIAN_FRONTEND=noninteractive apt-get update -q || return 1
		_apt_updated=1
	fi
	as_root env DEBIAN_FRONTEND=noninteractive \
		apt-get install -y -q --no-install-recommends "${missing[@]}"
}

# go_minor BIN: prints the minor version of that Go (26 for go1.26.8), or
# fails if it does not run or is not Go 1.
go_minor() {
	local v
	v=$(GOTOOLCHAIN=local "$1" version 2>/dev/null) || return 1
	[[ $v =~ go1\.([0-9]+) ]] || return 1
	printf '%s\n' "${BASH_REMATCH[1]}"
}

# go_is_new_enough BIN
go_is_new_enough() {
	local minor
	minor=$(go_minor "$1") || return 1
	[ "$minor" -ge "${GO_MIN_VERSION#1.}" ]
}

# _h1_of_tree DIR: the go.sum "h1:" hash of the module tree extracted in DIR
# (the golang.org/x/mod/sumdb/dirhash Hash1 of the zip's files).
_h1_of_tree() {
	local hex
	hex=$(cd "$1" && find . -type f | sed 's|^\./||' | LC_ALL=C sort |
		xargs -d '\n' sha256sum | sha256sum | cut -c1-64) || return 1
	printf 'h1:%s\n' "$(printf '%b' "$(printf '%s' "$hex" | sed 's/../\\x&/g')" | base64)"
}

# _fetch URL FILE
_fetch() {
	if command -v curl >/dev/null 2>&1; then
		curl -fsSL --retry 3 -o "$2" "$1"
	else
		wget -q --tries=3 -O "$2" "$1"
	fi
}

# _go_download: installs Go GO_DL_VERSION under RUMMIKUB_CACHE from the module
# proxy, verifying its checksum; prints the directory holding bin/go.
_go_download() {
	local arch os=linux
	case "$(uname -s)" in Linux) ;; *) die "no Go >= $GO_MIN_VERSION found; install it from https://go.dev/dl/" ;; esac
	case "$(uname -m)" in
	x86_64 | amd64) arch=amd64 ;;
	aarch64 | arm64) arch=arm64 ;;
	i?86) arch=386 ;;
	armv6l | armv7l) arch=armv6l ;;
	*) die "no Go toolchain download known for $(uname -m); install Go >= $GO_MIN_VERSION yourself" ;;
	esac
	local target="$os-$arch"
	local dest="$RUMMIKUB_CACHE/go$GO_DL_VERSION.$target"
	if [ -x "$dest/bin/go" ]; then
		printf '%s\n' "$dest"
		return 0
	fi

	local tools=()
	command -v curl >/dev/null 2>&1 || command -v wget >/dev/null 2>&1 || tools+=(curl)
	command -v unzip >/dev/null 2>&1 || tools+=(unzip)
	[ -e /etc/ssl/certs/ca-certificates.crt ] || tools+=(ca-certificates)
	[ "${#tools[@]}" -eq 0 ] || apt_install_missing "${tools[@]}" || return 1

	local proxy=${GOPROXY:-https://proxy.golang.org}
	proxy=${proxy%%[,|]*}
	case "$proxy" in http*) ;; *) proxy=https://proxy.golang.org ;; esac
	local modver="v0.0.1-go$GO_DL_VERSION.$target"
	local url="${proxy%/}/golang.org/toolchain/@v/$modver.zip"

	mkdir -p "$RUMMIKUB_CACHE" || return 1
	local work
	work=$(mktemp -d "$RUMMIKUB_CACHE/.go-download.XXXXXX") || return 1
	say "Downloading Go $GO_DL_VERSION ($target) from $url"
	if ! _fetch "$url" "$work/go.zip"; then
		rm -rf "$work"
		say "error: could not download $url"
		return 1
	fi
	if ! unzip -q "$work/go.zip" -d "$work/x"; then
		rm -rf "$work"
		say "error: could not unzip the Go toolchain"
		return 1
	fi

	# Check the download against the checksum database: pinned here for the
	# common architectures, asked of sum.golang.org (through the proxy) else.
	local want=${GO_DL_H1[$target]:-} got
	if [ -z "$want" ] &&
		_fetch "${proxy%/}/sumdb/sum.golang.org/lookup/golang.org/toolchain@$modver" "$work/sum"; then
		want=$(awk -v m="golang.org/toolchain" -v v="$modver" '$1 == m && $2 == v {print $3}' "$work/sum")
	fi
	got=$(_h1_of_tree "$work/x")
	if [ -z "$want" ] || [ "$got" != "$want" ]; then
		rm -rf "$work"
		say "error: checksum of the downloaded Go toolchain is $got, want ${want:-(unknown)}"
		return 1
	fi

	local root="$work/x/golang.org/toolchain@$modver"
	chmod -R a+rX,u+w "$root"
	chmod a+x "$root"/bin/* "$root"/pkg/tool/*/*
	# Another run may have finished first; either copy will do.
	mv -T "$root" "$dest" 2>/dev/null || [ -x "$dest/bin/go" ] || {
		rm -rf "$work"
		say "error: could not install Go into $dest"
		return 1
	}
	rm -rf "$work"
	printf '%s\n' "$dest"
}

# ensure_go: makes `go` on PATH a Go >= GO_MIN_VERSION. Looks at PATH, then
# /usr/local/go, then the toolchain cached by an earlier run, then downloads.
ensure_go() {
	local bin dir
	if bin=$(command -v go 2>/dev/null) && go_is_new_enough "$bin"; then
		return 0
	fi
	for bin in /usr/local/go/bin/go "$RUMMIKUB_CACHE/go$GO_DL_VERSION".*/bin/go; do
		if [ -x "$bin" ] && go_is_new_enough "$bin"; then
			dir=$(dirname "$bin")
			break
		fi
	done
	if [ -z "${dir:-}" ]; then
		dir=$(_go_download) || die "could not get Go >= $GO_MIN_VERSION"
		dir=$dir/bin
		go_is_new_enough "$dir/go" || die "the downloaded Go in $dir does not run"
	fi
	PATH="$dir:$PATH"
	export PATH
	hash -r
}

# go_files: the project's Go files, NUL-separated, skipping what the go
# command skips (directories named testdata or vendor, or starting with . or _).
go_files() {
	find . \( -name '.?*' -o -name '_*' -o -name testdata -o -name vendor \) -prune \
		-o -type f -name '*.go' -print0
}

# has_gui_code: true when some non-test Go file imports Ebitengine.
has_gui_code() {
	[ -n "$(go_files | grep -z -v '_test\.go$' |
		xargs -0 -r grep -l '"github\.com/hajimehoshi/ebiten' -- 2>/dev/null)" ]
}

# wasm_exec_js: prints the path of the Go installation's wasm_exec.js (Go's
# loader for a js/wasm program), or dies.
wasm_exec_js() {
	local goroot f
	goroot=$(go env GOROOT)
	for f in "$goroot/lib/wasm/wasm_exec.js" "$goroot/misc/wasm/wasm_exec.js"; do
		if [ -f "$f" ]; then
			printf '%s\n' "$f"
			return 0
		fi
	done
	die "no wasm_exec.js in $goroot (lib/wasm or misc/wasm)"
}

# ensure_browser ROOT: what the browser scripts need: Go, Debian's chromium,
# nodejs and npm, and build/browser's npm package (pinned by its lock file).
ensure_browser() {
	ensure_go
	[ -x /usr/bin/chromium ] || apt_install_missing chromium
	command -v node >/dev/null 2>&1 || apt_install_missing nodejs
	command -v npm >/dev/null 2>&1 || apt_install_missing npm
	(cd "$1/build/browser" && npm ci --no-audit --no-fund --loglevel=error)
}

# private_tmp ROOT NAME: makes a private folder, tmp, under ROOT/dist (for
# a server's output and a browser's profile and home); it goes when the
# script exits, with the server serve_local started.
private_tmp() {
	mkdir -p "$1/dist"
	tmp=$(mktemp -d "$1/dist/.$2.XXXXXX")
	server=
	trap _serve_cleanup EXIT
}

# serve_local ROOT DIR: serves DIR on a free local port with build/serve (built
# into $tmp, see private_tmp) and sets url to its address, server to its pid.
serve_local() {
	local root=$1 dir=$2
	(cd "$root" && go build -o "$tmp/serve" ./build/serve)
	"$tmp/serve" -dir "$dir" -addr 127.0.0.1:0 >"$tmp/serve.out" 2>&1 &
	server=$!
	url=
	for _ in $(seq 100); do
		url=$(sed -n 's|^serving .* on \(http://[^ ]*\)$|\1|p' "$tmp/serve.out")
		[ -n "$url" ] && return 0
		kill -0 "$server" 2>/dev/null || die "the server did not start: $(cat "$tmp/serve.out")"
		sleep 0.1
	done
	die "the server did not say where it listens"
}

_serve_cleanup() {
	if [ -n "${server:-}" ]; then
		kill "$server" 2>/dev/null || true
	fi
	rm -rf "${tmp:?}"
}
