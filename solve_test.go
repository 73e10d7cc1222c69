package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// solveRun runs "rummikub solve" on input and returns its output lines and
// exit status.
func solveRun(t *testing.T, input string) (lines []string, code int) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = run([]string{"solve"}, strings.NewReader(input), &out, &errOut)
	if s := out.String(); s != "" {
		if !strings.HasSuffix(s, "\n") {
			t.Errorf("output does not end with a newline: %q", s)
		}
		lines = strings.Split(strings.TrimSuffix(s, "\n"), "\n")
	}
	return lines, code
}

// solveReply is a solve output line, decoded.
type solveReply struct {
	Tiles *int       `json:"tiles"`
	Value int        `json:"value"`
	Table [][]string `json:"table"`
	Rack  []string   `json:"rack"`
	MS    *float64   `json:"ms"`
	Error *string    `json:"error"`
}

func decodeSolveReply(t *testing.T, line string) solveReply {
	t.Helper()
	var r solveReply
	if err := json.Unmarshal([]byte(line), &r); err != nil {
		t.Fatalf("output %q is not JSON: %v", line, err)
	}
	return r
}

// checkWithReferee asks the referee subcommand's judge whether the answer
// is a legal turn from the position.
func checkWithReferee(t *testing.T, request string, reply solveReply) {
	t.Helper()
	var req solveRequest
	if err := json.Unmarshal([]byte(request), &req); err != nil {
		t.Fatal(err)
	}
	v, err := judgeTurn(refereeRequest{
		Variant: req.Variant,
		Before:  &jsonPosition{Table: req.Table, Rack: req.Rack, Opened: req.Opened},
		After:   &jsonPosition{Table: reply.Table, Rack: reply.Rack},
	})
	if err != nil {
		t.Fatalf("the referee cannot read the answer to %s: %v", request, err)
	}
	if !v.Legal {
		t.Fatalf("the referee refuses the answer to %s: %v (answer %+v)", request, v.Reasons, reply)
	}
}

// TestSolvePlays checks answers to positions, each checked by the referee
// when it lays tiles.
func TestSolvePlays(t *testing.T) {
	tests := []struct {
		name  string
		line  string
		tiles int
		value int
		table string // the table after, as JSON ("" to skip)
		rack  string // the rack after, as JSON
	}{
		{"FORMATS example", `{"variant": "classic", "table": [["B4","B5","B6"]], "rack": ["B3","B7","K1"], "opened": true}`,
			2, 10, `[["B3","B4","B5","B6","B7"]]`, `["K1"]`},
		{"variant defaults to classic", `{"table": [["B4","B5","B6"]], "rack": ["B7"], "opened": true}`,
			1, 7, `[["B4","B5","B6","B7"]]`, `[]`},
		{"a joker on the table is written with what it stands for", `{"table": [["R4","*","R6"]], "rack": ["R5","K9","B9"], "opened": true}`,
			3, 23, `[["R4","R5","R6"],["K9","B9","*:R9"]]`, `[]`},
		{"sabra keeps a set holding a joker", `{"variant": "sabra", "table": [["K7","*","K9"]], "rack": ["K10"], "opened": true}`,
			0, 0, `[["K7","*:K8","K9"]]`, `["K10"]`},
		{"initial meld", `{"table": [["K5","R5","B5"]], "rack": ["R10","R11","R12","K1"], "opened": false}`,
			3, 33, `[["K5","R5","B5"],["R10","R11","R12"]]`, `["K1"]`},
		{"opened missing means not opened", `{"table": [["R4","R5","R6"]], "rack": ["R7"]}`,
			0, 0, `[["R4","R5","R6"]]`, `["R7"]`},
		{"no play", `{"table": [["R4","R5","R6"]], "rack": ["K1","B9"], "opened": true}`,
			0, 0, `[["R4","R5","R6"]]`, `["K1","B9"]`},
		{"empty position", `{}`, 0, 0, `[]`, `[]`},
		{"yellow is orange", `{"table": [], "rack": ["Y10","Y11","Y12"], "opened": false}`,
			3, 33, `[["O10","O11","O12"]]`, `[]`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lines, code := solveRun(t, tt.line+"\n")
			if code != 0 || len(lines) != 1 {
				t.Fatalf("status %d, %d lines: %q", code, len(lines), lines)
			}
			r := decodeSolveReply(t, lines[0])
			if r.Error != nil || r.Tiles == nil || r.MS == nil {
				t.Fatalf("answer %s", lines[0])
			}
			if *r.Tiles != tt.tiles || r.Value != tt.value {
				t.Errorf("tiles %d value %d, want %d and %d: %s", *r.Tiles, r.Value, tt.tiles, tt.value, lines[0])
			}
			table, _ := json.Marshal(r.Table)
			rack, _ := json.Marshal(r.Rack)
			if tt.table != "" && string(table) != tt.table {
				t.Errorf("table %s, want %s", table, tt.table)
			}
			if string(rack) != tt.rack {
				t.Errorf("rack %s, want %s", rack, tt.rack)
			}
			if *r.Tiles > 0 {
				checkWithReferee(t, tt.line, r)
			}
		})
	}
}

