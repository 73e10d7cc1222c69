// The yardstick of the browser test's figures: for each address, a fresh
// headless Chromium with the browser test's flags loads the page, waits
// for its first frame (window.rummikubFirstFrame, set by index.html) and
// times every frame for a few seconds. Prints one JSON line a page.
//
//   node build/browser/baseline.mjs URL...
//   BROWSER_IDLE_MS=20000          time 20 s (default 5 s)
//   BROWSER_TRACE=prefix           a Chrome trace of each page's timed
//                                  frames in prefix-1.json, prefix-2.json...
//
// Pages to measure: build/webmin (the smallest Ebitengine program) and
// build/browser/webgl.html (WebGL alone, ?passes=N full-screen copies a
// frame); build/web_baseline.sh builds and serves them.

import { chromium } from "playwright-core";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { endTrace, recordFrames, startTrace, stats } from "./frames.mjs";

const IDLE_MS = Number(process.env.BROWSER_IDLE_MS || 5000);
const TRACE = process.env.BROWSER_TRACE || "";

let k = 0;
for (const url of process.argv.slice(2)) {
  k++;
  const home = mkdtempSync(join(tmpdir(), "rummikub-chromium-"));
  const context = await chromium.launchPersistentContext(join(home, "profile"), {
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    viewport: { width: 1280, height: 800 },
    args: [
      "--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--headless", "--no-sandbox",
      "--disable-gpu", "--disable-background-networking", "--no-first-run",
    ],
    env: { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, "config"), XDG_CACHE_HOME: join(home, "cache") },
  });
  try {
    const page = context.pages()[0] || (await context.newPage());
    await page.goto(url);
    await page.waitForFunction(() => window.rummikubFirstFrame !== undefined, null, { timeout: 60000 });
    const times = await page.evaluate(() => window.rummikubTimes);
    const tracing = TRACE ? await startTrace(page) : null;
    const s = stats(await recordFrames(page, IDLE_MS));
    if (tracing) await endTrace(tracing, `${TRACE}-${k}.json`);
    const round = (o) => Object.fromEntries(Object.entries(o || {}).map(([k, v]) => [k, Math.round(v)]));
    console.log(JSON.stringify({ url, times: round(times), frames: s.n, medianFrameMs: s.median, p99FrameMs: s.p99, longestFrameMs: s.longest }));
  } finally {
    await context.close().catch(() => {});
    rmSync(home, { recursive: true, force: true });
  }
}
