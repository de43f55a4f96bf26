/** A publication: the URL path of each file as Hosting serves it ('/index.html', '/about/index.html', '/sitemap.xml', …) → its bytes. */
export type SiteFiles = ReadonlyMap<string, Buffer>;

/** Where a publication goes: the Hosting emulator's folder locally, the Hosting REST API in production. */
export interface PublicationTarget {
  /** Makes the served site the deployed app plus exactly these files (a path published before and absent now is removed; files of the deploy that these don't replace stay); answers an id of what is now live. */
  publish(files: SiteFiles): Promise<{ release: string }>;
  /** The id of what is live now (a `firebase deploy` changes it), to tell whether the last publication is still live. */
  liveRelease(): Promise<string>;
}
