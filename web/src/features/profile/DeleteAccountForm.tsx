import { useState, type FormEvent } from 'react';
import { describedByError, FormField } from '@/components/FormField';
import { accountTexts } from '@/config/account-texts';
import { profileTexts as T } from '@/config/profile-texts';

export interface DeleteAccountFormProps {
  /** Whether the account signs in with a password (asked for here) or with Google (asked for by a popup). */
  hasPassword: boolean;
  /** Signs in again and deletes the account; rejects with the Auth error when signing in again fails. */
  deleteAccount: (password: string) => Promise<void>;
  onCancel: () => void;
}

const PASSWORD_ID = 'delete-account-password';
const WRONG_PASSWORD = new Set([
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
]);

/** "Delete my account": says what goes, asks for the password (or Google) again, then deletes. */
export function DeleteAccountForm({ hasPassword, deleteAccount, onCancel }: DeleteAccountFormProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [deleting, setDeleting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    setDeleting(true);
    try {
      await deleteAccount(password);
    } catch (failure) {
      const code = (failure as { code?: string }).code ?? '';
      setError(
        WRONG_PASSWORD.has(code) ? accountTexts.deleteAccountWrongPassword : accountTexts.deleteAccountFailed,
      );
      setDeleting(false);
    }
  }

  return (
    <form
      noValidate
      className="profile-form profile-danger"
      aria-labelledby="delete-account-title"
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="delete-account-title">{accountTexts.deleteAccount}</h2>
      <p>{accountTexts.deleteAccountWhat}</p>
      {hasPassword ? (
        <FormField id={PASSWORD_ID} label={accountTexts.deleteAccountPassword} error={error}>
          <input
            id={PASSWORD_ID}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            {...describedByError(PASSWORD_ID, error)}
          />
        </FormField>
      ) : (
        <>
          <p>{accountTexts.deleteAccountGoogle}</p>
          {error ? (
            <p className="field-error" role="alert">
              {error}
            </p>
          ) : null}
        </>
      )}
      <div className="button-row">
        <button
          type="submit"
          className="button button-danger"
          disabled={deleting || (hasPassword && !password)}
        >
          {accountTexts.deleteAccountConfirm}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {T.cancel}
        </button>
      </div>
    </form>
  );
}
