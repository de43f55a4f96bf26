// npm run deploy [-- --project <id>] [--without-lease] [firebase deploy options, e.g. --only hosting]: every check
// of deploy:check (which builds the web app and the function for the project), then `firebase deploy` holding the
// publication lease, then a publication of the public pages at once (a deploy releases the built folder without
// them).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { runDeployChecks } from './check';
import { deployChangesPages, deployHoldingTheLease } from './deploy-lease';
import { CHECKED_PROJECT_VARIABLE, option, resolveTarget, ROOT } from './target';

const WITHOUT_LEASE = '--without-lease';
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
const passThrough = args.filter(
  (arg, index) => arg !== '--project' && args[index - 1] !== '--project' && arg !== WITHOUT_LEASE,
);

/** `firebase deploy`, its output shown as it comes; asynchronous, so the lease's heartbeat beats meanwhile. */
const firebaseDeploy = () =>
  new Promise<number>((resolve) => {
    const child = spawn(
      path.join(ROOT, 'node_modules/.bin/firebase'),
      ['deploy', '--project', target.projectId, ...passThrough],
      {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, ...target.webEnv, [CHECKED_PROJECT_VARIABLE]: target.projectId },
      },
    );
    child.on('close', (code) => resolve(code ?? 1));
  });

if (!deployChangesPages(passThrough) || args.includes(WITHOUT_LEASE)) {
  process.exit(await firebaseDeploy());
}
try {
  const status = await deployHoldingTheLease(target.projectId, firebaseDeploy);
  if (status === 0)
    console.log('deploy: publishing the public pages now; the dashboard says when they are live');
  process.exit(status);
} catch (error) {
  console.error(
    `deploy: not deployed: the publication lease could not be taken (${(error as Error).message.split('\n')[0]}). ` +
      `Run \`gcloud auth application-default login\`, or deploy with ${WITHOUT_LEASE} (a publication that races ` +
      'the deploy is then caught only at its release, and the schedule republishes within 15 minutes).',
  );
  process.exit(1);
}
