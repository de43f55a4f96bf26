import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '@/lib/auth';
import { Profile } from './ProfilePage';

/** The fields of a Firebase user that the profile reads. */
function userWith(overrides: Partial<User> = {}): User {
  return {
    uid: 'u1',
    displayName: 'Ada Lovelace',
    email: 'ada@example.com',
    emailVerified: false,
    photoURL: null,
    metadata: { creationTime: 'Fri, 20 Nov 2026 22:30:00 GMT' },
    providerData: [{ providerId: 'password' }],
    ...overrides,
  } as unknown as User;
}

function renderProfile(user: User) {
  return render(
    <MemoryRouter>
      <SessionProvider>
        <Profile user={user} record={{ name: 'Ada', devices: [] }} />
      </SessionProvider>
    </MemoryRouter>,
  );
}

describe('Profile', () => {
  it('shows the read-only view with the unverified banner', () => {
    renderProfile(userWith());
    expect(screen.getByText('Your email is not verified.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Please Verify Email' })).toBeInTheDocument();
    const values = screen.getAllByRole('definition').map((definition) => definition.textContent);
    expect(values).toEqual(['Ada Lovelace', 'ada@example.com', 'Not Verified', 'Fri, 20 Nov 2026']);
    expect(screen.getByRole('img', { name: 'Default profile picture' })).toHaveAttribute(
      'src',
      '/images/default-avatar.svg',
    );
    expect(screen.getByText('No login devices found.')).toBeInTheDocument();
  });

  it('a verified user with no name: no banner, "Verified", "Unknown User"', () => {
    render(
      <MemoryRouter>
        <SessionProvider>
          <Profile user={userWith({ emailVerified: true, displayName: null })} record={undefined} />
        </SessionProvider>
      </MemoryRouter>,
    );
    expect(screen.queryByText('Your email is not verified.')).toBeNull();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Unknown User')).toBeInTheDocument();
  });

  it('Edit Profile opens the form; Cancel closes it', async () => {
    const user = userEvent.setup();
    renderProfile(userWith());
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('Username')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Photo')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp,image/gif',
    );
    expect(screen.getByRole('button', { name: 'Save Profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Photo' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Username')).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('Change Password opens its form; Cancel closes it and clears both fields', async () => {
    const user = userEvent.setup();
    renderProfile(userWith());
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await user.type(screen.getByLabelText('Old Password'), 'Old12345');
    await user.type(screen.getByLabelText('New Password'), 'New12345');
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Old Password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByLabelText('Old Password')).toHaveValue('');
    expect(screen.getByLabelText('New Password')).toHaveValue('');
  });

  it('offers no password change to an account without a password', () => {
    renderProfile(userWith({ providerData: [{ providerId: 'google.com' }] as User['providerData'] }));
    expect(screen.queryByRole('button', { name: 'Change Password' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });
});
