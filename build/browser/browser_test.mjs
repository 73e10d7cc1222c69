// The browser test of the web build (build/test.sh runs it; see
// build/browser_test.sh): Debian's Chromium, headless, driven by
// playwright-core, plays the game from dist/web as a person would.
//
//   node build/browser/browser_test.mjs URL SCREENSHOT.png REPORT.json
//
// 1. Loads the page with a fresh profile and times its first frame.
// 2. Starts the game offered (you against a hard computer player) with no
//    time per turn (chosen on the new-game screen: the minute a turn gets
//    would be a race against the machine's load), checks that the
//    browser's shortcuts (F5, Ctrl+R, zoom, F12) are left to the browser
//    and Ctrl+Z reaches the game, drags rack tiles to the
//    table to make a legal initial meld (drawing until the rack holds one),
//    asks for a hint along the way, ends the turn and waits for the
//    computer's reply.
// 3. Reloads the page, resumes the match from the browser's storage and
//    finds the same table; saves a screenshot.
// 4. Starts a game of four hard computer players and records every frame's
//    length (requestAnimationFrame) while they think and play.
// 5. Lets that game end (about thirty turns), watches its replay from the
//    score screen and exports its record (a download, which must be a
//    record: JSON with a version, the replay's turns and scores); then
//    opens the file again with the Statistics screen's Open record (the
//    page's file chooser) and finds the replay of that game, and opens a
//    truncated record and one from a newer version, which must be refused
//    with a clear message; the browser's storage stays as it was.
// 6. Watches four hard computer players of each other variant (Twist,
//    Word, the 1980 rules) for 10 s: they must play, and their searches'
//    hold of the page's thread is reported and held to the same limit.
// It fails on any console error, uncaught exception or a blank canvas, and
// writes its figures to REPORT.json; with BROWSER_LIMITS=strict it also
// fails on a first frame later than 3 s or a frame longer than 50 ms.
//
// Where things are on screen comes from the game itself: with
// window.rummikubProbe set to true before it starts, the game keeps
// window.rummikubProbe set to a JSON description of the screen
// (render.Probe: buttons, rack and table tiles, in CSS pixels; the
// screen's message; the replay's game) and window.rummikubTick to its
// count of updates. The test waits on those, never on fixed delays: a
// mouse button is held until the game has run a few updates and at least
// HOLD_MS, and what a gesture does is waited for in the probe, with
// deadlines generous enough for a machine under heavy load.

import { chromium } from "playwright-core";
import { endTrace, recordFrames, startTrace, stats } from "./frames.mjs";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const [pageUrl, screenshotPath, reportPath] = process.argv.slice(2);
// BROWSER_QUERY adds to the page's address (debug=frames: the game logs
// every frame it held, and why; see page_debug_js.go).
const url = pageUrl && process.env.BROWSER_QUERY ? pageUrl + "?" + process.env.BROWSER_QUERY : pageUrl;
// BROWSER_ONLY=first times the first frame alone (step 1, a few seconds);
// BROWSER_ONLY=watch runs step 4 alone (a quicker look at the frames);
// BROWSER_ONLY=records steps 4 and 5 (the records, exported and opened).
// BROWSER_WATCH_VARIANT=twist (or word, sabra) has the four computers of
// steps 4 and 5 play that variant instead of classic.
const WATCH_VARIANT = process.env.BROWSER_WATCH_VARIANT || "classic";
// The full run then watches four computers of each of OTHER_VARIANTS
// (BROWSER_OTHER_VARIANTS, space-separated; empty for none) for OTHER_MS.
const OTHER_VARIANTS = (process.env.BROWSER_OTHER_VARIANTS ?? "twist word sabra").split(/\s+/).filter(Boolean);
const OTHER_MS = Number(process.env.BROWSER_OTHER_MS || 10000);
const ONLY_FIRST = process.env.BROWSER_ONLY === "first";
const ONLY_WATCH = process.env.BROWSER_ONLY === "watch";
const ONLY_RECORDS = process.env.BROWSER_ONLY === "records";
const ONLY_OTHERS = process.env.BROWSER_ONLY === "others"; // step 6 alone
if (!url || !screenshotPath || !reportPath) {
  console.error("usage: node browser_test.mjs URL SCREENSHOT.png REPORT.json");
  process.exit(2);
}

