//go:build linux && !nogui && !android

package main

/*
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// rummikubSubcommands are the subcommands that need no window (see cli.go).
static const char *rummikubSubcommands[] = {"referee", "solve", "selfplay", "replay", "demo", NULL};

// rummikubCheckDisplay runs when the program is loaded, before Go starts:
// Ebitengine's package initialisation opens the window system and panics
// when there is none, so without a display the program says so in a
// sentence and exits instead of showing a Go panic.
__attribute__((constructor)) static void rummikubCheckDisplay(int argc, char **argv) {
	const char *x11 = getenv("DISPLAY");
	if (x11 != NULL && x11[0] != '\0') {
		return;
	}
	const char *name = argc > 0 && argv != NULL && argv[0] != NULL ? argv[0] : "rummikub";
	if (argc > 1 && argv != NULL && argv[1] != NULL) {
		for (int i = 0; rummikubSubcommands[i] != NULL; i++) {
			if (strcmp(argv[1], rummikubSubcommands[i]) == 0) {
				fprintf(stderr,
					"rummikub: no display (DISPLAY is not set), and this build of the game links the window, "
					"which cannot start without one, even for \"%s\".\n"
					"Use the command-line build, which needs no display: "
					"go build -tags nogui -o rummikub-cli . (or ./build/run.sh %s).\n",
					argv[1], argv[1]);
				exit(2);
			}
		}
	}
	fprintf(stderr,
		"rummikub: no display (DISPLAY is not set): the game's window needs an X11 display.\n"
		"Start it from a desktop session (or run it under xvfb-run for tests); "
		"%s referee|solve|selfplay work without a display in the command-line build "
		"(go build -tags nogui).\n", name);
	exit(2);
}
*/
import "C"

// The display check is C code that runs before Go starts: see
// rummikubCheckDisplay above. This file holds nothing for Go to call.
