import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { DashboardHomePage } from './DashboardHomePage';
import { useContactMessages } from '@/features/dashboard/data/live-messages';
import { useDashboardProjects } from '@/features/dashboard/data/live-projects';
import { sampleProject } from '@/features/dashboard/test-fixtures';

vi.mock('@/features/dashboard/data/live-projects', () => ({ useDashboardProjects: vi.fn() }));
vi.mock('@/features/dashboard/data/live-messages', () => ({ useContactMessages: vi.fn() }));

const message = { _id: 'm', name: 'A', number: '1', email: 'a@b.co', message: 'Hi', read: false };

describe('Dashboard home', () => {
  it('counts the projects by category and status, the unread messages, and links on', () => {
    vi.mocked(useDashboardProjects).mockReturnValue({
      status: 'success',
      data: [
        sampleProject(),
        sampleProject({ _id: 'p2', category: 'python-project', status: 'In Complete' }),
      ],
    });
    vi.mocked(useContactMessages).mockReturnValue({
      status: 'success',
      data: [message, { ...message, _id: 'n', read: true }],
    });
    render(
      <MemoryRouter>
        <DashboardHomePage />
      </MemoryRouter>,
    );
    const stat = (label: string) => within(screen.getByText(label).parentElement!).getByRole('definition');
    expect(stat('All projects')).toHaveTextContent('2');
    expect(stat('Web Development')).toHaveTextContent('1');
    expect(stat('App Development')).toHaveTextContent('0');
    expect(stat('Python')).toHaveTextContent('1');
    expect(stat('Complete')).toHaveTextContent('1');
    expect(stat('In Complete')).toHaveTextContent('1');
    expect(stat('Unread messages')).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'Add a project' })).toHaveAttribute(
      'href',
      paths.dashboardAddProject,
    );
    expect(screen.getByRole('link', { name: 'See all projects' })).toHaveAttribute(
      'href',
      paths.dashboardMyProjects,
    );
    expect(screen.getByRole('link', { name: 'Read the messages' })).toHaveAttribute(
      'href',
      paths.dashboardMessages,
    );
  });

  it('says "Something went wrong." when a list cannot be read', () => {
    vi.mocked(useDashboardProjects).mockReturnValue({ status: 'error', error: new Error('denied') });
    vi.mocked(useContactMessages).mockReturnValue({ status: 'success', data: [] });
    render(
      <MemoryRouter>
        <DashboardHomePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
  });
});
