//go:build !nogui

package render_test

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"runtime/metrics"
	"runtime/pprof"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"rummikub/game"
	"rummikub/input"
	"rummikub/render"
)

// BenchmarkFrame measures a frame of the table screen with the whole box
// in play, the person's turn, the pointer still and every tile at its
// place: App.Update then App.Draw into an offscreen 1280×800 image. The
// goal (issue 4, item 6) is under 2 ms of CPU and no allocation a frame.
//
//	xvfb-run -a go test -run '^$' -bench Frame ./render/
//
// The frames must be real frames of Ebitengine's game loop: only between
// frames does Ebitengine flush its drawing commands, reset its per-frame
// buffers, and move images used as sources (the painted tiles) onto its
// shared atlas, where a frame's tile copies merge into a few draw calls.
// A loop inside one Update, as the other tests run, never gets there. So
// the benchmark runs the frames in a child process (this test binary
// again, see frameChild) that plays the App in its own game loop, and
// reports for each frame:
//
//	ns/op        time of Update + Draw on the game's goroutine (the CPU
//	             cost of a frame; the GPU's work is not in it)
//	allocs/op    heap allocations during Update + Draw
//	B/op         bytes allocated during Update + Draw
//	frame-ns/op  wall time of a whole frame, GPU work and presenting
//	             included (under Xvfb the "GPU" is Mesa's software
//	             renderer on the CPU, so this is far slower than on a
//	             real graphics card)
func BenchmarkFrame(b *testing.B) {
	for _, name := range []string{"box-on-table", "racks-of-4"} {
		b.Run(name, func(b *testing.B) {
			b.StopTimer()
			c := startFrameChild(b, name)
			defer c.close()
			b.StartTimer()
			r := c.measure(b.N)
			b.StopTimer()
			b.ReportAllocs()
			b.ReportMetric(r.cpu/float64(b.N), "ns/op")
			b.ReportMetric(r.allocs/float64(b.N), "allocs/op")
			b.ReportMetric(r.bytes/float64(b.N), "B/op")
			b.ReportMetric(r.wall/float64(b.N), "frame-ns/op")
		})
	}
}

// frameCase is the state a frame benchmark plays: the box on the table
// but for the racks' tiles; rack0 is the person's, who plays next.
func frameCase(tb testing.TB, name string) game.State {
	t := func(c game.Color, n, cp int) game.Tile { return game.NumberTile(c, n).WithCopy(cp) }
	var rack0, rack1 []game.Tile
	switch name {
	case "box-on-table":
		rack0, rack1 = []game.Tile{}, []game.Tile{}
	case "racks-of-4":
		// Tiles from the ends of halves of runs, which stay valid.
		rack0 = []game.Tile{t(game.Red, 13, 0), t(game.Blue, 1, 1), t(game.Red, 13, 1), t(game.Blue, 1, 0)}
		rack1 = []game.Tile{t(game.Orange, 13, 1), t(game.Black, 13, 1), t(game.Orange, 1, 1), t(game.Black, 1, 1)}
	default:
		tb.Fatalf("no frame case %q", name)
	}
	keep := map[game.Tile]bool{}
	for _, x := range append(append([]game.Tile{}, rack0...), rack1...) {
		keep[x] = true
	}
	return game.State{
		Table:   wholeBoxTable(tb, keep),
		Racks:   [][]game.Tile{rack0, rack1},
		Pool:    []game.Tile{},
		Opened:  []bool{true, true},
		Drawn:   [][]game.Tile{nil, nil},
		Current: 0,
	}
}

