import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PublicFrame } from './PublicFrame';
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
    <PublicFrame header={<SiteHeaderContainer />}>
      <Outlet />
    </PublicFrame>
  );
}
