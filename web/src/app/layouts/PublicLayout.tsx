import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PublicFrame } from './PublicFrame';
import { SiteHeaderContainer } from './SiteHeaderContainer';

/** Top bar, page and footer; every later route change starts at the top (or at the section a hash names). */
export function PublicLayout() {
  const { pathname, hash } = useLocation();
  // The first page stays where the browser put it: at its top, at its hash, or wherever the visitor scrolled to
  // before the app took the served page over.
  const firstPage = useRef<string | undefined>(`${pathname}${hash}`);
  useEffect(() => {
    if (firstPage.current === `${pathname}${hash}`) return;
    firstPage.current = undefined;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    // Instant: the page has smooth scrolling for in-page links, but a new page should simply open at its top.
    else window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname, hash]);

  return (
    <PublicFrame header={<SiteHeaderContainer />}>
      <Outlet />
    </PublicFrame>
  );
}