// The limits of the issue: the first frame within 3 s of asking for the
// page, no frame longer than 50 ms while computers think. They are timings
// of a shared machine, so they are reported always and enforced with
// BROWSER_LIMITS=strict (never timed assertions in the test command).
// searchHoldMs: the issue's "a computer player's search must not hold a
// frame for longer than 50 ms", the search's longest stretch without a
// pause (ai.TakeLongestHold), whatever else the frame holds.
const LIMITS = { firstFrameMs: 3000, longestFrameMs: 50, searchHoldMs: 50 };
const STRICT = process.env.BROWSER_LIMITS === "strict";
const WATCH_MS = Number(process.env.BROWSER_WATCH_MS || 20000); // four computers playing
// BROWSER_TRACE=file.json records a Chrome trace (the Performance panel's)
// while the four computers are watched; build/browser/long_frames.mjs
// reads it and says what filled each long frame.
const TRACE = process.env.BROWSER_TRACE || "";
// BROWSER_WARMUP_MS=n lets the four computers play n ms before their
// frames are timed: the browser compiles the game's hot functions again,
// optimised, on threads of its own in the first seconds of play.
const WARMUP_MS = Number(process.env.BROWSER_WARMUP_MS || 0);
const VIEW = { width: 1280, height: 800 };
// How long a mouse button is held at least (and for a few of the game's
// updates, however slow they come), so the game sees every press.
const HOLD_MS = 300;
// The deadline of what a gesture does (a tile landing, a screen opening):
// generous, the machine may be loaded many times over.
const ACT_MS = 120000;

const home = mkdtempSync(join(tmpdir(), "rummikub-chromium-"));
const profile = join(home, "profile");
const problems = []; // console errors and uncaught exceptions
const report = {};
const log = (...a) => console.log("browser:", ...a);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  headless: true,
  viewport: VIEW,
  args: [
    "--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--headless", "--no-sandbox",
    "--disable-gpu", "--disable-background-networking", "--no-first-run",
  ],
  env: { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, "config"), XDG_CACHE_HOME: join(home, "cache") },
});

let failed = false;
try {
  await context.addInitScript(() => {
    window.rummikubProbe = true;
    // Every key pressed, and whether its default was prevented (see
    // checkShortcuts); this listener runs before the page's own.
    window.testKeys = [];
    window.addEventListener("keydown", (e) => setTimeout(() => window.testKeys.push([e.key, e.defaultPrevented])), true);
  });
  const page = context.pages()[0] || (await context.newPage());
  // The game's page has its icon inline; Go's loader, shown as a page by
  // startComputers, makes the browser ask the site for /favicon.ico, which
  // it does not have (a 404 is a console error).
  await page.route(new URL("/favicon.ico", url).href, (r) => r.fulfill({ status: 204, body: "" }));
  page.on("console", (m) => {
    if (m.type() === "error") problems.push("console error: " + m.text());
    else if (m.type() === "log") console.log("page:", m.text()); // the game's standard output and error
  });
  page.on("pageerror", (e) => problems.push("uncaught exception: " + (e.stack || e.message)));
  page.on("crash", () => problems.push("the page crashed"));
  await run(page);
} catch (e) {
  failed = true;
  console.error("browser: FAIL:", e.stack || e.message);
} finally {
  await context.close().catch(() => {});
  rmSync(home, { recursive: true, force: true });
}
for (const p of problems) console.error("browser: FAIL:", p);
writeFileSync(reportPath, JSON.stringify(report, null, 2) + "\n");
log("report", JSON.stringify(report));
if (failed || problems.length > 0) process.exit(1);
log("all checks passed");

// ---------------------------------------------------------------------------

