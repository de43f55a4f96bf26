import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAuth, onSessionExpired } from '@/lib/auth';
import { apiRequest, ApiRequestError } from './api-client';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('apiRequest', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    onSessionExpired(() => {});
  });

  async function signedIn() {
    const { auth } = await loadAuth();
    vi.spyOn(auth, 'currentUser', 'get').mockReturnValue({
      getIdToken: () => Promise.resolve('id-token'),
    } as never);
  }

  it('sends the bearer token of the signed-in user', async () => {
    await signedIn();
    const fetchSpy = vi.fn(() => Promise.resolve(answer(200, { ok: true })));
    vi.stubGlobal('fetch', fetchSpy);
    await expect(apiRequest('/health')).resolves.toEqual({ ok: true });
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/health',
      expect.objectContaining({ headers: { Authorization: 'Bearer id-token' } }),
    );
  });

  it.each([401, 403])(
    'a %i on a signed-in call expires the session and throws the API error',
    async (status) => {
      await signedIn();
      const expired = vi.fn();
      onSessionExpired(expired);
      vi.stubGlobal('fetch', () =>
        Promise.resolve(answer(status, { error: { code: 'forbidden', message: 'No' } })),
      );
      const failure = apiRequest('/projects');
      await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
      await expect(failure).rejects.toMatchObject({ status, code: 'forbidden', message: 'No' });
      expect(expired).toHaveBeenCalledOnce();
    },
  );

  it('does not expire anything while signing out, nor for a visitor', async () => {
    const expired = vi.fn();
    onSessionExpired(expired);
    vi.stubGlobal('fetch', () => Promise.resolve(answer(401, {})));
    await expect(apiRequest('/user?email=a@b.co')).rejects.toMatchObject({ status: 401 });
    await signedIn();
    await expect(
      apiRequest('/auth/track-device', { method: 'DELETE', expireSessionOnRefusal: false }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(expired).not.toHaveBeenCalled();
  });

  it('carries the field errors of a 400', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        answer(400, {
          error: {
            code: 'validation_failed',
            message: 'Invalid',
            fields: { title: 'Project Title is required' },
          },
        }),
      ),
    );
    await expect(apiRequest('/projects', { method: 'POST', authenticated: false })).rejects.toMatchObject({
      fields: { title: 'Project Title is required' },
    });
  });
});
