import type { PublicationStatus } from '@portfolio/common';
import { apiRequest } from '@/lib/api-client';

/** GET /publication: whether the public pages show the last change yet. */
export function loadPublicationStatus(): Promise<PublicationStatus> {
  return apiRequest('/publication');
}