// wholeBoxTable lays the box on the table as game.LayOut places sets: the
// eight runs 1..13 each cut in two (1..6 and 7..13), with a joker after
// the black and the orange 1..6 of copy 0; the tiles in keep are left out.
func wholeBoxTable(tb testing.TB, keep map[game.Tile]bool) game.Table {
	tb.Helper()
	var sets []game.Set
	jokers := 0
	for cp := range 2 {
		for c := range game.Color(game.NumColors) {
			lo, hi := game.Set{}, game.Set{}
			for n := 1; n <= game.MaxNumber; n++ {
				x := game.NumberTile(c, n).WithCopy(cp)
				if keep[x] {
					continue
				}
				if n <= 6 {
					lo.Tiles = append(lo.Tiles, x)
				} else {
					hi.Tiles = append(hi.Tiles, x)
				}
			}
			if (c == game.Black || c == game.Orange) && cp == 0 && len(lo.Tiles) == 6 {
				lo.Tiles = append(lo.Tiles, game.JokerTile(game.Joker).WithCopy(jokers))
				jokers++
			}
			sets = append(sets, lo, hi)
		}
	}
	if jokers != 2 {
		tb.Fatal("the jokers found no place")
	}
	tab, err := game.LayOut(sets)
	if err != nil {
		tb.Fatal(err)
	}
	return tab
}

// TestFrameCasesAreLegal checks the benchmark's states: the whole box,
// every set on the table valid.
func TestFrameCasesAreLegal(t *testing.T) {
	for _, name := range []string{"box-on-table", "racks-of-4"} {
		st := frameCase(t, name)
		p := newPlayer(t, youVersus("hard"), st, 0, screenW, screenH)
		g := p.game()
		for _, r := range g.Check().Reasons {
			if r.Set > 0 {
				t.Errorf("%s: set %d breaks the rules: %s", name, r.Set, r.Text)
			}
		}
		if n := p.app.TableSets(); n != 16 {
			t.Errorf("%s: %d sets on the table, want 16", name, n)
		}
	}
}

// frameResult is what a child measured over some frames.
type frameResult struct{ cpu, allocs, bytes, wall float64 }

// frameChild is a child process measuring frames.
type frameChild struct {
	b   *testing.B
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Scanner
}

// frameChildEnv names the frame case a child process plays.
const frameChildEnv = "RENDER_FRAME_CHILD"

// startFrameChild starts a child playing a frame case and waits until it
// has warmed up.
func startFrameChild(b *testing.B, name string) *frameChild {
	b.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), frameChildEnv+"="+name)
	cmd.Stderr = os.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		b.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		b.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		b.Fatal(err)
	}
	c := &frameChild{b: b, cmd: cmd, in: in, out: bufio.NewScanner(out)}
	if line := c.read(); line != "ready" {
		c.close()
		b.Fatalf("frame child: %q", line)
	}
	return c
}

func (c *frameChild) read() string {
	if !c.out.Scan() {
		c.b.Fatalf("frame child ended: %v", c.out.Err())
	}
	return c.out.Text()
}

// measure has the child play n frames and returns its sums.
func (c *frameChild) measure(n int) frameResult {
	fmt.Fprintln(c.in, n)
	var r frameResult
	line := c.read()
	if _, err := fmt.Sscanf(line, "frames %g %g %g %g", &r.cpu, &r.allocs, &r.bytes, &r.wall); err != nil {
		c.b.Fatalf("frame child: %q: %v", line, err)
	}
	return r
}

func (c *frameChild) close() {
	c.in.Close()
	_ = c.cmd.Wait()
}

// frameChild plays a frame case in its own game loop (the child side of
// BenchmarkFrame): it warms up, says "ready", then for each number n read
// on standard input plays n frames and writes their sums.
type frameGame struct {
	app    *render.App
	off    *ebiten.Image
	warm   int
	todo   int
	in     *bufio.Scanner
	sum    frameResult
	start  time.Time
	sample []metrics.Sample
	t0     time.Time
	a0, b0 uint64
	// memProfile is where to write a profile of the allocations made
	// while measuring, from RENDER_FRAME_MEMPROFILE.
	memProfile string
}

// writeMemProfile writes the allocations made so far, if asked to.
func (g *frameGame) writeMemProfile() {
	if g.memProfile == "" {
		return
	}
	runtime.MemProfileRate = 0
	runtime.GC() // the profile holds what the last collection saw
	f, err := os.Create(g.memProfile)
	if err == nil {
		err = pprof.Lookup("allocs").WriteTo(f, 0)
		f.Close()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "frame child:", err)
	}
}

