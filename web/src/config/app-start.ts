import { PAGE_DATA_ELEMENT_ID } from '../lib/page-data';
import { PAGE_JSON_ATTRIBUTE, ROOT_ELEMENT_ID } from './page-root';
import { AWAITS_APP_ATTRIBUTE } from './early-controls';
import { SESSION_HINT_ATTRIBUTE } from './session-hint';

// Imported by the build only: the scripts that start the app are written from these.

const json = JSON.stringify;

/** The meta element that names the start script (build/start-after-load.ts), which the page's first script adds. */
export const APP_START_META = 'app-start';

/**
 * Set on <html> by the page's first script when the app is to start (as soon as the page has painted): at once on a
 * page that needs it (APP_NEEDED_AT_ONCE), otherwise on the visitor's first action (FIRST_ACTIONS).
 */
export const APP_NOW_ATTRIBUTE = 'data-app-now';

/**
 * A function in ES5, true for a page the app starts on at once: one served as the frame only (no page data inline
 * or in a file: the signed-in areas), one whose first script found a session hint (the header is to show who is
 * signed in), and one that shows it awaits the app (the sign-in and sign-up forms). Any other page is complete
 * without the app, which then waits for its visitor's first action. Read once the document is parsed.
 */
const APP_NEEDED_AT_ONCE = `function(d){var r=d.getElementById(${json(ROOT_ELEMENT_ID)});return !(d.getElementById(${json(PAGE_DATA_ELEMENT_ID)})||r&&r.hasAttribute(${json(PAGE_JSON_ATTRIBUTE)}))||d.documentElement.hasAttribute(${json(SESSION_HINT_ATTRIBUTE)})||!!d.querySelector(${json(`[${AWAITS_APP_ATTRIBUTE}]`)})}`;

/**
 * What a visitor does first: any of these says someone is there, who may next use what only the app does
 * (`storage` is another tab signing in). A reader who only reads runs nothing after the first paint.
 */
const FIRST_ACTIONS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'scroll',
  'wheel',
  'storage',
];

/**
 * The part of the page's first script that starts the app. Nothing the first paint does not need travels before
 * it: the start script is added once the page has loaded and painted its largest content (the frame after the load
 * event), or earlier when the app is needed before (at once, or on a first action). A page that loads under a
 * resting pointer gets a pointer move that did not move: nobody acted yet.
 */
export const APP_START_BOOT_SCRIPT = `(function(){var d=document,r=d.documentElement,a=${json(FIRST_ACTIONS)},n=0;function g(now){if(now)r.setAttribute(${json(APP_NOW_ATTRIBUTE)},'');var m=!n&&d.querySelector('meta[name=${json(APP_START_META)}]');if(!m)return;if(d.prerendering)return d.addEventListener('prerenderingchange',function(){g()},{once:true});n=1;var s=d.createElement('script');s.type='module';s.src=m.content;d.head.append(s)}function f(e){if(e.type==='pointermove'&&!e.movementX&&!e.movementY)return;a.forEach(function(t){removeEventListener(t,f,true)});g(1)}a.forEach(function(t){addEventListener(t,f,{capture:true,passive:true})});d.addEventListener('DOMContentLoaded',function(){if((${APP_NEEDED_AT_ONCE})(d))g(1)});addEventListener('load',function(){requestAnimationFrame(function(){setTimeout(g)})})})();`;
