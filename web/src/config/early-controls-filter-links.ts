// Relative, not the package: Vite bundles the build's config with this file but leaves packages to Node, which
// cannot load common's TypeScript (so paths.ts, which imports the package, is not imported either).
import { PROJECT_FILTER_PARAMS } from '../../../common/src/project-search';

// Imported by the build only (page-boot-script.ts): the app's bundle does not carry it.

/** PROJECT_FILTER_SEGMENT of paths.ts (a test holds them equal): a filtered list's own path ends with it. */
export const FILTERED_LIST_SEGMENT = 'filter';

const json = JSON.stringify;
const { technology, query } = PROJECT_FILTER_PARAMS;

/**
 * Links (in any language: `/bn/projects/all?…` too) shared before filtered lists had a path of their own (`/projects/all?tech=Kotlin&q=shop`) reach the plain
 * list's published file, which Hosting serves whatever the query: it shows the whole list, and so would the app
 * hydrating it. Run first in the page's first script, this sends such a link to the filtered list's own path
 * (`/projects/all/filter?…`, the query and fragment kept) before anything paints. It stops the page first, so that
 * the unfiltered list is neither parsed, painted nor started (no app, no view reported) while the filtered one
 * loads. Only a link with a filter pays the extra request; an empty `tech=` or `q=` filters nothing, so stays.
 */
export const OLD_FILTER_LINK_SCRIPT = `(function(){var l=location,p=new URLSearchParams(l.search);if(/^(\\/[a-z]{2,3})?\\/projects\\/[^/]+\\/?$/.test(l.pathname)&&(p.getAll(${json(technology)}).join('')+(p.get(${json(query)})||'')).trim()){stop();l.replace(l.pathname.replace(/\\/?$/,${json(`/${FILTERED_LIST_SEGMENT}`)})+l.search+l.hash)}})();`;
