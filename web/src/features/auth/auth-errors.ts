import { accountTexts } from '@/config/account-texts';

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

function messageOf(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}

// Projects with email-enumeration protection answer invalid-credential; others (and the Auth emulator) say which
// part was wrong, which the page does not reveal either.
const INVALID_CREDENTIAL_CODES = ['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found'];

/** The sign-in message for a provider error: wrong credentials get one fixed text, anything else its own. */
export function signInErrorMessage(error: unknown): string {
  return INVALID_CREDENTIAL_CODES.includes(codeOf(error) ?? '')
    ? accountTexts.invalidCredential
    : (messageOf(error) ?? accountTexts.somethingWentWrong);
}

/** The sign-up message for a provider or API error: a used email gets one fixed text, anything else its own. */
export function signUpErrorMessage(error: unknown): string {
  return codeOf(error) === 'auth/email-already-in-use'
    ? accountTexts.emailInUse
    : (messageOf(error) ?? accountTexts.somethingWentWrong);
}
