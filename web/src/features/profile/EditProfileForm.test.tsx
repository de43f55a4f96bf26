import { VALIDATION_MESSAGES as M } from '@portfolio/common';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '@/testing/deferred';
import { EditProfileForm } from './EditProfileForm';

function renderForm({ hasPhoto = true, initialName = 'Ada Lovelace' } = {}) {
  const onSave = vi.fn<(name: string, change: object) => Promise<void>>().mockResolvedValue();
  const onCancel = vi.fn();
  render(
    <EditProfileForm initialName={initialName} hasPhoto={hasPhoto} onSave={onSave} onCancel={onCancel} />,
  );
  return { onSave, onCancel };
}

const png = (name = 'me.png', size = 1024) =>
  new File([new Uint8Array(size)], name, { type: 'image/png', lastModified: 0 });

describe('EditProfileForm', () => {
  it('saves the trimmed name with the chosen photo', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    const photo = png();
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), '  Ada King  ');
    fireEvent.change(screen.getByLabelText('Photo'), { target: { files: [photo] } });
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('Ada King', { photo }));
  });

  it('an empty name is refused beside its field, and nothing is saved', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    await user.clear(screen.getByLabelText('Username'));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    const error = await screen.findByText(M.nameRequired);
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-describedby', error.id);
    // Remove Photo sends the name too: it is refused the same way.
    await user.click(screen.getByRole('button', { name: 'Remove Photo' }));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('leaving an emptied name shows no message before the first save', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.clear(screen.getByLabelText('Username'));
    await user.tab();
    expect(screen.queryByText(M.nameRequired)).toBeNull();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'false');
  });

  it('a file that is no accepted image, or too large, is refused beside the photo field', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    const photoInput = screen.getByLabelText('Photo');
    fireEvent.change(photoInput, {
      target: { files: [new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })] },
    });
    expect(await screen.findByText(M.imageType)).toBeVisible();
    fireEvent.change(photoInput, { target: { files: [png('big.png', 5 * 1024 * 1024 + 1)] } });
    expect(await screen.findByText(M.imageTooLarge)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(photoInput).toHaveAttribute('aria-invalid', 'true');
  });

  it('Remove Photo saves the name with the photo removed, even after a photo was chosen', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    fireEvent.change(screen.getByLabelText('Photo'), { target: { files: [png()] } });
    await user.click(screen.getByRole('button', { name: 'Remove Photo' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('Ada Lovelace', { removePhoto: true }));
    // The next save is a plain one again.
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave).toHaveBeenLastCalledWith('Ada Lovelace', { photo: expect.any(File) });
  });

  it('Remove Photo is disabled when there is no photo', () => {
    renderForm({ hasPhoto: false });
    expect(screen.getByRole('button', { name: 'Remove Photo' })).toBeDisabled();
  });

  it('while saving: the overlay shows and both saving buttons are disabled', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    const saving = deferred();
    onSave.mockReturnValueOnce(saving.promise);
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByTestId('loading-overlay')).toHaveTextContent('Saving your profile');
    expect(screen.getByRole('button', { name: 'Save Profile' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Photo' })).toBeDisabled();
    saving.resolve();
    await waitFor(() => expect(screen.queryByTestId('loading-overlay')).toBeNull());
    expect(screen.getByRole('button', { name: 'Save Profile' })).toBeEnabled();
  });

  it('Cancel leaves without saving', async () => {
    const user = userEvent.setup();
    const { onSave, onCancel } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSave).not.toHaveBeenCalled();
  });
});