async function run(page) {
  // 1. First load, fresh profile: the new-game screen, timed (and traced
  // with BROWSER_ONLY=first BROWSER_TRACE=file.json).
  const tracingFirst = ONLY_FIRST && TRACE ? await startTrace(page) : null;
  report.firstFrameMs = await load(page);
  if (tracingFirst) {
    await endTrace(tracingFirst, TRACE);
    log(`trace written to ${TRACE}`);
  }
  report.startTimes = await page.evaluate(() => window.rummikubTimes);
  log(`start: ${JSON.stringify(report.startTimes)}`);
  log(`first frame's steps: ${steps(report.startTimes)}`);
  if (ONLY_FIRST) return log(`first frame ${report.firstFrameMs} ms after the page was asked for`);
  if (ONLY_WATCH) return watchComputers(page);
  if (ONLY_OTHERS) {
    for (const variant of OTHER_VARIANTS) await watchOther(page, variant);
    return;
  }
  if (ONLY_RECORDS) {
    await watchComputers(page);
    return exportAndOpen(page);
  }
  log(`first frame ${report.firstFrameMs} ms after the page was asked for`);
  limit(report.firstFrameMs <= LIMITS.firstFrameMs, `the first frame came after ${report.firstFrameMs} ms, over ${LIMITS.firstFrameMs} ms`);

  // Fast animations, as a player may choose: the settings record.
  await page.evaluate(() => localStorage.setItem("rummikub/settings.json", '{"sound": true, "animSpeed": 2}'));
  await page.reload();
  await waitStarted(page);

  // 2. Start the game offered: you against the hard computer player, with
  // no time per turn. Under heavy load (the machine is shared) laying a
  // meld of three sets took over the minute a turn gets by default: the
  // turn ran out and took the tiles back.
  let p = await probe(page, (p) => p.screen === "newgame");
  if (p.timeLimit !== "No limit") {
    check(p.buttons["time:No limit"], `the new-game screen offers no "No limit" time per turn: ${JSON.stringify(p.buttons)}`);
    await click(page, p.buttons["time:No limit"]);
    p = await probe(page, (q) => q.screen === "newgame" && q.timeLimit === "No limit", ACT_MS);
  }
  await click(page, p.buttons.start);
  p = await probe(page, (p) => p.screen === "table");
  await checkShortcuts(page);
  let meld = null;
  let hinted = false;
  for (let turn = 0; ; turn++) {
    check(turn < 40, "no initial meld after 40 turns of drawing");
    p = await probe(page, (p) => p.screen === "table" && (p.over || (p.person && p.current === p.shown && p.settled)), 120000);
    check(!p.over, "the game ended before the person could make an initial meld");
    if (!hinted) {
      await click(page, p.buttons.hint); // the solver runs in the page
      hinted = true;
      p = await probe(page, (q) => q.settled && q.tick > p.tick, ACT_MS);
    }
    meld = findMeld(p.rack.map((t) => t.code));
    if (meld) break;
    const turns = p.turns;
    await click(page, p.buttons.draw);
    await probe(page, (q) => q.turns > turns, ACT_MS);
  }
  report.turnsBeforeMeld = p.turns;
  log(`initial meld after ${p.turns} turns: ${meld.map((s) => s.join(" ")).join(" | ")}`);

  // Lay the sets in the first empty row from row 2 (the computer player's
  // sets may fill the first rows by then), from column 2, one empty cell
  // between sets.
  let col = 2;
  let row = 2;
  while (p.table.some((t) => (t.row || 0) === row)) row++;
  check(row < p.rows, "no empty row on the table for the meld");
  for (const set of meld) {
    for (const code of set) {
      p = await probe(page, (q) => q.settled, ACT_MS);
      const tile = p.rack.find((t) => t.code === code);
      check(tile, `${code} is not on the rack`);
      const cell = cellRect(p, col, row);
      const turns = p.turns;
      const released = await drag(page, tile.at, cell);
      p = await probe(page, (q) => q.turns !== turns || (q.tick >= released && q.settled && q.table.some((t) => t.code === code && t.col === col && t.row === row)), ACT_MS);
      check(p.turns === turns, `the turn ended while ${code} was being laid (turn ${turns}, now ${p.turns})`);
      col++;
    }
    col++;
  }
  const before = p.turns;
  await click(page, p.buttons.end);
  p = await probe(page, (q) => q.turns > before && q.opened, ACT_MS);
  log("the meld stands; the computer player's turn");
  p = await probe(page, (q) => q.over || (q.person && q.current === q.shown && q.turns >= before + 2 && q.settled), 120000);
  const saved = { turns: p.turns, table: tableCodes(p) };
  check(saved.table.length >= meld.flat().length, "the meld's tiles are not on the table");
  await ticks(page, 6, 500); // the match is saved when the turn ends; let the frame after settle

  // 3. Reload: the match is offered, and comes back as it was.
  report.reloadFirstFrameMs = await load(page, true);
  p = await probe(page, (q) => q.screen === "newgame" && q.buttons.resume);
  await click(page, p.buttons.resume);
  p = await probe(page, (q) => q.screen === "table" && q.settled, ACT_MS);
  check(p.turns === saved.turns, `resumed at turn ${p.turns}, want ${saved.turns}`);
  check(JSON.stringify(tableCodes(p)) === JSON.stringify(saved.table), "the resumed table differs from the one left");
  log(`resumed the match at turn ${p.turns} with ${saved.table.length} tiles on the table`);
  await secondTab(page);
  await ticks(page, 6, 300);
  await page.screenshot({ path: screenshotPath });
  await checkNotBlank(page, screenshotPath);

  // The same frames with nothing to do: the person's turn, nothing moving
  // (what the machine and its software renderer allow, for comparison).
  const idleDrawn = await drawn(page);
  const idle = stats(await recordFrames(page, 5000));
  report.idleMedianFrameMs = idle.median;
  report.idleLongestFrameMs = idle.longest;
  report.idleFramesDrawn = (await drawn(page)) - idleDrawn;
  log(`idle table: ${idle.n} frames in 5 s, median ${idle.median} ms, longest ${idle.longest} ms; the game drew ${report.idleFramesDrawn}`);
  await watchComputers(page);
  await exportAndOpen(page);
  for (const variant of OTHER_VARIANTS) await watchOther(page, variant);
}

