// Says what filled each long frame of a Chrome trace written by the
// browser test (BROWSER_TRACE=file.json) or baseline.mjs: the frames are
// the page's "long-frame" marks (frames.mjs), and for each, the busiest
// threads of every process in it and, on each, the events that took the
// most of it (wall time, and CPU time where the trace has it).
//
//   node build/browser/long_frames.mjs TRACE.json [N]    the N longest (8)
//
// What to look for: on the page's thread (CrRendererMain), FireAnimationFrame
// and TimerFire hold Go's work (the game's update and draw, the search
// between two pauses) and wasm.CompileLazy a function compiled on its
// first call; GLES2::ReadPixels under Commit is the page waiting for the
// GPU process to finish the frame's WebGL (the canvas read back for the
// software compositor); on CrGpuMain, WebGL/CommandBuffer::Flush is that
// WebGL, run by SwiftShader's own threads (not in the trace: a long wall
// time with little CPU); on ThreadPoolForegroundWorker, wasm.TopTierCompilation
// is V8 compiling hot functions again, optimised, beside the page.

import { readFileSync } from "node:fs";

const [path, count = "8"] = process.argv.slice(2);
if (!path) {
  console.error("usage: node long_frames.mjs TRACE.json [N]");
  process.exit(2);
}
const trace = JSON.parse(readFileSync(path, "utf8"));
const events = Array.isArray(trace) ? trace : trace.traceEvents;

const threadNames = new Map();
const processNames = new Map();
for (const e of events) {
  if (e.ph !== "M") continue;
  if (e.name === "thread_name") threadNames.set(`${e.pid}/${e.tid}`, e.args.name);
  if (e.name === "process_name") processNames.set(e.pid, e.args.name);
}

// The marks' clock: "watch <now>" was left at performance.now() = now.
const watch = events.find((e) => e.name.startsWith("watch "));
if (!watch) {
  console.error(`${path}: no "watch" mark (a trace of frames.mjs's recordFrames?)`);
  process.exit(1);
}
const offset = watch.ts - Number(watch.name.split(" ")[1]) * 1000;
const frames = events.filter((e) => e.name.startsWith("long-frame ")).map((e) => {
  const [, start, length] = e.name.split(" ").map(Number);
  return { from: start * 1000 + offset, to: (start + length) * 1000 + offset, ms: length };
});
frames.sort((a, b) => b.ms - a.ms);

// Complete events by thread, in order of start.
const byThread = new Map();
for (const e of events) {
  if (e.ph !== "X" || e.dur === undefined) continue;
  const k = `${e.pid}/${e.tid}`;
  if (!byThread.has(k)) byThread.set(k, []);
  byThread.get(k).push(e);
}
for (const list of byThread.values()) list.sort((a, b) => a.ts - b.ts || b.dur - a.dur);

const overlap = (e, f) => Math.max(0, Math.min(e.ts + e.dur, f.to) - Math.max(e.ts, f.from));
const ms = (us) => (us / 1000).toFixed(1);
// The events that only wrap others, left out of "what took it".
const WRAPPERS = /^(RunTask|ThreadControllerImpl::RunTask|ThreadPool_RunTask|Scheduler::RunTask|GPUTask|GpuChannel::ExecuteDeferredRequest|CommandBufferStub::OnAsyncFlush|CommandBufferService:PutChanged|ProxyMain::BeginMainFrame|v8.callFunction|AsyncTask Run|EpollEvent|SimpleWatcher::OnHandleReady|Receive mojo message)$/;

console.log(`${frames.length} frames over 50 ms in ${path}; the ${Math.min(frames.length, Number(count))} longest:`);
for (const f of frames.slice(0, Number(count))) {
  console.log(`frame of ${f.ms.toFixed(1)} ms at ${((f.from - offset) / 1000).toFixed(0)} ms:`);
  const rows = [];
  for (const [k, list] of byThread) {
    // The thread's busy time: its outermost events.
    let busy = 0;
    let end = -Infinity;
    const took = new Map();
    for (const e of list) {
      const o = overlap(e, f);
      if (e.ts >= end) {
        busy += o;
        end = e.ts + e.dur;
      }
      if (o < 1000 || WRAPPERS.test(e.name)) continue;
      const t = took.get(e.name) || { wall: 0, cpu: 0 };
      t.wall += o;
      if (e.tdur !== undefined && e.dur > 0) t.cpu += (e.tdur * o) / e.dur;
      took.set(e.name, t);
    }
    if (busy < 3000) continue;
    const pid = Number(k.split("/")[0]);
    const top = [...took].sort((a, b) => b[1].wall - a[1].wall).slice(0, 6);
    rows.push({ busy, line: `  ${processNames.get(pid) || pid} ${threadNames.get(k) || k}: busy ${ms(busy)} ms; ` +
      top.map(([n, t]) => `${n} ${ms(t.wall)}${t.cpu ? ` (cpu ${ms(t.cpu)})` : ""}`).join(", ") });
  }
  rows.sort((a, b) => b.busy - a.busy);
  for (const r of rows) console.log(r.line);
}
