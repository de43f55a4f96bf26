// Save to live: the time from a save's answer until Hosting serves the change. The owner saves the site content
// with a new hero title; `/` is asked of Hosting until its HTML holds it. Whether Hosting answers with a published
// file or the function's render, the figure is when a visitor can see the change.
import { randomUUID } from 'node:crypto';
import { OWNER_ACCOUNT } from '../demo-accounts';
import { emulatorIdToken } from '../lib/auth-emulator';
import { countExecutions } from './function-executions';
import { siteUrl } from './site';
import { median } from './stats';

const SAVES = 10;
const POLL_MS = 100;
/** A change not live after this long counts as never live: the measurement fails. */
const GIVE_UP_MS = 60_000;
/** The page the saved field shows on. */
const PAGE = '/';

export interface SaveToLiveRow {
  saves: number;
  medianMs: number;
  maxMs: number;
  /** Who answered `/` once the last change was live: a file (no function execution) or the function. */
  servedBy: 'a file' | 'the function' | 'unknown';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function pageHtml(): Promise<string> {
  const response = await fetch(siteUrl(PAGE), { signal: AbortSignal.timeout(10_000) });
  return response.text();
}

/** Milliseconds from now until `/` holds the text (or, `present` false, no longer holds it). */
async function untilServed(text: string, present = true): Promise<number> {
  const started = performance.now();
  while ((await pageHtml()).includes(text) !== present) {
    if (performance.now() - started > GIVE_UP_MS) {
      throw new Error(`"${text}" still ${present ? 'not ' : ''}served after ${GIVE_UP_MS} ms`);
    }
    await sleep(POLL_MS);
  }
  return performance.now() - started;
}

export async function measureSaveToLive(): Promise<SaveToLiveRow> {
  const token = await emulatorIdToken(OWNER_ACCOUNT.email, OWNER_ACCOUNT.password);
  const original = (await (await fetch(siteUrl('/api/site'))).json()) as Record<string, unknown>;
  const save = async (content: Record<string, unknown>) => {
    const response = await fetch(siteUrl('/api/site'), {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(content),
    });
    if (!response.ok) throw new Error(`PUT /api/site answered ${response.status}: ${await response.text()}`);
  };
  const samples: number[] = [];
  let title = '';
  try {
    for (let run = 1; run <= SAVES; run++) {
      title = `Bench save ${run} ${randomUUID().slice(0, 8)}`;
      await save({ ...original, heroTitle: title });
      samples.push(await untilServed(title));
    }
  } finally {
    await save(original);
    if (title) await untilServed(title, false);
  }
  const counted = countExecutions();
  await pageHtml();
  const executions = counted && (await counted()).total;
  return {
    saves: SAVES,
    medianMs: Math.round(median(samples) ?? 0),
    maxMs: Math.round(Math.max(...samples)),
    servedBy: executions === undefined ? 'unknown' : executions > 0 ? 'the function' : 'a file',
  };
}
