import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '@/lib/auth';
import { SignInPage } from './SignInPage';
import { SignUpPage } from './SignUpPage';

const PASSWORD_RULE =
  'Password must include at least 1 uppercase, 1 lowercase letter, and be at least 6 characters long.';

function renderPage(page: ReactNode) {
  return render(
    <MemoryRouter>
      <SessionProvider>{page}</SessionProvider>
    </MemoryRouter>,
  );
}

describe('SignInPage', () => {
  it('names its inputs and links to sign-up', () => {
    renderPage(<SignInPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('name', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('name', 'password');
    expect(screen.getByRole('button', { name: 'Login with Google' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signUp');
  });

  it('shows the required and password-rule messages before sending anything', async () => {
    const user = userEvent.setup();
    renderPage(<SignInPage />);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_RULE)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'alllowercase1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_RULE)).toBeInTheDocument();
  });

  it('toggles the password between hidden and shown', async () => {
    const user = userEvent.setup();
    renderPage(<SignInPage />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});

describe('SignUpPage', () => {
  it('requires name, photo, email and password', async () => {
    const user = userEvent.setup();
    renderPage(<SignUpPage />);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Photo is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_RULE)).toBeInTheDocument();
  });

  it('accepts image files only', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage(<SignUpPage />);
    const photo = screen.getByLabelText('Photo');
    expect(photo).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');
    await user.upload(photo, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Only JPEG, PNG, WebP or GIF images are accepted')).toBeInTheDocument();
  });
});
