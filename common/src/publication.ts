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
}
