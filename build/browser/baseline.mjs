// The yardstick of the browser test's figures (build/web_baseline.sh runs
// it): for each address, a fresh headless Chromium with the browser
// test's flags loads the page, waits for its first frame
// (window.rummikubFirstFrame, set by index.html) and times every frame
// for a few seconds with nothing happening. Prints one JSON line a page.
//
//   node build/browser/baseline.mjs URL...

import { chromium } from "playwright-core";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const IDLE_MS = Number(process.env.BROWSER_IDLE_MS || 5000);

for (const url of process.argv.slice(2)) {
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
    const lengths = await page.evaluate((ms) => new Promise((done) => {
      const out = [];
      let last = null;
      const end = performance.now() + ms;
      const loop = (t) => {
        if (last !== null) out.push(t - last);
        last = t;
        if (t < end) requestAnimationFrame(loop);
        else done(out);
      };
      requestAnimationFrame(loop);
    }), IDLE_MS);
    const s = [...lengths].sort((a, b) => a - b);
    const at = (q) => Math.round(s[Math.floor(q * (s.length - 1))] * 10) / 10;
    const round = (o) => Object.fromEntries(Object.entries(o || {}).map(([k, v]) => [k, Math.round(v)]));
    console.log(JSON.stringify({ url, times: round(times), frames: s.length, medianFrameMs: at(0.5), longestFrameMs: at(1) }));
  } finally {
    await context.close().catch(() => {});
    rmSync(home, { recursive: true, force: true });
  }
}
