//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package storage

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// claimDirEnv names, in the test binary run as a second process, the
// folder TestClaimHelperProcess claims.
const claimDirEnv = "RUMMIKUB_CLAIM_DIR"

// TestClaimHelperProcess is another instance of the game for
// TestClaimTellsASecondInstance: run as a process of its own, it claims the
// folder its environment names and prints whether it is alone.
func TestClaimHelperProcess(t *testing.T) {
	dir := os.Getenv(claimDirEnv)
	if dir == "" {
		t.Skip("run by TestClaimTellsASecondInstance")
	}
	alone, release := Files{Dir: dir}.Claim()
	defer release()
	if alone {
		os.Stdout.WriteString("claim: alone\n")
	} else {
		os.Stdout.WriteString("claim: shared\n")
	}
}

// otherInstance claims dir from another process and reports whether it
// was alone.
func otherInstance(t *testing.T, dir string) bool {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestClaimHelperProcess$", "-test.v")
	cmd.Env = append(os.Environ(), claimDirEnv+"="+dir)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the other process: %v\n%s", err, out)
	}
	switch {
	case strings.Contains(string(out), "claim: alone"):
		return true
	case strings.Contains(string(out), "claim: shared"):
		return false
	}
	t.Fatalf("the other process said nothing of its claim:\n%s", out)
	return false
}

// A second process claiming the same folder while this one holds it is
// not alone (a second window of the game); once this one releases it, it
// is; claims within one process share the claim, and claims on other
// folders never meet.
func TestClaimTellsASecondInstance(t *testing.T) {
	dir := t.TempDir()
	alone, release := Files{Dir: dir}.Claim()
	if !alone {
		t.Fatal("the first claim is not alone")
	}
	if otherInstance(t, dir) {
		t.Error("another process's claim while this one holds is alone")
	}
	same, releaseSame := Files{Dir: dir}.Claim()
	if !same {
		t.Error("a second claim within the process is not alone")
	}
	if !otherInstance(t, t.TempDir()) {
		t.Error("another process's claim on another folder is not alone")
	}
	release()
	release() // twice is harmless
	if otherInstance(t, dir) {
		t.Error("the claim was given up while a holder in this process remained")
	}
	releaseSame()
	if !otherInstance(t, dir) {
		t.Error("another process's claim after this one released it is not alone")
	}
}

// A folder that cannot be made counts as alone: the game goes on as it
// did without claims.
func TestClaimWithoutAFolderIsAlone(t *testing.T) {
	if alone, release := (Files{Dir: "/dev/null/rummikub"}).Claim(); !alone {
		t.Error("a claim that cannot lock is not alone")
	} else {
		release()
	}
}
