import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
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

// initializeAuth instead of getAuth: getAuth would load Google's popup helper script at start-up; it is passed to
// signInWithPopup only, when needed.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

if (usesEmulators) {
  connectAuthEmulator(auth, `http://${location.hostname}:9099`, { disableWarnings: true });
}
