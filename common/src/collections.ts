/** The Firestore collections, named once for the API, the rules tests, the seed and the browser. */
export const COLLECTIONS = {
  projects: 'projects',
  users: 'users',
  messages: 'messages',
  /** The API's per-address counts of contact messages. */
  rateLimits: 'rateLimits',
  /** Files a save superseded, removed once no cached page can name them any more. */
  mediaDeletions: 'mediaDeletions',
  /** The site content: one document, SITE_CONTENT_DOC. */
  site: 'site',
  /** Earlier site contents, each kept by the save or restore that replaced it. */
  siteVersions: 'siteVersions',
  /** Deleted projects, restorable until they expire. */
  trash: 'trash',
  /** Daily view counts of the public pages, a few documents a day (see the API's visit statistics). */
  visitStats: 'visitStats',
  /** The publication of the public pages as files: one document, PUBLICATION_STATE_DOC. */
  publication: 'publication',
  /** Numbers the API gives out one at a time, such as PROJECT_PRIORITY_COUNTER. */
  counters: 'counters',
  /** The public paths each publication published, by the id of the Hosting version it made (`publishedVersions/{id}`). */
  publishedVersions: 'publishedVersions',
  /** The owner's articles, by slug. */
  posts: 'posts',
  /** The owner's wording of the interface's texts, one document a language (`interfaceTexts/{language}`). */
  interfaceTexts: 'interfaceTexts',
  /** Earlier saves of a post: the subcollection `posts/{slug}/versions`. */
  postVersions: 'versions',
  /** Deleted posts, restorable until they expire. */
  postTrash: 'postTrash',
  /**
   * The first view of a page by a visitor each day, by a salted hash (no address, no user agent), and each day's
   * salt: later views that day are not counted again. Both expire the next day.
   */
  viewSightings: 'viewSightings',
  /** Leases of operations that run one at a time: RESTORE_LEASE_DOC. */
  locks: 'locks',
  /** The owner's words in other languages: `translations/{kind}~{id}~{language}` (see translations.ts). */
  translations: 'translations',
} as const;

/** The document of the site collection holding the site's languages (SiteLanguages). */
export const SITE_LANGUAGES_DOC = 'languages';

/** The lease of the restore running now, if any: a second one is refused (409) until it ends or expires. */
export const RESTORE_LEASE_DOC = 'restore';

/** The counters document of the last priority given to a new project. */
export const PROJECT_PRIORITY_COUNTER = 'projectPriority';

/** The one document of the publication collection: what is asked for, what is live, what failed. */
export const PUBLICATION_STATE_DOC = 'state';

/** The one document of the site collection. */
export const SITE_CONTENT_DOC = 'content';

export const RATE_LIMITS_COLLECTION = COLLECTIONS.rateLimits;

/**
 * Fields holding the time after which a document may go: Firestore deletes such documents through a TTL policy,
 * declared as a field override with `"ttl": true` in firestore.indexes.json (npm run deploy:check checks each).
 */
export const EXPIRY_FIELDS = [
  { collection: COLLECTIONS.rateLimits, field: 'expiresAt' },
  { collection: COLLECTIONS.mediaDeletions, field: 'expiresAt' },
  { collection: COLLECTIONS.visitStats, field: 'expiresAt' },
  { collection: COLLECTIONS.viewSightings, field: 'expiresAt' },
] as const;
