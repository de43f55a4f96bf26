import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { Link } from '@/components/links';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '@/lib/reload-page';
import { AppErrorPage, RouteErrorPage } from './RouteErrorPage';

// jsdom cannot reload a page; the button's effect is checked on this stand-in.
vi.mock('@/lib/reload-page', () => ({ reloadPage: vi.fn() }));

const CHUNK_FAILURE =
  'Failed to fetch dynamically imported module: http://127.0.0.1:5000/assets/AboutPage-x.js';

function Layout() {
  return (
    <>
      <nav aria-label="Main">
        <Link to="/about">About</Link>
      </nav>
      <main>
        <Outlet />
      </main>
    </>
  );
}

function Thrower(): never {
  throw new Error('A page that breaks while rendering');
}

/** The app's shape: a layout whose pages sit under a pathless route with the error screen. */
function renderApp(initialPath: string) {
  const pages: RouteObject[] = [
    { index: true, element: <h1>Home</h1> },
    { path: 'about', lazy: () => Promise.reject(new TypeError(CHUNK_FAILURE)) },
    { path: 'broken', element: <Thrower /> },
  ];
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Layout />,
        hydrateFallbackElement: <p>Loading</p>,
        children: [{ errorElement: <RouteErrorPage />, children: pages }],
      },
    ],
    { initialEntries: [initialPath] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RouteErrorPage', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    // React and the error screen report the failure on the console; kept out of the test output.
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    consoleError.mockRestore();
    vi.mocked(reloadPage).mockClear();
  });

  it('offers a reload, inside the layout, when a page’s chunk fails to load on client-side navigation', async () => {
    const user = userEvent.setup();
    renderApp('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'About' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Reloading the page fixes it\.$/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    // The title is set by an effect, which may run after the heading is on screen.
    await waitFor(() => expect(document.title).toMatch(/^This page could not be loaded · /));

    expect(reloadPage).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('offers the same reload when the chunk fails on the first load', async () => {
    renderApp('/about');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    // The report is an effect: it may run after the screen is shown.
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Route error', expect.any(TypeError)));
  });

  it('says something went wrong when a page throws, reports it, and still offers the reload', async () => {
    const user = userEvent.setup();
    renderApp('/broken');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        'Route error',
        expect.objectContaining({ message: expect.any(String) }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('leaves the error behind on the next navigation', async () => {
    const router = renderApp('/broken');
    await screen.findByRole('heading', { name: 'Something went wrong' });
    await act(() => router.navigate('/'));
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload the page' })).not.toBeInTheDocument();
  });

  it('shows the 404 page for a path no route matches', async () => {
    const router = createMemoryRouter(
      [{ path: '/', element: <h1>Home</h1>, errorElement: <RouteErrorPage /> }],
      {
        initialEntries: ['/no/such/page'],
      },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});

describe('AppErrorPage', () => {
  it('brings its own main landmark, for a failure above every layout', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', element: <Thrower />, errorElement: <AppErrorPage /> }]);
    render(<RouterProvider router={router} />);
    const main = await screen.findByRole('main');
    expect(main).toContainElement(screen.getByRole('heading', { level: 1, name: 'Something went wrong' }));
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
