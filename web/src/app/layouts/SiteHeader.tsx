import { useEffect, useId, useRef, useState } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import { Link, NavLink } from '@/components/links';
import { ThemeButton } from '@/components/ThemeButton';
import { assets } from '@/config/assets';
import { useSiteContent } from '@/lib/site-content';
import { homeSectionIds, paths } from '@/config/paths';
import { texts } from '@/config/texts';
import type { AuthView } from '@/lib/auth';
import { initials } from './initials';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MenuToggle } from './MenuToggle';
import { useScrolledPast } from './use-scrolled-past';
import { STICKY_HEADER_THRESHOLD_PX } from '@/config/ui';
import { menuOpenedBeforeTheApp } from '@/config/early-controls';

/** What the header needs to know about the session; the container reads it from the session store. */
export type HeaderSession = AuthView;

interface SiteHeaderProps {
  session: HeaderSession;
  onSignOut: () => void;
  /**
   * Whether it has its buttons (theme, menu). The frame served for the signed-in areas has none: those areas are
   * drawn by the app, whose own frame replaces this one, and no button is shown before something answers it.
   */
  withButtons?: boolean;
}

/**
 * Home, About and Services: in-page anchors on `/`, routes elsewhere. Each names its text, read when drawn: a page in
 * another language puts its texts in place after this module is loaded.
 */
const SECTION_LINKS = [
  { text: 'home', sectionId: homeSectionIds.home, to: paths.home },
  { text: 'about', sectionId: homeSectionIds.about, to: paths.about },
  { text: 'services', sectionId: homeSectionIds.services, to: paths.services },
] as const;

const linkClass =
  'block rounded-md px-3 py-2 text-base font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-700 md:text-sm';
const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `${linkClass} ${isActive ? 'text-brand-700 md:bg-brand-50' : ''}`;

export function SiteHeader({ session, onSignOut, withButtons = true }: SiteHeaderProps) {
  const owner = useSiteContent();
  const { pathname } = useLocation();
  const onHomePage = pathname === paths.home;
  // The search's page in the page's own language (the router's base is its prefix).
  const searchAction = useHref(paths.search);
  const sticky = useScrolledPast(STICKY_HEADER_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(menuOpenedBeforeTheApp);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header
      data-sticky={sticky}
      className={`${sticky ? 'sticky top-0 shadow-md' : 'relative'} z-40 border-b border-slate-200 bg-white/95 backdrop-blur`}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to={paths.home}
          onClick={closeMenu}
          className="flex items-center gap-2 rounded-md font-bold text-slate-900"
        >
          <span
            className="grid size-9 place-items-center rounded-lg bg-brand-600 text-sm text-white"
            aria-hidden="true"
          >
            {initials(owner.name)}
          </span>
          <span className="text-lg">{owner.name}</span>
        </Link>

        {withButtons ? (
          <>
            {/* A plain GET form: it works before and without the app (the page's first script answers `/`). */}
            <form role="search" action={searchAction} className="site-search">
              <input
                type="search"
                name="q"
                aria-label={texts.header.search}
                placeholder={texts.header.searchPlaceholder}
              />
            </form>
            <ThemeButton className="md:order-last" />

            <MenuToggle
              ref={menuButton}
              open={menuOpen}
              controls={menuId}
              label={texts.header.menuButton}
              onToggle={() => setMenuOpen((open) => !open)}
            />
          </>
        ) : null}

        <nav
          id={menuId}
          aria-label={texts.header.navLabel}
          className="absolute inset-x-0 top-full hidden border-b border-slate-200 bg-white shadow-lg peer-aria-expanded:block md:static md:ms-auto md:block md:border-0 md:bg-transparent md:shadow-none"
        >
          <ul className="flex flex-col gap-1 px-4 py-3 md:flex-row md:items-center md:gap-1 md:p-0">
            {SECTION_LINKS.map((link) => (
              <li key={link.sectionId}>
                {onHomePage ? (
                  <a href={`#${link.sectionId}`} className={linkClass} onClick={closeMenu}>
                    {texts.header[link.text]}
                  </a>
                ) : (
                  <NavLink to={link.to} end className={navLinkClass} onClick={closeMenu}>
                    {texts.header[link.text]}
                  </NavLink>
                )}
              </li>
            ))}
            <li>
              <NavLink to={paths.writing} className={navLinkClass} onClick={closeMenu}>
                {texts.header.writing}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.contact} className={navLinkClass} onClick={closeMenu}>
                {texts.header.contact}
              </NavLink>
            </li>
            {session.status === 'signedIn' && session.isAdmin && (
              <li>
                <Link to={paths.dashboard} className={linkClass} onClick={closeMenu}>
                  {texts.header.dashboard}
                </Link>
              </li>
            )}
            <LanguageSwitcher label={texts.header.language} />
            {/* The width is reserved so that the bar does not shift when the session arrives. */}
            <li className="mt-2 flex min-h-10 items-center gap-3 border-t border-slate-100 pt-3 md:mt-0 md:ms-3 md:min-w-40 md:justify-end md:border-0 md:pt-0">
              <SessionArea session={session} onSignOut={onSignOut} onNavigate={closeMenu} />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}

function SessionArea({
  session,
  onSignOut,
  onNavigate,
}: SiteHeaderProps & {
  onNavigate: () => void;
}) {
  const signIn = (className = '') => (
    <Link to={paths.signIn} className={`btn-primary w-full md:w-auto ${className}`} onClick={onNavigate}>
      {texts.header.signIn}
    </Link>
  );
  // While the session is unknown (the served HTML, and the app until it has read the hint), the way to sign in
  // shows unless the page's first script found a session hint (<html data-session>): a visitor without one, or a
  // browser without JavaScript, needs no app to see it; a returning user sees their avatar once the app has started.
  if (session.status === 'loading') return signIn('[[data-session]_&]:hidden');
  if (session.status === 'signedOut') return signIn();
  const name = session.displayName || texts.header.anonymousUser;
  return (
    <>
      <Link
        to={paths.profile}
        title={name}
        aria-label={texts.header.profile(name)}
        className="shrink-0 rounded-full"
        onClick={onNavigate}
      >
        <img
          src={session.photoURL || assets.defaultAvatar}
          alt=""
          width={40}
          height={40}
          referrerPolicy="no-referrer"
          className="size-10 rounded-full object-cover ring-2 ring-brand-100"
        />
      </Link>
      <button
        type="button"
        className="btn-secondary"
        onClick={() => {
          onNavigate();
          onSignOut();
        }}
      >
        {texts.header.signOut}
      </button>
    </>
  );
}
