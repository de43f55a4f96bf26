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
 * first answer (the exported `api` served over HTTP), both counted from before the require; then, warm, the
 * milliseconds of each further answer of the same path.
 */
const MEASURE_SCRIPT = (modulePath: string, urlPath: string, warmAnswers: number) => `
const start = process.hrtime.bigint();
const ms = () => Number(process.hrtime.bigint() - start) / 1e6;
const { api } = require(${JSON.stringify(modulePath)});
const loaded = ms();
const server = require('node:http').createServer(api).listen(0, '127.0.0.1', async () => {
  const url = 'http://127.0.0.1:' + server.address().port + ${JSON.stringify(urlPath)};
  const response = await fetch(url);
  await response.text();
  const answered = ms();
  const warm = [];
  for (let i = 0; i < ${warmAnswers}; i++) {
    const before = ms();
    await (await fetch(url)).text();
    warm.push(ms() - before);
  }
  console.log(JSON.stringify({ loaded, answered, warm, status: response.status }));
  server.close();
  process.exit(0);
});`;

interface FreshProcessFigures {
  loaded: number;
  answered: number;
  warm: number[];
}

function loadTime(modulePath: string, urlPath = '/api/health', warmAnswers = 0): FreshProcessFigures {
  const script = MEASURE_SCRIPT(modulePath, urlPath, warmAnswers);
  const result = spawnSync('node', ['-e', script], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      GCLOUD_PROJECT: 'demo-portfolio',
      FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080',
      FIREBASE_CONFIG: JSON.stringify({
        projectId: 'demo-portfolio',
        storageBucket: 'demo-portfolio.appspot.com',
      }),
    },
  });
  try {
    const figures = JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '') as FreshProcessFigures & {
      status: number;
    };
    if (figures.status !== 200) throw new Error(`GET ${urlPath} answered ${figures.status}`);
    return figures;
  } catch (error) {
    throw new Error(`starting ${modulePath} failed: ${(error as Error).message} ${result.stderr}`);
  }
}

export function measureColdStart(): ColdStartRow {
  mkdirSync(path.dirname(BARE_FUNCTION), { recursive: true });
  writeFileSync(BARE_FUNCTION, BARE_FUNCTION_SOURCE);
  const built = path.join(root, 'functions/lib/index.js');
  const functionRuns: FreshProcessFigures[] = [];
  const bareRuns: FreshProcessFigures[] = [];
  // One of each first, unmeasured: the file system cache then serves both alike.
  loadTime(BARE_FUNCTION);
  loadTime(built);
  for (let run = 0; run < RUNS; run++) {
    bareRuns.push(loadTime(BARE_FUNCTION));
    functionRuns.push(loadTime(built));
  }
  const middle = (runs: FreshProcessFigures[], key: 'loaded' | 'answered') =>
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

/** A page's answer by a fresh instance (its cold start and first render) and by a warm one: medians, in ms. */
export function measurePageAnswers(
  urlPath: string,
  runs = 5,
  warmAnswers = 5,
): { coldMs: number; warmMs: number } {
  const built = path.join(root, 'functions/lib/index.js');
  loadTime(built, urlPath); // unmeasured: the file system cache then serves every run alike
  const samples = Array.from({ length: runs }, () => loadTime(built, urlPath, warmAnswers));
  return {
    coldMs: Math.round(median(samples.map((sample) => sample.answered)) ?? 0),
    warmMs: Math.round(median(samples.flatMap((sample) => sample.warm)) ?? 0),
  };
}
