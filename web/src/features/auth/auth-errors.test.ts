import { describe, expect, it } from 'vitest';
import { signInErrorMessage, signUpErrorMessage } from './auth-errors';

const providerError = (code: string, message = `Firebase: Error (${code}).`) =>
  Object.assign(new Error(message), { code });

describe('sign-in messages', () => {
  it.each(['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found'])(
    '%s: invalid credentials',
    (code) => {
      expect(signInErrorMessage(providerError(code))).toBe('Invalid email or password.');
    },
  );

  it("any other error: the provider's message", () => {
    expect(signInErrorMessage(providerError('auth/too-many-requests', 'Too many attempts'))).toBe(
      'Too many attempts',
    );
  });
});

describe('sign-up messages', () => {
  it('email already in use', () => {
    expect(signUpErrorMessage(providerError('auth/email-already-in-use'))).toBe(
      'The Email is Already in Use',
    );
  });

  it('otherwise the message, or "Something went wrong"', () => {
    expect(signUpErrorMessage(new Error('Network down'))).toBe('Network down');
    expect(signUpErrorMessage({})).toBe('Something went wrong');
  });
});
