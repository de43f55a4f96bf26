import autocannon from 'autocannon';
import { VISITOR_ACCOUNT } from '../demo-accounts';
import { emulatorIdToken } from '../lib/auth-emulator';
import { BENCH_PROJECT_ID, siteUrl } from './site';
import { percentile } from './stats';
import { warmUp } from './warm-up';

/** One endpoint at one concurrency; latencies in milliseconds. */
export interface ApiLoadRow {
  endpoint: string;
  connections: number;
  requests: number;
  answered: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number | undefined;
  p95Ms: number | undefined;
  p99Ms: number | undefined;
  /** Non-2xx answers, connection errors and timeouts, and requests left unanswered at the time limit. */
  errors: number;
}

interface Endpoint {
  path: string;
  headers?: Record<string, string>;
}

/** Enough to count errors under load (latency is no longer a budget); keeps the step near a minute here. */
const REQUESTS_PER_RUN = 1000;
const CONCURRENCIES = [1, 20];
/** A run that has not finished by then is stopped; what it did not send counts as errors. */
const RUN_TIME_LIMIT_MS = 60_000;
const REQUEST_TIMEOUT_S = 10;
const WARM_UP_ROUNDS = 5;

/** An ID token of the seeded visitor from the Auth emulator (valid for an hour, longer than the whole bench). */
const visitorIdToken = () => emulatorIdToken(VISITOR_ACCOUNT.email, VISITOR_ACCOUNT.password);

function load(endpoint: Endpoint, connections: number): Promise<ApiLoadRow> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: siteUrl(endpoint.path),
        connections,
        amount: REQUESTS_PER_RUN,
        timeout: REQUEST_TIMEOUT_S,
        headers: endpoint.headers,
      },
      (error, result) => {
        clearTimeout(timeLimit);
        if (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        const answered = latencies.length;
        resolve({
          endpoint: `GET ${endpoint.path}`,
          connections,
          requests: REQUESTS_PER_RUN,
          answered,
          seconds: result.duration,
          requestsPerSecond: result.duration > 0 ? answered / result.duration : 0,
          p50Ms: percentile(latencies, 50),
          p95Ms: percentile(latencies, 95),
          p99Ms: percentile(latencies, 99),
          // `errors` already counts the timeouts.
          errors: result.non2xx + result.errors + Math.max(0, REQUESTS_PER_RUN - answered - result.errors),
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTimeMs) => latencies.push(responseTimeMs));
    const timeLimit = setTimeout(() => instance.stop(), RUN_TIME_LIMIT_MS);
  });
}

export async function measureApiLoad(onRow: (row: ApiLoadRow) => void): Promise<ApiLoadRow[]> {
  const token = await visitorIdToken();
  const endpoints: Endpoint[] = [
    { path: '/api/best-projects' },
    { path: `/api/projects/${BENCH_PROJECT_ID}` },
    {
      path: `/api/user?email=${VISITOR_ACCOUNT.email}`,
      headers: { Authorization: `Bearer ${token}` },
    },
  ];
  // Every endpoint at the highest concurrency first: the emulator's worker processes are then all up and warm.
  for (const endpoint of endpoints) {
    await warmUp([endpoint.path], Math.max(...CONCURRENCIES), endpoint.headers, WARM_UP_ROUNDS);
  }
  const rows: ApiLoadRow[] = [];
  for (const endpoint of endpoints) {
    for (const connections of CONCURRENCIES) {
      const row = await load(endpoint, connections);
      onRow(row);
      rows.push(row);
    }
  }
  return rows;
}
