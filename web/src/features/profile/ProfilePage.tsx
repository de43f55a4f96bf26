import { devicesByRecency, IMAGE_INPUT_ACCEPT, VALIDATION_MESSAGES } from '@portfolio/common';
import { ACCOUNT_CREATED_DISPLAY_LENGTH, ALERT_AUTO_CLOSE_MS } from '../../config/ui';
import { sendEmailVerification, type User } from 'firebase/auth';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUser } from 'reactfire';
import { Loader } from '../../components/Loader';
import { PasswordInput } from '../../components/PasswordInput';
import { assets } from '../../config/assets';
import { paths } from '../../config/paths';
import { texts } from '../../config/texts';
import { alertError, alertSuccess, alertWarning, alertWithLink } from '../../lib/alerts';
import { useDocumentTitle } from '../../lib/document-title';
import { signOutUser } from '../../lib/sign-out';
import { useSession } from '../../lib/session';
import { DevicesTable, type DeviceRow } from './DevicesTable';
import { passwordChangeWarning } from './password-change';
import { changePassword, hasPassword, saveProfile, signOutEverywhere } from './profile-actions';
import { useOwnUserRecord, type UserRecord } from './user-record';

export const DEFAULT_AVATAR = assets.defaultAvatar;
const MAIL_SITE = 'https://mail.google.com/';

function deviceRows(record: UserRecord | undefined): DeviceRow[] {
  return devicesByRecency(record?.devices).map((device) => ({
    deviceType: device.deviceType,
    browser: device.browser,
    os: device.os,
    ip: device.last_sign_location?.ip,
    city: device.last_sign_location?.city,
    country: device.last_sign_location?.country,
    lastUsed: device.lastUsed?.toDate(),
  }));
}

export function ProfilePage() {
  useDocumentTitle('Profile', 'Your account, your photo and the devices you signed in from.');
  const { data: user } = useUser();
  if (!user) return <Loader label="Loading your profile" />;
  return <ProfileWithRecord user={user} />;
}

function ProfileWithRecord({ user }: { user: User }) {
  const { data: record } = useOwnUserRecord(user.uid);
  return <Profile user={user} record={record} />;
}

