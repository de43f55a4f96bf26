import {
  MAX_IMAGE_PIXELS,
  MAX_PICKED_PHOTO_BYTES,
  MAX_PICKED_PHOTO_PIXELS,
  PROJECT_YEARS,
} from './input-limits';
import { localizable } from '../localizable';

/** Validation messages: the product's texts word for word (spelling included), plus our own for what they leave open. */
export const VALIDATION_MESSAGES = localizable('validation', {
  password:
    'Password must include at least 1 uppercase, 1 lowercase letter, and be at least 6 characters long.',
  newPassword: 'Password must include 1 uppercase, 1 lowercase, and be 6+ characters.',
  passwordFieldsMissing: 'Please fill both old and new password fields.',
  passwordUnchanged: 'Old and new passwords must be different.',
  invalidPasswordTitle: 'Invalid Password',
  invalidEmail: 'Invalid email address',
  invalidUrl: 'Invalid URL',

  titleRequired: 'Project Title is required',
  purposeRequired: 'Project Purpose is required',
  categoryRequired: 'Project category is required',
  typeRequired: 'Project type is required',
  statusRequired: 'Project Status is required',
  startDateRequired: 'Start Date is required',
  endDateRequired: 'End Date is required',
  technologiesRequired: 'technologies is required',
  descriptionRequired: 'Project description is required',
  mainImageRequired: 'Main Image is required',
  priorityRequired: 'priority is required',

  categoryInvalid: 'Choose one of the listed categories',
  typeInvalid: 'Choose one of the listed types',
  statusInvalid: 'Choose In Complete or Complete',
  dateInvalid: 'Use a date like 2025-01-31',
  endBeforeStart: 'End Date cannot be before Start Date',
  priorityInvalid: 'Priority must be a whole number of at least 1',
  videoInvalid: 'Enter a YouTube video id or link',
  tooManyTechnologies: 'List at most 20 technologies',
  technologyTooLong: 'Each technology must be at most 40 characters',
  tooManyScreenshots: 'At most 10 screenshots',
  oneFileOnly: (label: string) => `Send one file as the ${label}, not several`,
  imageType: 'Only JPEG, PNG, WebP or GIF images are accepted',
  imageTooLarge: 'Each image must be at most 5 MB',
  imageUnreadable: 'The image could not be read',
  photoTooLarge: `Each photo must be at most ${MAX_PICKED_PHOTO_BYTES / (1024 * 1024)} MB and ${MAX_PICKED_PHOTO_PIXELS / 1e6} megapixels`,
  imageTooManyPixels: `Each image must be at most ${MAX_IMAGE_PIXELS / 1e6} megapixels`,
  uploadTooLarge: (total: string, limit: string) =>
    `These images add up to ${total}; one save can send at most ${limit}. Remove some and add them in a second save.`,

  nameRequired: 'Name is required',
  photoRequired: 'Photo is required',
  emailRequired: 'Email is required',
  phoneRequired: 'Phone Number is required',
  phoneInvalid: 'Enter a valid phone number',
  messageRequired: 'Message is required',

  controlCharacters: (label: string) => `${label} contains invisible or control characters`,
  blankLooking: (label: string) => `${label} must contain letters or digits, not only blank characters`,
  stackedMarks: (label: string) => `${label} piles too many accents on one letter`,
  changedElsewhere:
    'This was changed elsewhere since you opened it (in another tab or by another save). Reload the page to see the changes, then save again.',
  yearOutOfRange: `Use a year between ${PROJECT_YEARS.first} and ${PROJECT_YEARS.last}`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,

  required: (label: string) => `${label} is required`,
  httpsLinkOnly: 'Use an https:// link',
  socialNetworkInvalid: 'Choose GitHub, LinkedIn, Facebook or X',
  skillIconInvalid: 'Choose one of the listed logos',
  skillsCount: (count: number) => `The skills grid has exactly ${count} skills`,
  tooMany: (label: string, max: number) => `At most ${max} ${label}`,
  gpaOutOfRange: (min: number, max: number) =>
    `A result is a GPA from ${min.toFixed(2)} to ${max.toFixed(2)}, running or upcoming`,
  cvFileName: 'The file name must end in .pdf and hold no slashes',
  cvNotPdf: 'The CV must be a PDF file',
  cvTooLarge: (megabytes: number) => `The CV must be at most ${megabytes} MB`,
  unknownFields: (fields: string) => `Unknown fields: ${fields}`,
  reservedFieldName: (name: string) => `The field name "${name}" is not allowed`,
  notText: (field: string) => `${field} must be text`,
  malformedText: (field: string) =>
    `${field} holds a broken character (half of a UTF-16 surrogate pair); send well-formed Unicode`,
  nonCharacter: (field: string) =>
    `${field} holds a character Unicode reserves as a non-character (such as U+FFFE); remove it`,
  bodyTooLarge: (kilobytes: number) => `Body must be at most ${kilobytes} KB`,
  renderedTooLarge: (size: string, limit: string) =>
    `This post is too large once formatted: ${size} of HTML, over the ${limit} a post may take; shorten it or split it in two`,
  tableCellsTooMany: (limit: number) =>
    `This post is too large once formatted: its tables would hold over ${limit.toLocaleString('en')} cells (each row gets as many as the header); use fewer rows or columns`,
  slugInvalid: 'A slug is lower-case letters and digits, words joined by single hyphens',
  dateTimeInvalid: 'Use a date and time like 2026-01-31T09:00:00Z',
  dateOutOfRange: (first: number, last: number) => `Use a date between the years ${first} and ${last}`,
  slugTaken: 'This slug is taken by another post (or one in the trash): choose another, or leave it empty',
} as const);
