/** How long the Hosting CDN may keep a public answer or page; browsers keep none without asking (ETag → 304). */
export const PUBLIC_S_MAXAGE_S = 300;
