/** The element of index.html the app renders into: the build leaves it empty, the server's renderer fills it. */
export const ROOT_ELEMENT_ID = 'root';
export const EMPTY_ROOT = `<div id="${ROOT_ELEMENT_ID}"></div>`;
/**
 * A published page carries the values of its JSON elements (page-data.tsx) in one file instead, an object of
 * element id → value, which only the app reads, when it starts: the page's own markup already shows that data, and
 * its first paint should not wait for it twice. The root names the file in this attribute.
 */
export const PAGE_JSON_ATTRIBUTE = 'data-json-src';
