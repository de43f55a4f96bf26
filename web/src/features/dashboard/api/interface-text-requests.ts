import type { InterfaceTextOverrides, InterfaceTexts } from '@portfolio/common';
import { apiRequest } from '@/lib/api-client';
import { publicationRequested } from '@/features/dashboard/publication/publication-watch';

const interfaceTextsPath = (language: string) => `/interface-texts/${encodeURIComponent(language)}`;

/** GET /interface-texts/{language}: every text of the interface, and the owner's wording of them in the language. */
export function loadInterfaceTexts(language: string): Promise<InterfaceTexts> {
  return apiRequest(interfaceTextsPath(language));
}

/** PUT /interface-texts/{language}: the owner's wording, whole (a text left out keeps the catalog's). */
export async function saveInterfaceTexts(
  language: string,
  overrides: InterfaceTextOverrides,
): Promise<{ overrides: InterfaceTextOverrides }> {
  const saved = await apiRequest<{ overrides: InterfaceTextOverrides }>(interfaceTextsPath(language), {
    method: 'PUT',
    json: { overrides },
  });
  publicationRequested();
  return saved;
}
