import { act, renderHook, waitFor } from '@testing-library/react';
import { DEFAULT_SITE_CONTENT } from '@portfolio/common';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '@/testing/deferred';
import { ApiRequestError, apiRequest } from '../api-client';
import { pageDataOf, PageDataProvider, revalidatePageData } from '../page-data';
import { SiteContentProvider, useSiteContent } from '../site-content';
import { useRequest } from '../use-request';

// The revision is the page's own, for good: this file runs alone (a mocked module keeps it apart from the others).
vi.mock('@/lib/auth', () => ({ currentIdToken: async () => 'token', expireSession: vi.fn() }));

/** A served page and its revalidation (as page-freshness/watch.ts does it). */
function pageWith(entries: Parameters<typeof pageDataOf>[0]) {
  const pageData = pageDataOf(entries);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PageDataProvider value={pageData}>{children}</PageDataProvider>
  );
  const revalidate = () => act(() => revalidatePageData());
  return { wrapper, revalidate };
}

describe('useRequest when the page is revalidated', () => {
  it('asks again and shows the served answer until the new one comes', async () => {
    const { wrapper, revalidate } = pageWith({ 'category:all': { data: ['served'] } });
    const answer = deferred<string[]>();
    const load = vi.fn(() => answer.promise);
    const { result } = renderHook(() => useRequest('category:all', load), { wrapper });
    expect(load).not.toHaveBeenCalled();

    revalidate();
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.state).toEqual({ status: 'success', data: ['served'] });
    await act(async () => answer.resolve(['served', 'added since']));
    expect(result.current.state).toEqual({ status: 'success', data: ['served', 'added since'] });
  });

  it("shows the API's answer when it refuses now (a project deleted since)", async () => {
    const { wrapper, revalidate } = pageWith({ 'project:x': { data: 'served' } });
    const load = vi.fn(() => Promise.reject(new ApiRequestError(404, 'not_found', 'Project not found.')));
    const { result } = renderHook(() => useRequest('project:x', load), { wrapper });
    revalidate();
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    const { state } = result.current;
    expect(state.status === 'error' && state.error instanceof ApiRequestError && state.error.status).toBe(
      404,
    );
  });

  it("takes nothing from the served data afterwards: it may be older than the API's", () => {
    const pageData = pageDataOf({ 'category:all': { data: ['served'] } });
    act(() => revalidatePageData());
    expect(pageData.take('category:all')).toBeUndefined();
  });
});

describe("the API client's public reads", () => {
  it('skip the CDN once the page has been revalidated (the owner only); signed-in calls and writes do not', async () => {
    const fetched = vi.fn(async (..._args: unknown[]) => Response.json([]));
    vi.stubGlobal('fetch', fetched);
    const urls = () => fetched.mock.calls.map(([url]) => String(url));
    act(() => revalidatePageData());
    await apiRequest('/filterd-projects?categoryOfProject=all', { authenticated: false });
    await apiRequest('/best-projects', { authenticated: false });
    await apiRequest('/views', { method: 'POST', authenticated: false, json: {} });
    await apiRequest('/projects');
    expect(urls()).toEqual([
      expect.stringMatching(/^\/api\/filterd-projects\?categoryOfProject=all&fresh=\d+$/),
      expect.stringMatching(/^\/api\/best-projects\?fresh=\d+$/),
      '/api/views',
      '/api/projects',
    ]);
  });
});

describe('the site content when the page is revalidated', () => {
  it("asks the API again, past the CDN, and shows the owner's new texts", async () => {
    const served = { ...DEFAULT_SITE_CONTENT, name: 'Served name' };
    const fetched = vi.fn(async (..._args: unknown[]) => Response.json({ ...served, name: 'Saved since' }));
    vi.stubGlobal('fetch', fetched);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SiteContentProvider initial={served}>{children}</SiteContentProvider>
    );
    const { result } = renderHook(() => useSiteContent().name, { wrapper });
    expect(result.current).toBe('Served name');
    // Its revision may be above 0 already (the tests above): a bump is what counts.
    fetched.mockClear();
    act(() => revalidatePageData());
    await waitFor(() => expect(result.current).toBe('Saved since'));
    expect(fetched.mock.calls.map(([url]) => String(url))).toEqual([
      expect.stringMatching(/^\/api\/site\?fresh=\d+$/),
    ]);
  });
});
