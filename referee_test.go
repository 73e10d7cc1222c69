package main

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strings"
	"testing"
)

// formatsExample is the referee example of FORMATS.md.
const formatsExample = `{"variant": "classic",
 "before": {"table": [["R4","R5","R6"]], "rack": ["R3","R7","K1"], "opened": true},
 "after":  {"table": [["R3","R4","R5","R6","R7"]], "rack": ["K1"]}}`

// oneLine puts a JSON object on one line.
func oneLine(s string) string { return strings.ReplaceAll(s, "\n", " ") }

// refereeRun runs "rummikub referee" on input and returns its output lines,
// its error output and its exit status.
func refereeRun(t *testing.T, input string) (lines []string, stderr string, code int) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = run([]string{"referee"}, strings.NewReader(input), &out, &errOut)
	if s := out.String(); s != "" {
		if !strings.HasSuffix(s, "\n") {
			t.Errorf("output does not end with a newline: %q", s)
		}
		lines = strings.Split(strings.TrimSuffix(s, "\n"), "\n")
	}
	return lines, errOut.String(), code
}

// answer is a referee output line, decoded.
type answer struct {
	Legal   *bool     `json:"legal"`
	Points  int       `json:"points"`
	Reasons *[]string `json:"reasons"`
	Error   *string   `json:"error"`
}

// decodeAnswer decodes an output line, failing the test if it is not JSON.
func decodeAnswer(t *testing.T, line string) answer {
	t.Helper()
	var a answer
	if err := json.Unmarshal([]byte(line), &a); err != nil {
		t.Fatalf("output %q is not JSON: %v", line, err)
	}
	return a
}

// turn writes a referee line for a turn in the classic variant.
func turn(beforeTable, beforeRack string, opened bool, afterTable, afterRack string) string {
	o := "false"
	if opened {
		o = "true"
	}
	return `{"before":{"table":` + beforeTable + `,"rack":` + beforeRack + `,"opened":` + o +
		`},"after":{"table":` + afterTable + `,"rack":` + afterRack + `}}`
}

// TestRefereeVerdicts judges turns one line at a time.
func TestRefereeVerdicts(t *testing.T) {
	tests := []struct {
		name   string
		line   string
		legal  bool
		points int
		reason string // some reason contains this; "" when legal
	}{
		{"FORMATS example", oneLine(formatsExample), true, 0, ""},
		{"initial meld", turn(`[["K5","R5","B5"]]`, `["R10","R11","R12","K1"]`, false,
			`[["K5","R5","B5"],["R10","R11","R12"]]`, `["K1"]`), true, 33, ""},
		{"initial meld of two sets", turn(`[]`, `["R1","R2","R3","K9","B9","O9"]`, false,
			`[["R1","R2","R3"],["K9","B9","O9"]]`, `[]`), true, 33, ""},
		{"initial meld with a joker", turn(`[]`, `["R10","*","R12"]`, false,
			`[["R10","*","R12"]]`, `[]`), true, 33, ""},
		{"initial meld with a pinned joker", turn(`[]`, `["R10","*","R12"]`, false,
			`[["R10","*:R11","R12"]]`, `[]`), true, 33, ""},
		{"initial meld too small", turn(`[]`, `["R1","R2","R3"]`, false,
			`[["R1","R2","R3"]]`, `[]`), false, 0, "30"}, // no meld made: points 0
		{"initial meld touches the table", turn(`[["R4","R5","R6"]]`, `["R7","K10","B10","O10"]`, false,
			`[["R4","R5","R6","R7"],["K10","B10","O10"]]`, `[]`), false, -1, "(R4 R5 R6)"},
		{"neither group nor run", turn(`[]`, `["R4","B5","R6"]`, true,
			`[["R4","B5","R6"]]`, `[]`), false, 0, "set 1 (R4 B5 R6)"},
		{"second set bad", turn(`[["K1","K2","K3"]]`, `["R4","R5"]`, true,
			`[["K1","K2","K3"],["R4","R5"]]`, `[]`), false, 0, "set 2 (R4 R5)"},
		{"tile back to the rack", turn(`[["R4","R5","R6","R7"]]`, `["K1"]`, true,
			`[["R4","R5","R6"]]`, `["K1","R7"]`), false, 0, "taken off the table"},
		{"nothing played", turn(`[["R4","R5","R6"]]`, `["K1"]`, true,
			`[["R4","R5","R6"]]`, `["K1"]`), false, 0, "at least one tile"},
		{"tile from nowhere", turn(`[]`, `["R4","R5"]`, true,
			`[["R4","R5","R6"]]`, `[]`), false, 0, "not on your rack"},
		{"joker exchanged", turn(`[["R4","*:R5","R6"]]`, `["R5"]`, true,
			`[["R4","R5","R6","*:R7"]]`, `[]`), true, 0, ""},
		{"pin contradicts the run", turn(`[]`, `["R4","*","R6"]`, true,
			`[["R4","*:R9","R6"]]`, `[]`), false, 0, "set 1 (R4 * R6)"},
		{"both copies of a face", turn(`[["R7","B7","K7"]]`, `["R7","R8","R9","O1"]`, true,
			`[["R7","B7","K7"],["R7","R8","R9"]]`, `["O1"]`), true, 0, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lines, stderr, code := refereeRun(t, tt.line+"\n")
			if len(lines) != 1 {
				t.Fatalf("%d output lines, want 1: %q (stderr %q)", len(lines), lines, stderr)
			}
			a := decodeAnswer(t, lines[0])
			if a.Error != nil {
				t.Fatalf("error %q", *a.Error)
			}
			if code != 0 {
				t.Errorf("exit status %d, want 0", code)
			}
			if a.Legal == nil || *a.Legal != tt.legal {
				t.Errorf("%s: legal wrong, want %v", lines[0], tt.legal)
			}
			if tt.points >= 0 && a.Points != tt.points {
				t.Errorf("%s: points %d, want %d", lines[0], a.Points, tt.points)
			}
			reasons := strings.Join(*a.Reasons, "\n")
			if tt.reason == "" && reasons != "" || !strings.Contains(reasons, tt.reason) {
				t.Errorf("%s: want a reason containing %q", lines[0], tt.reason)
			}
		})
	}
}

