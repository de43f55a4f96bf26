import { passwordChangeSchema, VALIDATION_MESSAGES as M } from '@portfolio/common';
import { ValidationError } from 'yup';

export interface PasswordWarning {
  title: string;
  text?: string;
}

/**
 * The warning popup of a password change the shared rules refuse, the first failed check in order: both given,
 * different, the new one strong enough; null when the change may be tried.
 */
export function passwordChangeWarning(oldPassword: string, newPassword: string): PasswordWarning | null {
  try {
    passwordChangeSchema.validateSync({ oldPassword, newPassword }, { abortEarly: false });
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const messages = error.errors;
    if (messages.includes(M.passwordFieldsMissing)) return { title: M.passwordFieldsMissing };
    if (messages.includes(M.passwordUnchanged)) return { title: M.passwordUnchanged };
    return { title: M.invalidPasswordTitle, text: M.newPassword };
  }
}
