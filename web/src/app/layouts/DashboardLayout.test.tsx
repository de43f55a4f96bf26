import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { useContactMessages } from '@/features/dashboard';
import { DashboardLayout } from './DashboardLayout';
import { useSignOut } from './use-sign-out';

vi.mock('@/features/dashboard', () => ({ useContactMessages: vi.fn(), PublicationStatus: () => null }));
vi.mock('./use-sign-out', () => ({ useSignOut: vi.fn() }));

const message = { _id: 'm', name: 'A', number: '1', email: 'a@b.co', message: 'Hi', read: false };

const signOut = vi.fn();

function renderLayout() {
  vi.mocked(useContactMessages).mockReturnValue({ status: 'success', data: [message, message] });
  vi.mocked(useSignOut).mockReturnValue(signOut);
  window.scrollTo = () => {};
  const router = createMemoryRouter(
    [
      {
        path: paths.dashboard,
        element: <DashboardLayout />,
        children: [
          { index: true, element: <h1>Dashboard</h1> },
          { path: paths.dashboardMyProjects, element: <h1>My All Projects</h1> },
        ],
      },
    ],
    { initialEntries: [paths.dashboard] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('DashboardLayout', () => {
  it('has a logo to the site and the side menu (Home, Add Project, My All Projects, Writing, Messages, Statistics, Site, Translations, Trash), with the unread count', () => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'Portfolio' })).toHaveAttribute('href', '/');
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', paths.dashboard],
      ['Add Project', paths.dashboardAddProject],
      ['My All Projects', paths.dashboardMyProjects],
      ['Writing', paths.dashboardWriting],
      ['Messages2', paths.dashboardMessages],
      ['Statistics', paths.dashboardStats],
      ['Site', paths.dashboardSite],
      ['Translations', paths.dashboardTranslations],
      ['Trash', paths.dashboardTrash],
    ]);
    expect(within(menu).getByLabelText('2 unread')).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('the drawer toggle opens the menu, and following a link closes it', () => {
    const router = renderLayout();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'dashboard-menu');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toHaveAttribute('data-open', 'true');

    fireEvent.click(screen.getByRole('link', { name: 'My All Projects' }));
    expect(router.state.location.pathname).toBe(paths.dashboardMyProjects);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('the drawer takes focus to its first link, and Escape closes it and gives focus back to the toggle', () => {
    renderLayout();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveFocus();
    expect(screen.getByRole('main', { hidden: true })).toHaveAttribute('inert');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
  });

  it('a click on the backdrop closes the drawer', () => {
    renderLayout();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    fireEvent.click(screen.getByTestId('drawer-backdrop'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('the top bar has the owner, the way back to the site and Sign Out', () => {
    renderLayout();
    const topBar = screen.getByRole('banner');
    expect(within(topBar).getByRole('link', { name: 'View site' })).toHaveAttribute('href', paths.home);
    expect(within(topBar).getByRole('link', { name: /^Profile: / })).toHaveAttribute('href', paths.profile);
    fireEvent.click(within(topBar).getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledOnce();
  });
});
