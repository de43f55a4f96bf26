import type { ShownPage } from '@/features/language-suggestion/offer';
import { countPageViews } from '@/lib/page-views';
import { SITE_LANGUAGES_ELEMENT_ID } from '@/lib/site-languages';

/**
 * What the app does once the browser is first idle after its start, in a chunk that no first load carries: it
 * counts the pages shown after the arrival, and on a site of several languages (its pages name them) loads the offer
 * of the page in the visitor's language (a failed load leaves it unmade).
 */
export function afterStart(router: ShownPage, arrivalPath: string): void {
  countPageViews(router, arrivalPath);
  if (!document.getElementById(SITE_LANGUAGES_ELEMENT_ID)) return;
  import('@/features/language-suggestion/offer').then(
    ({ offerLanguage }) => offerLanguage(router),
    () => {},
  );
}
