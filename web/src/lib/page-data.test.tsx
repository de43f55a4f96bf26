import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-client';
import { pageDataOf, PageDataProvider, serializeJson } from './page-data';
import { useRequest } from './use-request';

describe('serializeJson', () => {
  it('cannot end its script element, and reads back the same', () => {
    const entries = { 'project:x': { data: { title: '</script><script>alert(1)</script>\u2028' } } };
    const body = serializeJson(entries);
    expect(body).not.toMatch(/<\/script/i);
    expect(body).not.toContain('<');
    expect(JSON.parse(body)).toEqual(entries);
  });
});

function withPageData(pageData: ReturnType<typeof pageDataOf>) {
  return ({ children }: { children: ReactNode }) => (
    <PageDataProvider value={pageData}>{children}</PageDataProvider>
  );
}

describe('useRequest with the data the page came with', () => {
  it('shows it at once and does not ask again', () => {
    const load = vi.fn(() => Promise.resolve(['fetched']));
    const { result } = renderHook(() => useRequest('category:all', load), {
      wrapper: withPageData(pageDataOf({ 'category:all': { data: ['served'] } })),
    });
    expect(result.current.state).toEqual({ status: 'success', data: ['served'] });
    expect(load).not.toHaveBeenCalled();
  });

  it("turns a served not-found into the API's 404 error", () => {
    const load = vi.fn(() => Promise.resolve({}));
    const { result } = renderHook(() => useRequest('project:x', load), {
      wrapper: withPageData(pageDataOf({ 'project:x': { errorStatus: 404 } })),
    });
    const { state } = result.current;
    expect(state.status === 'error' && state.error instanceof ApiRequestError && state.error.status).toBe(
      404,
    );
    expect(load).not.toHaveBeenCalled();
  });

  it('asks the API once the page data has expired (after the first navigation)', () => {
    const pageData = pageDataOf({ 'category:all': { data: ['served'] } });
    pageData.expire();
    const load = vi.fn(() => new Promise<string[]>(() => {}));
    const { result } = renderHook(() => useRequest('category:all', load), {
      wrapper: withPageData(pageData),
    });
    expect(result.current.state).toEqual({ status: 'loading' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
