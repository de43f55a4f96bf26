// Hosting names one resource in several forms: `sites/S/versions/V`, `projects/123456/sites/S/versions/V` (the
// project's number), `sites/S/channels/live/releases/R` or `sites/S/releases/R`. Compared by id, they agree.

/** The id of a resource: the last segment of its name, whatever the name's form. */
export function resourceId(name: string): string {
  return name.slice(name.lastIndexOf('/') + 1);
}

/** Whether two names (or ids) name the same resource of one kind. */
export function sameResource(a: string, b: string): boolean {
  return resourceId(a) === resourceId(b);
}

/** The short name of a version of a site, the form the API's requests take. */
export function versionName(site: string, versionOrName: string): string {
  return `sites/${site}/versions/${resourceId(versionOrName)}`;
}
