import { array, boolean, number, object, string, type InferType } from 'yup';
import { PROJECT_CATEGORY_SLUGS, PROJECT_STATUSES, PROJECT_TYPES } from '../projects';
import { PROJECT_YEARS, TEXT_LIMITS } from './input-limits';
import { plainText } from './text';
import { VALIDATION_MESSAGES as M } from './messages';
import {
  HTTP_URL_PATTERN,
  isCalendarDate,
  splitTechnologies,
  toYouTubeId,
  YOUTUBE_ID_PATTERN,
} from './patterns';

const requiredText = (required: string, label: string, max: number, { multiline = false } = {}) =>
  plainText(label, { multiline }).trim().required(required).max(max, M.tooLong(label, max));

const optionalHttpUrl = () =>
  plainText('A link')
    .trim()
    .default('')
    .max(TEXT_LIMITS.url, M.tooLong('A link', TEXT_LIMITS.url))
    .matches(HTTP_URL_PATTERN, { message: M.invalidUrl, excludeEmptyString: true });

/** One of the listed values; an empty value is reported as missing, not as a wrong choice. */
const requiredChoice = (values: readonly string[], required: string, invalid: string) =>
  string()
    .required(required)
    .test('one-of', invalid, (value) => !value || values.includes(value));

const yearOf = (date: string) => Number(date.slice(0, 4));

const calendarDate = (required: string) =>
  string()
    .trim()
    .required(required)
    .test('calendar-date', M.dateInvalid, (value) => !value || isCalendarDate(value))
    .test(
      'plausible-year',
      M.yearOutOfRange,
      (value) =>
        !value ||
        !isCalendarDate(value) ||
        (yearOf(value) >= PROJECT_YEARS.first && yearOf(value) <= PROJECT_YEARS.last),
    );

/** A checkbox sent as multipart text ('true', 'false', or 'on' when checked natively). */
const checkbox = () =>
  boolean().transform((value: unknown, original: unknown) => (original === 'on' ? true : value));

/**
 * The text fields of the add-project form, as the form holds them and as multipart sends them (all strings). Casting
 * normalises them: technologies split into a list, a YouTube link reduced to its id, no end date unless Complete.
 */
export const projectFieldsSchema = object({
  title: requiredText(M.titleRequired, 'Project Title', TEXT_LIMITS.title),
  purpose: requiredText(M.purposeRequired, 'Project Purpose', TEXT_LIMITS.purpose),
  category: requiredChoice(PROJECT_CATEGORY_SLUGS, M.categoryRequired, M.categoryInvalid),
  type: requiredChoice(PROJECT_TYPES, M.typeRequired, M.typeInvalid),
  status: requiredChoice(Object.values(PROJECT_STATUSES), M.statusRequired, M.statusInvalid),
  startDate: calendarDate(M.startDateRequired),
  endDate: string()
    .default('')
    .when('status', {
      is: PROJECT_STATUSES.complete,
      then: () =>
        calendarDate(M.endDateRequired).test('not-before-start', M.endBeforeStart, function (value) {
          const start: unknown = this.parent.startDate;
          return !value || typeof start !== 'string' || !isCalendarDate(start) || value >= start;
        }),
      otherwise: (schema) => schema.transform(() => ''),
    }),
  technologies: array()
    .of(plainText('A technology').required().max(TEXT_LIMITS.technology, M.technologyTooLong))
    .transform((value: unknown, original: unknown) =>
      typeof original === 'string' ? splitTechnologies(original) : value,
    )
    .required(M.technologiesRequired)
    .min(1, M.technologiesRequired)
    .max(TEXT_LIMITS.technologies, M.tooManyTechnologies),
  description: requiredText(M.descriptionRequired, 'Project description', TEXT_LIMITS.description, {
    multiline: true,
  }),
  liveLink: optionalHttpUrl(),
  githubClient: optionalHttpUrl(),
  githubServer: optionalHttpUrl(),
  video: plainText('Video')
    .trim()
    .default('')
    .transform((value: unknown) => (typeof value === 'string' ? toYouTubeId(value) : value))
    .matches(YOUTUBE_ID_PATTERN, { message: M.videoInvalid, excludeEmptyString: true }),
  /** "Publish now", on by default; a draft is seen by the admin only. */
  published: checkbox().default(true),
});

/** The edit form: the same fields plus priority (1 is the most important); `published` kept when not sent. */
export const projectUpdateFieldsSchema = projectFieldsSchema.shape({
  published: checkbox().optional(),
  priority: number()
    .transform((value: unknown, original: unknown) =>
      original === '' || original === null ? undefined : value,
    )
    .typeError(M.priorityInvalid)
    .required(M.priorityRequired)
    .integer(M.priorityInvalid)
    .min(1, M.priorityInvalid),
});

export type ProjectFields = InferType<typeof projectFieldsSchema>;
