import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { alertError, alertSuccess, confirmDanger } from '@/lib/alerts';
import { deleteProject } from '@/features/dashboard/api/project-requests';
import { useDashboardProjects } from '@/features/dashboard/data/live-projects';
import { sampleProject } from '@/features/dashboard/test-fixtures';
import { MyProjectsPage } from './MyProjectsPage';

vi.mock('@/lib/alerts', () => ({
  alertSuccess: vi.fn(),
  alertError: vi.fn(),
  confirmDanger: vi.fn(),
}));
vi.mock('@/features/dashboard/api/project-requests', () => ({ deleteProject: vi.fn() }));
vi.mock('@/features/dashboard/data/live-projects', () => ({ useDashboardProjects: vi.fn() }));
vi.mock('@/features/dashboard/api/stats-requests', () => ({
  loadVisitStats: vi.fn(() =>
    Promise.resolve({ pages: [{ path: '/project/second', projectId: 'second', views: 1234 }] }),
  ),
}));

const first = sampleProject({ _id: 'first', title: 'Shopfront', priority: 1 });
const second = sampleProject({
  _id: 'second',
  title: 'Fit Tracker',
  priority: 2,
  category: 'app-dev-project',
  status: 'In Complete',
  date: { startDate: '2025-05-02' },
});

function renderPage() {
  render(
    <MemoryRouter>
      <MyProjectsPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(useDashboardProjects).mockReturnValue({ status: 'success', data: [first, second] });
});

describe('My All Projects', () => {
  it('shows a loader while the projects load', () => {
    vi.mocked(useDashboardProjects).mockReturnValue({ status: 'loading' });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the projects');
  });

  it('says "Something went wrong." when the list cannot be read', () => {
    vi.mocked(useDashboardProjects).mockReturnValue({ status: 'error', error: new Error('denied') });
    renderPage();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
  });

  it('says "No projects found." when there is none', () => {
    vi.mocked(useDashboardProjects).mockReturnValue({ status: 'success', data: [] });
    renderPage();
    expect(screen.getByText('No projects found.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists image, title, category, status, priority, dates, views and the actions, in priority order', async () => {
    renderPage();
    // The views of the last 30 days, once the statistics have come; a project with none has 0.
    await waitFor(() => expect(screen.getByText('1,234')).toBeVisible());
    const [header, ...rows] = screen.getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Image', 'Title', 'Category', 'Status', 'Priority', 'Dates', 'Views (30 days)', 'Actions']);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Shopfront',
      'Fit Tracker',
    ]);
    const cells = within(rows[1]!).getAllByRole('cell');
    // Dates keep to one line with non-breaking spaces; read them as a reader would.
    expect(cells.map((cell) => cell.textContent?.replaceAll('\u00a0', ' '))).toEqual([
      '',
      'App Development',
      'In Complete',
      '2',
      '2 May 2025',
      '1,234',
      'EditUnpublishDelete',
    ]);
    expect(within(rows[0]!).getByRole('img', { name: 'Shopfront' })).toHaveAttribute('src', first.thumbnail);
    expect(within(rows[0]!).getByText('6 Jan 2025 – 28 Mar 2025')).toBeVisible();
    expect(within(rows[0]!).getByRole('link', { name: 'Edit Shopfront' })).toHaveAttribute(
      'href',
      paths.dashboardUpdateProject('first'),
    );
  });

  it('marks a draft, which only the admin sees', () => {
    vi.mocked(useDashboardProjects).mockReturnValue({
      status: 'success',
      data: [first, { ...second, published: false }],
    });
    renderPage();
    const [, published, draft] = screen.getAllByRole('row');
    expect(within(draft!).getByRole('rowheader')).toHaveTextContent('Fit TrackerDraft');
    expect(within(published!).queryByText('Draft')).not.toBeInTheDocument();
  });

  it('deletes after "Are you sure?", then says "Deleted!" with "Your project has been deleted."', async () => {
    vi.mocked(confirmDanger).mockResolvedValue(true);
    vi.mocked(deleteProject).mockResolvedValue();
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Fit Tracker' }));
    await waitFor(() => expect(deleteProject).toHaveBeenCalledWith('second'));
    expect(confirmDanger).toHaveBeenCalledWith(
      'Are you sure?',
      'It moves to the Trash, where you can restore it for 30 days.',
      'Yes, delete it!',
    );
    await waitFor(() =>
      expect(alertSuccess).toHaveBeenCalledWith('Deleted!', 1500, 'Your project has been deleted.'),
    );
  });

  it('deletes nothing when the owner cancels', async () => {
    vi.mocked(confirmDanger).mockResolvedValue(false);
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Shopfront' }));
    await waitFor(() => expect(confirmDanger).toHaveBeenCalled());
    expect(deleteProject).not.toHaveBeenCalled();
  });

  it('says "Something went wrong while deleting!" when the delete fails', async () => {
    vi.mocked(confirmDanger).mockResolvedValue(true);
    vi.mocked(deleteProject).mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Shopfront' }));
    await waitFor(() => expect(alertError).toHaveBeenCalledWith('Something went wrong while deleting!'));
    expect(alertSuccess).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete Shopfront' })).toBeEnabled();
  });
});