// TestRefereeShape checks the exact output of a legal turn and the key
// order of an illegal one.
func TestRefereeShape(t *testing.T) {
	lines, _, _ := refereeRun(t, oneLine(formatsExample)+"\n")
	if want := `{"legal":true,"points":0,"reasons":[]}`; len(lines) != 1 || lines[0] != want {
		t.Errorf("got %q, want %q", lines, want)
	}
	lines, _, _ = refereeRun(t, turn(`[]`, `["R4","B5","R6"]`, true, `[["R4","B5","R6"]]`, `[]`)+"\n")
	shape := regexp.MustCompile(`^\{"legal":false,"points":0,"reasons":\["set 1 \(R4 B5 R6\) [^"]+"\]\}$`)
	if len(lines) != 1 || !shape.MatchString(lines[0]) {
		t.Errorf("got %q, want the shape %s", lines, shape)
	}
	lines, _, _ = refereeRun(t, "{\n")
	if len(lines) != 1 || !regexp.MustCompile(`^\{"error":"line 1: [^"]+"\}$`).MatchString(lines[0]) {
		t.Errorf("got %q, want one error line", lines)
	}
}

// TestRefereeErrors feeds lines that cannot be read among good ones: each
// gets an error naming its line and the problem, and the next line is
// still judged.
func TestRefereeErrors(t *testing.T) {
	good := oneLine(formatsExample)
	input := []struct {
		line string
		want string // part of the error; "" for a line judged
	}{
		{`{"variant": "classic", "before": `, "line 1: bad JSON"},
		{good, ""},
		{turn(`[]`, `["R3","R14"]`, true, `[]`, `["R3","R14"]`), `line 3: unknown tile code "R14": numbers run from 1 to 13`},
		{good, ""},
		{turn(`[["R7","R8","R9"]]`, `["R7","R7"]`, true, `[["R7","R8","R9","R7"]]`, `["R7"]`),
			"line 5: before.table and before.rack hold 3 R7 together, but the classic box has only 2"},
		{`{"variant":"chess","before":{},"after":{}}`, `line 6: unknown variant "chess"`},
		{"", ""}, // blank: no answer
		{`{"before":{"table":[],"rack":["R1"]}}`, `line 8: "after" is missing`},
		{`null`, `line 9: "before" is missing`},
		{`[1,2]`, "line 10: bad JSON"},
		{`{"before":{"rack":"R1"},"after":{}}`, `line 11: bad JSON: "before.rack" holds a string where an array belongs`},
		{turn(`[]`, `["*D","R1"]`, true, `[]`, `["*D","R1"]`), "line 12: the classic box has no *D tile"},
		{turn(`[]`, `["R1"]`, true, `[["R1","Q0"]]`, `[]`), `line 13: unknown tile code "Q0"`},
		{turn(`[]`, `["*:R5"]`, true, `[]`, `["*"]`), "line 14: tile code \"*:R5\": a joker on a rack"},
		{`{"before":{"table":[],"rack":["R1"]},"after":{"table":[],"rack":["R1"]},"colour":"mauve"}`, ""},
		{"   \t ", ""}, // blank: no answer
		{good, ""},
		{turn(`[["R7","R8","R9"]]`, `["R7","K1"]`, true, `[["R7","R8","R9"],["R7","R7","R7"]]`, `["K1"]`),
			"line 18: after.table and after.rack hold 4 R7 together, but the classic box has only 2"},
		{good, ""},
	}
	var b strings.Builder
	var want []string
	for _, in := range input {
		b.WriteString(in.line + "\n")
		if !isBlank([]byte(in.line)) {
			want = append(want, in.want)
		}
	}
	lines, _, code := refereeRun(t, b.String())
	if code != 1 {
		t.Errorf("exit status %d, want 1", code)
	}
	if len(lines) != len(want) {
		t.Fatalf("%d output lines, want %d:\n%s", len(lines), len(want), strings.Join(lines, "\n"))
	}
	for i, line := range lines {
		a := decodeAnswer(t, line)
		switch {
		case want[i] == "" && a.Error != nil:
			t.Errorf("answer %d: unexpected error %q", i+1, *a.Error)
		case want[i] == "" && a.Legal == nil:
			t.Errorf("answer %d: %s has no verdict", i+1, line)
		case want[i] != "" && (a.Error == nil || !strings.Contains(*a.Error, want[i])):
			t.Errorf("answer %d: %s, want an error containing %q", i+1, line, want[i])
		case want[i] != "" && a.Legal != nil:
			t.Errorf("answer %d: %s has both an error and a verdict", i+1, line)
		}
	}
}

