// The measured inputs of the field model: a fresh instance's first answer of `/` and a warm instance's (the
// function's app in fresh Node processes, as the cold-start bench runs it), and a file from the Hosting emulator.
import { get } from 'node:http';
import { measurePageAnswers } from './cold-start';
import type { FieldInputs } from './field-model';
import { siteUrl } from './site';
import { median } from './stats';

/** A file Hosting serves itself whatever is published: the built app's icon. */
const HOSTING_FILE = '/favicon.png';
const FILE_ANSWERS = 20;

/** Milliseconds until the answer's headers arrive (the first byte), on a connection of its own. */
function firstByteMs(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    // A new connection each time: a kept-alive one the server has just closed fails the request.
    get(url, { agent: false }, (response) => {
      const ms = performance.now() - started;
      response.resume();
      response.on('end', () =>
        response.statusCode === 200 ? resolve(ms) : reject(new Error(`GET ${url}: ${response.statusCode}`)),
      );
    }).on('error', reject);
  });
}

/** A file from Hosting: the median of several, after a few unmeasured. */
async function fileAnswerMs(): Promise<number> {
  const samples: number[] = [];
  for (let run = 0; run < FILE_ANSWERS + 3; run++) {
    const ms = await firstByteMs(siteUrl(HOSTING_FILE));
    if (run >= 3) samples.push(ms);
  }
  return Math.round((median(samples) ?? 0) * 10) / 10;
}

export async function measureFieldInputs(): Promise<FieldInputs> {
  const { coldMs, warmMs } = measurePageAnswers('/');
  return { coldMs, warmMs, fileMs: await fileAnswerMs() };
}
