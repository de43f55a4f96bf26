import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { accountTexts } from '@/config/account-texts';
import { DeleteAccountForm } from './DeleteAccountForm';

function renderForm(hasPassword: boolean, deleteAccount = vi.fn<(password: string) => Promise<void>>()) {
  const onCancel = vi.fn();
  render(<DeleteAccountForm hasPassword={hasPassword} deleteAccount={deleteAccount} onCancel={onCancel} />);
  return { deleteAccount, onCancel };
}

const confirmButton = () => screen.getByRole('button', { name: accountTexts.deleteAccountConfirm });

describe('DeleteAccountForm', () => {
  it('says what is deleted, asks for the password, and deletes with it', async () => {
    const { deleteAccount } = renderForm(true);
    deleteAccount.mockResolvedValue();
    expect(screen.getByRole('form', { name: accountTexts.deleteAccount })).toHaveTextContent(
      accountTexts.deleteAccountWhat,
    );
    expect(confirmButton()).toBeDisabled();
    await userEvent.type(screen.getByLabelText(accountTexts.deleteAccountPassword), 'Secret1');
    await userEvent.click(confirmButton());
    expect(deleteAccount).toHaveBeenCalledWith('Secret1');
  });

  it('a wrong password says so beside the field, and nothing else happens', async () => {
    const { deleteAccount } = renderForm(true);
    deleteAccount.mockRejectedValue(Object.assign(new Error('wrong'), { code: 'auth/invalid-credential' }));
    const password = screen.getByLabelText(accountTexts.deleteAccountPassword);
    await userEvent.type(password, 'Wrong1');
    await userEvent.click(confirmButton());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(accountTexts.deleteAccountWrongPassword),
    );
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(confirmButton()).toBeEnabled();
  });

  it('an account without a password is asked to sign in with Google again', async () => {
    const { deleteAccount, onCancel } = renderForm(false);
    deleteAccount.mockResolvedValue();
    expect(screen.queryByLabelText(accountTexts.deleteAccountPassword)).not.toBeInTheDocument();
    expect(screen.getByText(accountTexts.deleteAccountGoogle)).toBeInTheDocument();
    await userEvent.click(confirmButton());
    expect(deleteAccount).toHaveBeenCalledWith('');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
