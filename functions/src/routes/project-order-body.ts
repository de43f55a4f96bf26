import { MAX_ORDERED_PROJECTS, type FieldErrors } from '@portfolio/common';
import { validationFailed } from '../core/api-error';
import { isDocumentId } from '../http/ids';

export const PROJECT_ORDER_MESSAGES = {
  notAList: 'ids must be an array of project ids',
  tooMany: `ids may list at most ${MAX_ORDERED_PROJECTS} projects`,
  notAnId: (index: number) => `ids[${index}] is not a project id`,
  duplicate: (id: string) => `ids lists ${id} more than once`,
  setChanged:
    'The projects changed since the list was read (one was added or deleted): reload and order them again.',
} as const;

/** The ids of a reorder's body, or the field error that refuses it. */
export function orderedIds(body: unknown): string[] {
  const ids: unknown = (body as Record<string, unknown> | undefined)?.ids;
  const refuse = (message: string): never => {
    throw validationFailed({ ids: message } as FieldErrors);
  };
  if (!Array.isArray(ids)) return refuse(PROJECT_ORDER_MESSAGES.notAList);
  if (ids.length > MAX_ORDERED_PROJECTS) return refuse(PROJECT_ORDER_MESSAGES.tooMany);
  const seen = new Set<string>();
  ids.forEach((id: unknown, index) => {
    if (!isDocumentId(id)) refuse(PROJECT_ORDER_MESSAGES.notAnId(index));
    else if (seen.has(id)) refuse(PROJECT_ORDER_MESSAGES.duplicate(id));
    else seen.add(id);
  });
  return [...seen];
}
