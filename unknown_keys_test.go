package main

import (
	"strings"
	"testing"
)

// TestUnknownKeys: a key the format does not name, at the top of a line or
// in a position, is an error line (FORMATS.md), for every JSON-lines
// command; a misspelt "varient" was judged as classic, "opend" as false.
func TestUnknownKeys(t *testing.T) {
	pos := `"table":[],"rack":["R1"]`
	tests := []struct {
		cmd, line, want string // want: part of the error; "" for an answer
	}{
		{"referee", `{"varient":"sabra","before":{` + pos + `},"after":{` + pos + `}}`, `unknown key "varient"`},
		{"referee", `{"before":{` + pos + `,"opend":true},"after":{` + pos + `}}`, `unknown key "opend"`},
		{"referee", `{"option":{"meld":10},"before":{` + pos + `},"after":{` + pos + `}}`, `unknown key "option"`},
		{"referee", `{"before":{` + pos + `},"after":{` + pos + `,"extra":1}}`, `unknown key "extra"`},
		{"referee", `{"variant":"sabra","options":{},"before":{` + pos + `,"opened":true},"after":{` + pos + `}}`, ""},
		{"solve", `{"varient":"twist",` + pos + `}`, `unknown key "varient"`},
		{"solve", `{` + pos + `,"opend":true}`, `unknown key "opend"`},
		{"solve", `{"option":{"meld":10},` + pos + `}`, `unknown key "option"`},
		{"solve", `{"variant":"twist","options":{},` + pos + `,"opened":true}`, ""},
	}
	for _, tc := range tests {
		t.Run(tc.cmd+" "+tc.line, func(t *testing.T) {
			var lines []string
			var code int
			if tc.cmd == "referee" {
				lines, _, code = refereeRun(t, tc.line+"\n")
			} else {
				lines, code = solveRun(t, tc.line+"\n")
			}
			if len(lines) != 1 {
				t.Fatalf("%d answers: %q", len(lines), lines)
			}
			isErr := strings.HasPrefix(lines[0], `{"error":`)
			switch {
			case tc.want == "" && (isErr || code != 0):
				t.Errorf("answer %s (status %d), want no error", lines[0], code)
			case tc.want != "" && (!isErr || !strings.Contains(lines[0], strings.ReplaceAll(tc.want, `"`, `\"`)) || code != 1):
				t.Errorf("answer %s (status %d), want an error about %s", lines[0], code, tc.want)
			}
		})
	}
}
