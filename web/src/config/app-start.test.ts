import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { APP_NOW_ATTRIBUTE, APP_START_BOOT_SCRIPT, APP_START_META } from './app-start';

const startScripts = () => document.head.querySelectorAll('script[type=module]').length;
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

function page({ prerendering = false } = {}) {
  document.head.innerHTML = `<meta name="${APP_START_META}" content="/assets/start-x.js">`;
  document.body.innerHTML = '<div id="root" data-json-src="/files/page-data/x.json"><main></main></div>';
  Object.defineProperty(document, 'prerendering', { value: prerendering, configurable: true });
  new Function(APP_START_BOOT_SCRIPT)();
}

afterEach(() => {
  document.documentElement.removeAttribute(APP_NOW_ATTRIBUTE);
  Object.defineProperty(document, 'prerendering', { value: false, configurable: true });
});

// The document is shared with the other files of this environment: leave it as found, and the scripts' listeners
// for a first action used up (each removes them all once it sees one).
afterAll(() => {
  window.dispatchEvent(new KeyboardEvent('keydown'));
  document.documentElement.removeAttribute(APP_NOW_ATTRIBUTE);
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the part of the first script that adds the start script', () => {
  it('adds it once the page has loaded, and leaves the app to wait for an action', async () => {
    page();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await settle();
    expect(startScripts()).toBe(0);
    window.dispatchEvent(new Event('load'));
    // A frame and a task after the load: on a busy machine, longer than a settle.
    await vi.waitFor(() => expect(startScripts()).toBe(1));
    expect(document.documentElement.hasAttribute(APP_NOW_ATTRIBUTE)).toBe(false);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(document.documentElement.hasAttribute(APP_NOW_ATTRIBUTE)).toBe(true);
    expect(startScripts()).toBe(1);
  });

  it('adds it at once on an action before the load, which counts as the first', () => {
    page();
    window.dispatchEvent(new Event('pointerdown'));
    expect(startScripts()).toBe(1);
    expect(document.documentElement.hasAttribute(APP_NOW_ATTRIBUTE)).toBe(true);
  });

  it('adds nothing to a prerendered page until it is shown: nobody has seen it, no view is counted', async () => {
    page({ prerendering: true });
    const listening = vi.spyOn(document, 'addEventListener');
    window.dispatchEvent(new Event('load'));
    // Once the script has seen the load (a frame and a task after it), it waits for the page to be shown.
    await vi.waitFor(() =>
      expect(listening).toHaveBeenCalledWith('prerenderingchange', expect.any(Function), { once: true }),
    );
    listening.mockRestore();
    expect(startScripts()).toBe(0);
    Object.defineProperty(document, 'prerendering', { value: false, configurable: true });
    document.dispatchEvent(new Event('prerenderingchange'));
    expect(startScripts()).toBe(1);
  });
});
