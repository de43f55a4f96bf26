import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { usesEmulators } from './emulators';
import { firebaseApp } from './firebase-app';

// Imported only by the signed-in routes, so that the Firestore SDK stays out of the public pages' bundle.
export const firestore = getFirestore(firebaseApp);

if (usesEmulators) connectFirestoreEmulator(firestore, location.hostname, 8080);
