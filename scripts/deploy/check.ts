// npm run deploy:check [-- --project <id>] [--config <dir>]: what can be checked of a deploy without the network,
// one line per check (ok, or FAIL and why). Builds the web app and the function for the project on the way, as
// the deploy would. Exits 1 when any check fails.
import {
  buildWeb,
  checkFirestoreConfig,
  checkPredeploy,
  checkProject,
  checkWebBundle,
  checkWebSettings,
  type CheckResult,
} from './checks';
import {
  buildFunctions,
  checkFunctionSettings,
  checkManifest,
  checkMultipartLimit,
  readManifest,
} from './function-checks';
import { checkPublishingFunctions } from './publication-checks';
import { resolveTarget, type DeployTarget } from './target';

function print(result: CheckResult): boolean {
  const ok = result.problems.length === 0;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${result.name}`);
  for (const problem of result.problems) console.log(`       ${problem}`);
  for (const note of result.notes ?? []) console.log(`       · ${note}`);
  return ok;
}

/** Every check, in the order a deploy meets them; the builds run only for a project that may be deployed to. */
export async function runDeployChecks(target: DeployTarget): Promise<boolean> {
  const results: boolean[] = [];
  const record = (result: CheckResult) => {
    results.push(print(result));
    return result.problems.length === 0;
  };
  const deployable = record(checkProject(target));
  const settingsOk = record(checkWebSettings(target));
  record(checkPredeploy());
  record(checkMultipartLimit());
  checkFirestoreConfig().forEach(record);
  if (deployable && settingsOk && record(buildWeb(target))) record(checkWebBundle());
  for (const result of buildFunctions()) record(result);
  const manifest = await readManifest(target.projectId || 'deploy-check');
  record(checkManifest(manifest));
  record(checkFunctionSettings(target, manifest));
  record(checkPublishingFunctions(manifest));
  const failed = results.filter((ok) => !ok).length;
  console.log(failed ? `deploy:check: ${failed} check(s) failed` : 'deploy:check: every check passed');
  return failed === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit((await runDeployChecks(resolveTarget(process.argv.slice(2)))) ? 0 : 1);
}