// TestSolveErrors checks that a line that cannot be read gets an error
// line, the next lines are still answered, and the status is 1.
func TestSolveErrors(t *testing.T) {
	bad := []struct{ line, want string }{
		{`{"table": [["R4","R5"`, "bad JSON"},
		{`[1,2]`, "one object"},
		{`{"rack": "R5"}`, `"rack"`},
		{`{"rack": ["R14"]}`, "R14"},
		{`{"table": [["R4","X5","R6"]]}`, "set 1"},
		{`{"rack": ["*:R5"]}`, "a joker on a rack stands for nothing"},
		{`{"table": [["R4","R5","R6"],["R4","R5","R6"]], "rack": ["R5"]}`, "the classic box has only 2"},
		{`{"rack": ["*","*","*"]}`, "3 *"},
		{`{"rack": ["A"]}`, "no A tile"},
		{`{"variant": "chess"}`, "unknown variant"},
		// A table no game can reach is refused, so every answer's table is
		// valid and its jokers say what they stand for.
		{`{"table": [["*","R6","K9"]], "rack": ["R1"], "opened": true}`, "table is not valid: set 1 (* R6 K9) is neither a group nor a run"},
		{`{"table": [[]], "rack": ["R1"], "opened": true}`, "table is not valid: set 1"},
	}
	var input strings.Builder
	for _, b := range bad {
		input.WriteString(b.line + "\n")
		input.WriteString(`{"table": [["B4","B5","B6"]], "rack": ["B7"], "opened": true}` + "\n")
	}
	lines, code := solveRun(t, input.String())
	if code != 1 {
		t.Errorf("status %d, want 1", code)
	}
	if len(lines) != 2*len(bad) {
		t.Fatalf("%d output lines for %d input lines", len(lines), 2*len(bad))
	}
	for i, b := range bad {
		r := decodeSolveReply(t, lines[2*i])
		if r.Error == nil || !strings.Contains(*r.Error, b.want) || !strings.HasPrefix(*r.Error, "line ") {
			t.Errorf("%s: answer %s, want an error about %q", b.line, lines[2*i], b.want)
		}
		if ok := decodeSolveReply(t, lines[2*i+1]); ok.Tiles == nil || *ok.Tiles != 1 {
			t.Errorf("the line after %s: answer %s", b.line, lines[2*i+1])
		}
	}
}

// TestSolveHelp checks the subcommand's usage and flags.
func TestSolveHelp(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := run([]string{"solve", "-h"}, strings.NewReader(""), &out, &errOut); code != 0 || !strings.Contains(out.String(), "usage: rummikub solve") {
		t.Errorf("solve -h: status %d, output %q", code, out.String())
	}
	out.Reset()
	if code := run([]string{"solve", "extra"}, strings.NewReader(""), &out, &errOut); code != 2 {
		t.Errorf("solve extra: status %d, want 2", code)
	}
	out.Reset()
	if code := run([]string{"help"}, strings.NewReader(""), &out, &errOut); code != 0 || !strings.Contains(out.String(), "solve") {
		t.Errorf("help does not list solve: %q", out.String())
	}
}

// FuzzSolveLine feeds solve arbitrary lines: it must never panic, and must
// answer each line with exactly one line of valid JSON, an answer or an
// error.
func FuzzSolveLine(f *testing.F) {
	f.Add(`{"variant": "classic", "table": [["B4","B5","B6"]], "rack": ["B3","B7","K1"], "opened": true}`)
	f.Add(`{"variant": "sabra", "table": [["R4","*","R6"],["K5","R5","*"]], "rack": ["R5","B5","O5"], "opened": true}`)
	f.Add(`{"table": [["R4","*:R5","R6"]], "rack": ["*","K1","K2"], "opened": false}`)
	f.Add(`{"table": [["R1","R2","R3","R4","R5","R6","R7","R8","R9","R10","R11","R12","R13"]], "rack": ["*"], "opened": true}`)
	f.Add(`{"rack": ["K13","R13","B13","O13","*"]}`)
	f.Add(`{"table": [["R4"]], "rack": [], "opened": true}`)
	f.Add(`{"table": 5}`)
	f.Add(`{"variant": "twist", "options": {"free_jokers": true}, "table": [["R2","*D","R5"]], "rack": ["R3","R4","K1"], "opened": true}`)
	f.Add(`{"variant": "word", "table": [["A","P","P","E","A","R"]], "rack": ["D","I","S"], "opened": true}`)
	f.Add(`{"variant": "word", "table": [["C","L","A","P"],["P","E","A","R"]], "rack": ["I","H","*"], "opened": true}`)
	f.Add(`{"variant": "word", "table": [["C","*:A","T"]], "rack": ["K","A","R","A","I","B","C","T","L","F","T","S","I","O"]}`)
	f.Add(`not json`)
	f.Fuzz(func(t *testing.T, line string) {
		line = strings.NewReplacer("\n", " ", "\r", " ").Replace(line)
		if isBlank([]byte(line)) {
			return
		}
		if _, err := safeHandle(solveLine, []byte(line)); err != nil && strings.Contains(err.Error(), "internal error") {
			t.Fatalf("solve panicked on %q: %v", line, err)
		}
		var out, errOut bytes.Buffer
		code := run([]string{"solve"}, strings.NewReader(line+"\n"), &out, &errOut)
		got := strings.TrimSuffix(out.String(), "\n")
		if strings.Count(out.String(), "\n") != 1 || strings.Contains(got, "\n") {
			t.Fatalf("%q: answer is not one line: %q", line, out.String())
		}
		var reply map[string]any
		if err := json.Unmarshal([]byte(got), &reply); err != nil {
			t.Fatalf("%q: answer is not JSON: %q", line, got)
		}
		_, isErr := reply["error"]
		_, isPlay := reply["tiles"]
		if isErr == isPlay || (isErr != (code == 1)) {
			t.Fatalf("%q: answer %q with status %d", line, got, code)
		}
	})
}
