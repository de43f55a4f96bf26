import { sendEmailVerification, type User } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUser } from 'reactfire';
import { Loader } from '@/components/Loader';
import { paths } from '@/config/paths';
import { accountTexts } from '@/config/account-texts';
import { alertError, alertSuccess, alertWithLink } from '@/lib/alerts';
import { useDocumentTitle } from '@/lib/document-title';
import { signOutUser } from '@/lib/sign-out';
import { useSession } from '@/lib/auth';
import type { PhotoChange } from '@/lib/user-profile';
import { AccountButtons } from './AccountButtons';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccountForm } from './DeleteAccountForm';
import { EditProfileForm } from './EditProfileForm';
import { EmailVerificationBanner } from './EmailVerificationBanner';
import { LoginDevices } from './LoginDevices';
import {
  changePassword,
  deleteAccount,
  hasPassword,
  saveProfile,
  signOutEverywhere,
} from './api/profile-requests';
import { ProfileCard, ProfileDetails } from './ProfileCard';
import { useOwnUserRecord, type ProfileRecord } from './user-record';
import { profileTexts as T } from '@/config/profile-texts';

const MAIL_SITE = 'https://mail.google.com/';

export function ProfilePage() {
  useDocumentTitle(T.pageTitle, T.pageDescription);
  const { data: user } = useUser();
  if (!user) return <Loader label={T.loading} />;
  return <ProfileWithRecord user={user} />;
}

function ProfileWithRecord({ user }: { user: User }) {
  const live = useOwnUserRecord(user.uid);
  useEffect(() => {
    if (live.status === 'error') console.warn('Reading your account record failed:', live.error);
  }, [live]);
  // Without its record (still loading, or unreadable) the profile shows what the Auth user holds.
  return <Profile user={user} record={live.status === 'success' ? live.data : undefined} />;
}

/** The read-only view, or one of the two forms: editing the profile and changing the password are separate modes. */
type ProfileMode = 'view' | 'editing' | 'changingPassword' | 'deletingAccount';

/** The profile of a signed-in user, given their Auth user and their live record. */
export function Profile({ user, record }: { user: User; record: ProfileRecord | undefined }) {
  const { runAccountAction } = useSession();
  const navigate = useNavigate();
  const [status, setStatus] = useState('');
  const [mode, setMode] = useState<ProfileMode>('view');

  const displayName = user.displayName || record?.name || accountTexts.unknownUser;

  // Leaving the edit mode renders the page again, so the fields read from `user` (a mutable object) show the save.
  async function save(name: string, change: PhotoChange) {
    try {
      await saveProfile(user, name, change);
      setStatus(accountTexts.profileUpdated);
      setMode('view');
    } catch (error) {
      console.warn('Saving the profile failed:', error);
      setStatus(accountTexts.profileUpdateFailed);
    }
  }

  async function verifyEmail() {
    try {
      await sendEmailVerification(user);
      setStatus(accountTexts.verificationSentStatus);
      void alertWithLink(
        accountTexts.verificationSentTitle,
        accountTexts.verificationSentText,
        accountTexts.goToGmail,
        MAIL_SITE,
      );
    } catch (error) {
      void alertError(T.errorTitle, (error as Error).message);
    }
  }

  async function removeAccount(password: string) {
    await runAccountAction(() => deleteAccount(user, password));
    navigate(paths.home);
    void alertSuccess(accountTexts.accountDeleted);
  }

  async function signOut(everywhere: boolean) {
    await runAccountAction(everywhere ? signOutEverywhere : signOutUser);
    navigate(paths.home);
  }

  return (
    <section className="profile" aria-labelledby="profile-title">
      <h1 id="profile-title">{T.title}</h1>

      {!user.emailVerified ? <EmailVerificationBanner onVerify={() => void verifyEmail()} /> : null}

      <p className="profile-status" role="status">
        {status}
      </p>

      <ProfileCard user={user} displayName={displayName}>
        {mode === 'editing' ? (
          <EditProfileForm
            initialName={user.displayName ?? record?.name ?? ''}
            hasPhoto={Boolean(user.photoURL)}
            onSave={save}
            onCancel={() => setMode('view')}
          />
        ) : (
          <ProfileDetails user={user} displayName={displayName} />
        )}
      </ProfileCard>

      {mode === 'changingPassword' ? (
        <ChangePasswordForm
          changePassword={(oldPassword, newPassword) => changePassword(user, oldPassword, newPassword)}
          onClose={() => setMode('view')}
        />
      ) : null}

      {mode === 'deletingAccount' ? (
        <DeleteAccountForm
          hasPassword={hasPassword(user)}
          deleteAccount={removeAccount}
          onCancel={() => setMode('view')}
        />
      ) : null}

      {mode === 'view' ? (
        <AccountButtons
          canChangePassword={hasPassword(user)}
          onEdit={() => setMode('editing')}
          onChangePassword={() => setMode('changingPassword')}
          onSignOut={(everywhere) => void signOut(everywhere)}
          onDeleteAccount={() => setMode('deletingAccount')}
        />
      ) : null}

      <LoginDevices record={record} />
    </section>
  );
}
