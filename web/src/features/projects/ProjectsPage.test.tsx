import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RequestState } from '@/lib/use-request';
import { projectFixture } from './project.fixture';
import { ProjectsPageView } from './ProjectsPage';
import type { Project } from '@portfolio/common';

function renderPage(category: string, state: RequestState<Project[]>, onRetry?: () => void) {
  render(
    <MemoryRouter initialEntries={[`/projects/${category}`]}>
      <ProjectsPageView category={category} state={state} onRetry={onRetry} />
    </MemoryRouter>,
  );
}

describe('ProjectsPageView', () => {
  it.each([
    ['all', 'All Projects'],
    ['web-dev-project', 'Web Development Projects'],
    ['app-dev-project', 'App Development Projects'],
    ['python-project', 'Python Projects'],
    ['games', 'Projects'],
    ['constructor', 'Projects'],
  ])('heads /projects/%s with "%s" and names the document after it', (category, heading) => {
    renderPage(category, { status: 'success', data: [] });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(document.title).toMatch(new RegExp(`^${heading} · `));
  });

  it('while loading: the loading overlay, no cards', () => {
    renderPage('all', { status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading projects…');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('on error: the error text', () => {
    renderPage('all', { status: 'error', error: new Error('offline') });
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading projects. Please try again later.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('on error with a way to ask again: a Try again button that asks again', async () => {
    const onRetry = vi.fn();
    renderPage('all', { status: 'error', error: new Error('offline') }, onRetry);
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading projects. Please try again later.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('on error without a way to ask again: no button', () => {
    renderPage('all', { status: 'error', error: new Error('offline') });
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('with no projects: the empty state', () => {
    renderPage('python-project', { status: 'success', data: [] });
    expect(screen.getByText('No projects found.')).toBeInTheDocument();
  });

  it('with projects: one card each, with thumbnail, title link and a description clamped to 3 lines', () => {
    const projects = [
      projectFixture(),
      projectFixture({ _id: 'taskboard', title: 'Taskboard', thumbnail: 'https://img.example.com/t.webp' }),
    ];
    renderPage('all', { status: 'success', data: projects });
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);

    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Shopfront' })).toHaveAttribute('href', '/project/shopfront');
    const image = first.getByRole('img', { name: 'Preview of Shopfront' });
    expect(image).toHaveAttribute('src', projects[0]!.thumbnail);
    expect(image).toHaveAttribute('srcset', expect.stringContaining(`${projects[0]!.thumbnail} 480w`));
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(first.getByText(projects[0]!.description)).toHaveClass('line-clamp-3');
    expect(within(cards[1]!).getByRole('link', { name: 'Taskboard' })).toHaveAttribute(
      'href',
      '/project/taskboard',
    );
  });

  it('links every category, marking the current one', () => {
    renderPage('web-dev-project', { status: 'success', data: [] });
    const categories = screen.getByRole('navigation', { name: 'Project categories' });
    expect(within(categories).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/projects/all');
    expect(within(categories).getByRole('link', { name: 'Web Development' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(categories).getByRole('link', { name: 'Python' })).toHaveAttribute(
      'href',
      '/projects/python-project',
    );
  });
});
