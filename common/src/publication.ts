/**
 * Whether the public pages show the last change (`live`), are being published again (`publishing`), or the last
 * attempt failed and another follows (`retrying`, at `retryAt` when known, else at the next scheduled check).
 */
export type PublicationPhase = 'live' | 'publishing' | 'retrying';

/** The admin's view of the publication, as `GET /api/publication` answers it. */
export interface PublicationStatus {
  phase: PublicationPhase;
  /** ISO time of the last publication that went live. */
  publishedAt?: string;
  /** The last attempt's error, while retrying. */
  failure?: string;
  retryAt?: string;
  /**
   * How many changes of public content were made so far: a higher count than before means a change since. Sent by
   * the API; absent from older answers.
   */
  requested?: number;
  /** The server's ISO time of the answer, so that the browser compares `publishedAt` without its own clock's skew. */
  now?: string;
}