// A second tab of the game while the first plays its match: it offers no
// match and says why (its saves would overwrite the first one's).
async function secondTab(page) {
  const second = await page.context().newPage();
  second.on("console", (m) => {
    if (m.type() === "error") problems.push("second tab: console error: " + m.text());
  });
  second.on("pageerror", (e) => problems.push("second tab: uncaught exception: " + (e.stack || e.message)));
  await second.route(new URL("/favicon.ico", url).href, (r) => r.fulfill({ status: 204, body: "" }));
  await load(second);
  const p = await probe(second, (q) => q.screen === "newgame");
  check(!p.buttons.resume, "a second tab offers the first tab's match");
  check(p.message.includes("open in another window or tab"), `a second tab's notice reads "${p.message}"`);
  log(`a second tab says: "${p.message}"`);
  await second.close();
}

// 6. The other variants' computers, more briefly: four hard players of
// each for OTHER_MS, their turns and the searches' hold reported and held
// to the same limit, and whatever the console says checked as everywhere.
async function watchOther(page, variant) {
  let p = await startComputers(page, variant);
  const startTurns = p.turns;
  await page.evaluate(() => { window.rummikubSearchHoldMs = 0; });
  const busy = stats(await recordFrames(page, OTHER_MS));
  p = await probe(page, () => true);
  const turns = p.turns - startTurns;
  const hold = await page.evaluate(() => window.rummikubSearchHoldMs);
  report.otherVariants = report.otherVariants || {};
  report.otherVariants[variant] = { turns, searchHoldMs: hold, longestFrameMs: busy.longest, p99FrameMs: busy.p99, medianFrameMs: busy.median };
  log(`${variant}: four hard computer players, ${turns} turns in ${OTHER_MS / 1000} s, median frame ${busy.median} ms, ` +
    `99th percentile ${busy.p99} ms, longest ${busy.longest} ms; the searches held the page's thread at most ${hold} ms`);
  check(turns >= 1 || p.over, `${variant}: the computer players played no turn in ${OTHER_MS / 1000} s`);
  check(typeof hold === "number", `${variant}: the page reported no search hold`);
  limit(hold < LIMITS.searchHoldMs, `${variant}: a search held the page ${hold} ms, over ${LIMITS.searchHoldMs} ms`);
}

// startComputers starts a new game of four hard computer players in a
// variant, from the new-game screen of a fresh load, and returns the probe
// of its table. The storage is set from another page of the same site
// (Go's loader, a plain script): the game keeps saving its match while it
// is open, and would save it again over the cleared storage.
async function startComputers(page, variant) {
  await page.goto(new URL("wasm_exec.js", url).href);
  await page.evaluate((variant) => {
    localStorage.removeItem("rummikub/match.json");
    localStorage.removeItem("rummikub/match.json.bak");
    localStorage.setItem("rummikub/config.json", JSON.stringify({
      variant,
      seats: [{ name: "", human: false, level: "hard" }, { name: "", human: false, level: "hard" },
        { name: "", human: false, level: "hard" }, { name: "", human: false, level: "hard" }],
    }));
  }, variant);
  await load(page);
  const p = await probe(page, (q) => q.screen === "newgame" && !q.buttons.resume);
  await click(page, p.buttons.start);
  return probe(page, (q) => q.screen === "table" && q.variant === variant, ACT_MS);
}

