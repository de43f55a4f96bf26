import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAuth } from '@/lib/auth';
import { DEVICE_RECORD_TIMEOUT_MS } from '@/lib/device';
import { signOutUser } from '@/lib/sign-out';
import { trackDevice } from './account-requests';

/**
 * A fetch whose API answers never come (each request ends only when its signal aborts it), and the API's time limits
 * as timers the test runs out itself.
 */
function answersNeverCome() {
  const apiCalls: string[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    if (!url.startsWith('/api/')) return Promise.reject(new TypeError('offline'));
    apiCalls.push(url);
    return new Promise((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('timed out', 'TimeoutError')));
    });
  });
  const limits = new Map<number, AbortController>();
  vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
    const controller = new AbortController();
    limits.set(ms, controller);
    return controller.signal;
  });
  const runOut = (ms: number) => limits.get(ms)?.abort();
  return { apiCalls, runOut };
}

async function signedIn() {
  const { auth } = await loadAuth();
  vi.spyOn(auth, 'currentUser', 'get').mockReturnValue({
    getIdToken: () => Promise.resolve('id-token'),
  } as never);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return auth;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('recording the device at sign-in and sign-out', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('gives up on an answer that does not come, so that signing in goes on', async () => {
    await signedIn();
    const { apiCalls, runOut } = answersNeverCome();
    let done = false;
    void trackDevice().then(() => (done = true));
    await settled();
    expect(apiCalls).toEqual(['/api/auth/track-device']);
    expect(done).toBe(false);
    runOut(DEVICE_RECORD_TIMEOUT_MS);
    await settled();
    expect(done).toBe(true);
  });

  it('signs out even when clearing the device gets no answer', async () => {
    const auth = await signedIn();
    const { apiCalls, runOut } = answersNeverCome();
    const signOut = vi.spyOn(auth, 'signOut').mockResolvedValue();
    const signingOut = signOutUser();
    await settled();
    expect(apiCalls).toEqual(['/api/auth/track-device']);
    expect(signOut).not.toHaveBeenCalled();
    runOut(DEVICE_RECORD_TIMEOUT_MS);
    await signingOut;
    expect(signOut).toHaveBeenCalledOnce();
  });
});
