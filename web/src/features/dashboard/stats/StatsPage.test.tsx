import type { VisitStats } from '@portfolio/common';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadVisitStats } from '@/features/dashboard/api/stats-requests';
import { StatsPage } from './StatsPage';

vi.mock('@/features/dashboard/api/stats-requests', () => ({ loadVisitStats: vi.fn() }));

function statsOf(days: 7 | 30 | 90, views: number[]): VisitStats {
  const daily = views.map((count, index) => ({
    date: `2026-11-${String(19 + index).padStart(2, '0')}`,
    views: count,
    previousDate: `2026-11-${String(12 + index).padStart(2, '0')}`,
    previousViews: 2,
  }));
  const total = views.reduce((sum, count) => sum + count, 0);
  return {
    days,
    daily,
    totals: { views: total, previousViews: 2 * views.length },
    pages: [
      { path: '/project/shop', projectId: 'shop', title: 'Shopfront', views: 9 },
      { path: '/', views: 5 },
      { path: '/project/gone', projectId: 'gone', views: 1 },
    ],
    referrers: [
      { host: 'direct', views: 6 },
      { host: 'linkedin.com', views: 4 },
    ],
    devices: { desktop: 10, phone: 4, tablet: 1 },
    languages: [
      { language: 'en', views: 12 },
      { language: 'bn', views: 3 },
    ],
  };
}

const week = statsOf(7, [1, 3, 0, 4, 2, 3, 2]);

function renderPage(url = '/dashboard/stats') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <StatsPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.mocked(loadVisitStats).mockReset();
});

describe('the Statistics page', () => {
  it('says the total against the range before and the busiest day, and has the numbers as a table', async () => {
    vi.mocked(loadVisitStats).mockResolvedValue(week);
    renderPage('/dashboard/stats?days=7');
    const chart = await screen.findByRole('figure');
    expect(loadVisitStats).toHaveBeenCalledWith(7);
    expect(chart).toHaveAccessibleName(
      '15 views in the last 7 days, up 7% from the 7 days before (14). Busiest day: Sun 22 Nov, 4.',
    );
    const table = within(chart).getByRole('table', { name: /Views per day/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(
      within(rows[4]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '15 Nov', '2']);
  });

  it('switches the range with pressed buttons, and keeps it in the address', async () => {
    vi.mocked(loadVisitStats).mockResolvedValue(statsOf(30, [5]));
    renderPage();
    await screen.findByRole('figure');
    const range = screen.getByRole('group', { name: 'Range' });
    expect(within(range).getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    vi.mocked(loadVisitStats).mockResolvedValue(statsOf(90, [7]));
    fireEvent.click(within(range).getByRole('button', { name: '90 days' }));
    await waitFor(() => expect(loadVisitStats).toHaveBeenLastCalledWith(90));
    expect(within(range).getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(range).getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'false');
    await screen.findByText(/7 views in the last 90 days/);
  });

  it('lists the top projects (a deleted one without a title), sources and devices', async () => {
    vi.mocked(loadVisitStats).mockResolvedValue(week);
    renderPage();
    const projects = await screen.findByRole('region', { name: 'Top projects' });
    expect(within(projects).getByRole('link', { name: 'Shopfront' })).toHaveAttribute(
      'href',
      '/project/shop',
    );
    expect(within(projects).getByText('A deleted project')).toBeVisible();
    const sources = screen.getByRole('region', { name: 'Where visitors come from' });
    expect(
      within(sources)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Direct (a typed address, a bookmark, an app)', 'linkedin.com']);
    const devices = screen.getByRole('region', { name: 'Devices' });
    expect(
      within(devices)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toContain('Phone427%');
    const languages = screen.getByRole('region', { name: 'Languages' });
    expect(
      within(languages)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['English (en)', 'বাংলা (bn)']);
  });

  it('says so when the statistics cannot be loaded', async () => {
    vi.mocked(loadVisitStats).mockRejectedValue(new Error('offline'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The statistics could not be loaded.');
  });
});