// 4. Four hard computer players: every frame timed while they play.
async function watchComputers(page) {
  let p = await startComputers(page, WATCH_VARIANT);
  if (WARMUP_MS > 0) {
    await recordFrames(page, WARMUP_MS);
    p = await probe(page, () => true);
  }
  const startTurns = p.turns;
  await page.evaluate(() => { window.rummikubSearchHoldMs = 0; });
  const startDrawn = await drawn(page);
  const startPresents = await presents(page);
  const startPixels = await page.evaluate(() => window.rummikubDrawnPixels || { area: 0, covered: 0 });
  const tracing = TRACE ? await startTrace(page) : null;
  const busy = stats(await recordFrames(page, WATCH_MS));
  if (tracing) {
    await endTrace(tracing, TRACE);
    log(`trace written to ${TRACE}`);
  }
  report.framesDrawnWatched = (await drawn(page)) - startDrawn;
  const endPresents = await presents(page);
  report.canvasDrawnWatched = endPresents.shown - startPresents.shown;
  report.canvasSkippedWatched = endPresents.skipped - startPresents.skipped;
  const endPixels = await page.evaluate(() => window.rummikubDrawnPixels || { area: 0, covered: 0 });
  const screens = (n) => Math.round((10 * n) / (VIEW.width * VIEW.height)) / 10;
  report.screensDrawnWatched = { area: screens(endPixels.area - startPixels.area), covered: screens(endPixels.covered - startPixels.covered) };
  const held = await page.evaluate(() => window.rummikubGaps); // with debug=frames
  if (held) report.heldFramesByCause = held;
  p = await probe(page, () => true);
  report.computerTurnsWatched = p.turns - startTurns;
  report.searchHoldMs = await page.evaluate(() => window.rummikubSearchHoldMs);
  report.framesWatched = busy.n;
  report.longestFrameMs = busy.longest;
  report.p99FrameMs = busy.p99;
  report.medianFrameMs = busy.median;
  log(`four hard computer players: ${report.computerTurnsWatched} turns in ${WATCH_MS / 1000} s, ${busy.n} frames, ` +
    `median ${busy.median} ms, 99th percentile ${busy.p99} ms, longest ${busy.longest} ms; the game drew ${report.framesDrawnWatched} of them; ` +
    `the canvas was drawn ${report.canvasDrawnWatched} times, ${report.canvasSkippedWatched} more skipped as the same picture; ` +
    `the game drew again ${report.screensDrawnWatched.area} screens' worth of pixels, its draws covered ${report.screensDrawnWatched.covered}`);
  log(`the computers' searches held the page's thread at most ${report.searchHoldMs} ms without a pause`);
  check(report.computerTurnsWatched >= 2, `the computer players played only ${report.computerTurnsWatched} turns`);
  check(typeof report.searchHoldMs === "number", "the page reported no search hold (window.rummikubSearchHoldMs)");
  limit(report.searchHoldMs < LIMITS.searchHoldMs, `a search held the page ${report.searchHoldMs} ms, over ${LIMITS.searchHoldMs} ms`);
  limit(report.longestFrameMs < LIMITS.longestFrameMs, `a frame took ${report.longestFrameMs} ms, over ${LIMITS.longestFrameMs} ms`);
}