// TestRefereeStatusAndBlankLines checks exit status 0 without errors, that
// blank lines get no answer, CRLF line ends and a last line without one.
func TestRefereeStatusAndBlankLines(t *testing.T) {
	good := oneLine(formatsExample)
	input := "\n" + good + "\r\n  \r\n\n" + good + "\n\n" + good
	lines, stderr, code := refereeRun(t, input)
	if code != 0 || stderr != "" {
		t.Errorf("exit status %d, stderr %q; want 0 and nothing", code, stderr)
	}
	if len(lines) != 3 {
		t.Fatalf("%d output lines, want 3: %q", len(lines), lines)
	}
	for _, l := range lines {
		if l != `{"legal":true,"points":0,"reasons":[]}` {
			t.Errorf("answer %s", l)
		}
	}
	lines, _, code = refereeRun(t, "")
	if code != 0 || len(lines) != 0 {
		t.Errorf("empty input: status %d, output %q", code, lines)
	}
}

// TestRefereeVariants checks that the variant field chooses the rules:
// adding to a set that holds a joker is allowed in classic and not in the
// 1980 rules.
func TestRefereeVariants(t *testing.T) {
	body := `"before":{"table":[["R4","*","R6"]],"rack":["R7"],"opened":true},"after":{"table":[["R4","*","R6","R7"]],"rack":[]}}`
	for _, tt := range []struct {
		variant string
		legal   bool
	}{{"classic", true}, {"sabra", false}} {
		lines, _, _ := refereeRun(t, `{"variant":"`+tt.variant+`",`+body+"\n")
		if len(lines) != 1 {
			t.Fatalf("%s: %d lines", tt.variant, len(lines))
		}
		a := decodeAnswer(t, lines[0])
		if a.Error != nil || a.Legal == nil || *a.Legal != tt.legal {
			t.Errorf("%s: %s, want legal %v", tt.variant, lines[0], tt.legal)
		}
	}
}

