import {
  APP_FAILED_ATTRIBUTE,
  APP_READY_ATTRIBUTE,
  EARLY_CONTROL_ATTRIBUTE,
  THEME_LABELS_ATTRIBUTE,
} from './early-controls';
import { THEME_ATTRIBUTE, THEME_BOOT_SCRIPT, THEME_CHOICES, THEME_STORAGE_KEY } from './theme';
import { SESSION_HINT_ATTRIBUTE, SESSION_HINT_KEY } from './session-hint';
import { OLD_FILTER_LINK_SCRIPT } from './early-controls-filter-links';
import { APP_START_BOOT_SCRIPT } from './app-start';
import { SITE_SEARCH_SCRIPT } from './early-controls-search';
import { LANGUAGE_CHOICE_SCRIPT } from './language-choice';

// Imported by the build only: the app's bundle does not carry the script it is served with.

const json = JSON.stringify;

/**
 * The events that have React hydrate a whole page at once, inside the event, when one reaches a page it is still
 * hydrating: React's `discreteReplayableEvents`, which it hydrates for in order to hand them to its handlers.
 */
const HYDRATING_EVENTS = [
  'mousedown',
  'mouseup',
  'touchcancel',
  'touchend',
  'touchstart',
  'auxclick',
  'dblclick',
  'pointercancel',
  'pointerdown',
  'pointerup',
  'dragend',
  'dragstart',
  'drop',
  'compositionend',
  'compositionstart',
  'keydown',
  'keypress',
  'keyup',
  'input',
  'textInput',
  'copy',
  'cut',
  'paste',
  'click',
  'change',
  'contextmenu',
  'reset',
];

/**
 * The menu button flips its `aria-expanded` (the stylesheet shows the menu and the close icon from it); the theme
 * button moves to the next choice as the app's button does, keeps it, and renames itself. Listening in the capture
 * phase on the document, it answers a click before the app's root could (and stops it): a click is never handled
 * twice while the app is starting. Until the app has taken over, the events that would have React hydrate the whole
 * page in one task (HYDRATING_EVENTS) stop at the document as well: the page answers them on its own (links, the
 * early controls, native forms), and React hydrates in slices that a tap can come between. Once the page has
 * loaded, the theme button is named after the stored choice, from the names it carries in the page's language. A script of the site's own that fails to load marks
 * the page with APP_FAILED_ATTRIBUTE (resource errors do not bubble: they are seen in the capture phase).
 */
const EARLY_CONTROLS_SCRIPT = `(function(){var d=document,r=d.documentElement,c=${json(THEME_CHOICES)};function l(t,v){return(t.getAttribute(${json(THEME_LABELS_ATTRIBUTE)})||'').split('\\n')[c.indexOf(v)]||t.getAttribute('aria-label')}function s(){try{var v=localStorage.getItem(${json(THEME_STORAGE_KEY)});return c.indexOf(v)>0?v:c[0]}catch(x){return c[0]}}function b(k){return d.querySelector('[${EARLY_CONTROL_ATTRIBUTE}="'+k+'"]')}d.addEventListener('DOMContentLoaded',function(){var t=b('theme');if(t&&!r.hasAttribute(${json(APP_READY_ATTRIBUTE)}))t.setAttribute('aria-label',l(t,s()))});d.addEventListener('click',function(e){if(r.hasAttribute(${json(APP_READY_ATTRIBUTE)}))return;var t=e.target,k=t&&t.closest&&t.closest('[${EARLY_CONTROL_ATTRIBUTE}]');if(!k)return;e.stopPropagation();if(k.getAttribute('${EARLY_CONTROL_ATTRIBUTE}')==='menu'){k.setAttribute('aria-expanded',k.getAttribute('aria-expanded')==='true'?'false':'true');return}var n=c[(c.indexOf(s())+1)%c.length];if(n===c[0])r.removeAttribute(${json(THEME_ATTRIBUTE)});else r.setAttribute(${json(THEME_ATTRIBUTE)},n);try{if(n===c[0])localStorage.removeItem(${json(THEME_STORAGE_KEY)});else localStorage.setItem(${json(THEME_STORAGE_KEY)},n)}catch(x){}k.setAttribute('aria-label',l(k,n))},true);${json(HYDRATING_EVENTS.join(' '))}.split(' ').forEach(function(t){d.addEventListener(t,function(e){if(!r.hasAttribute(${json(APP_READY_ATTRIBUTE)}))e.stopPropagation()},true)});addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='SCRIPT'&&t.src.indexOf(location.origin+'/')===0)r.setAttribute(${json(APP_FAILED_ATTRIBUTE)},'')},true)})();`;

/** Marks the page when the session hint knows of a session, before the first paint (see session-hint.ts). */
const SESSION_HINT_SCRIPT = `try{localStorage.getItem(${json(SESSION_HINT_KEY)})&&document.documentElement.setAttribute(${json(SESSION_HINT_ATTRIBUTE)},'')}catch(e){}`;

/**
 * The inline script at the top of every page: an old filter link sent to its filtered list (first, as it stops
 * the page), the page in the visitor's remembered language (its replace, if any, comes last and wins), the stored
 * theme and the session hint before the first paint, then the early controls, the search's keys and form, and
 * what adds the app's start script. What opens the next page at once comes with the start script (next-page.ts):
 * it is needed once a pointer rests on a link, never before the page has painted, and every byte here is in each
 * page's first round trip.
 */
export const PAGE_BOOT_SCRIPT =
  OLD_FILTER_LINK_SCRIPT +
  LANGUAGE_CHOICE_SCRIPT +
  THEME_BOOT_SCRIPT +
  SESSION_HINT_SCRIPT +
  EARLY_CONTROLS_SCRIPT +
  SITE_SEARCH_SCRIPT +
  APP_START_BOOT_SCRIPT;
