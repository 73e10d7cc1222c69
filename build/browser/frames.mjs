// Frame timing shared by the browser test (browser_test.mjs) and the
// yardstick (baseline.mjs): every frame's length from
// requestAnimationFrame, their statistics, and a Chrome trace of the
// browser while they are timed (long_frames.mjs reads it).

import { writeFileSync } from "node:fs";

// LONG_MS is the frame length worth a mark in a trace: the limit.
export const LONG_MS = 50;

// recordFrames records the length of every frame the page draws for ms
// milliseconds (requestAnimationFrame's timestamps). It first leaves a
// performance mark "watch <now>" (now in ms of performance.now), and at
// each frame over LONG_MS a mark "long-frame <start> <length>": a trace
// then shows where each long frame lies on its own clock.
export async function recordFrames(page, ms) {
  return page.evaluate(([ms, longMs]) => new Promise((done) => {
    const lengths = [];
    let last = null;
    const end = performance.now() + ms;
    performance.mark("watch " + performance.now());
    const loop = (t) => {
      if (last !== null) {
        lengths.push(t - last);
        if (t - last > longMs) performance.mark(`long-frame ${last} ${t - last}`);
      }
      last = t;
      if (t < end) requestAnimationFrame(loop);
      else done(lengths);
    };
    requestAnimationFrame(loop);
  }), [ms, LONG_MS]);
}

// stats returns the count, median, 99th percentile and longest of frame
// lengths, in ms to a tenth.
export function stats(lengths) {
  const s = [...lengths].sort((a, b) => a - b);
  const at = (q) => Math.round(s[Math.floor(q * (s.length - 1))] * 10) / 10;
  return { n: s.length, median: at(0.5), p99: at(0.99), longest: at(1) };
}

// TRACE_CATEGORIES are those of a trace: the Performance panel's, the
// GPU's, V8's compilers and garbage collector, and the page's marks.
export const TRACE_CATEGORIES = [
  "devtools.timeline", "disabled-by-default-devtools.timeline", "disabled-by-default-devtools.timeline.frame",
  "toplevel", "v8.execute", "v8", "v8.wasm", "disabled-by-default-v8.compile", "disabled-by-default-v8.gc",
  "blink.user_timing", "gpu", "cc", "viz", "benchmark", "blink", "renderer.scheduler", "loading",
];

// startTrace starts recording a Chrome trace of the page's browser (all
// its processes: the page's, the GPU's, the browser's) and returns the
// session to give endTrace.
export async function startTrace(page) {
  const session = await page.context().newCDPSession(page);
  await session.send("Tracing.start", {
    transferMode: "ReturnAsStream",
    traceConfig: { recordMode: "recordAsMuchAsPossible", includedCategories: TRACE_CATEGORIES },
  });
  return session;
}

// endTrace stops the trace and writes it to path (JSON, as the
// Performance panel loads it).
export async function endTrace(session, path) {
  const complete = new Promise((resolve) => session.once("Tracing.tracingComplete", resolve));
  await session.send("Tracing.end");
  const { stream } = await complete;
  const parts = [];
  for (;;) {
    const { data, base64Encoded, eof } = await session.send("IO.read", { handle: stream, size: 1 << 20 });
    parts.push(base64Encoded ? Buffer.from(data, "base64") : Buffer.from(data));
    if (eof) break;
  }
  await session.send("IO.close", { handle: stream });
  writeFileSync(path, Buffer.concat(parts));
}
