/** What a build for a real project must name (the emulators' builds use the demo project's). */
export const PRODUCTION_SETTINGS = [
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_APP_ID',
  'VITE_SITE_URL',
] as const;

/** The settings a production build lacks or has wrong, one line each; none for a build that can ship. */
export function productionSettingsProblems(env: Record<string, string | undefined>): string[] {
  const problems = PRODUCTION_SETTINGS.filter((name) => !env[name]).map((name) => `${name} is not set`);
  const projectId = env.VITE_FIREBASE_PROJECT_ID;
  if (projectId?.startsWith('demo-')) {
    problems.push(`VITE_FIREBASE_PROJECT_ID is ${projectId}: a demo- project exists only in the emulators`);
  }
  if (env.VITE_SITE_URL && !/^https?:\/\/[^/]+\/?$/.test(env.VITE_SITE_URL)) {
    problems.push(`VITE_SITE_URL must be an http(s) origin, not ${env.VITE_SITE_URL}`);
  }
  return problems;
}
