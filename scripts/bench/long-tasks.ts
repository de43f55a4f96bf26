// npx tsx scripts/bench/long-tasks.ts [/path or URL …]  (paths of the site already served at 127.0.0.1:5000, e.g. `npm start`)
//
// Names the cause of every long task a page's load has under Lighthouse's mobile settings: one Lighthouse run per
// page, and for each main-thread task that Lighthouse's simulation counts as long (its wall time in the trace, 4×,
// or 2× for a task that lays out, over 50 ms), the events it spent its CPU time in (self time), each named by what it
// ran: a script's file and function, the event it dispatched, the stylesheet it parsed, or the style and layout work
// itself. Lighthouse's own TBT and long-tasks audit are printed beside it. A task's wall time less its CPU time is
// time the thread waited: for other processes to give the core back (on a busy machine), or for the browser process
// to answer a synchronous call. On Linux, a font the page's text needs is one such call per family, size and style
// (the run records the `fonts` trace category for them), which a phone's browser does not make.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Result } from 'lighthouse';
import { lighthouseRun } from './lighthouse-audit';
import { siteUrl } from './site';
import {
  blockingAround,
  CPU_SLOWDOWN,
  fileOf,
  firstPaintOf,
  LONG_TASK_MS,
  longTasksOf,
  type TraceEvent,
} from './trace-tasks';

/** Where each page's trace is kept, to open in Chrome's Performance panel. */
const TRACE_FOLDER = '.cache/bench/traces';

function auditItems(lhr: Result, id: string): Record<string, unknown>[] {
  const details = lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined;
  return details?.items ?? [];
}

async function main(): Promise<void> {
  const pages = process.argv.slice(2);
  for (const page of pages.length > 0 ? pages : ['/', '/projects/all', '/project/seed-shopfront', '/about']) {
    const url = /^https?:/.test(page) ? page : siteUrl(page);
    const { lhr, traceEvents } = await lighthouseRun(url, { additionalTraceCategories: 'fonts' });
    const tbt = lhr.audits['total-blocking-time']?.numericValue;
    console.log(
      `\n${page}: TBT ${Math.round(tbt ?? NaN)} ms, performance ${Math.round((lhr.categories.performance?.score ?? NaN) * 100)}`,
    );
    console.log('  Lighthouse long tasks (simulated):');
    for (const item of auditItems(lhr, 'long-tasks')) {
      console.log(
        `    ${Math.round(Number(item.duration))} ms at ${Math.round(Number(item.startTime))} ms  ${fileOf(String(item.url))}`,
      );
    }
    console.log('  Main-thread work by kind:');
    for (const item of auditItems(lhr, 'mainthread-work-breakdown')) {
      console.log(`    ${String(item.groupLabel).padEnd(28)} ${Math.round(Number(item.duration))} ms`);
    }
    const events = traceEvents as TraceEvent[];
    const tracePath = path.join(TRACE_FOLDER, `${page.replace(/\W+/g, '_') || 'home'}.json`);
    mkdirSync(TRACE_FOLDER, { recursive: true });
    writeFileSync(tracePath, JSON.stringify({ traceEvents: events }));
    const firstPaintMs = firstPaintOf(events, url);
    console.log(
      `  Tasks over ${LONG_TASK_MS} ms as Lighthouse slows them (CPU self time ×${CPU_SLOWDOWN}; first paint at ${firstPaintMs} ms; trace: ${tracePath}):`,
    );
    const tasks = longTasksOf(events, url);
    for (const task of tasks) {
      const fonts =
        task.fontCalls > 0 ? `; ${task.fontWaitMs} ms waiting on ${task.fontCalls} font lookup(s)` : '';
      console.log(
        `    at ${task.startMs} ms${task.startMs < firstPaintMs ? ' (before the first paint)' : ''}: ${task.throttledMs} ms (${task.wallMs} ms of wall time unthrottled, ${task.rawMs} ms of CPU${fonts})`,
      );
      for (const cause of task.causes)
        console.log(`      ${String(cause.selfMs).padStart(6)} ms  ${cause.label}`);
    }
    const { beforePaintMs, afterPaintMs } = blockingAround(tasks, firstPaintMs);
    console.log(
      `  Their blocking time (past ${LONG_TASK_MS} ms each): ${beforePaintMs} ms in tasks before the first paint, ${afterPaintMs} ms after it`,
    );
  }
}

await main();
