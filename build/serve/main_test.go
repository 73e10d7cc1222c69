package main

import (
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"testing/fstest"
)

func TestHandler(t *testing.T) {
	root := fstest.MapFS{
		"index.html":      {Data: []byte("<!doctype html>")},
		"game.wasm":       {Data: []byte("wasm")},
		"game.wasm.br":    {Data: []byte("wasm-br")},
		"game.wasm.gz":    {Data: []byte("wasm-gz")},
		"wasm_exec.js":    {Data: []byte("js")},
		"wasm_exec.js.gz": {Data: []byte("js-gz")},
		"sub/dir.txt":     {Data: []byte("x")},
	}
	srv := httptest.NewServer(Handler(root))
	defer srv.Close()
	cases := []struct {
		path, accept          string
		status                int
		body, typ, contentEnc string
	}{
		{"/", "", 200, "<!doctype html>", "text/html; charset=utf-8", ""},
		{"/game.wasm", "gzip, deflate, br, zstd", 200, "wasm-br", "application/wasm", "br"},
		{"/game.wasm", "gzip", 200, "wasm-gz", "application/wasm", "gzip"},
		{"/game.wasm", "br;q=0, gzip", 200, "wasm-gz", "application/wasm", "gzip"},
		{"/game.wasm", "", 200, "wasm", "application/wasm", ""},
		{"/wasm_exec.js", "br, gzip", 200, "js-gz", "text/javascript; charset=utf-8", "gzip"},
		{"/wasm_exec.js", "identity", 200, "js", "text/javascript; charset=utf-8", ""},
		{"/game.wasm.br", "br", 404, "", "", ""},
		{"/missing.js", "br", 404, "", "", ""},
		{"/sub", "", 404, "", "", ""},
		{"/../game.wasm", "", 200, "wasm", "application/wasm", ""},
	}
	for _, c := range cases {
		req, _ := http.NewRequest("GET", srv.URL+c.path, nil)
		req.Header.Set("Accept-Encoding", c.accept)
		resp, err := http.DefaultTransport.RoundTrip(req) // no transparent gzip
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != c.status {
			t.Errorf("%s (%s): status %d, want %d", c.path, c.accept, resp.StatusCode, c.status)
			continue
		}
		if c.status != 200 {
			continue
		}
		if string(body) != c.body || resp.Header.Get("Content-Type") != c.typ || resp.Header.Get("Content-Encoding") != c.contentEnc {
			t.Errorf("%s (%s): %q, type %q, encoding %q; want %q, %q, %q", c.path, c.accept, body,
				resp.Header.Get("Content-Type"), resp.Header.Get("Content-Encoding"), c.body, c.typ, c.contentEnc)
		}
		if resp.Header.Get("Vary") != "Accept-Encoding" {
			t.Errorf("%s: Vary %q", c.path, resp.Header.Get("Vary"))
		}
	}
}

func TestAccepts(t *testing.T) {
	for header, want := range map[string]bool{
		"br": true, "gzip, br": true, "BR": true, "br;q=0": false, "br; q=0.0": false, "br;q=0.5": true, "brotli": false, "": false,
	} {
		if got := accepts(header, "br"); got != want {
			t.Errorf("accepts(%q, br) = %v", header, got)
		}
	}
}
