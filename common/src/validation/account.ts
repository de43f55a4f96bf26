import { mixed, object, string, type InferType } from 'yup';
import { isAcceptedImageType, TEXT_LIMITS } from './input-limits';
import { VALIDATION_MESSAGES as M } from './messages';
import { EMAIL_PATTERN, PASSWORD_PATTERN, PHONE_PATTERN } from './patterns';
import { plainText } from './text';

const email = () =>
  plainText('Email')
    .trim()
    .required(M.emailRequired)
    .max(TEXT_LIMITS.email, M.tooLong('Email', TEXT_LIMITS.email))
    .matches(EMAIL_PATTERN, M.invalidEmail);

const password = () => string().required(M.password).matches(PASSWORD_PATTERN, M.password);

const name = () =>
  plainText('Name')
    .trim()
    .required(M.nameRequired)
    .max(TEXT_LIMITS.name, M.tooLong('Name', TEXT_LIMITS.name));

export const signInSchema = object({ email: email(), password: password() });

/** `photo` is a File in the browser; the API never sees this form. */
export const signUpSchema = object({
  name: name(),
  photo: mixed()
    .required(M.photoRequired)
    .test('image', M.imageType, (file) => !file || isAcceptedImageType((file as { type?: unknown }).type)),
  email: email(),
  password: password(),
});

/** PUT /user/{id}: the name (the photo is a file part). */
export const profileSchema = object({ name: name() });

export const contactSchema = object({
  name: name(),
  number: plainText('Phone Number')
    .trim()
    .required(M.phoneRequired)
    .max(TEXT_LIMITS.phone, M.tooLong('Phone Number', TEXT_LIMITS.phone))
    .matches(PHONE_PATTERN, M.phoneInvalid),
  email: email(),
  message: plainText('Message', { multiline: true })
    .trim()
    .required(M.messageRequired)
    .max(TEXT_LIMITS.message, M.tooLong('Message', TEXT_LIMITS.message)),
});

export type ContactFields = InferType<typeof contactSchema>;
