// The site content's test set-up, shared by the suites that change it.
import { COLLECTIONS, DEFAULT_SITE_CONTENT, type SiteContent } from '@portfolio/common';
import { afterAll, beforeEach } from 'vitest';
import { api, jsonOf, SITE_ORIGIN } from './api-client';
import type { TestAccount } from './accounts';
import { db } from './backend';
import { resetSite } from './fixtures';
import { untilPublished } from './publication-status';

/** A fresh copy of the default content, to change in a test. */
export const copy = (): SiteContent => JSON.parse(JSON.stringify(DEFAULT_SITE_CONTENT)) as SiteContent;

/** The smallest PDF, as a CV. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Each test of the file starts from the seeded site, and the file leaves it so. */
export function keepTheSeededSite(): void {
  beforeEach(resetSite);
  afterAll(resetSite);
}

export const versionCount = async () =>
  (await db.collection(COLLECTIONS.siteVersions).count().get()).data().count;
export const readSite = async () => jsonOf<SiteContent>(await api('/site'));
export const putSiteAs = (headers: Record<string, string>, content: unknown) =>
  api('/site', { method: 'PUT', headers, json: content });
/** A public page as Hosting serves it, once the changes `admin` made so far are published. */
export async function publishedPage(admin: TestAccount, path: string): Promise<string> {
  await untilPublished(admin);
  return (await fetch(`${SITE_ORIGIN}${path}`, { headers: { Accept: 'text/html' } })).text();
}