// 5. The four computers' game to its end, its replay, its record exported
// (a download) and opened again with Open record (the file chooser).
async function exportAndOpen(page) {
  // About thirty turns: half a minute on an idle machine, minutes on a
  // loaded one (the deadline is no limit on the game's speed).
  const waited = Date.now();
  const scores = await probe(page, (q) => q.screen === "scores", 1200000);
  log(`the computers' game ended after ${scores.turns} turns (${Math.round((Date.now() - waited) / 1000)} s more)`);
  check(scores.over && scores.buttons.watch, "the score screen offers no replay");
  await click(page, scores.buttons.watch);
  let p = await probe(page, (q) => q.screen === "replay" && q.replay, ACT_MS);
  const watched = p.replay;
  check(watched.turns === scores.turns && watched.turn === 0, `the replay shows turn ${watched.turn} of ${watched.turns}, the game had ${scores.turns}`);
  check(watched.scores && watched.scores.length === 4, `the replay shows no final scores: ${JSON.stringify(watched)}`);

  // Export: a download of the game's record.
  const [download] = await Promise.all([page.waitForEvent("download", { timeout: ACT_MS }), click(page, p.buttons.export)]);
  const name = download.suggestedFilename();
  check(new RegExp(`^rummikub-${WATCH_VARIANT}-[0-9-]+\\.json$`).test(name), `the download is named ${name}`);
  const file = join(home, name);
  await download.saveAs(file);
  const text = readFileSync(file, "utf8");
  let rec;
  try {
    rec = JSON.parse(text);
  } catch (e) {
    throw new Error(`the exported file is not JSON: ${e.message}: ${text.slice(0, 200)}`);
  }
  check(Number.isInteger(rec.version) && rec.version >= 1, `the exported file has no version: ${text.slice(0, 200)}`);
  check(rec.game?.variant === WATCH_VARIANT && Array.isArray(rec.turns) && rec.turns.length === watched.turns,
    `the exported record is not the replay's game: variant ${rec.game?.variant}, ${rec.turns?.length} turns, the replay ${watched.turns}`);
  check(JSON.stringify(rec.result?.Scores) === JSON.stringify(watched.scores), `the exported scores ${JSON.stringify(rec.result?.Scores)} are not the replay's ${JSON.stringify(watched.scores)}`);
  p = await probe(page, (q) => q.screen === "replay" && q.message.includes(name), ACT_MS);
  log(`exported ${name} (${text.length} bytes, version ${rec.version}, ${rec.turns.length} turns): "${p.message}"`);

  // Back to the new-game screen, and its Statistics.
  await click(page, p.buttons.back);
  p = await probe(page, (q) => q.screen === "scores", ACT_MS);
  await click(page, p.buttons.menu);
  p = await probe(page, (q) => q.screen === "newgame", ACT_MS);
  await click(page, p.buttons.stats);
  p = await probe(page, (q) => q.screen === "stats", ACT_MS);
  check(p.buttons.open, "the Statistics screen offers no Open record");
  const stored = await storageNow(page);

  // Open record: the file chooser, the exported file, its replay.
  const open = async (path) => {
    const [chooser] = await Promise.all([page.waitForEvent("filechooser", { timeout: ACT_MS }), click(page, p.buttons.open)]);
    check(!chooser.isMultiple(), "the file chooser takes several files");
    await chooser.setFiles(path);
  };
  await open(file);
  p = await probe(page, (q) => q.screen === "replay" && q.replay, ACT_MS);
  const opened = p.replay;
  check(opened.variant === rec.game.variant && opened.game === rec.index + 1 && opened.turns === rec.turns.length && opened.turn === 0 &&
    JSON.stringify(opened.scores) === JSON.stringify(rec.result.Scores), `the file opened ${JSON.stringify(opened)}, not the game exported`);
  await click(page, p.buttons.end);
  p = await probe(page, (q) => q.screen === "replay" && q.replay.turn === q.replay.turns, ACT_MS);
  log(`opened ${name} again: the replay of game ${opened.game}, ${opened.turns} turns, scores ${opened.scores.join(" ")}`);
  await click(page, p.buttons.back);
  p = await probe(page, (q) => q.screen === "stats", ACT_MS);

  // Damaged files: refused with a clear message, the screen stays.
  const bad = [
    ["truncated.json", text.slice(0, Math.floor(text.length / 2)), "damaged"],
    ["newer.json", JSON.stringify({ ...rec, version: rec.version + 1 }), "newer version"],
  ];
  for (const [badName, content, says] of bad) {
    const path = join(home, badName);
    writeFileSync(path, content);
    await open(path);
    p = await probe(page, (q) => q.screen !== "stats" || q.message.includes(badName), ACT_MS);
    check(p.screen === "stats", `${badName} opened the ${p.screen} screen`);
    check(p.message.startsWith("That file cannot be watched") && p.message.includes(says), `${badName}: the message reads "${p.message}"`);
    log(`${badName}: "${p.message}"`);
  }
  check(JSON.stringify(await storageNow(page)) === JSON.stringify(stored), "opening record files changed the browser's storage");
}

// steps describes the page's start marks as the first frame's steps, in
// ms: the wasm downloaded and compiled, Go's start-up to main, Ebitengine's
// start to the first update, the first update and draw, the frame's GPU
// work until the browser showed it.
function steps(t) {
  if (!t || t.firstFrame === undefined) return "no marks";
  const ms = (a, b) => Math.round(t[b] - t[a]);
  return `compiled ${Math.round(t.compiled)}, Go start ${ms("compiled", "goMain")}, Ebitengine start ${ms("appReady", "startFirstupdate")}, ` +
    `first update ${ms("startFirstupdate", "endFirstupdate")} + draw ${ms("startFirstdraw", "endFirstdraw")}, GPU until shown ${ms("endFirstdraw", "firstFrame")}`;
}

