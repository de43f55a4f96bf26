/** A publication: the URL path of each file as Hosting serves it ('/index.html', '/about/index.html', '/sitemap.xml', …) → its bytes. */
export type SiteFiles = ReadonlyMap<string, Buffer>;

export interface PublishOptions {
  /**
   * Called right before the release (and before anything is made live): throws when this publication may no longer
   * release, because a newer one holds the lease now.
   */
  beforeRelease?: () => Promise<void>;
}

/** Where a publication goes: the Hosting emulator's folder locally, the Hosting REST API in production. */
export interface PublicationTarget {
  /**
   * Makes the served site the deployed app plus exactly these files (a path published before and absent now is
   * removed; files of the deploy that these don't replace stay); answers the id of the version now live.
   */
  publish(files: SiteFiles, options?: PublishOptions): Promise<{ version: string }>;
  /**
   * The id of the version live now (a `firebase deploy` changes it), to tell whether the last publication is still
   * live. An id, never a resource name: the same version compares equal whatever form of name the API answered.
   */
  liveVersion(): Promise<string>;
}
