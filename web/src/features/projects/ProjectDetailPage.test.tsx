import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import type { RequestState } from '@/lib/use-request';
import { projectFixture } from './project.fixture';
import { ProjectDetailView } from './ProjectDetailPage';
import type { Project } from '@portfolio/common';

function renderDetail(state: RequestState<Project>, onRetry = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/project/shopfront']}>
      <ProjectDetailView state={state} onRetry={onRetry} notFound={() => <p>The not-found page</p>} />
    </MemoryRouter>,
  );
  return { onRetry };
}

const show = (project: Project) => renderDetail({ status: 'success', data: project });

describe('ProjectDetailView', () => {
  it('shows the facts, dates and technology badges', () => {
    show(projectFixture());
    expect(screen.getByRole('heading', { level: 1, name: 'Shopfront' })).toBeInTheDocument();
    expect(screen.getByText('Let a small clothing brand sell online.')).toBeInTheDocument();
    expect(screen.getByText('Web Development')).toBeInTheDocument();
    expect(screen.getByText('Complete')).toBeInTheDocument();
    expect(screen.getByText('Full Stack')).toBeInTheDocument();
    expect(screen.getByText('6 Jan 2025')).toHaveAttribute('datetime', '2025-01-06');
    expect(screen.getByText('28 Mar 2025')).toHaveAttribute('datetime', '2025-03-28');
    for (const technology of ['React', 'Node JS', 'Mongo DB']) {
      expect(screen.getByText(technology)).toBeInTheDocument();
    }
    expect(document.title).toMatch(/^Shopfront · /);
  });

  it('shows no end date for a project in progress', () => {
    show(projectFixture({ status: 'In Complete', date: { startDate: '2026-02-10' } }));
    expect(screen.getByText('Start date')).toBeInTheDocument();
    expect(screen.queryByText('End date')).not.toBeInTheDocument();
  });

  it('shows each link button only when set, opening in a new tab without an opener', () => {
    show(projectFixture());
    for (const [name, href] of [
      [/^Live Preview/, 'https://shopfront.example.com'],
      [/^GitHub \(Client\)/, 'https://github.com/owner/shopfront-client'],
      [/^GitHub \(Server\)/, 'https://github.com/owner/shopfront-server'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('leaves out the buttons of empty links', () => {
    show(projectFixture({ liveLink: '', githubClient: '', githubServer: 'https://github.com/owner/api' }));
    expect(screen.queryByRole('link', { name: /Live Preview/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /GitHub \(Client\)/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /GitHub \(Server\)/ })).toBeInTheDocument();
  });

  it('shows a play link for the demo video (to YouTube), and the youtube-nocookie player only once it is pressed', () => {
    show(projectFixture({ video: 'dQw4w9WgXcQ' }));
    expect(screen.getByRole('heading', { name: 'Watch Demo Video' })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();

    const play = screen.getByRole('link', { name: 'Play the demo video of Shopfront' });
    expect(play).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    fireEvent.click(play);
    const player = screen.getByTitle('Demo video of Shopfront');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(player.getAttribute('allow')).toContain('autoplay');
    expect(player).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Play the demo video of Shopfront' })).not.toBeInTheDocument();
  });

  it('has no video section without a video id', () => {
    show(projectFixture({ video: '' }));
    expect(screen.queryByRole('heading', { name: 'Watch Demo Video' })).not.toBeInTheDocument();
    expect(screen.queryByTitle('Demo video of Shopfront')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /demo video/ })).not.toBeInTheDocument();
  });

  it('swaps the main image with the screenshot clicked in the strip', () => {
    const project = projectFixture();
    show(project);
    const main = screen.getByTestId('project-main-image');
    expect(main).toHaveAttribute('src', project.image);
    expect(main).toHaveAccessibleName('Shopfront: main image');

    const second = screen.getByRole('link', { name: 'Show screenshot 2' });
    // A link to the page showing it, which the server renders so before the app runs.
    expect(second).toHaveAttribute('href', `/project/${project._id}/picture/2#pictures`);
    fireEvent.click(second);
    expect(main).toHaveAttribute('src', project.screenshots[1]);
    expect(main).toHaveAccessibleName('Shopfront: screenshot 2');
    expect(second).toHaveAttribute('aria-current', 'true');

    const cover = screen.getByRole('link', { name: 'Show the main image' });
    expect(cover).toHaveAttribute('href', `/project/${project._id}#pictures`);
    fireEvent.click(cover);
    expect(main).toHaveAttribute('src', project.image);
    expect(second).not.toHaveAttribute('aria-current');
  });

  it('the strip shows each picture by its thumbnail', () => {
    const project = projectFixture();
    show(project);
    const strip = screen.getByRole('list', { name: 'Screenshots' });
    const sources = [...strip.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(sources).toEqual([project.thumbnail, ...project.screenshotThumbnails]);
  });

  it('an unknown id or a draft (404): what the page shows for not found', () => {
    renderDetail({ status: 'error', error: new ApiRequestError(404, 'not_found', 'Project not found.') });
    expect(screen.getByText('The not-found page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('a failed fetch: an error with a retry', () => {
    const { onRetry } = renderDetail({ status: 'error', error: new TypeError('Failed to fetch') });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Could not load this project' }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
