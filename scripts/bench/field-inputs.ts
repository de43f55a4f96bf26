// The measured inputs of the field model: a fresh instance's first answer of `/` and a warm instance's (the
// function's app in fresh Node processes, as the cold-start bench runs it), and a file from the Hosting emulator.
import { measurePageAnswers } from './cold-start';
import type { FieldInputs } from './field-model';
import { siteUrl } from './site';
import { median } from './stats';

/** A file Hosting serves itself whatever is published: the built app's icon. */
const HOSTING_FILE = '/favicon.png';
const FILE_ANSWERS = 20;

/** Milliseconds until the answer's headers arrive (the first byte), median of several. */
async function fileAnswerMs(): Promise<number> {
  const samples: number[] = [];
  for (let run = 0; run < FILE_ANSWERS + 3; run++) {
    const started = performance.now();
    const response = await fetch(siteUrl(HOSTING_FILE));
    const ms = performance.now() - started;
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${HOSTING_FILE} answered ${response.status}`);
    if (run >= 3) samples.push(ms);
  }
  return Math.round((median(samples) ?? 0) * 10) / 10;
}

export async function measureFieldInputs(): Promise<FieldInputs> {
  const { coldMs, warmMs } = measurePageAnswers('/');
  return { coldMs, warmMs, fileMs: await fileAnswerMs() };
}
