// The project's default Hosting site, found as firebase-tools finds it (src/getDefaultHostingSite.ts): the Firebase
// project's `resources.hostingSite`, else the project's site of type DEFAULT_SITE. A newer project's default site is
// `<project-id>-xxxxx`, not the project's id, so the id alone is no guess.
import { HostingApiError, type HostingRequester } from './hosting-requests';
import { resourceId } from './hosting-names';

interface FirebaseProject {
  projectNumber?: string;
  resources?: { hostingSite?: string };
}
interface SitesPage {
  sites?: { name: string; type?: string }[];
  nextPageToken?: string;
}

export interface DefaultSiteLookup {
  projectId: string;
  /** The Hosting REST API's origin (projects.sites.list). */
  apiOrigin: string;
  /** The Firebase Management API's origin (projects.get). */
  firebaseApiOrigin: string;
}

const STEP = 'find the default Hosting site';

export async function defaultHostingSite(
  request: HostingRequester,
  lookup: DefaultSiteLookup,
): Promise<string> {
  const project = encodeURIComponent(lookup.projectId);
  const firebaseProject = await request<FirebaseProject>({
    step: STEP,
    method: 'GET',
    url: `${lookup.firebaseApiOrigin}/v1beta1/projects/${project}`,
  });
  const named = firebaseProject.resources?.hostingSite;
  if (named) return named;
  let pageToken = '';
  do {
    const query = new URLSearchParams({ pageSize: '100', ...(pageToken && { pageToken }) });
    const page = await request<SitesPage>({
      step: STEP,
      method: 'GET',
      url: `${lookup.apiOrigin}/v1beta1/projects/${project}/sites?${query}`,
    });
    const found = page.sites?.find((site) => site.type === 'DEFAULT_SITE');
    if (found) return resourceId(found.name);
    pageToken = page.nextPageToken ?? '';
  } while (pageToken);
  throw new HostingApiError(
    STEP,
    404,
    `project ${lookup.projectId} has no default Hosting site: name the site in HOSTING_SITE`,
  );
}
