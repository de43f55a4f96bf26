import { accountTexts } from '@/config/account-texts';

/**
 * The buttons of the read-only view: edit, change the password (accounts that have one), sign out here or
 * everywhere, delete the account.
 */
export function AccountButtons({
  canChangePassword,
  onEdit,
  onChangePassword,
  onSignOut,
  onDeleteAccount,
}: {
  canChangePassword: boolean;
  onEdit: () => void;
  onChangePassword: () => void;
  onSignOut: (everywhere: boolean) => void;
  onDeleteAccount: () => void;
}) {
  return (
    <div className="button-row">
      <button type="button" className="button" onClick={onEdit}>
        Edit Profile
      </button>
      {canChangePassword ? (
        <button type="button" className="button button-secondary" onClick={onChangePassword}>
          Change Password
        </button>
      ) : null}
      <button type="button" className="button button-secondary" onClick={() => onSignOut(false)}>
        Sign Out
      </button>
      <button type="button" className="button button-danger" onClick={() => onSignOut(true)}>
        Sign out of all devices
      </button>
      <button type="button" className="button button-danger" onClick={onDeleteAccount}>
        {accountTexts.deleteAccount}
      </button>
    </div>
  );
}
