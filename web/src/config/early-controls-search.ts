import { APP_READY_ATTRIBUTE } from './early-controls';

// Imported by the build only (page-boot-script.ts): the app's bundle does not carry it.

/** paths.search (a test holds them equal): the page the header's search form sends its query to. */
export const SEARCH_PAGE_PATH = '/search';
/** The search page's own field, which `/` focuses there rather than the header's. */
export const SEARCH_PAGE_FIELD_ID = 'search-q';

const json = JSON.stringify;

/**
 * The site's search, before and beside the app, without a byte of the app's first load: `/` pressed where no field
 * has the focus focuses the search field (the search page's own, else the header's); and once the app runs, the
 * header's search form goes to the search page inside the app (a history entry and the `popstate` the router
 * follows), so the page searches the published index and no function runs. Before the app, or without JavaScript,
 * the form is sent as it is: the function answers `/search?q=…` with the results.
 */
export const SITE_SEARCH_SCRIPT = `(function(){var d=document;d.addEventListener('keydown',function(e){var a=d.activeElement,t=a&&a.tagName;if(e.key!=='/'||e.ctrlKey||e.metaKey||e.altKey||t==='INPUT'||t==='TEXTAREA'||t==='SELECT'||(a&&a.isContentEditable))return;var f=d.getElementById(${json(SEARCH_PAGE_FIELD_ID)})||d.querySelector('header [role=search] input');if(f&&f.offsetParent){e.preventDefault();f.focus()}},true);d.addEventListener('submit',function(e){var f=e.target;if(!d.documentElement.hasAttribute(${json(APP_READY_ATTRIBUTE)})||!f.closest||!f.closest('header')||f.getAttribute('role')!=='search')return;e.preventDefault();var h=history,s=h.state||{},q=new URLSearchParams(new FormData(f)).toString();h.pushState({usr:null,key:Math.random().toString(36).slice(2,10),idx:(s.idx||0)+1},'',${json(SEARCH_PAGE_PATH)}+'?'+q);dispatchEvent(new PopStateEvent('popstate',{state:h.state}))})})();`;
