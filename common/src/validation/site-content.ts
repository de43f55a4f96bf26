import { array, mixed, number, object, string, type AnyObject, type InferType, type ObjectShape } from 'yup';
import {
  GPA_RANGE,
  MAX_ABOUT_PARAGRAPHS,
  MAX_SEMESTERS,
  SEMESTER_STATES,
  SKILL_ICONS,
  SKILLS_COUNT,
  SOCIAL_NETWORKS,
  type SemesterOutcome,
  type SiteContent,
} from '../site-content';
import { VALIDATION_MESSAGES as M } from './messages';
import { EMAIL_PATTERN, PHONE_PATTERN } from './patterns';
import { plainText } from './text';

/** Sizes of the site content's texts. */
export const SITE_TEXT_LIMITS = {
  name: 80,
  short: 120,
  heroTitle: 200,
  paragraph: 2000,
  label: 40,
  semester: 20,
  url: 2048,
  email: 254,
  phone: 30,
  fileName: 100,
  maxSocialLinks: 8,
} as const;
const L = SITE_TEXT_LIMITS;

const text = (label: string, max: number, { multiline = false } = {}) =>
  plainText(label, { multiline }).trim().required(M.required(label)).max(max, M.tooLong(label, max));

/** An object that refuses keys it does not name, so that a misspelt field is an error and not a silent drop. */
const strictObject = <S extends ObjectShape>(shape: S) =>
  object(shape).noUnknown(({ unknown }: { unknown?: string }) => M.unknownFields(String(unknown)));

const HTTPS_URL = /^https:\/\/[^\s/$.?#][^\s]*$/i;
/** A file name a browser can save: no folders, no quotes, ending in .pdf (control characters are refused by plainText). */
const PDF_FILE_NAME = /^[^/\\"<>:|?*]+\.pdf$/i;

/** A GPA on the diploma's scale, or "running" / "upcoming"; a number typed in a form arrives as text. */
const semesterOutcome = () =>
  mixed<SemesterOutcome>()
    .transform((value: unknown) =>
      typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))
        ? Number(value)
        : value,
    )
    .required(M.required('Result'))
    .test(
      'gpa-or-state',
      M.gpaOutOfRange(GPA_RANGE.min, GPA_RANGE.max),
      (value) =>
        (SEMESTER_STATES as readonly unknown[]).includes(value) ||
        (typeof value === 'number' &&
          Number.isFinite(value) &&
          value >= GPA_RANGE.min &&
          value <= GPA_RANGE.max),
    );

/**
 * The site content as `PUT /api/site` takes it and the dashboard's form holds it. The photo's address and size and
 * the CV's address are not the owner's to type: they are set by uploading the files, and kept as stored whatever
 * this carries.
 */
export const siteContentSchema = strictObject({
  name: text('Name', L.name),
  role: text('Role', L.short),
  heroTitle: text('Hero title', L.heroTitle),
  heroText: text('Hero text', L.paragraph, { multiline: true }),
  photo: strictObject({
    src: string().optional(),
    width: number().optional(),
    height: number().optional(),
    alt: text('Photo description', L.short),
  }),
  cv: strictObject({
    href: string().optional(),
    downloadName: text('CV file name', L.fileName).matches(PDF_FILE_NAME, M.cvFileName),
  }),
  aboutSummary: text('About summary', L.paragraph, { multiline: true }),
  about: array()
    .of(text('Paragraph', L.paragraph, { multiline: true }))
    .required(M.required('About text'))
    .min(1, M.required('About text'))
    .max(MAX_ABOUT_PARAGRAPHS, M.tooMany('paragraphs', MAX_ABOUT_PARAGRAPHS)),
  contact: strictObject({
    email: text('Email', L.email).matches(EMAIL_PATTERN, M.invalidEmail),
    phone: text('Phone Number', L.phone).matches(PHONE_PATTERN, M.phoneInvalid),
    location: text('Location', L.short),
  }),
  social: array()
    .of(
      strictObject({
        network: string()
          .required(M.socialNetworkInvalid)
          .oneOf([...SOCIAL_NETWORKS], M.socialNetworkInvalid),
        label: text('Label', L.label),
        href: text('Link', L.url).matches(HTTPS_URL, M.httpsLinkOnly),
      }),
    )
    .required()
    .max(L.maxSocialLinks, M.tooMany('social links', L.maxSocialLinks)),
  skills: array()
    .of(
      strictObject({
        name: text('Skill', L.label),
        icon: string()
          .required(M.skillIconInvalid)
          .oneOf([...SKILL_ICONS], M.skillIconInvalid),
      }),
    )
    .required(M.skillsCount(SKILLS_COUNT))
    .length(SKILLS_COUNT, M.skillsCount(SKILLS_COUNT)),
  services: strictObject({
    webDevelopment: text('Web Development text', L.paragraph, { multiline: true }),
    appDevelopment: text('App Development text', L.paragraph, { multiline: true }),
  }),
  education: strictObject({
    diploma: strictObject({
      department: text('Department', L.short),
      college: text('College', L.short),
      board: text('Board', L.short),
      session: text('Session', L.short),
      semesters: array()
        .of(strictObject({ semester: text('Semester', L.semester), result: semesterOutcome() }))
        .required()
        .max(MAX_SEMESTERS, M.tooMany('semesters', MAX_SEMESTERS)),
    }),
    ssc: strictObject({
      group: text('Group', L.short),
      school: text('School', L.short),
      board: text('Board', L.short),
      passingYear: text('Passing year', L.short),
      result: text('Result', L.short),
    }),
  }),
});

export type SiteContentInput = InferType<typeof siteContentSchema>;

/** The validated input as stored content: the file fields come from what is stored, never from the input. */
export function withStoredFiles(input: SiteContentInput, stored: SiteContent): SiteContent {
  return {
    ...(input as AnyObject as SiteContent),
    photo: { ...stored.photo, alt: input.photo.alt },
    cv: { href: stored.cv.href, downloadName: input.cv.downloadName },
  };
}
