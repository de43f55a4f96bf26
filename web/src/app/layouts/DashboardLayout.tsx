import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Link, NavLink } from '@/components/links';
import { ExternalLinkIcon } from '@/components/icons/ui-icons';
import {
  ChartIcon,
  FolderIcon,
  GlobeIcon,
  HomeIcon,
  InboxIcon,
  LanguagesIcon,
  PenIcon,
  PlusIcon,
  TrashIcon,
} from '@/components/icons/dashboard-icons';
import { Loader } from '@/components/Loader';
import { ThemeButton } from '@/components/ThemeButton';
import { assets } from '@/config/assets';
import { useSiteContent } from '@/lib/site-content';
import { paths } from '@/config/paths';
import { texts } from '@/config/texts';
import { PublicationStatus, useContactMessages } from '@/features/dashboard';
import { useDashboardLanguage } from '@/i18n/dashboard-language';
import { useAuthView } from '@/lib/auth';
import { initials } from './initials';
import { MenuToggle } from './MenuToggle';
import { useDrawer } from './use-drawer';
import { useSignOut } from './use-sign-out';
import { dashboardHomeTexts } from '@/config/dashboard-home-texts';

const MENU_ID = 'dashboard-menu';

/** The menu's pages, each named by its text (`dashboardHomeTexts.layout.menu`), read as the menu renders. */
const MENU = [
  { to: paths.dashboard, label: 'home', end: true, Icon: HomeIcon },
  { to: paths.dashboardAddProject, label: 'addProject', end: false, Icon: PlusIcon },
  { to: paths.dashboardMyProjects, label: 'myProjects', end: false, Icon: FolderIcon },
  { to: paths.dashboardWriting, label: 'writing', end: false, Icon: PenIcon },
  { to: paths.dashboardMessages, label: 'messages', end: false, Icon: InboxIcon },
  { to: paths.dashboardStats, label: 'stats', end: false, Icon: ChartIcon },
  { to: paths.dashboardSite, label: 'site', end: false, Icon: GlobeIcon },
  { to: paths.dashboardTranslations, label: 'translations', end: false, Icon: LanguagesIcon },
  { to: paths.dashboardTrash, label: 'trash', end: false, Icon: TrashIcon },
] as const;

function UnreadBadge() {
  const messages = useContactMessages();
  const unread = messages.status === 'success' ? messages.data.filter((message) => !message.read).length : 0;
  if (unread === 0) return null;
  return (
    <span
      className="ms-auto rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white"
      aria-label={dashboardHomeTexts.layout.unread(unread)}
    >
      {unread}
    </span>
  );
}

const menuLinkClass =
  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700';

/** The signed-in owner: avatar (to the profile) and name, "View site" and Sign Out. */
function OwnerArea() {
  const session = useAuthView();
  const signOut = useSignOut();
  const name = (session.status === 'signedIn' && session.displayName) || texts.header.anonymousUser;
  const photo = (session.status === 'signedIn' && session.photoURL) || assets.defaultAvatar;
  return (
    <div className="ms-auto flex items-center gap-2 sm:gap-3">
      <ThemeButton />
      <Link to={paths.home} className="btn-secondary px-3 sm:px-4">
        <ExternalLinkIcon className="size-4" />
        <span className="sr-only sm:not-sr-only">{dashboardHomeTexts.layout.viewSite}</span>
      </Link>
      <Link
        to={paths.profile}
        aria-label={texts.header.profile(name)}
        className="flex items-center gap-2 rounded-full pe-1 text-sm font-medium text-slate-800"
      >
        <img
          src={photo}
          alt=""
          width={36}
          height={36}
          referrerPolicy="no-referrer"
          className="size-9 rounded-full object-cover ring-2 ring-brand-100"
        />
        <span className="hidden max-w-40 truncate lg:inline">{name}</span>
      </Link>
      <button type="button" className="btn-secondary px-3 whitespace-nowrap sm:px-4" onClick={signOut}>
        {texts.header.signOut}
      </button>
    </div>
  );
}

/** The dashboard's frame: the side menu (a drawer on small screens), the top bar and the page. */
export function DashboardLayout() {
  // A page in another language shows the dashboard once its texts are in that language.
  const inLanguage = useDashboardLanguage();
  const owner = useSiteContent();
  const { open, toggle, close, toggleRef, panelRef } = useDrawer<HTMLElement>();
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  if (!inLanguage) return <Loader />;

  return (
    <div className="min-h-screen bg-slate-50 md:grid md:grid-cols-[16rem_minmax(0,1fr)]">
      {/* Opening shows the drawer at once (so its first link can take focus) and slides it in from the side where
          text starts; closing slides it out and hides it at the end. */}
      <aside
        className={`fixed start-0 top-16 bottom-0 z-40 flex w-72 max-w-[85vw] flex-col overflow-y-auto border-e border-slate-200 bg-white motion-reduce:transition-none md:visible md:static md:w-auto md:overflow-visible md:max-w-none md:translate-x-0 ${open ? 'visible translate-x-0 shadow-xl transition-transform' : 'invisible -translate-x-full max-md:rtl:translate-x-full transition-[transform,visibility]'}`}
      >
        <div className="md:sticky md:top-0">
          <div className="hidden h-16 shrink-0 items-center gap-2 border-b border-slate-200 px-5 md:flex">
            <span
              className="grid size-9 place-items-center rounded-lg bg-brand-600 text-sm font-bold text-white"
              aria-hidden="true"
            >
              {initials(owner.name)}
            </span>
            <Link to={paths.home} className="rounded-md text-lg font-bold text-slate-900">
              {dashboardHomeTexts.layout.brand}
            </Link>
          </div>
          <nav
            ref={panelRef}
            id={MENU_ID}
            aria-label={dashboardHomeTexts.layout.menuLabel}
            data-open={open}
            className="p-3"
          >
            <ul className="grid gap-1">
              {MENU.map(({ to, label, end, Icon }) => (
                <li key={to}>
                  <NavLink to={to} end={end} className={menuLinkClass} onClick={close}>
                    <Icon className="size-5 shrink-0" />
                    {dashboardHomeTexts.layout.menu[label]}
                    {to === paths.dashboardMessages ? <UnreadBadge /> : null}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </aside>
      {open ? (
        // The backdrop is for the pointer; keyboard users close the drawer with Escape or the toggle.
        <div
          data-testid="drawer-backdrop"
          className="fixed inset-x-0 top-16 bottom-0 z-30 bg-slate-900/40 md:hidden"
          onClick={close}
        />
      ) : null}

      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-40 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur sm:px-6">
          <MenuToggle
            ref={toggleRef}
            open={open}
            controls={MENU_ID}
            label={open ? dashboardHomeTexts.layout.closeMenu : dashboardHomeTexts.layout.openMenu}
            onToggle={toggle}
          />
          <PublicationStatus />
          <OwnerArea />
        </header>
        <main id="main" inert={open} className="flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-8">
          <div className="dashboard-page mx-auto w-full max-w-6xl">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