/** The profile of a signed-in user, given their Auth user and their live record. */
export function Profile({ user, record }: { user: User; record: UserRecord | undefined }) {
  const { runAccountAction } = useSession();
  const navigate = useNavigate();
  const [status, setStatus] = useState('');
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [name, setName] = useState('');
  const [photo, setPhoto] = useState<File | undefined>();
  const [changingPassword, setChangingPassword] = useState(false);
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  // Bumped after a save so that the fields read from `user` (a mutable object) render again.
  const [, setProfileVersion] = useState(0);

  const displayName = user.displayName || record?.name || texts.unknownUser;

  function startEditing() {
    setName(user.displayName ?? record?.name ?? '');
    setPhoto(undefined);
    setEditing(true);
  }

  async function save(change: { photo?: File; removePhoto?: boolean }, event?: FormEvent) {
    event?.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setStatus(VALIDATION_MESSAGES.nameRequired);
      return;
    }
    setSaving(true);
    try {
      await saveProfile(user, trimmed, change);
      setProfileVersion((version) => version + 1);
      setStatus(texts.profileUpdated);
      setEditing(false);
    } catch (error) {
      console.warn('Saving the profile failed:', error);
      setStatus(texts.profileUpdateFailed);
    } finally {
      setSaving(false);
    }
  }

  async function verifyEmail() {
    try {
      await sendEmailVerification(user);
      setStatus(texts.verificationSentStatus);
      void alertWithLink(texts.verificationSentTitle, texts.verificationSentText, texts.goToGmail, MAIL_SITE);
    } catch (error) {
      void alertError('Error', (error as Error).message);
    }
  }

  function closePasswordForm() {
    setChangingPassword(false);
    setOldPassword('');
    setNewPassword('');
  }

  async function updateUserPassword(event: FormEvent) {
    event.preventDefault();
    const warning = passwordChangeWarning(oldPassword, newPassword);
    if (warning) {
      void alertWarning(warning.title, warning.text);
      return;
    }
    try {
      await changePassword(user, oldPassword, newPassword);
      closePasswordForm();
      void alertSuccess(texts.passwordChanged, ALERT_AUTO_CLOSE_MS);
    } catch {
      void alertError(texts.incorrectOldPassword);
    }
  }

  async function signOut(everywhere: boolean) {
    await runAccountAction(everywhere ? signOutEverywhere : signOutUser);
    navigate(paths.home);
  }

  return (
    <section className="profile" aria-labelledby="profile-title">
      <h1 id="profile-title">My Profile</h1>

      {!user.emailVerified ? (
        <div className="profile-banner" role="region" aria-label="Email verification">
          <p>{texts.emailNotVerified}</p>
          <button type="button" className="button" onClick={() => void verifyEmail()}>
            {texts.verifyEmail}
          </button>
        </div>
      ) : null}

      <p className="profile-status" role="status">
        {status}
      </p>

      {saving ? <Loader overlay label="Saving your profile" /> : null}

      <div className="profile-card">
        <img
          className="profile-photo"
          src={user.photoURL || DEFAULT_AVATAR}
          alt={user.photoURL ? `Photo of ${displayName}` : 'Default profile picture'}
          width={128}
          height={128}
        />

        {editing ? (
          <form className="profile-form" onSubmit={(event) => void save({ photo }, event)}>
            <label htmlFor="profile-name">Username</label>
            <input
              id="profile-name"
              name="name"
              autoComplete="name"
              required
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
            <label htmlFor="profile-photo">Photo</label>
            <input
              id="profile-photo"
              name="photo"
              type="file"
              accept={IMAGE_INPUT_ACCEPT}
              onChange={(event) => setPhoto(event.currentTarget.files?.[0])}
            />
            <div className="button-row">
              <button type="submit" className="button" disabled={saving}>
                Save Profile
              </button>
              <button type="button" className="button button-secondary" onClick={() => setEditing(false)}>
                Cancel
              </button>
              <button
                type="button"
                className="button button-danger"
                disabled={saving || !user.photoURL}
                onClick={() => void save({ removePhoto: true })}
              >
                Remove Photo
              </button>
            </div>
          </form>
        ) : (
          <dl className="profile-details">
            <dt>Username</dt>
            <dd>{displayName}</dd>
            <dt>Email</dt>
            <dd>{user.email}</dd>
            <dt>Email Verified</dt>
            <dd>{user.emailVerified ? texts.verified : texts.notVerified}</dd>
            <dt>Account Created</dt>
            <dd>{user.metadata.creationTime?.slice(0, ACCOUNT_CREATED_DISPLAY_LENGTH)}</dd>
          </dl>
        )}
      </div>

      {changingPassword ? (
        <form
          className="profile-form"
          aria-label="Change password"
          onSubmit={(event) => void updateUserPassword(event)}
        >
          <label htmlFor="old-password">Old Password</label>
          <PasswordInput
            id="old-password"
            name="oldPassword"
            autoComplete="current-password"
            value={oldPassword}
            onChange={(event) => setOldPassword(event.target.value)}
          />
          <label htmlFor="new-password">New Password</label>
          <PasswordInput
            id="new-password"
            name="newPassword"
            autoComplete="new-password"
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
          />
          <div className="button-row">
            <button type="submit" className="button">
              Update Password
            </button>
            <button type="button" className="button button-secondary" onClick={closePasswordForm}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}

      {!editing && !changingPassword ? (
        <div className="button-row">
          <button type="button" className="button" onClick={startEditing}>
            Edit Profile
          </button>
          {hasPassword(user) ? (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setChangingPassword(true)}
            >
              Change Password
            </button>
          ) : null}
          <button type="button" className="button button-secondary" onClick={() => void signOut(false)}>
            Sign Out
          </button>
          <button type="button" className="button button-danger" onClick={() => void signOut(true)}>
            Sign out of all devices
          </button>
        </div>
      ) : null}

      <DevicesTable devices={deviceRows(record)} />
    </section>
  );
}
