import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { usePageLanguages } from '@/lib/site-languages';
import { whenIdle } from '@/lib/when-idle';
import { PublicFrame } from './PublicFrame';
import { SiteHeaderContainer } from './SiteHeaderContainer';

// Loaded once the page is idle, on a site of several languages only: no first load carries it.
const LanguageSuggestion = lazy(() => import('@/features/language-suggestion/LanguageSuggestion'));

/** Top bar, page and footer, and the offer of the page in the visitor's language; every later route change starts at the top (or at the section a hash names). */
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

  const languages = usePageLanguages();
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);

  return (
    <>
      <PublicFrame header={<SiteHeaderContainer />}>
        <Outlet />
      </PublicFrame>
      {/* After the footer, a landmark of its own rather than part of the page's main content. */}
      {idle && languages && languages.languages.length > 1 ? (
        <Suspense fallback={null}>
          <LanguageSuggestion page={languages} />
        </Suspense>
      ) : null}
    </>
  );
}
