import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';

/** Top bar, page and footer; scrolls to the top on every route change. */
export function PublicLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <header className="site-header">
        <Link to={paths.home} className="brand">
          Portfolio
        </Link>
        <nav aria-label="Main">
          <ul className="nav-links">
            <li>
              <Link to={paths.home}>Home</Link>
            </li>
            <li>
              <Link to={paths.about}>About</Link>
            </li>
            <li>
              <Link to={paths.services}>Services</Link>
            </li>
            <li>
              <Link to={paths.contact}>Contact</Link>
            </li>
            <li>
              <Link to={paths.signIn}>Sign In</Link>
            </li>
          </ul>
        </nav>
      </header>
      <main id="main">
        <Outlet />
      </main>
      <footer className="site-footer">
        <p>© {new Date().getFullYear()} Portfolio</p>
      </footer>
    </>
  );
}
