// The function's module load (what a cold start pays before the first request) beside a bare firebase-functions +
// firebase-admin function, measured alternately in fresh Node processes of the same run.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './stats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BARE_FUNCTION = path.join(root, '.cache/bench/bare-function/index.cjs');
const RUNS = 9;

/** The reference: one HTTP function that initialises firebase-admin with Firestore, and nothing else. */
const BARE_FUNCTION_SOURCE = `const { onRequest } = require('firebase-functions/v2/https');
const { initializeApp } = require('firebase-admin/app');
const { getFirestore } = require('firebase-admin/firestore');
const app = initializeApp();
const db = getFirestore(app);
exports.api = onRequest((req, res) => {
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ ok: Boolean(db) }));
});
`;

export interface ColdStartRow {
  /** Medians: requiring the module, and until its first answer to GET /api/health (module load included). */
  functionMs: number;
  bareMs: number;
  ratio: number;
  functionFirstAnswerMs: number;
  bareFirstAnswerMs: number;
  firstAnswerRatio: number;
  runs: number;
}

/**
 * In a fresh process, as the platform starts an instance: the milliseconds to require the module, then to its
 * first answer (the exported `api` served over HTTP, GET /api/health), both counted from before the require.
 */
const MEASURE_SCRIPT = (modulePath: string) => `
const start = process.hrtime.bigint();
const ms = () => Number(process.hrtime.bigint() - start) / 1e6;
const { api } = require(${JSON.stringify(modulePath)});
const loaded = ms();
const server = require('node:http').createServer(api).listen(0, '127.0.0.1', async () => {
  const response = await fetch('http://127.0.0.1:' + server.address().port + '/api/health');
  await response.text();
  console.log(JSON.stringify({ loaded, answered: ms(), status: response.status }));
  server.close();
  process.exit(0);
});`;

function loadTime(modulePath: string): { loaded: number; answered: number } {
  const script = MEASURE_SCRIPT(modulePath);
  const result = spawnSync('node', ['-e', script], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      GCLOUD_PROJECT: 'demo-portfolio',
      FIREBASE_CONFIG: JSON.stringify({
        projectId: 'demo-portfolio',
        storageBucket: 'demo-portfolio.appspot.com',
      }),
    },
  });
  try {
    const figures = JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '') as {
      loaded: number;
      answered: number;
      status: number;
    };
    if (figures.status !== 200) throw new Error(`GET /api/health answered ${figures.status}`);
    return figures;
  } catch (error) {
    throw new Error(`starting ${modulePath} failed: ${(error as Error).message} ${result.stderr}`);
  }
}

export function measureColdStart(): ColdStartRow {
  mkdirSync(path.dirname(BARE_FUNCTION), { recursive: true });
  writeFileSync(BARE_FUNCTION, BARE_FUNCTION_SOURCE);
  const built = path.join(root, 'functions/lib/index.js');
  const functionRuns: { loaded: number; answered: number }[] = [];
  const bareRuns: { loaded: number; answered: number }[] = [];
  // One of each first, unmeasured: the file system cache then serves both alike.
  loadTime(BARE_FUNCTION);
  loadTime(built);
  for (let run = 0; run < RUNS; run++) {
    bareRuns.push(loadTime(BARE_FUNCTION));
    functionRuns.push(loadTime(built));
  }
  const middle = (runs: { loaded: number; answered: number }[], key: 'loaded' | 'answered') =>
    Math.round(median(runs.map((run) => run[key])) ?? 0);
  const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
  const functionMs = middle(functionRuns, 'loaded');
  const bareMs = middle(bareRuns, 'loaded');
  const functionFirstAnswerMs = middle(functionRuns, 'answered');
  const bareFirstAnswerMs = middle(bareRuns, 'answered');
  return {
    functionMs,
    bareMs,
    ratio: ratio(functionMs, bareMs),
    functionFirstAnswerMs,
    bareFirstAnswerMs,
    firstAnswerRatio: ratio(functionFirstAnswerMs, bareFirstAnswerMs),
    runs: RUNS,
  };
}
