import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Link, NavLink } from './links';

/** Where the router is, shown so that a test can read it. */
function Where() {
  const { pathname, state } = useLocation();
  return <output aria-label="where">{`${pathname} ${JSON.stringify(state ?? null)}`}</output>;
}

function renderAt(path: string, links: React.ReactNode) {
  const page = (
    <>
      {links}
      <Where />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: page },
      { path: '/writing/*', element: page },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return () => screen.getByRole('status', { name: 'where' }).textContent;
}

describe('Link', () => {
  it('renders the address with the markup React Router gives it, and a click goes there with its state', () => {
    const where = renderAt(
      '/',
      <Link to="/writing/go" state={{ from: 'home' }} className="card">
        Go
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Go' });
    expect(link.outerHTML).toBe('<a class="card" href="/writing/go" data-discover="true">Go</a>');
    fireEvent.click(link);
    expect(where()).toBe('/writing/go {"from":"home"}');
  });

  it('leaves a modified click and a click its own handler prevented to the browser', () => {
    const where = renderAt(
      '/',
      <>
        <Link to="/writing/a">A</Link>
        <Link to="/writing/b" onClick={(event) => event.preventDefault()}>
          B
        </Link>
      </>,
    );
    // Whether the app took the click, read after it; then the click is stopped (jsdom cannot load another page).
    let takenByTheApp: boolean | undefined;
    const readAndStop = (event: MouseEvent) => {
      takenByTheApp = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', readAndStop);
    try {
      fireEvent.click(screen.getByRole('link', { name: 'A' }), { ctrlKey: true });
      expect(takenByTheApp).toBe(false);
      fireEvent.click(screen.getByRole('link', { name: 'B' }));
      expect(where()).toBe('/ null');
    } finally {
      document.removeEventListener('click', readAndStop);
    }
  });
});

describe('NavLink', () => {
  it('is the current page on its page and, unless `end`, on the pages under it', () => {
    renderAt(
      '/writing/go',
      <>
        <NavLink to="/writing">Writing</NavLink>
        <NavLink to="/writing" end>
          Writing only
        </NavLink>
        <NavLink to="/WRITING/GO">Post</NavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Writing' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Writing only' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Post' })).toHaveAttribute('aria-current', 'page');
  });

  it('adds `active` to a class given as a string, and gives a class function its state', () => {
    renderAt(
      '/writing',
      <>
        <NavLink to="/writing" className="tab">
          Here
        </NavLink>
        <NavLink to="/" end className="tab">
          Home
        </NavLink>
        <NavLink to="/writing" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Function
        </NavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Here' })).toHaveAttribute('class', 'tab active');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('class', 'tab');
    expect(screen.getByRole('link', { name: 'Function' })).toHaveAttribute('class', 'on');
  });
});
