import { PASSWORD_PATTERN, VALIDATION_MESSAGES as M } from '@portfolio/common';

export interface PasswordWarning {
  title: string;
  text?: string;
}

/** The checks made before the old password is verified: both given, different, the new one strong enough; null when the change may be tried. */
export function passwordChangeWarning(oldPassword: string, newPassword: string): PasswordWarning | null {
  if (!oldPassword || !newPassword) return { title: M.passwordFieldsMissing };
  if (oldPassword === newPassword) return { title: M.passwordUnchanged };
  // The digit is required too, though the message (kept word for word) leaves it out.
  if (!PASSWORD_PATTERN.test(newPassword)) return { title: M.invalidPasswordTitle, text: M.newPassword };
  return null;
}
