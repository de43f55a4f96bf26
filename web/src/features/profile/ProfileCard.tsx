import type { User } from 'firebase/auth';
import type { ReactNode } from 'react';
import { assets } from '@/config/assets';
import { accountTexts } from '@/config/account-texts';
import { ACCOUNT_CREATED_DISPLAY_LENGTH } from '@/config/ui';

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
        alt={user.photoURL ? `Photo of ${displayName}` : 'Default profile picture'}
        width={128}
        height={128}
      />
      {children}
    </div>
  );
}

/** The read-only view: Username, Email, Email Verified and the first characters of Account Created. */
export function ProfileDetails({ user, displayName }: { user: User; displayName: string }) {
  return (
    <dl className="profile-details">
      <dt>Username</dt>
      <dd>{displayName}</dd>
      <dt>Email</dt>
      <dd>
        <span dir="ltr">{user.email}</span>
      </dd>
      <dt>Email Verified</dt>
      <dd>{user.emailVerified ? accountTexts.verified : accountTexts.notVerified}</dd>
      <dt>Account Created</dt>
      <dd>{user.metadata.creationTime?.slice(0, ACCOUNT_CREATED_DISPLAY_LENGTH)}</dd>
    </dl>
  );
}
