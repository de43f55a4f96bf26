/**
 * Everything the app knows of the emulators. `usesEmulators` is a build-time constant: every Vite mode but
 * `production` (the deploy's build) runs against the emulators, and the production build drops every branch that
 * reads it, with the emulators' hosts and ports (firebase.json's `emulators` section) written inside them.
 */
export const usesEmulators = import.meta.env.MODE !== 'production';

/** The demo project, which exists only in the emulators. */
export const DEMO_FIREBASE_CONFIG = {
  apiKey: 'demo-api-key',
  authDomain: 'demo-portfolio.firebaseapp.com',
  projectId: 'demo-portfolio',
  storageBucket: 'demo-portfolio.appspot.com',
};
