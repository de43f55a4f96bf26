import type { ReactNode } from 'react';
import { texts } from '@/config/texts';
import { SiteFooter } from './SiteFooter';

/**
 * Skip link, top bar, the page and the footer: every public page, rendered on the server (at build time or by the
 * function) with the header still waiting for the session, so that the page paints before its JavaScript has run.
 */
export function PublicFrame({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <>
      {/* Its weight only while shown: hidden, it is still laid out, and a size and weight the page shows nowhere
          else costs the first layout a font lookup of its own. */}
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-brand-700 focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:font-medium"
      >
        {texts.skipToContent}
      </a>
      {header}
      <main id="main" tabIndex={-1} className="relative flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
