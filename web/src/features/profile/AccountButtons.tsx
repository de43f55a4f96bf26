import { accountTexts } from '@/config/account-texts';
import { profileTexts as T } from '@/config/profile-texts';
import { texts } from '@/config/texts';

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
        {T.edit}
      </button>
      {canChangePassword ? (
        <button type="button" className="button button-secondary" onClick={onChangePassword}>
          {T.changePassword}
        </button>
      ) : null}
      <button type="button" className="button button-secondary" onClick={() => onSignOut(false)}>
        {texts.header.signOut}
      </button>
      <button type="button" className="button button-danger" onClick={() => onSignOut(true)}>
        {T.signOutEverywhere}
      </button>
      <button type="button" className="button button-danger" onClick={onDeleteAccount}>
        {accountTexts.deleteAccount}
      </button>
    </div>
  );
}
