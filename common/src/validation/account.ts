import { mixed, object, string, type InferType } from 'yup';
import { isAcceptedImageType, MAX_IMAGE_BYTES, TEXT_LIMITS } from './input-limits';
import { FIELD_LABELS } from './field-labels';
import { VALIDATION_MESSAGES as M } from './messages';
import { EMAIL_PATTERN, PASSWORD_PATTERN, PHONE_PATTERN } from './patterns';
import { plainText } from './text';

// The messages of the fields a visitor fills (the account and contact forms) are written when a value is refused,
// so that a page in another language gives them in it, with the field's name in it too.
const L = FIELD_LABELS;

const email = () =>
  plainText(() => L.email)
    .trim()
    .required(() => M.emailRequired)
    .max(TEXT_LIMITS.email, () => M.tooLong(L.email, TEXT_LIMITS.email))
    .matches(EMAIL_PATTERN, () => M.invalidEmail);

const password = () =>
  string()
    .required(() => M.password)
    .matches(PASSWORD_PATTERN, () => M.password);

const name = () =>
  plainText(() => L.name)
    .trim()
    .required(() => M.nameRequired)
    .max(TEXT_LIMITS.name, () => M.tooLong(L.name, TEXT_LIMITS.name));

export const signInSchema = object({ email: email(), password: password() });

/** `photo` is a File in the browser; the API never sees this form. */
export const signUpSchema = object({
  name: name(),
  photo: mixed()
    .required(() => M.photoRequired)
    .test(
      'image',
      () => M.imageType,
      (file) => !file || isAcceptedImageType((file as { type?: unknown }).type),
    ),
  email: email(),
  password: password(),
});

/** PUT /user/{id}: the name (the photo is a file part). */
export const profileSchema = object({ name: name() });

/** The profile form in the browser: the name, and a new photo (a File) if one was chosen. */
export const profileFormSchema = profileSchema.shape({
  photo: mixed()
    .nullable()
    .test(
      'image',
      () => M.imageType,
      (file) => !file || isAcceptedImageType((file as { type?: unknown }).type),
    )
    .test(
      'size',
      () => M.imageTooLarge,
      (file) => !file || (file as { size: number }).size <= MAX_IMAGE_BYTES,
    ),
});

/**
 * Changing one's password (in the browser; the old one is then checked by signing in again with it): both given,
 * different, and the new one strong enough. The digit is required too, though the message (kept word for word)
 * leaves it out.
 */
export const passwordChangeSchema = object({
  oldPassword: string().required(() => M.passwordFieldsMissing),
  newPassword: string()
    .required(() => M.passwordFieldsMissing)
    .test(
      'changed',
      () => M.passwordUnchanged,
      function (value) {
        return !value || value !== this.parent.oldPassword;
      },
    )
    .matches(PASSWORD_PATTERN, () => M.newPassword),
});

export type PasswordChangeFields = InferType<typeof passwordChangeSchema>;

export const contactSchema = object({
  name: name(),
  number: plainText(() => L.phone)
    .trim()
    .required(() => M.phoneRequired)
    .max(TEXT_LIMITS.phone, () => M.tooLong(L.phone, TEXT_LIMITS.phone))
    .matches(PHONE_PATTERN, () => M.phoneInvalid),
  email: email(),
  message: plainText(() => L.message, { multiline: true })
    .trim()
    .required(() => M.messageRequired)
    .max(TEXT_LIMITS.message, () => M.tooLong(L.message, TEXT_LIMITS.message)),
});

export type ContactFields = InferType<typeof contactSchema>;
