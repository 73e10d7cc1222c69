package input

// Script is a Source that replays planned pointer moves and keys, for tests
// and demos: it moves the pointer in straight lines, presses and releases
// the button and taps keys, one Frame per tick, and then stays idle.
type Script struct {
	frames []Frame
	x, y   float64
	down   bool
	next   int
}

// Move glides the pointer to (x, y) over the given number of ticks.
func (s *Script) Move(x, y float64, ticks int) *Script {
	ticks = max(ticks, 1)
	x0, y0 := s.x, s.y
	for i := 1; i <= ticks; i++ {
		t := float64(i) / float64(ticks)
		s.add(Frame{X: x0 + (x-x0)*t, Y: y0 + (y-y0)*t, Down: s.down})
	}
	s.x, s.y = x, y
	return s
}

// Press puts the button down where the pointer is.
func (s *Script) Press() *Script {
	s.down = true
	s.add(Frame{X: s.x, Y: s.y, Down: true, Pressed: true})
	return s
}

// Release lets the button go.
func (s *Script) Release() *Script {
	s.down = false
	s.add(Frame{X: s.x, Y: s.y, Released: true})
	return s
}

// Wait keeps still for the given number of ticks.
func (s *Script) Wait(ticks int) *Script {
	for range ticks {
		s.add(Frame{X: s.x, Y: s.y, Down: s.down})
	}
	return s
}

// Drag presses at (x0, y0), glides to (x1, y1) and releases there.
func (s *Script) Drag(x0, y0, x1, y1 float64) *Script {
	return s.Move(x0, y0, 1).Press().Wait(2).Move(x1, y1, 8).Wait(1).Release().Wait(1)
}

// Click presses and releases at (x, y).
func (s *Script) Click(x, y float64) *Script {
	return s.Move(x, y, 1).Press().Wait(1).Release().Wait(1)
}

// Tap presses a key for one tick.
func (s *Script) Tap(k Key) *Script {
	s.add(Frame{X: s.x, Y: s.y, Down: s.down, Keys: []Key{k}})
	return s.Wait(1)
}

// Type types a text, one character a tick. A backspace ('\b'), a tab
// ('\t') and a newline ('\n') tap KeyBackspace, KeyTab and KeyEnter.
func (s *Script) Type(text string) *Script {
	for _, r := range text {
		switch r {
		case '\b':
			s.Tap(KeyBackspace)
		case '\t':
			s.Tap(KeyTab)
		case '\n':
			s.Tap(KeyEnter)
		default:
			s.add(Frame{X: s.x, Y: s.y, Down: s.down, Chars: []rune{r}})
		}
	}
	return s
}

func (s *Script) add(f Frame) { s.frames = append(s.frames, f) }

// Next returns the next planned frame, or an idle one when the script is done.
func (s *Script) Next() Frame {
	if s.next < len(s.frames) {
		s.next++
		return s.frames[s.next-1]
	}
	return Frame{X: s.x, Y: s.y, Down: s.down}
}

// Done reports whether every planned frame has been read.
func (s *Script) Done() bool { return s.next >= len(s.frames) }
