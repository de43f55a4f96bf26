// Imported by the build only (start-after-load.ts): the app's bundle does not carry it. No import of the package
// (the build cannot load it): a test holds these paths to paths.ts's.
import { SESSION_HINT_ATTRIBUTE } from './session-hint';

const json = JSON.stringify;

/**
 * A language's path prefix (`/bn`) as a URL pattern's optional group, before a page's pattern: none (the default
 * language), or any two- or three-letter code. One pattern serves every language.
 */
const inEveryLanguage = (patterns: string[]) =>
  patterns.map((pattern) => `/:language([a-z]{2,3})?${pattern}`);
/** The same prefix as a regular expression's optional group. */
const LANGUAGE_PREFIX_SOURCE = '(/[a-z]{2,3})?';

/**
 * The pages a visitor may be sent to ahead of their click: public pages that are published files and change nothing,
 * in any of the site's languages. URL patterns (`*` is any run of characters), as the Speculation Rules API reads them.
 */
const PAGES = ['/', '/about', '/services', '/writing', '/writing/*', '/projects/*', '/project/*'];
/** Among those, the views the function renders (a filtered list, a screenshot's page) and what is not a page. */
const NOT_PAGES = ['/projects/*/filter', '/project/*/picture/*', '/writing/feed.xml'];
export const NEXT_PAGE_PATTERNS = inEveryLanguage(PAGES);
export const NOT_NEXT_PAGE_PATTERNS = inEveryLanguage(NOT_PAGES);

/**
 * The rules: a public page is prerendered when the visitor shows they may open it, with moderate eagerness (a
 * pointer resting on its link for 200 ms, or pressed on it), never every link at load; the browser keeps at most
 * two such pages and drops the oldest.
 */
export const SPECULATION_RULES = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: NEXT_PAGE_PATTERNS },
          { not: { href_matches: NOT_NEXT_PAGE_PATTERNS } },
          { not: { selector_matches: '[rel~=nofollow]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

/** How long a pointer rests on a link before the browser speculates (moderate eagerness), in ms. */
const HOVER_MS = 200;
/** At most this many pages prefetched by the fallback, per page. */
const FALLBACK_PREFETCHES = 3;

/** A language-free pattern as a regular expression's source: `*` is any run of characters. */
const patternSource = (pattern: string) => pattern.replace(/[.?+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
/** Any of `patterns`, in any language, as a regular expression over a whole path. */
const anyOf = (patterns: string[]) =>
  new RegExp(`^${LANGUAGE_PREFIX_SOURCE}(${patterns.map(patternSource).join('|')})$`);
/** The paths the rules name (`y`) and leave out (`x`), as the fallback and the click read them. */
export const NEXT_PAGE_PATH = anyOf(PAGES);
export const NOT_NEXT_PAGE_PATH = anyOf(NOT_PAGES);

/**
 * The script that opens the next page at once, a file of its own that the start script adds once the page has
 * loaded (start-after-load.ts). Where the browser has the Speculation
 * Rules API it adds SPECULATION_RULES; elsewhere a pointer resting on a link, or pressed on it, adds a
 * `<link rel=prefetch>` for that page (at most FALLBACK_PREFETCHES). Nothing is speculated on Save-Data, on a
 * connection slower than 4G, or for a visitor with a session (their pages may be newer than the CDN's). A click on
 * a link the pointer rested on (so the page may be prerendered) is left to the browser rather than to the app's
 * router: the prerendered page is shown at once, where the app would fetch its code and data after the click. The
 * link is known by its address, as the app may have rendered the element again meanwhile.
 */
export const NEXT_PAGE_SCRIPT = `(function(){var d=document,r=d.documentElement,c=navigator.connection,y=${NEXT_PAGE_PATH},x=${NOT_NEXT_PAGE_PATH},o,t,k=0,s=HTMLScriptElement.supports&&HTMLScriptElement.supports('speculationrules');if(c&&(c.saveData||/(^|-)[23]g$/.test(c.effectiveType))||r.hasAttribute(${json(SESSION_HINT_ATTRIBUTE)}))return;function l(e){var a=e.target.closest&&e.target.closest('a[href]');return a&&a.origin===location.origin&&y.test(a.pathname)&&!x.test(a.pathname)&&!/nofollow/.test(a.rel)?a:null}function p(a){if(s||k>=${FALLBACK_PREFETCHES}||a.p)return;a.p=k+=1;var n=d.createElement('link');n.rel='prefetch';n.href=a.href;d.head.append(n)}if(s){var q=d.createElement('script');q.type='speculationrules';q.textContent=JSON.stringify(${json(SPECULATION_RULES)});d.head.append(q)}d.addEventListener('pointerover',function(e){var a=l(e),h=a&&a.href;if(h!==o){o=h;t=Date.now();if(a)setTimeout(function(){if(o===h)p(a)},${HOVER_MS})}},true);d.addEventListener('pointerdown',function(e){var a=l(e);if(a)p(a)},true);d.addEventListener('click',function(e){var a=l(e);if(a&&a.href===o&&Date.now()-t>=${HOVER_MS}&&!e.button&&!e.metaKey&&!e.ctrlKey&&!e.shiftKey&&!e.altKey&&a.pathname!==location.pathname)e.stopPropagation()},true)})();`;
