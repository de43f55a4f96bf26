// npm run deploy [-- --project <id>] [firebase deploy options, e.g. --only hosting]: every check of
// deploy:check (which builds the web app and the function for the project), then `firebase deploy`, then the
// public pages are published again at once (a deploy releases the built folder without them).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { runDeployChecks } from './check';
import { readManifest } from './function-checks';
import { PUBLISHING_FUNCTIONS } from './publication-checks';
import { deployChangesPages, republishNow } from './republish';
import { CHECKED_PROJECT_VARIABLE, option, resolveTarget, ROOT } from './target';

const args = process.argv.slice(2);
if (option(args, 'config')) {
  // firebase-tools reads the function's settings from functions/.env.<project-id> itself.
  console.error(
    'deploy: --config is for deploy:check; a deploy reads web/.env.production.local and functions/.env.<id>.',
  );
  process.exit(1);
}
const target = resolveTarget(args);
if (!(await runDeployChecks(target))) {
  console.error('deploy: not deployed; mend what deploy:check says above.');
  process.exit(1);
}
const passThrough = args.filter((arg, index) => arg !== '--project' && args[index - 1] !== '--project');
const firebase = spawnSync(
  path.join(ROOT, 'node_modules/.bin/firebase'),
  ['deploy', '--project', target.projectId, ...passThrough],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...target.webEnv, [CHECKED_PROJECT_VARIABLE]: target.projectId },
  },
);
if (firebase.status !== 0) process.exit(firebase.status ?? 1);
if (deployChangesPages(passThrough)) {
  const manifest = await readManifest(target.projectId);
  const region = manifest?.endpoints[PUBLISHING_FUNCTIONS.scheduled]?.region?.[0] ?? 'us-central1';
  console.log(`deploy: ${await republishNow(target.projectId, region)}`);
}
