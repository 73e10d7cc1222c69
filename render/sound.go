//go:build !nogui

package render

import (
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"runtime"

	"github.com/hajimehoshi/ebiten/v2/audio"
)

// soundKind names the game's sounds.
type soundKind int

// The sounds the game makes.
const (
	soundPick soundKind = iota
	soundPlace
	soundDraw
	soundIllegal
	soundWarning
	soundWin
	numSounds
)

const sampleRate = 48000

// sounds plays the game's sounds, which it synthesises itself (no sound
// files, no licences). With no audio device, or with sound off, it is
// silent; it never stops the game.
type sounds struct {
	ctx     *audio.Context
	clips   [numSounds][]byte
	enabled bool
	// asleep: audio waits for the player's first click, tap or key.
	asleep bool
}

// newSounds prepares the sounds; audio starts only if a device exists.
// In the browser it starts at the player's first click, tap or key
// (wake): the browser plays nothing before one anyway, and opening audio
// takes long enough there to delay the page's first frame.
func newSounds(enabled bool) *sounds {
	s := &sounds{enabled: enabled}
	if !audioAvailable() {
		return s
	}
	s.asleep = true
	if runtime.GOOS != "js" {
		s.wake()
	}
	return s
}

// wake opens audio, if it waits for the player (see newSounds).
func (s *sounds) wake() {
	if s == nil || !s.asleep {
		return
	}
	s.asleep = false
	// Ebitengine allows one audio context per process: share it.
	if s.ctx = audio.CurrentContext(); s.ctx == nil {
		s.ctx = audio.NewContext(sampleRate)
	}
}

// notes are the sounds' notes: tone's arguments. A sound is synthesised
// when first played, so the start of the game (in the browser, its first
// frame) waits for none.
var notes = [numSounds]struct {
	freqs       []float64
	dur, volume float64
}{
	soundPick:    {[]float64{880}, 0.05, 0.25},
	soundPlace:   {[]float64{520, 390}, 0.07, 0.3},
	soundDraw:    {[]float64{330, 440}, 0.09, 0.25},
	soundIllegal: {[]float64{220, 185, 155}, 0.12, 0.35},
	soundWarning: {[]float64{990, 0, 990}, 0.08, 0.3},
	soundWin:     {[]float64{523, 659, 784, 1046}, 0.13, 0.3},
}

// play plays a sound if sound is on and a device exists.
func (s *sounds) play(k soundKind) {
	if s == nil || !s.enabled || s.ctx == nil {
		return
	}
	if s.clips[k] == nil {
		n := notes[k]
		s.clips[k] = tone(n.freqs, n.dur, n.volume)
	}
	s.ctx.NewPlayerFromBytes(s.clips[k]).Play()
}

// setEnabled turns sound on or off.
func (s *sounds) setEnabled(on bool) { s.enabled = on }

// audioAvailable reports whether the machine has a sound device. Audio
// errors stop Ebitengine's game loop, so without a device the game never
// opens audio at all. RUMMIKUB_SOUND=off forces silence; an ALSA
// configuration named by ALSA_CONFIG_PATH (a null device in tests) counts
// as a device.
func audioAvailable() bool {
	if os.Getenv("RUMMIKUB_SOUND") == "off" {
		return false
	}
	if runtime.GOOS != "linux" {
		return true
	}
	if os.Getenv("ALSA_CONFIG_PATH") != "" {
		return true
	}
	devices, _ := filepath.Glob("/dev/snd/pcmC*D*p")
	return len(devices) > 0
}

// tone synthesises notes of the given frequencies (0 is a rest), each
// lasting dur seconds, as 16-bit stereo PCM with a soft attack and decay.
func tone(freqs []float64, dur, volume float64) []byte {
	n := int(dur * sampleRate)
	out := make([]byte, 0, len(freqs)*n*4)
	for _, f := range freqs {
		for i := range n {
			t := float64(i) / sampleRate
			env := math.Min(1, float64(i)/(0.005*sampleRate)) * math.Exp(-4*float64(i)/float64(n))
			v := 0.0
			if f > 0 {
				v = volume * env * (math.Sin(2*math.Pi*f*t) + 0.3*math.Sin(4*math.Pi*f*t))
			}
			s := int16(math.Max(-1, math.Min(1, v)) * 32767)
			out = binary.LittleEndian.AppendUint16(out, uint16(s))
			out = binary.LittleEndian.AppendUint16(out, uint16(s))
		}
	}
	return out
}
