// After `firebase deploy`, the live release is the built folder without the published pages (the function renders
// them meanwhile). This runs the scheduled publication check at once, through Cloud Scheduler: it sees a live
// release that is not the last publication and publishes again. It needs Application Default Credentials of an
// account that may run the project's Scheduler jobs (`gcloud auth application-default login`); without them the
// schedule does the same within REPUBLISHED_WITHIN_MINUTES.
import { applicationDefault } from 'firebase-admin/app';
import { PUBLISHING_FUNCTIONS, REPUBLISHED_WITHIN_MINUTES } from './publication-checks';

const SCHEDULER_API = 'https://cloudscheduler.googleapis.com/v1';

/** The Cloud Scheduler job of a scheduled function, as firebase-tools names it when it deploys one. */
export function schedulerJobName(projectId: string, region: string, functionId: string): string {
  return `projects/${projectId}/locations/${region}/jobs/firebase-schedule-${functionId}-${region}`;
}

/** Which deploys replace the live release or the renderer: a full one, or `--only` naming hosting or functions. */
export function deployChangesPages(firebaseArgs: string[]): boolean {
  const index = firebaseArgs.indexOf('--only');
  if (index < 0) return true;
  return /(^|,)(hosting|functions)\b/.test(firebaseArgs[index + 1] ?? '');
}

/** Runs the scheduled check now; answers what happened, in a sentence for the operator. */
export async function republishNow(projectId: string, region: string): Promise<string> {
  const job = schedulerJobName(projectId, region, PUBLISHING_FUNCTIONS.scheduled);
  try {
    const { access_token: token } = await applicationDefault().getAccessToken();
    const response = await fetch(`${SCHEDULER_API}/${job}:run`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) throw new Error(`${response.status} ${(await response.text()).slice(0, 200)}`);
    return `republishing now (${PUBLISHING_FUNCTIONS.scheduled} started through ${job}); the dashboard says when it is live`;
  } catch (error) {
    return (
      `could not start ${PUBLISHING_FUNCTIONS.scheduled} at once (${(error as Error).message.split('\n')[0]}); ` +
      `the fallback renders the pages meanwhile and the schedule publishes them within ${REPUBLISHED_WITHIN_MINUTES} minutes`
    );
  }
}
