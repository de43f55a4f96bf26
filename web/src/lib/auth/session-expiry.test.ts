import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionExpiry } from './session-expiry';

describe('session expiry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function effects() {
    return {
      signOut: vi.fn(() => Promise.resolve()),
      showExpiredPopup: vi.fn(),
      goToForbidden: vi.fn(),
      reload: vi.fn(),
      done: vi.fn(),
    };
  }

  it('signs out, shows the popup, goes to /forbidden, and reloads after 5 seconds', async () => {
    const spy = effects();
    createSessionExpiry(spy)();
    expect(spy.signOut).toHaveBeenCalledOnce();
    expect(spy.showExpiredPopup).toHaveBeenCalledOnce();
    expect(spy.goToForbidden).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(4999);
    expect(spy.reload).not.toHaveBeenCalled();
    expect(spy.done).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    expect(spy.reload).toHaveBeenCalledOnce();
  });

  it('several refused calls expire the session once', async () => {
    const spy = effects();
    const expire = createSessionExpiry(spy);
    expire();
    expire();
    await vi.advanceTimersByTimeAsync(5000);
    expect(spy.signOut).toHaveBeenCalledOnce();
    expect(spy.reload).toHaveBeenCalledOnce();
  });
});
