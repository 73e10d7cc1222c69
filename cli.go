package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
)

// command is one subcommand: the function that runs it with the arguments
// after its name, and a line for the usage text.
type command struct {
	run   func(args []string, in io.Reader, out, errOut io.Writer) int
	about string
}

// usage writes the command's usage: how to start the game and every
// subcommand with its line.
func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: rummikub                  play (the window)")
	fmt.Fprintln(w, "       rummikub <subcommand> ... (-h after a subcommand tells more)")
	fmt.Fprintln(w, "\nsubcommands:")
	names := make([]string, 0, len(commands))
	for name := range commands {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		fmt.Fprintf(w, "  %-10s %s\n", name, commands[name].about)
	}
}

// parseFlags parses a subcommand's flags. A request for help prints the
// flag set's usage on out; a bad flag prints the error and the usage on
// errOut. ok is false when the subcommand must stop with the status code.
func parseFlags(fs *flag.FlagSet, args []string, out, errOut io.Writer) (code int, ok bool) {
	var msg bytes.Buffer
	fs.SetOutput(&msg)
	err := fs.Parse(args)
	switch {
	case errors.Is(err, flag.ErrHelp): // Parse has written the usage
		out.Write(msg.Bytes())
		return 0, false
	case err != nil:
		errOut.Write(msg.Bytes())
		return 2, false
	case fs.NArg() > 0:
		fmt.Fprintf(&msg, "%s: unexpected argument %q\n", fs.Name(), fs.Arg(0))
		fs.Usage()
		errOut.Write(msg.Bytes())
		return 2, false
	}
	fs.SetOutput(errOut)
	return 0, true
}

// maxLineBytes is the longest input line the JSON-lines subcommands read;
// a longer line is answered with an error and skipped.
const maxLineBytes = 16 << 20

// lineHandler answers one non-blank input line with a value to write as
// JSON, or an error to report for that line.
type lineHandler func(line []byte) (any, error)

// serveLines is the loop of the JSON-lines subcommands: it reads in line by
// line, skips blank lines, and writes one JSON line on out for every other
// line, in order, flushed at once (the tool may be driven interactively).
// A line the handler cannot answer gets {"error": "line N: ..."}, N counting
// every input line from 1, and the loop goes on. A panic in the handler is
// reported the same way. The status is 1 if any line had an error or the
// streams failed, else 0.
func serveLines(in io.Reader, out, errOut io.Writer, handle lineHandler) int {
	r := bufio.NewReaderSize(in, 64<<10)
	w := bufio.NewWriter(out)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	status := 0
	for n := 1; ; n++ {
		line, tooLong, err := readLine(r, maxLineBytes)
		if err == io.EOF {
			return status
		}
		if err != nil {
			fmt.Fprintf(errOut, "rummikub: reading line %d: %v\n", n, err)
			return 1
		}
		if !tooLong && isBlank(line) {
			continue
		}
		var result any
		if tooLong {
			err = fmt.Errorf("the line is longer than %d bytes", maxLineBytes)
		} else {
			result, err = safeHandle(handle, line)
		}
		if err != nil {
			status = 1
			result = errorJSON{Error: fmt.Sprintf("line %d: %v", n, err)}
		}
		if err := enc.Encode(result); err != nil {
			fmt.Fprintf(errOut, "rummikub: writing the answer to line %d: %v\n", n, err)
			return 1
		}
		if err := w.Flush(); err != nil {
			fmt.Fprintf(errOut, "rummikub: writing the answer to line %d: %v\n", n, err)
			return 1
		}
	}
}

// errorJSON is the answer to a line that cannot be read.
type errorJSON struct {
	Error string `json:"error"`
}

// safeHandle calls the handler and turns a panic into an error, so one bad
// line never stops the tool.
func safeHandle(handle lineHandler, line []byte) (result any, err error) {
	defer func() {
		if p := recover(); p != nil {
			result, err = nil, fmt.Errorf("internal error (please report it): %v", p)
		}
	}()
	return handle(line)
}

// readLine reads one line without its line ending ("\n" or "\r\n"). A line
// longer than limit bytes is read to its end and dropped: tooLong says so.
// It returns io.EOF only when there is no line left.
func readLine(r *bufio.Reader, limit int) (line []byte, tooLong bool, err error) {
	for {
		chunk, err := r.ReadSlice('\n')
		if !tooLong {
			if len(line)+len(chunk) > limit+2 { // room for "\r\n"
				tooLong, line = true, nil
			} else {
				line = append(line, chunk...)
			}
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err == io.EOF && (len(line) > 0 || tooLong) {
			err = nil
		}
		if err != nil {
			return nil, false, err
		}
		line = bytes.TrimSuffix(line, []byte("\n"))
		line = bytes.TrimSuffix(line, []byte("\r"))
		if len(line) > limit {
			return nil, true, nil
		}
		return line, tooLong, nil
	}
}

// isBlank reports whether a line holds nothing but JSON white space.
func isBlank(line []byte) bool {
	return len(bytes.Trim(line, " \t\r")) == 0
}