// storageNow is the page's local storage, every key and value.
async function storageNow(page) {
  return page.evaluate(() => Object.keys(localStorage).sort().map((k) => [k, localStorage.getItem(k)]));
}

function check(ok, msg) {
  if (!ok) throw new Error(msg);
}

// limit checks a timing against the limit: a failure with
// BROWSER_LIMITS=strict, a warning otherwise.
function limit(ok, msg) {
  if (ok) return;
  if (STRICT) throw new Error(msg);
  (report.overLimits ||= []).push(msg);
  console.log("browser: WARNING:", msg);
}

// load (re)loads the page and returns when its first frame is up, in ms
// since the page was asked for.
async function load(page, reload = false) {
  if (reload) await page.reload();
  else await page.goto(url);
  return waitStarted(page);
}

async function waitStarted(page) {
  await page.waitForFunction(() => window.rummikubFirstFrame !== undefined, null, { timeout: 60000 });
  return Math.round(await page.evaluate(() => window.rummikubFirstFrame));
}

// probe waits until the game's probe satisfies pred, and returns it.
async function probe(page, pred, timeout = 30000) {
  const end = Date.now() + timeout;
  let last = null;
  for (;;) {
    const raw = await page.evaluate(() => window.rummikubProbe);
    if (typeof raw === "string") {
      last = JSON.parse(raw);
      last.table ||= [];
      last.rack ||= [];
      last.message ||= "";
      if (pred(last)) return last;
    }
    if (Date.now() > end) {
      throw new Error(`timed out waiting for the game; last probe: ${JSON.stringify(last)?.slice(0, 4000)}`);
    }
    await sleep(50);
  }
}

function centre(r) {
  return { x: r.x + r.w / 2, y: r.y + r.h / 2 };
}

// drawn is the game's count of frames drawn so far (window.rummikubDrawn:
// a frame like the last is not drawn again).
async function drawn(page) {
  return page.evaluate(() => window.rummikubDrawn || 0);
}

// presents is the page's count of the canvas's drawings, shown and
// skipped as the picture shown already (window.rummikubPresents, see
// index.html).
async function presents(page) {
  return page.evaluate(() => ({ shown: 0, skipped: 0, ...window.rummikubPresents }));
}

// tick is the game's count of updates so far (window.rummikubTick, the
// probe's tick).
async function tick(page) {
  return page.evaluate(() => window.rummikubTick || 0);
}

// ticks waits until the game has run n more updates and at least ms
// milliseconds have passed, and returns the game's tick then: the game
// reads the mouse once an update, so each step of a gesture waits for it
// to be seen, however slowly the machine runs the game.
async function ticks(page, n, ms = 0) {
  const start = Date.now();
  const target = (await tick(page)) + n;
  await page.waitForFunction((t) => (window.rummikubTick || 0) >= t, target, { timeout: ACT_MS, polling: 20 });
  const left = ms - (Date.now() - start);
  if (left > 0) await sleep(left);
  return tick(page);
}

// click presses and releases the mouse on a rectangle, holding it until
// the game has seen it; it returns the game's tick after the release.
async function click(page, r) {
  const c = centre(r);
  await page.mouse.move(c.x, c.y);
  await ticks(page, 2);
  await page.mouse.down();
  await ticks(page, 3, HOLD_MS);
  await page.mouse.up();
  return ticks(page, 2);
}

// drag moves a tile as a hand would: press and hold, glide, hold at the
// place, release; each step seen by the game. It returns the game's tick
// after the release.
async function drag(page, from, to) {
  const a = centre(from);
  const b = centre(to);
  await page.mouse.move(a.x, a.y);
  await ticks(page, 2);
  await page.mouse.down();
  await ticks(page, 3, HOLD_MS);
  for (let i = 1; i <= 6; i++) {
    await page.mouse.move(a.x + ((b.x - a.x) * i) / 6, a.y + ((b.y - a.y) * i) / 6);
    await ticks(page, 1);
  }
  await ticks(page, 3, HOLD_MS);
  await page.mouse.up();
  return ticks(page, 2);
}

