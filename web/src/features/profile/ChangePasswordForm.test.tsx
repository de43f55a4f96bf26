import { VALIDATION_MESSAGES as M } from '@portfolio/common';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { alertError, alertSuccess, alertWarning } from '@/lib/alerts';
import { ChangePasswordForm } from './ChangePasswordForm';

vi.mock('@/lib/alerts', () => ({
  alertSuccess: vi.fn(),
  alertError: vi.fn(),
  alertWarning: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(alertSuccess).mockClear();
  vi.mocked(alertError).mockClear();
  vi.mocked(alertWarning).mockClear();
});

function renderForm() {
  const changePassword = vi
    .fn<(oldPassword: string, newPassword: string) => Promise<void>>()
    .mockResolvedValue();
  const onClose = vi.fn();
  render(<ChangePasswordForm changePassword={changePassword} onClose={onClose} />);
  return { changePassword, onClose };
}

async function attempt(oldPassword: string, newPassword: string) {
  const user = userEvent.setup();
  if (oldPassword) await user.type(screen.getByLabelText('Old Password'), oldPassword);
  if (newPassword) await user.type(screen.getByLabelText('New Password'), newPassword);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

/** The message shown beside a field, if any. */
function errorBeside(label: string) {
  const describedBy = screen.getByLabelText(label).getAttribute('aria-describedby');
  return describedBy ? document.getElementById(describedBy)?.textContent : undefined;
}

describe('ChangePasswordForm', () => {
  it('both fields empty: the warning popup, and each field says so', async () => {
    const { changePassword } = renderForm();
    await attempt('', '');
    await waitFor(() => expect(errorBeside('Old Password')).toBe(M.passwordFieldsMissing));
    expect(errorBeside('New Password')).toBe(M.passwordFieldsMissing);
    expect(alertWarning).toHaveBeenCalledExactlyOnceWith(M.passwordFieldsMissing, undefined);
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('the same password twice: "must be different" beside the new one', async () => {
    const { changePassword } = renderForm();
    await attempt('Same1234', 'Same1234');
    await waitFor(() => expect(errorBeside('New Password')).toBe(M.passwordUnchanged));
    expect(errorBeside('Old Password')).toBeUndefined();
    expect(alertWarning).toHaveBeenCalledExactlyOnceWith(M.passwordUnchanged, undefined);
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('a weak new password: "Invalid Password" with the rule', async () => {
    const { changePassword } = renderForm();
    await attempt('Old12345', 'weakpass');
    await waitFor(() => expect(errorBeside('New Password')).toBe(M.newPassword));
    expect(alertWarning).toHaveBeenCalledExactlyOnceWith(M.invalidPasswordTitle, M.newPassword);
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('a wrong old password: the error popup, and the form stays open', async () => {
    const { changePassword, onClose } = renderForm();
    changePassword.mockRejectedValueOnce(new Error('auth/wrong-password'));
    await attempt('Wrong2026', 'Changed2026');
    await waitFor(() => expect(alertError).toHaveBeenCalledWith('Incorrect old password.'));
    expect(changePassword).toHaveBeenCalledWith('Wrong2026', 'Changed2026');
    expect(onClose).not.toHaveBeenCalled();
    expect(alertWarning).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeEnabled();
  });

  it('a change: disabled while it runs, then the form closes with the success popup', async () => {
    const { changePassword, onClose } = renderForm();
    let finish!: () => void;
    changePassword.mockReturnValueOnce(new Promise<void>((resolve) => (finish = resolve)));
    await attempt('Old12345', 'New12345');
    const form = screen.getByRole('form', { name: 'Change password' });
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Update Password' })).toBeDisabled());
    expect(onClose).not.toHaveBeenCalled();
    finish();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(alertSuccess).toHaveBeenCalledWith('Password changed successfully!', expect.any(Number));
    expect(alertWarning).not.toHaveBeenCalled();
  });

  it('leaving a field shows no message before the first Update', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('New Password'), 'weak');
    await user.tab();
    await user.click(screen.getByLabelText('Old Password'));
    await user.tab();
    expect(errorBeside('New Password')).toBeUndefined();
    expect(errorBeside('Old Password')).toBeUndefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('both inputs have a show/hide toggle', () => {
    renderForm();
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
  });
});