// runFrameChild is TestMain's work in a child process.
func runFrameChild(name string) int {
	tb := &childTB{}
	app := render.NewApp(&input.Script{}, &game.ManualClock{}, render.DefaultSettings())
	app.SetScreenSize(screenW, screenH)
	if err := app.StartFrom(youVersus("hard"), frameCase(tb, name), 0); err != nil {
		fmt.Fprintln(os.Stderr, "frame child:", err)
		return 1
	}
	g := &frameGame{app: app, in: bufio.NewScanner(os.Stdin), memProfile: os.Getenv("RENDER_FRAME_MEMPROFILE"), sample: []metrics.Sample{
		{Name: "/gc/heap/allocs:objects"}, {Name: "/gc/heap/allocs:bytes"},
	}}
	ebiten.SetWindowSize(64, 64)
	ebiten.SetWindowTitle("rummikub frame benchmark")
	// One Update a frame, and vsync on, so that Ebitengine finishes each
	// frame's drawing before the next Update: nothing else allocates while
	// Update and Draw are measured.
	ebiten.SetTPS(ebiten.SyncWithFPS)
	ebiten.SetVsyncEnabled(true)
	if err := ebiten.RunGame(g); err != nil {
		fmt.Fprintln(os.Stderr, "frame child:", err)
		return 1
	}
	return 0
}

// warmFrames is how many frames a child plays before measuring: the
// tiles settle, every picture is painted, and Ebitengine moves the
// pictures onto its atlas (after 10 to 20 frames of use as a source).
const warmFrames = 120

func (g *frameGame) read() {
	g.sample[0].Value, g.sample[1].Value = metrics.Value{}, metrics.Value{}
	metrics.Read(g.sample)
}

func (g *frameGame) Update() error {
	if g.warm < warmFrames {
		g.warm++
		if g.warm == warmFrames {
			if !g.app.Settled() {
				fmt.Println("not settled after", warmFrames, "frames")
				return ebiten.Termination
			}
			fmt.Println("ready")
		}
		return g.app.Update()
	}
	if g.todo == 0 {
		if g.start != (time.Time{}) {
			g.writeMemProfile()
			fmt.Printf("frames %d %d %d %d\n", int64(g.sum.cpu), int64(g.sum.allocs), int64(g.sum.bytes), time.Since(g.start).Nanoseconds())
		}
		if !g.in.Scan() {
			return ebiten.Termination
		}
		if _, err := fmt.Sscan(g.in.Text(), &g.todo); err != nil || g.todo <= 0 {
			return ebiten.Termination
		}
		g.sum, g.start = frameResult{}, time.Now()
		if g.memProfile != "" {
			runtime.MemProfileRate = 1
		}
	}
	g.begin()
	err := g.app.Update()
	g.end()
	return err
}

func (g *frameGame) begin() {
	g.read()
	g.a0, g.b0 = g.sample[0].Value.Uint64(), g.sample[1].Value.Uint64()
	g.t0 = time.Now()
}

func (g *frameGame) end() {
	d := time.Since(g.t0)
	g.read()
	g.sum.cpu += float64(d.Nanoseconds())
	g.sum.allocs += float64(g.sample[0].Value.Uint64() - g.a0)
	g.sum.bytes += float64(g.sample[1].Value.Uint64() - g.b0)
}

func (g *frameGame) Draw(screen *ebiten.Image) {
	if g.off == nil {
		g.off = ebiten.NewImage(screenW, screenH)
	}
	measured := g.todo > 0
	if measured {
		g.begin()
	}
	g.app.Draw(g.off)
	if measured {
		g.end()
		g.todo--
	}
	// Show a corner of the frame in the (small) window.
	screen.DrawImage(g.off, nil)
}

func (*frameGame) Layout(int, int) (int, int) { return 64, 64 }

// childTB is the testing.TB of a child process: a failure ends it.
type childTB struct{ testing.TB }

func (*childTB) Helper() {}
func (*childTB) Fatal(args ...any) {
	fmt.Fprintln(os.Stderr, append([]any{"frame child:"}, args...)...)
	os.Exit(1)
}
func (*childTB) Fatalf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "frame child: "+format+"\n", args...)
	os.Exit(1)
}
