// npx tsx scripts/bench/preview-cost.ts
//
// What the preview (POST /api/posts/preview) costs the function for the worst bodies a hostile writer can send within
// the body's limit, beside an ordinary post measured in the same run: each body rendered by the API's own renderer
// in a fresh process, its time and its peak memory above the process at rest (Linux: the peak is reset first).
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ORDINARY_POST_BODY,
  OVERSIZED_HTML_BODIES,
  OVERSIZED_TABLE_BODIES,
} from '../lib/oversized-post-bodies';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ORDINARY = 'ordinary post';
const BODIES: Record<string, string> = {
  [ORDINARY]: ORDINARY_POST_BODY,
  ...OVERSIZED_HTML_BODIES,
  ...OVERSIZED_TABLE_BODIES,
};

export interface RenderCost {
  body: string;
  ms: number;
  peakMib: number;
  /** 200, or the 400 the preview answers. */
  status: number;
}

export interface PreviewCost {
  ordinary: RenderCost;
  worst: { ms: RenderCost; peak: RenderCost };
  rows: RenderCost[];
}

const kb = (status: string, field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
const memory = () => readFileSync('/proc/self/status', 'utf8');

/** In the child: renders one body as the preview does, after a warm-up, and prints its cost as JSON. */
async function measureInChild(name: string): Promise<void> {
  const { renderPost } = await import('../../functions/src/services/post-rendering');
  const { ApiError } = await import('../../functions/src/core/api-error');
  const render = (body: string) => {
    try {
      // The preview's answer is the JSON of this: its size counts in the memory too.
      return JSON.stringify(renderPost(body)).length > 0 ? 200 : 500;
    } catch (error) {
      if (error instanceof ApiError) return error.status;
      throw error;
    }
  };
  render(ORDINARY_POST_BODY);
  globalThis.gc?.();
  // Resets the process's peak resident set to what it holds now (Linux ≥ 4.0), so that the peak is this render's.
  writeFileSync('/proc/self/clear_refs', '5');
  const rest = kb(memory(), 'VmRSS');
  const started = performance.now();
  const status = render(BODIES[name] ?? '');
  const ms = performance.now() - started;
  const peakMib = (kb(memory(), 'VmHWM') - rest) / 1024;
  console.log(JSON.stringify({ body: name, ms, peakMib, status } satisfies RenderCost));
}

function measureOne(name: string): Promise<RenderCost> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'node',
      ['--expose-gc', '--import', 'tsx', 'scripts/bench/preview-cost.ts', '--child', name],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as RenderCost)
        : reject(new Error(`rendering "${name}" exited with ${code}`)),
    );
  });
}

export async function measurePreviewCost(): Promise<PreviewCost> {
  const rows: RenderCost[] = [];
  for (const name of Object.keys(BODIES)) rows.push(await measureOne(name));
  const ordinary = rows.find((row) => row.body === ORDINARY);
  if (!ordinary) throw new Error('the ordinary post was not measured');
  const hostile = rows.filter((row) => row !== ordinary);
  const most = (key: 'ms' | 'peakMib') => hostile.reduce((a, b) => (b[key] > a[key] ? b : a));
  return { ordinary, worst: { ms: most('ms'), peak: most('peakMib') }, rows };
}

const figures = (ms: number, mib: number) => `${Math.round(ms)} ms, ${mib.toFixed(1)} MB peak`;
const ratio = (value: number, reference: number) => `${(value / Math.max(reference, 0.1)).toFixed(1)}×`;

/** The two lines the bench prints, then each body's. */
export function previewCostLines({ ordinary, worst, rows }: PreviewCost): string {
  return [
    `preview worst-case: ${figures(worst.ms.ms, worst.peak.peakMib)} ` +
      `(${ratio(worst.ms.ms, ordinary.ms)} the time, ${ratio(worst.peak.peakMib, ordinary.peakMib)} the memory; ` +
      `slowest: ${worst.ms.body}, largest: ${worst.peak.body})`,
    `ordinary post: ${figures(ordinary.ms, ordinary.peakMib)} (${Math.round(ORDINARY_POST_BODY.length / 1024)} KB of Markdown)`,
    ...rows.map((row) => `  ${row.body}: ${figures(row.ms, row.peakMib)}, answered ${row.status}`),
  ].join('\n');
}

const childIndex = process.argv.indexOf('--child');
if (childIndex >= 0) {
  await measureInChild(process.argv[childIndex + 1] ?? '');
} else if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  console.log(previewCostLines(await measurePreviewCost()));
}
