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
import { pathToFileURL } from 'node:url';
import type { Result } from 'lighthouse';
import { lighthouseRun } from './lighthouse-audit';
import { siteUrl } from './site';

/** Lighthouse's default mobile CPU slowdown, its share for a task that lays out, and what makes a task long after it. */
const CPU_SLOWDOWN = 4;
const LAYOUT_SLOWDOWN = CPU_SLOWDOWN * 0.5;
const LONG_TASK_MS = 50;
/** The renderer's synchronous calls to the browser process for a font (Linux), as the `fonts` category traces them. */
const FONT_CALLS = new Set([
  'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike',
  'FontDataService::MatchFamilyName',
]);
/** Where each page's trace is kept, to open in Chrome's Performance panel. */
const TRACE_FOLDER = '.cache/bench/traces';
/** The causes listed per task. */
const TOP_CAUSES = 6;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** CPU time of the thread (the wall time less what the machine gave other processes meanwhile). */
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: Record<string, unknown> & {
      url?: string;
      functionName?: string;
      type?: string;
      styleSheetUrl?: string;
    };
    beginData?: { url?: string };
  };
}

const fileOf = (url: string | undefined) => (url ? (url.split('/').pop() ?? url).split('?')[0] : '');

/** What an event ran, as one short label: `FunctionCall index-abc.js:hydrate`, `EventDispatch click`, … */
function labelOf(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  const url = data.url ?? data.styleSheetUrl ?? event.args?.beginData?.url;
  const detail = [fileOf(typeof url === 'string' ? url : undefined), data.functionName, data.type]
    .filter(Boolean)
    .join(':');
  return detail ? `${event.name} ${detail}` : event.name;
}

/** The page's renderer main thread: the CrRendererMain that parsed the page's HTML. */
function mainThread(events: TraceEvent[], url: string): { pid: number; tid: number } {
  const origin = new URL(url).origin;
  const parse = events.find(
    (event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(origin),
  );
  if (!parse) throw new Error(`The trace has no ParseHTML of ${url}`);
  return { pid: parse.pid, tid: parse.tid };
}

/** An event's CPU time in µs (its wall time where the trace has no thread clock). */
const cpu = (event: TraceEvent) => event.tdur ?? event.dur ?? 0;

/** When the page first painted, in ms from its navigation (as the tasks' start times are). */
function firstPaintOf(events: TraceEvent[], url: string): number {
  const { pid } = mainThread(events, url);
  const start = events.find((event) => event.name === 'navigationStart' && event.pid === pid)?.ts ?? 0;
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === pid);
  return paint ? Math.round((paint.ts - start) / 1000) : Infinity;
}

export interface LongTask {
  startMs: number;
  /** Wall time, unthrottled: what Lighthouse's simulation starts from. */
  wallMs: number;
  /** CPU time, unthrottled. */
  rawMs: number;
  /** The wall time as Lighthouse's simulation slows it down. */
  throttledMs: number;
  /** Unthrottled wall time spent waiting on the browser process for fonts, and how many calls. */
  fontWaitMs: number;
  fontCalls: number;
  causes: { label: string; selfMs: number }[];
}

/** Every task of the page's main thread that Lighthouse's simulation counts as long, with its events' self time by label. */
export function longTasksOf(events: TraceEvent[], url: string): LongTask[] {
  const { pid, tid } = mainThread(events, url);
  const onMain = events
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const navigationStart =
    events.find((event) => event.name === 'navigationStart' && event.pid === pid)?.ts ?? onMain[0]?.ts ?? 0;
  const tasks: LongTask[] = [];
  for (const [index, task] of onMain.entries()) {
    if (task.name !== 'RunTask') continue;
    const end = task.ts + (task.dur ?? 0);
    let after = index + 1;
    while (after < onMain.length && (onMain[after]?.ts ?? end) < end) after++;
    const nested = onMain.slice(index + 1, after);
    const slowdown = nested.some((event) => event.name === 'Layout') ? LAYOUT_SLOWDOWN : CPU_SLOWDOWN;
    if ((task.dur ?? 0) * slowdown < LONG_TASK_MS * 1000) continue;
    const fontCalls = nested.filter((event) => FONT_CALLS.has(event.name));
    const self = new Map<string, number>();
    // Events nested in the task, each's self time: its duration less its direct children's.
    const stack: { event: TraceEvent; end: number; label: string }[] = [];
    const close = (until: number) => {
      while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= until) stack.pop();
    };
    const add = (label: string, us: number) => self.set(label, (self.get(label) ?? 0) + us);
    add('RunTask (itself)', cpu(task));
    for (const event of nested) {
      close(event.ts);
      const parent = stack.at(-1);
      add(parent ? parent.label : 'RunTask (itself)', -cpu(event));
      const label = labelOf(event);
      add(label, cpu(event));
      stack.push({ event, end: event.ts + (event.dur ?? 0), label });
    }
    tasks.push({
      startMs: Math.round((task.ts - navigationStart) / 1000),
      wallMs: Math.round((task.dur ?? 0) / 1000),
      rawMs: Math.round(cpu(task) / 1000),
      throttledMs: Math.round(((task.dur ?? 0) * slowdown) / 1000),
      fontWaitMs: Math.round(fontCalls.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000),
      fontCalls: fontCalls.length,
      causes: [...self.entries()]
        .map(([label, us]) => ({ label, selfMs: Math.round((us * CPU_SLOWDOWN) / 100) / 10 }))
        .filter((cause) => cause.selfMs >= 1)
        .sort((a, b) => b.selfMs - a.selfMs)
        .slice(0, TOP_CAUSES),
    });
  }
  return tasks;
}

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
    for (const task of longTasksOf(events, url)) {
      const fonts =
        task.fontCalls > 0 ? `; ${task.fontWaitMs} ms waiting on ${task.fontCalls} font lookup(s)` : '';
      console.log(
        `    at ${task.startMs} ms${task.startMs < firstPaintMs ? ' (before the first paint)' : ''}: ${task.throttledMs} ms (${task.wallMs} ms of wall time unthrottled, ${task.rawMs} ms of CPU${fonts})`,
      );
      for (const cause of task.causes)
        console.log(`      ${String(cause.selfMs).padStart(6)} ms  ${cause.label}`);
    }
  }
}

// Run as a script; imported, it only lends longTasksOf.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
