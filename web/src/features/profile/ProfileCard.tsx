import { localDates } from '@portfolio/common';
import { localDateFormat } from '@/lib/local-format';
import type { User } from 'firebase/auth';
import type { ReactNode } from 'react';
import { assets } from '@/config/assets';
import { accountTexts } from '@/config/account-texts';
import { ACCOUNT_CREATED_DISPLAY_LENGTH } from '@/config/ui';
import { profileTexts as T } from '@/config/profile-texts';

/** The photo (a default picture when there is none) beside the details or the edit form. */
export function ProfileCard({
  user,
  displayName,
  children,
}: {
  user: User;
  displayName: string;
  children: ReactNode;
}) {
  return (
    <div className="profile-card">
      <img
        className="profile-photo"
        src={user.photoURL || assets.defaultAvatar}
        alt={user.photoURL ? T.photoOf(displayName) : T.defaultPhoto}
        width={128}
        height={128}
      />
      {children}
    </div>
  );
}

const createdFormat = localDateFormat({
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * When the account was made: on an English page the first characters of the Auth record's date (the spec's
 * "Sun, 29 Nov 2026"), on a page in another language the same parts as that language writes them.
 */
function accountCreated(creationTime: string | undefined): string | undefined {
  if (!creationTime || !localDates.locale) return creationTime?.slice(0, ACCOUNT_CREATED_DISPLAY_LENGTH);
  return createdFormat.format(new Date(creationTime));
}

/** The read-only view: Username, Email, Email Verified and the first characters of Account Created. */
export function ProfileDetails({ user, displayName }: { user: User; displayName: string }) {
  return (
    <dl className="profile-details">
      <dt>{T.username}</dt>
      <dd>{displayName}</dd>
      <dt>{T.email}</dt>
      <dd>
        <span dir="ltr">{user.email}</span>
      </dd>
      <dt>{T.emailVerified}</dt>
      <dd>{user.emailVerified ? accountTexts.verified : accountTexts.notVerified}</dd>
      <dt>{T.accountCreated}</dt>
      <dd>{accountCreated(user.metadata.creationTime)}</dd>
    </dl>
  );
}
