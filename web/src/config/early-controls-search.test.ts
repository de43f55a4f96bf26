import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_READY_ATTRIBUTE } from './early-controls';
import { SEARCH_PAGE_PATH, SITE_SEARCH_SCRIPT } from './early-controls-search';
import { PAGE_BOOT_SCRIPT } from './page-boot-script';
import { paths } from './paths';

/** A page of its own (a frame, removed after each test with the script's listeners) running the script. */
function pageWithScript(
  html: string,
  history?: Pick<History, 'state' | 'pushState'>,
): { page: Document; frame: Window & typeof globalThis } {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  const frame = iframe.contentWindow as Window & typeof globalThis;
  const page = frame.document;
  page.body.innerHTML = html;
  new Function(
    'document',
    'history',
    'dispatchEvent',
    'URLSearchParams',
    'FormData',
    'PopStateEvent',
    SITE_SEARCH_SCRIPT,
  )(
    page,
    history ?? frame.history,
    frame.dispatchEvent.bind(frame),
    frame.URLSearchParams,
    frame.FormData,
    frame.PopStateEvent,
  );
  return { page, frame };
}

const HEADER = '<header><form role="search" action="/search"><input name="q" value="kotlin"></form></header>';
const pressSlash = (page: Document, target: Element = page.body) =>
  target.dispatchEvent(
    new (page.defaultView as Window & typeof globalThis).KeyboardEvent('keydown', {
      key: '/',
      bubbles: true,
      cancelable: true,
    }),
  );

afterEach(() => {
  vi.restoreAllMocks();
  document.querySelectorAll('iframe').forEach((iframe) => iframe.remove());
});

describe('the search before and beside the app', () => {
  it('is part of every page’s first script, sending to the search page', () => {
    expect(PAGE_BOOT_SCRIPT).toContain(SITE_SEARCH_SCRIPT);
    expect(SEARCH_PAGE_PATH).toBe(paths.search);
  });

  it('focuses the header’s field on / where no field has the focus, and leaves a / typed in a field', () => {
    const { page, frame } = pageWithScript(`${HEADER}<textarea></textarea>`);
    const field = page.querySelector('input');
    // jsdom lays nothing out: every element counts as shown.
    vi.spyOn(
      (frame as Window & typeof globalThis).HTMLElement.prototype,
      'offsetParent',
      'get',
    ).mockReturnValue(page.body);
    expect(pressSlash(page)).toBe(false);
    expect(page.activeElement).toBe(field);
    const textarea = page.querySelector('textarea');
    textarea?.focus();
    expect(pressSlash(page, textarea ?? page.body)).toBe(true);
    expect(page.activeElement).toBe(textarea);
  });

  it('sends the header’s form inside the app once it runs, and natively before', () => {
    // The frame's address is about:blank, whose history takes no other: a history that records what it is given.
    const pushState = vi.fn();
    const { page, frame } = pageWithScript(HEADER, { state: { idx: 2 }, pushState });
    const form = page.querySelector('form');
    const popstate = vi.fn();
    frame.addEventListener('popstate', popstate);
    const submit = () => form?.dispatchEvent(new frame.Event('submit', { bubbles: true, cancelable: true }));
    expect(submit()).toBe(true);
    expect(pushState).not.toHaveBeenCalled();
    page.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
    expect(submit()).toBe(false);
    expect(pushState).toHaveBeenCalledWith(expect.objectContaining({ idx: 3 }), '', '/search?q=kotlin');
    expect(popstate).toHaveBeenCalledOnce();
  });
});
