import { VALIDATION_MESSAGES } from '@portfolio/common';
import { RecordChangedError, RecordGoneError } from '../data/write-errors';
import { ApiError } from '../core/api-error';

/** A save based on an older version than the stored one: the writer reloads. */
export const changedElsewhere = () => new ApiError(409, 'conflict', VALIDATION_MESSAGES.changedElsewhere);

/**
 * A write that lost a race, as the API answers it: a record deleted meanwhile is as unknown as a missing id (404);
 * one written meanwhile is a conflict (409).
 */
export function lostRace(what: string) {
  return (error: unknown): never => {
    if (error instanceof RecordGoneError) throw new ApiError(404, 'not_found', `${what} not found.`);
    if (error instanceof RecordChangedError) throw changedElsewhere();
    throw error;
  };
}
