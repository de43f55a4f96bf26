/** Where the API answers in the emulators: through Hosting, as browsers reach it, and on the function's own URL. */
export const SITE_ORIGIN = 'http://127.0.0.1:5000';
export const API_BASE = `${SITE_ORIGIN}/api`;
export const FUNCTION_BASE = 'http://127.0.0.1:5001/demo-portfolio/us-central1/api';
