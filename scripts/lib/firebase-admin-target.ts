// Points firebase-admin at the local emulators unless `--production` is given. Must run before the functions'
// services are imported, since they initialise firebase-admin from these variables.
const EMULATOR_DEFAULTS = {
  GCLOUD_PROJECT: 'demo-portfolio',
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199',
  STORAGE_EMULATOR_HOST: 'http://127.0.0.1:9199',
  // No Google Compute Engine metadata server to ask for credentials locally.
  METADATA_SERVER_DETECTION: 'none',
};

export const usesProduction = process.argv.includes('--production');

export function positionalArgs(): string[] {
  return process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
}

if (!usesProduction) {
  for (const [name, value] of Object.entries(EMULATOR_DEFAULTS)) process.env[name] ??= value;
} else if (!process.env.GCLOUD_PROJECT) {
  console.error('Set GCLOUD_PROJECT to the Firebase project id to run this against production.');
  process.exit(1);
}
