/** Images the app itself ships in `web/public/` (the owner's own are in `owner.ts`). */
export const assets = {
  /** Shown for an account without a photo. */
  defaultAvatar: '/images/default-avatar.svg',
} as const;
