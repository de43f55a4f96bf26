import { initializeApp } from 'firebase/app';
import { DEMO_FIREBASE_CONFIG, usesEmulators } from './emulators';

// A build for a real project names every setting (vite.config.ts refuses one that does not); the emulators' build
// uses the demo project's.
const env = import.meta.env;
export const firebaseApp = initializeApp(
  usesEmulators
    ? DEMO_FIREBASE_CONFIG
    : {
        apiKey: env.VITE_FIREBASE_API_KEY,
        authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
        projectId: env.VITE_FIREBASE_PROJECT_ID,
        storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
        appId: env.VITE_FIREBASE_APP_ID,
      },
);
