// The long tasks of a page's load in a Lighthouse trace, as Lighthouse's simulation of a phone counts them: each
// main-thread task's wall time, 4× (2× for a task that lays out), is long over 50 ms.

/** Lighthouse's default mobile CPU slowdown, its share for a task that lays out, and what makes a task long after it. */
export const CPU_SLOWDOWN = 4;
const LAYOUT_SLOWDOWN = CPU_SLOWDOWN * 0.5;
export const LONG_TASK_MS = 50;
/** The renderer's synchronous calls to the browser process for a font (Linux), as the `fonts` category traces them. */
const FONT_CALLS = new Set([
  'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike',
  'FontDataService::MatchFamilyName',
]);
/** The causes kept per task. */
const TOP_CAUSES = 6;

export interface TraceEvent {
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

/** A URL's file name, without its query. */
export const fileOf = (url: string | undefined) => (url ? (url.split('/').pop() ?? url).split('?')[0] : '');

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

/** When the page's navigation started (µs, the trace's clock): what the tasks' and the paint's times count from. */
function navigationStartOf(events: TraceEvent[], pid: number): number {
  const start = events.find((event) => event.name === 'navigationStart' && event.pid === pid);
  if (!start) throw new Error('The trace has no navigationStart of the page');
  return start.ts;
}

/** When the page first painted, in ms from its navigation (as the tasks' start times are). */
export function firstPaintOf(events: TraceEvent[], url: string): number {
  const { pid } = mainThread(events, url);
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === pid);
  return paint ? Math.round((paint.ts - navigationStartOf(events, pid)) / 1000) : Infinity;
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
  const navigationStart = navigationStartOf(events, pid);
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

/**
 * The blocking time of long tasks (each one's slowed time past 50 ms), split by whether the task began before the
 * page's first paint in the trace. Lighthouse's TBT counts only what follows the first paint; its simulation also
 * counts tasks that ran before it (the navigation's commit, the parse, the first layout), as it places the first
 * paint before them.
 */
export function blockingAround(
  tasks: readonly LongTask[],
  firstPaintMs: number,
): { beforePaintMs: number; afterPaintMs: number } {
  let beforePaintMs = 0;
  let afterPaintMs = 0;
  for (const task of tasks) {
    const blocking = task.throttledMs - LONG_TASK_MS;
    if (task.startMs < firstPaintMs) beforePaintMs += blocking;
    else afterPaintMs += blocking;
  }
  return { beforePaintMs, afterPaintMs };
}

/** `blockingAround` the first paint, for the long tasks of a trace. */
export const blockingAroundFirstPaint = (events: TraceEvent[], url: string) =>
  blockingAround(longTasksOf(events, url), firstPaintOf(events, url));