// checkShortcuts presses browser shortcuts on the game (its canvas has
// the focus) and checks that their default is left to the browser (the
// page keeps them from Ebitengine, which prevents every key's default),
// while Ctrl+Z, the game's undo, still reaches the game. A test cannot
// see the browser act: keys a test presses never trigger its shortcuts.
async function checkShortcuts(page) {
  await page.evaluate(() => (window.testKeys = []));
  const keys = ["F5", "Control+r", "Control+Equal", "Control+0", "F12", "Control+z"];
  for (const k of keys) await page.keyboard.press(k);
  await page.waitForFunction((n) => window.testKeys.filter(([k]) => k !== "Control").length >= n, keys.length);
  const seen = (await page.evaluate(() => window.testKeys)).filter(([k]) => k !== "Control");
  const wrong = seen.filter(([k, prevented]) => prevented !== (k === "z"));
  check(wrong.length === 0, `shortcuts: ${JSON.stringify(seen)} (only z, the game's undo, should have its default prevented)`);
  log("browser shortcuts reach the browser; Ctrl+Z reaches the game");
}

function cellRect(p, col, row) {
  return { x: p.cell.x + col * p.cell.w, y: p.cell.y + row * p.cell.h, w: p.cell.w, h: p.cell.h };
}

function tableCodes(p) {
  return p.table.map((t) => `${t.col},${t.row}:${t.code}`).sort();
}

// findMeld finds sets of rack tiles (no jokers) worth at least 30 together:
// runs of one colour and groups of one number, each tile used once.
function findMeld(codes) {
  const tiles = codes.map((c, i) => ({ i, c, colour: c[0], n: Number(c.slice(1)) })).filter((t) => "KRBO".includes(t.colour) && t.n > 0);
  const sets = [];
  for (const colour of "KRBO") {
    for (let start = 1; start <= 11; start++) {
      const run = [];
      for (let n = start; n <= 13; n++) {
        const t = tiles.find((t) => t.colour === colour && t.n === n);
        if (!t) break;
        run.push(t);
        if (run.length >= 3) sets.push([...run]);
      }
    }
  }
  for (let n = 1; n <= 13; n++) {
    const byColour = [];
    for (const colour of "KRBO") {
      const t = tiles.find((t) => t.colour === colour && t.n === n);
      if (t) byColour.push(t);
    }
    if (byColour.length === 4) sets.push(byColour, ...[0, 1, 2, 3].map((k) => byColour.filter((_, j) => j !== k)));
    if (byColour.length === 3) sets.push(byColour);
  }
  const value = (s) => s.reduce((v, t) => v + t.n, 0);
  let best = null;
  const search = (k, used, chosen, total) => {
    if (total >= 30 && (!best || chosen.length < best.length)) best = [...chosen];
    if (best || k >= sets.length) return;
    for (let j = k; j < sets.length && !best; j++) {
      if (sets[j].some((t) => used.has(t.i))) continue;
      sets[j].forEach((t) => used.add(t.i));
      chosen.push(sets[j]);
      search(j + 1, used, chosen, total + value(sets[j]));
      chosen.pop();
      sets[j].forEach((t) => used.delete(t.i));
    }
  };
  search(0, new Set(), [], 0);
  return best && best.map((s) => s.map((t) => t.c));
}

// checkNotBlank fails when the screenshot is one flat colour: the browser
// decodes it and counts its colours.
async function checkNotBlank(page, path) {
  const { readFileSync } = await import("node:fs");
  const b64 = readFileSync(path).toString("base64");
  const stats = await page.evaluate(async (b64) => {
    const img = new Image();
    img.src = "data:image/png;base64," + b64;
    await img.decode();
    const c = document.createElement("canvas");
    c.width = img.width;
    c.height = img.height;
    const ctx = c.getContext("2d");
    ctx.drawImage(img, 0, 0);
    const d = ctx.getImageData(0, 0, c.width, c.height).data;
    const counts = new Map();
    for (let i = 0; i < d.length; i += 4 * 7) {
      const k = (d[i] << 16) | (d[i + 1] << 8) | d[i + 2];
      counts.set(k, (counts.get(k) || 0) + 1);
    }
    const top = Math.max(...counts.values());
    return { colours: counts.size, topShare: top / (d.length / 4 / 7) };
  }, b64);
  report.screenshotColours = stats.colours;
  check(stats.colours > 50 && stats.topShare < 0.9, `the page looks blank: ${stats.colours} colours, the commonest on ${Math.round(100 * stats.topShare)}% of it`);
}
