import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useContactMessages } from '../../features/dashboard';
import { ThemeButton } from '../../components/ThemeButton';

const MENU_ID = 'dashboard-menu';

const MENU = [
  { to: paths.dashboard, label: 'Home', end: true },
  { to: paths.dashboardAddProject, label: 'Add Project', end: false },
  { to: paths.dashboardMyProjects, label: 'My All Projects', end: false },
  { to: paths.dashboardMessages, label: 'Messages', end: false },
] as const;

function UnreadBadge() {
  const messages = useContactMessages();
  const unread = messages.status === 'success' ? messages.data.filter((message) => !message.read).length : 0;
  if (unread === 0) return null;
  return (
    <span className="badge ml-2 rounded-full px-2 text-xs" aria-label={`${unread} unread`}>
      {unread}
    </span>
  );
}

/** The dashboard's frame: a logo back to the site, the side menu (a drawer on small screens) and the page. */
export function DashboardLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="dashboard min-h-screen md:flex">
      <header className="dashboard-topbar flex flex-wrap items-center justify-between gap-4 p-4 md:w-64 md:flex-col md:items-start">
        <Link to={paths.home} className="brand">
          Portfolio
        </Link>
        <ThemeButton />
        <button
          type="button"
          className="drawer-toggle button button-secondary md:hidden"
          aria-expanded={drawerOpen}
          aria-controls={MENU_ID}
          onClick={() => setDrawerOpen((open) => !open)}
        >
          {drawerOpen ? 'Close menu' : 'Open menu'}
        </button>
        <nav
          id={MENU_ID}
          aria-label="Dashboard"
          data-open={drawerOpen}
          className={`${drawerOpen ? 'block' : 'hidden'} w-full md:block`}
        >
          <ul className="grid gap-1">
            {MENU.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className="block rounded px-3 py-2"
                  onClick={() => setDrawerOpen(false)}
                >
                  {item.label}
                  {item.to === paths.dashboardMessages ? <UnreadBadge /> : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className="flex-1 p-6">
        <Outlet />
      </main>
    </div>
  );
}
