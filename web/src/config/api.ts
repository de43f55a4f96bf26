/** The product's API, on the site's own origin (Hosting rewrite; the dev server proxies it). */
export const API_BASE = '/api';
