import type { PublicationTarget } from './site-files';

// STAND-IN, replaced by the Hosting REST API client: publishing outside the emulators is not written yet.
export function createHostingApiTarget(_options: { siteId: string }): PublicationTarget {
  throw new Error('Publishing through the Hosting REST API is not available yet.');
}
