/**
 * How long a test waits for a change to be live on the public pages. A publication takes one to four seconds here
 * and the product's bound is 20 s (the bench measures it); a test checks what is published, not how fast, so it
 * waits three times that bound, for a machine under load.
 */
export const LIVE_WITHIN_MS = 60_000;
