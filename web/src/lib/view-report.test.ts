import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_HINT_KEY } from '@/config/session-hint';
import { reportView, VIEW_REPORT_RULES } from './view-report';

// The page's start script carries reportView's source: these tests run that source alone, as the script does, so a
// reference to anything outside the function fails here rather than on the site.
const standalone = new Function(`return ${reportView.toString()}`)() as typeof reportView;

describe('reportView, run from its source alone', () => {
  const sendBeacon = vi.fn(() => true);
  beforeEach(() => {
    vi.stubGlobal('navigator', { sendBeacon });
    localStorage.clear();
  });
  afterEach(() => sendBeacon.mockClear());

  const sent = () => sendBeacon.mock.calls.map(([url, body]: unknown[]) => [url, JSON.parse(String(body))]);

  it('sends the path and the previous page’s host, nothing else', () => {
    standalone('/about', 'https://www.example.com/some/page?q=1', VIEW_REPORT_RULES);
    expect(sent()).toEqual([['/api/views', { path: '/about', referrer: 'www.example.com' }]]);
  });

  it('sends the path alone when the visitor came from nowhere', () => {
    standalone('/', '', VIEW_REPORT_RULES);
    expect(sent()).toEqual([['/api/views', { path: '/' }]]);
  });

  it('sends nothing for the signed-in areas and the account pages', () => {
    for (const path of ['/dashboard', '/dashboard/stats', '/profile', '/signIn', '/signUp', '/forbidden'])
      standalone(path, '', VIEW_REPORT_RULES);
    standalone('/profiles-of-work', '', VIEW_REPORT_RULES);
    expect(sent()).toEqual([['/api/views', { path: '/profiles-of-work' }]]);
  });

  it('sends nothing for the owner, by the session hint', () => {
    localStorage.setItem(SESSION_HINT_KEY, JSON.stringify({ displayName: 'Owner', isAdmin: true }));
    standalone('/about', '', VIEW_REPORT_RULES);
    expect(sent()).toEqual([]);
    localStorage.setItem(SESSION_HINT_KEY, JSON.stringify({ displayName: 'Reader', isAdmin: false }));
    standalone('/about', '', VIEW_REPORT_RULES);
    expect(sent()).toHaveLength(1);
  });

  it('a hint that is not JSON does not stop the report', () => {
    localStorage.setItem(SESSION_HINT_KEY, '{not json');
    standalone('/about', '', VIEW_REPORT_RULES);
    expect(sent()).toHaveLength(1);
  });

  it('sends nothing for a browser that asks not to be tracked', () => {
    vi.stubGlobal('navigator', { sendBeacon, globalPrivacyControl: true });
    standalone('/about', '', VIEW_REPORT_RULES);
    vi.stubGlobal('navigator', { sendBeacon, doNotTrack: '1' });
    standalone('/about', '', VIEW_REPORT_RULES);
    expect(sent()).toEqual([]);
  });
});
