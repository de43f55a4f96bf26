import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, FUNCTION_BASE } from './api-client';
import { startInProcessApi } from './in-process-api';

describe('GET /api/health', () => {
  it('answers through the Hosting rewrite', async () => {
    const response = await fetch(`${API_BASE}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('answers on the function URL itself', async () => {
    const response = await fetch(`${FUNCTION_BASE}/health`);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('answers unknown paths with the JSON error shape', async () => {
    const response = await fetch(`${API_BASE}/no-such-path`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });
});

describe('CORS (the Express app in process: the Functions emulator answers CORS itself)', () => {
  let inProcess: Awaited<ReturnType<typeof startInProcessApi>>;
  beforeAll(async () => {
    inProcess = await startInProcessApi();
  });
  afterAll(() => inProcess.close());

  it('allows the local dev origin, with a preflight', async () => {
    const preflight = await fetch(`${inProcess.base}/projects`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
  });

  it('names no other origin', async () => {
    const response = await fetch(`${inProcess.base}/best-projects`, {
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
