import type { Project } from '@portfolio/common';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { RequestState } from '@/lib/use-request';
import { routePatterns } from '@/config/paths';
import { projectFixture } from './project.fixture';
import { ProjectsPageView } from './ProjectsPage';

const PROJECTS = [
  projectFixture({ _id: 'shop', title: 'Shopfront', technologies: ['React', 'Node JS', 'Stripe'] }),
  projectFixture({
    _id: 'board',
    title: 'Taskboard',
    description: 'A kanban board for small teams.',
    purpose: 'Plan sprints.',
    technologies: ['react ', 'Firebase', 'Tailwind'],
  }),
  projectFixture({
    _id: 'cafe',
    title: 'Café Crème',
    description: 'Menus for a café.',
    purpose: 'Orders at the table.',
    technologies: ['Vue', 'Firebase'],
  }),
];

function renderPage(url: string, state: RequestState<Project[]> = { status: 'success', data: PROJECTS }) {
  const router = createMemoryRouter(
    [{ path: routePatterns.projects, element: <ProjectsPageView category="all" state={state} /> }],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return {
    search: () => router.state.location.search,
    back: () => act(() => router.navigate(-1)),
  };
}

const cardTitles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const chips = () => within(screen.getByRole('group', { name: 'Technologies' }));
const chip = (name: string) => chips().getByRole('link', { name });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search projects' });
const liveCount = () => document.querySelector('[aria-live="polite"]');

describe('filtering /projects/{category}', () => {
  it('offers one chip per technology, most used first, whatever its case and spaces', () => {
    renderPage('/projects/all');
    const links = chips().getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Firebase',
      'React',
      'Node JS',
      'Stripe',
      'Tailwind',
      'Vue',
    ]);
    expect(links.every((link) => !link.hasAttribute('aria-current'))).toBe(true);
    expect(chip('Vue')).toHaveAttribute('href', '/projects/all/filter?tech=Vue');
    expect(screen.getByRole('search', { name: 'Filter projects' })).toContainElement(searchBox());
    expect(searchBox()).toHaveAttribute('type', 'search');
    expect(cardTitles()).toEqual(['Shopfront', 'Taskboard', 'Café Crème']);
    expect(liveCount()).toHaveTextContent('3 projects');
  });

  it('a URL with tech and q opens with only the matches, the chips chosen and the words in the box', () => {
    renderPage('/projects/all/filter?tech=firebase&tech=REACT&q=kanban');
    expect(cardTitles()).toEqual(['Taskboard']);
    expect(chip('Firebase')).toHaveAttribute('aria-current', 'true');
    expect(chip('React')).toHaveAttribute('aria-current', 'true');
    expect(chip('Vue')).not.toHaveAttribute('aria-current');
    expect(searchBox()).toHaveValue('kanban');
    expect(liveCount()).toHaveTextContent('1 of 3 projects');
  });

  it('the plain list filters nothing whatever its query, as its published file does; its form goes to the filtered path', () => {
    renderPage('/projects/all?tech=Vue&q=kanban');
    expect(cardTitles()).toEqual(['Shopfront', 'Taskboard', 'Café Crème']);
    expect(searchBox()).toHaveValue('');
    expect(screen.getByRole('search')).toHaveAttribute('action', '/projects/all/filter');
  });

  it('chips toggle the URL; a project must have every pressed technology; the last unpressed gives the plain URL', async () => {
    const user = userEvent.setup();
    const page = renderPage('/projects/all');
    await user.click(chip('Firebase'));
    expect(page.search()).toBe('?tech=Firebase');
    expect(chip('Firebase')).toHaveAttribute('aria-current', 'true');
    expect(cardTitles()).toEqual(['Taskboard', 'Café Crème']);

    await user.click(chip('React'));
    expect(page.search()).toBe('?tech=Firebase&tech=React');
    expect(cardTitles()).toEqual(['Taskboard']);
    expect(liveCount()).toHaveTextContent('1 of 3 projects');

    await user.click(chip('Firebase'));
    await user.click(chip('React'));
    expect(page.search()).toBe('');
    expect(cardTitles()).toHaveLength(3);
  });

  it('each chip toggle is a step Back undoes', async () => {
    const user = userEvent.setup();
    const page = renderPage('/projects/all');
    await user.click(chip('Firebase'));
    await user.click(chip('Vue'));
    expect(cardTitles()).toEqual(['Café Crème']);
    await page.back();
    expect(page.search()).toBe('?tech=Firebase');
    expect(chip('Vue')).not.toHaveAttribute('aria-current');
    expect(cardTitles()).toEqual(['Taskboard', 'Café Crème']);
    await page.back();
    expect(page.search()).toBe('');
    expect(cardTitles()).toHaveLength(3);
  });

  it('the search box matches without case or accents and writes q; Back leaves the search in one step', async () => {
    const user = userEvent.setup();
    const page = renderPage('/projects/all');
    await user.type(searchBox(), 'CAFE creme');
    expect(page.search()).toBe('?q=CAFE+creme');
    expect(cardTitles()).toEqual(['Café Crème']);

    await page.back();
    expect(page.search()).toBe('');
    expect(searchBox()).toHaveValue('');
    expect(cardTitles()).toHaveLength(3);
  });

  it('the search reads description, purpose and technologies too, and keeps the chips', async () => {
    const user = userEvent.setup();
    const page = renderPage('/projects/all/filter?tech=Firebase');
    await user.type(searchBox(), 'sprints');
    expect(page.search()).toBe('?tech=Firebase&q=sprints');
    expect(cardTitles()).toEqual(['Taskboard']);
    await user.clear(searchBox());
    expect(page.search()).toBe('?tech=Firebase');
    await user.type(searchBox(), 'stripe');
    expect(cardTitles()).toEqual([]);
  });

  it('nothing matching: "No projects found." and Clear filters, which gives the plain URL and focuses the box', async () => {
    const user = userEvent.setup();
    const page = renderPage('/projects/all/filter?tech=Vue&q=shop');
    expect(screen.getByText('No projects found.')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(liveCount()).toHaveTextContent('0 of 3 projects');
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(page.search()).toBe('');
    expect(cardTitles()).toHaveLength(3);
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('a technology in the URL that no project has gets a pressed chip, to unpress it', async () => {
    const user = userEvent.setup();
    const page = renderPage('/projects/all/filter?tech=Cobol');
    expect(chip('Cobol')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('No projects found.')).toBeInTheDocument();
    await user.click(chip('Cobol'));
    expect(page.search()).toBe('');
    expect(screen.queryByRole('link', { name: 'Cobol' })).not.toBeInTheDocument();
  });

  it('beyond eight technologies, a link shows or folds the rest on a phone; pressed chips always show', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 10 }, (_, index) =>
      projectFixture({ _id: `p${index}`, technologies: [`Tech ${index}`] }),
    );
    renderPage('/projects/all/filter?tech=Tech%209', { status: 'success', data: many });
    const item = (name: string) => chip(name).closest('li');
    expect(item('Tech 0')).not.toHaveClass('max-sm:hidden');
    expect(item('Tech 7')).not.toHaveClass('max-sm:hidden');
    expect(item('Tech 8')).toHaveClass('max-sm:hidden');
    expect(item('Tech 9')).not.toHaveClass('max-sm:hidden');

    // Unpressing a chip past the first eight keeps it in view: the list unfolds.
    await user.click(chip('Tech 9'));
    expect(chip('Tech 9')).not.toHaveAttribute('aria-current');
    expect(item('Tech 9')).not.toHaveClass('max-sm:hidden');
    await user.click(screen.getByRole('link', { name: 'Fewer technologies' }));
    expect(item('Tech 9')).toHaveClass('max-sm:hidden');
    expect(item('Tech 8')).toHaveClass('max-sm:hidden');

    const more = screen.getByRole('link', { name: 'All 10 technologies' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(item('Tech 8')).not.toHaveClass('max-sm:hidden');
    expect(screen.getByRole('link', { name: 'Fewer technologies' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('eight technologies or fewer: no such link', () => {
    renderPage('/projects/all');
    expect(screen.queryByRole('link', { name: /technologies$/ })).not.toBeInTheDocument();
  });

  it('no filters while loading, on error, or for a category without projects', () => {
    for (const state of [
      { status: 'loading' },
      { status: 'error', error: new Error('offline') },
      { status: 'success', data: [] },
    ] as RequestState<Project[]>[]) {
      const { unmount } = render(
        <RouterProvider
          router={createMemoryRouter(
            [{ path: '/projects/:c', element: <ProjectsPageView category="all" state={state} /> }],
            { initialEntries: ['/projects/all'] },
          )}
        />,
      );
      expect(screen.queryByRole('search')).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Clear filters' })).not.toBeInTheDocument();
      unmount();
    }
  });
});