// FuzzRefereeLine feeds arbitrary bytes as one input line: the referee
// must not panic and must answer with exactly one JSON line holding either
// an error or a verdict.
func FuzzRefereeLine(f *testing.F) {
	f.Add([]byte(oneLine(formatsExample)))
	f.Add([]byte(turn(`[]`, `["R10","*","R12"]`, false, `[["R10","*:R11","R12"]]`, `[]`)))
	f.Add([]byte(turn(`[["R4","*:R5","R6"]]`, `["R5"]`, true, `[["R4","R5","R6","*:R7"]]`, `[]`)))
	f.Add([]byte(turn(`[[]]`, `[]`, true, `[[],[]]`, `[]`)))
	f.Add([]byte(turn(`[["*","*"]]`, `[]`, true, `[["*","*","*"]]`, `[]`)))
	f.Add([]byte(`{"variant":"sabra","before":{"table":[["K1","*D:K2K3"]],"rack":["A"]},"after":{"table":[],"rack":[]}}`))
	f.Add([]byte(`{"variant":"word","before":{"table":[],"rack":["C","A","T","*"]},"after":{"table":[["C","*:A","T"]],"rack":["A"]}}`))
	f.Add([]byte(`{"variant":"word","before":{"table":[["A","P","P","E","A","R"]],"rack":["D","I","S"],"opened":true},"after":{"table":[["D","I","S","A","P","P","E","A","R"]],"rack":[]}}`))
	f.Add([]byte(`{"variant":"word","before":{"table":[["C","L","A","P"],["P","E","A","R"]],"rack":["I","H"],"opened":true},"after":{"table":[["L","A","P"],["C","H","I","P"],["E","A","R"]],"rack":[]}}`))
	f.Add([]byte(`{"variant":"word","before":{"table":[["D","O","G","*:S"]],"rack":["S","E","A"],"opened":true},"after":{"table":[["D","O","G","S"],["S","E","A","*"]],"rack":[]}}`))
	f.Add([]byte(`{"before":{"table":[["R7","R7","R7"]]},"after":{}}`))
	f.Add([]byte(`{"variant":"twist","options":{"free_jokers":true,"meld":14},"before":{"table":[["R2","*D:R3R4","R5"],["R6","R7","*C","B9"]],"rack":["R3","R4","*M","K1"],"opened":true},"after":{"table":[["R2","R3","R4","R5"],["K1","*M","K1"]],"rack":[]}}`))
	f.Add([]byte(`{"options":{"meld":-1},"before":{},"after":{}}`))
	f.Add([]byte(`{"before":{"rack":["R14"]},"after":{}}`))
	f.Add([]byte(`{"before":`))
	f.Add([]byte(`{"before":{},"after":{},"variant":7}`))
	f.Add([]byte("\xff\xfe{"))
	f.Add([]byte(`"\ud800"`))
	f.Add([]byte(""))
	f.Fuzz(func(t *testing.T, line []byte) {
		line = bytes.ReplaceAll(line, []byte("\n"), []byte(" "))
		var out, errOut bytes.Buffer
		code := run([]string{"referee"}, bytes.NewReader(line), &out, &errOut)
		trimmed := bytes.TrimSuffix(line, []byte("\r"))
		if isBlank(trimmed) {
			if out.Len() != 0 || code != 0 {
				t.Fatalf("blank line answered %q, status %d", out.String(), code)
			}
			return
		}
		s := out.String()
		if strings.Count(s, "\n") != 1 || !strings.HasSuffix(s, "\n") {
			t.Fatalf("want exactly one output line, got %q (stderr %q)", s, errOut.String())
		}
		var m map[string]json.RawMessage
		if err := json.Unmarshal([]byte(s), &m); err != nil {
			t.Fatalf("output %q is not a JSON object: %v", s, err)
		}
		_, isErr := m["error"]
		_, isVerdict := m["legal"]
		if isErr == isVerdict {
			t.Fatalf("output %q must hold either error or legal", s)
		}
		if isErr != (code == 1) {
			t.Fatalf("output %q with exit status %d", s, code)
		}
		if strings.Contains(s, "internal error") {
			t.Fatalf("the referee panicked: %s", s)
		}
	})
}
