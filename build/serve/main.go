// Command serve serves the browser build (dist/web) on this machine, as a
// static web host would: each file with its type, and the pre-compressed
// copy web.sh made (file.br, file.gz) to a browser that accepts it.
//
//	go run ./build/serve -dir dist/web -addr 127.0.0.1:8080
//
// ./build/web.sh serve builds the game and runs this.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"mime"
	"net"
	"net/http"
	"os"
	"path"
	"strings"
	"time"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run parses the flags and serves until the process is stopped.
func run(args []string, out, errOut io.Writer) int {
	flags := flag.NewFlagSet("serve", flag.ContinueOnError)
	flags.SetOutput(errOut)
	dir := flags.String("dir", "dist/web", "the folder to serve")
	addr := flags.String("addr", "127.0.0.1:8080", "the address to listen on (port 0: any free port)")
	if err := flags.Parse(args); err != nil {
		return 2
	}
	if st, err := os.Stat(*dir); err != nil || !st.IsDir() {
		fmt.Fprintf(errOut, "serve: no folder %s (build it with ./build/web.sh)\n", *dir)
		return 1
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintln(errOut, "serve:", err)
		return 1
	}
	// The first line names the address, so a script can wait for it.
	fmt.Fprintf(out, "serving %s on http://%s/\n", *dir, ln.Addr())
	srv := &http.Server{Handler: Handler(os.DirFS(*dir)), ReadHeaderTimeout: 10 * time.Second}
	if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		fmt.Fprintln(errOut, "serve:", err)
		return 1
	}
	return 0
}

// encodings are the pre-compressed copies looked for, best first: the
// Content-Encoding name and the file's suffix.
var encodings = []struct{ name, suffix string }{{"br", ".br"}, {"gzip", ".gz"}}

// Handler serves the files of root: "/" is index.html; a file with a
// pre-compressed copy the request accepts is sent as that copy.
func Handler(root fs.FS) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		name := strings.TrimPrefix(path.Clean("/"+r.URL.Path), "/")
		if name == "" {
			name = "index.html"
		}
		if !fs.ValidPath(name) || strings.HasSuffix(name, ".br") || strings.HasSuffix(name, ".gz") {
			http.NotFound(w, r)
			return
		}
		h := w.Header()
		h.Set("Cache-Control", "no-cache")
		h.Set("Vary", "Accept-Encoding")
		if t := mime.TypeByExtension(path.Ext(name)); t != "" {
			h.Set("Content-Type", t)
		}
		if path.Ext(name) == ".wasm" {
			h.Set("Content-Type", "application/wasm")
		}
		for _, e := range encodings {
			if accepts(r.Header.Get("Accept-Encoding"), e.name) && serveFile(w, r, root, name+e.suffix, e.name) {
				return
			}
		}
		if !serveFile(w, r, root, name, "") {
			http.NotFound(w, r)
		}
	})
}

// serveFile sends a file of root, with a Content-Encoding when encoding
// is not empty; false when there is no such file.
func serveFile(w http.ResponseWriter, r *http.Request, root fs.FS, name, encoding string) bool {
	f, err := root.Open(name)
	if err != nil {
		return false
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() {
		return false
	}
	rs, ok := f.(io.ReadSeeker)
	if !ok {
		return false
	}
	if encoding != "" {
		w.Header().Set("Content-Encoding", encoding)
	}
	http.ServeContent(w, r, name, st.ModTime(), rs)
	return true
}

// accepts reports whether an Accept-Encoding header accepts an encoding
// (a q of 0 refuses it).
func accepts(header, encoding string) bool {
	for part := range strings.SplitSeq(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(name), encoding) {
			continue
		}
		q := strings.ReplaceAll(params, " ", "")
		return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
	}
	return false
}
