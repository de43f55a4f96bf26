import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { texts } from '../../config/texts';
import { SiteFooter } from './SiteFooter';
import { SiteHeaderContainer } from './SiteHeaderContainer';

/** Top bar, page and footer; every route change starts at the top (or at the section a hash names). */
export function PublicLayout() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    // Instant: the page has smooth scrolling for in-page links, but a new page should simply open at its top.
    else window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname, hash]);

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-brand-700 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {texts.skipToContent}
      </a>
      <SiteHeaderContainer />
      <main id="main" tabIndex={-1} className="relative flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
