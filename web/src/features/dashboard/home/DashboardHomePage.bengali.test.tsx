// The dashboard's home page on /bn/dashboard: the Bengali catalog's three parts in place, as the browser puts them
// (page-language.ts), and the page's headings, links, figures and menu in Bengali; English again once undone.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import bnDashboard from '@/i18n/catalogs/bn-dashboard';
import bnPages from '@/i18n/catalogs/bn-pages';
import bnHome from '@/i18n/catalogs/bn.json';
import { applyInterfaceLanguage, type InterfaceLanguage } from '@/i18n/interface-texts';
import type { Catalog } from '@/i18n/parse-catalog';
import { DashboardHomePage } from './DashboardHomePage';
import { useContactMessages } from '@/features/dashboard/data/live-messages';
import { useDashboardProjects } from '@/features/dashboard/data/live-projects';
import { sampleProject } from '@/features/dashboard/test-fixtures';

vi.mock('@/features/dashboard/data/live-projects', () => ({ useDashboardProjects: vi.fn() }));
vi.mock('@/features/dashboard/data/live-messages', () => ({ useContactMessages: vi.fn() }));
// The visits panel reads the statistics: here they never come.
vi.mock('@/features/dashboard/stats/use-visit-stats', () => ({
  useVisitStats: () => ({ status: 'loading' }),
}));

const message = { _id: 'm', name: 'A', number: '1', email: 'a@b.co', message: 'Hi', read: false };

function renderHome() {
  vi.mocked(useDashboardProjects).mockReturnValue({
    status: 'success',
    data: [sampleProject(), sampleProject({ _id: 'p2', published: false, title: 'Second' })],
  });
  vi.mocked(useContactMessages).mockReturnValue({
    status: 'success',
    data: [message, { ...message, _id: 'n', read: true }],
  });
  return render(
    <MemoryRouter>
      <DashboardHomePage />
    </MemoryRouter>,
  );
}

let language: InterfaceLanguage | undefined;
afterEach(() => {
  language?.restore();
  language = undefined;
});

describe('Dashboard home in Bengali', () => {
  it('has its headings, links, figures and notes in Bengali', () => {
    language = applyInterfaceLanguage('bn', ...([bnHome, bnPages, bnDashboard] as Catalog[]));
    renderHome();

    expect(screen.getByRole('heading', { level: 1, name: 'ড্যাশবোর্ড' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'ড্যাশবোর্ড' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'সাম্প্রতিক বার্তা' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'খসড়া' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'বিভাগ অনুযায়ী প্রকল্প' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'একটি প্রকল্প যোগ করুন' })).toHaveAttribute(
      'href',
      paths.dashboardAddProject,
    );
    expect(screen.getByRole('navigation', { name: 'ড্যাশবোর্ডের শর্টকাট' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Second সম্পাদনা করুন' })).toHaveAttribute(
      'href',
      paths.dashboardUpdateProject('p2'),
    );

    const stat = (label: string) => within(screen.getByText(label).parentElement!).getByRole('definition');
    // Every figure in Bengali digits: the card's as the page's locale writes numbers, the note's as the catalog's
    // number argument formats it.
    expect(stat('সব প্রকল্প')).toHaveTextContent('২');
    expect(stat('সব প্রকল্প')).toHaveTextContent('১টি প্রকাশিত');
    expect(stat('অপঠিত বার্তা')).toHaveTextContent('১');
    expect(screen.getByRole('button', { name: 'আমার সব ডেটা ডাউনলোড করুন' })).toBeInTheDocument();
    expect(screen.queryByText('Dashboard')).not.toBeInTheDocument();
  });

  it('is English again once the language is undone', () => {
    applyInterfaceLanguage('bn', ...([bnHome, bnPages, bnDashboard] as Catalog[])).restore();
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a project' })).toBeInTheDocument();
  });
});
