import { describe, expect, it } from 'vitest';
import { blockingAroundFirstPaint, longTasksOf, type TraceEvent } from './trace-tasks';

const URL = 'http://127.0.0.1:5000/about';
const PAGE = { pid: 1, tid: 1 };
const ms = (value: number) => value * 1000;

/** A complete event of the page's main thread (or `on` another), start and duration in ms. */
function slice(
  name: string,
  start: number,
  duration: number,
  on = PAGE,
  args?: TraceEvent['args'],
): TraceEvent {
  return { name, ph: 'X', ts: ms(start), dur: ms(duration), tdur: ms(duration / 2), ...on, args };
}

const trace: TraceEvent[] = [
  { name: 'navigationStart', ph: 'R', ts: 0, ...PAGE },
  { name: 'firstContentfulPaint', ph: 'R', ts: ms(100), ...PAGE },
  // Before the first paint: 30 ms (120 ms at 4×), with the parse in it.
  slice('RunTask', 10, 30),
  slice('ParseHTML', 12, 20, PAGE, { beginData: { url: URL } }),
  // A layout counts at 2×: 20 ms is 40 ms, not long; 30 ms is 60 ms, long, with a font lookup in it.
  slice('RunTask', 45, 20),
  slice('Layout', 46, 18),
  slice('RunTask', 70, 30),
  slice('Layout', 71, 28),
  slice('WebSandboxSupportLinux::GetWebFontRenderStyleForStrike', 72, 5),
  // After it: 20 ms is 80 ms; 10 ms is 40 ms, not long.
  slice('RunTask', 150, 20),
  slice('RunTask', 200, 10),
  // Another thread's long task is not the page's.
  slice('RunTask', 110, 100, { pid: 1, tid: 2 }),
];

describe('the long tasks of a trace, as Lighthouse slows them', () => {
  it('counts each task by its wall time, 4×, or 2× when it lays out, and names its waits on fonts', () => {
    const tasks = longTasksOf(trace, URL);
    expect(
      tasks.map(({ startMs, wallMs, rawMs, throttledMs }) => ({ startMs, wallMs, rawMs, throttledMs })),
    ).toEqual([
      { startMs: 10, wallMs: 30, rawMs: 15, throttledMs: 120 },
      { startMs: 70, wallMs: 30, rawMs: 15, throttledMs: 60 },
      { startMs: 150, wallMs: 20, rawMs: 10, throttledMs: 80 },
    ]);
    expect(tasks[1]).toMatchObject({ fontCalls: 1, fontWaitMs: 5 });
    expect(tasks[0]).toMatchObject({ fontCalls: 0, fontWaitMs: 0 });
  });

  it('splits their blocking time at the first paint', () => {
    expect(blockingAroundFirstPaint(trace, URL)).toEqual({ beforePaintMs: 70 + 10, afterPaintMs: 30 });
  });
});
