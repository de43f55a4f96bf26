import { describe, expect, it } from 'vitest';
import { API_BASE, FUNCTION_BASE } from './api-client';

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
