import { Suspense } from 'react';

/**
 * A part of a served page that the browser hydrates in a pass of its own, after the page around it: React hydrates
 * the frame first and each such part later, at low priority and in its own commit, so that no single task hydrates a
 * whole page. A part the visitor presses before its turn is hydrated at once, and the press is then handled. Adds
 * nothing visible: nothing inside suspends, and on the server it is two empty comments around the part. (React's own
 * Suspense boundary, under the name of what it does here; no wrapper, so the first load carries no extra code.)
 */
export const HydratedApart = Suspense;
