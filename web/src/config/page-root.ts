/** The element of index.html the app renders into: the build leaves it empty, the server's renderer fills it. */
export const ROOT_ELEMENT_ID = 'root';
export const EMPTY_ROOT = `<div id="${ROOT_ELEMENT_ID}"></div>`;
