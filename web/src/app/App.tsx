import { RouterProvider } from 'react-router-dom';
import { AuthProvider, FirebaseAppProvider } from 'reactfire';
import { auth, firebaseApp } from '../lib/firebase';
import { router } from './router';

export function App() {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <RouterProvider router={router} />
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
