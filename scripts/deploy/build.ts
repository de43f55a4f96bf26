// firebase.json's predeploy for every target: `npm run deploy:build -- <target>`. firebase-tools names the project
// in GCLOUD_PROJECT. A demo project is refused; Hosting and Functions are built for the project (the web app in
// production mode, the function with its page template) unless `npm run deploy` has just built and checked them.
import {
  buildWeb,
  checkFirestoreConfig,
  checkProject,
  checkWebBundle,
  checkWebSettings,
  type CheckResult,
} from './checks';
import { buildFunctions } from './function-checks';
import { CHECKED_PROJECT_VARIABLE, resolveTarget } from './target';

const [deployTarget = ''] = process.argv.slice(2);
const projectId = process.env.GCLOUD_PROJECT ?? '';
const target = resolveTarget(['--project', projectId]);

function demand(result: CheckResult): void {
  if (result.problems.length === 0) return;
  console.error(`deploy:build ${deployTarget}: ${result.name}\n  ${result.problems.join('\n  ')}`);
  process.exit(1);
}

demand(checkProject(target));
const checkedAlready = process.env[CHECKED_PROJECT_VARIABLE] === projectId;
if (!checkedAlready) {
  if (deployTarget === 'hosting' || deployTarget === 'functions') {
    // The function carries the web app's page template, so both targets build both.
    demand(checkWebSettings(target));
    demand(buildWeb(target));
    demand(checkWebBundle());
    buildFunctions().forEach(demand);
  } else if (deployTarget === 'firestore') {
    checkFirestoreConfig().forEach(demand);
  }
}
