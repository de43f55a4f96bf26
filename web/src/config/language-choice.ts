// Imported by the build only (the page's first script): no import of `@portfolio/common` (see vite.config.ts).
import { CHOSEN_LANGUAGE_KEY } from '../../../common/src/languages';

const json = JSON.stringify;

/**
 * A visitor's language, remembered without a cookie. A language link of the switcher (`[data-language-switch]`)
 * stores the one followed. On a later visit that starts at an address typed or kept (no referrer: not a page a link
 * pointed to), on a page in another language that has the remembered one among its `hreflang` alternates (which
 * come before this script in the head), the page is replaced by that one before its first paint: no flash, no
 * redirect from the server, and never from the visitor's `Accept-Language`.
 */
export const LANGUAGE_CHOICE_SCRIPT = `(function(){var d=document,r=d.documentElement,k=${json(CHOSEN_LANGUAGE_KEY)};try{var c=localStorage.getItem(k),n=performance.getEntriesByType('navigation')[0],a;if(c&&/^[a-z]{2,3}$/.test(c)&&c!==r.lang&&!d.referrer&&(!n||n.type==='navigate')&&(a=d.querySelector('link[rel=alternate][hreflang="'+c+'"]'))){a=new URL(a.href);if(a.pathname!==location.pathname){stop();location.replace(a.pathname+location.search+location.hash)}}}catch(e){}d.addEventListener('click',function(e){var a=e.target.closest&&e.target.closest('[data-language-switch] a[hreflang]');if(a)try{localStorage.setItem(k,a.hreflang)}catch(x){}},true)})();`;
