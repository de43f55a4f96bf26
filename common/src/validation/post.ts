import { array, boolean, object, string, type InferType } from 'yup';
import { distinctTags, POST_DATE_YEARS, POST_LIMITS, POST_SLUG_PATTERN, utf8Bytes } from '../posts';
import { VALIDATION_MESSAGES as M } from './messages';
import { plainText } from './text';

const L = POST_LIMITS;

const text = (label: string, max: number) =>
  plainText(label).trim().required(M.required(label)).max(max, M.tooLong(label, max));

/** A post's Markdown: any text a person types, within the size limit. */
const postBody = () =>
  plainText('Body', { multiline: true })
    .required(M.required('Body'))
    .test(
      'body-size',
      M.bodyTooLarge(L.bodyBytes / 1024),
      (value) => !value || utf8Bytes(value) <= L.bodyBytes,
    );

/**
 * An ISO 8601 date, or date and time, with a four-digit year: `Date.parse` alone takes `+275760-…` (which
 * Firestore cannot store) and loose forms such as `1`.
 */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;
const isDateTime = (value: string) => DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));
/** Within POST_DATE_YEARS once read (a time zone may move `9999-12-31T23:00-05:00` into the year 10000). */
const isWithinYears = (value: string) => {
  const year = new Date(value).getUTCFullYear();
  return year >= POST_DATE_YEARS.first && year <= POST_DATE_YEARS.last;
};

/**
 * A post as `POST /api/posts` and `PUT /api/posts/{slug}` take it and the editor holds it. Unknown fields are refused
 * so that a misspelt one is an error, not a silent drop.
 */
export const postSchema = object({
  title: text('Title', L.title),
  summary: text('Summary', L.summary),
  body: postBody(),
  tags: array()
    .of(text('A tag', L.tag))
    .default([])
    .max(L.tags, M.tooMany('tags', L.tags))
    .transform((value: unknown) =>
      Array.isArray(value) && value.every((tag) => typeof tag === 'string')
        ? distinctTags(value.map((tag) => tag.trim()))
        : value,
    ),
  published: boolean().strict().default(false),
  slug: string()
    .trim()
    .optional()
    .max(L.slug, M.tooLong('Slug', L.slug))
    .matches(POST_SLUG_PATTERN, { message: M.slugInvalid, excludeEmptyString: true }),
  publishedAt: string()
    .optional()
    .test('date-time', M.dateTimeInvalid, (value) => !value || isDateTime(value))
    .test(
      'date-range',
      M.dateOutOfRange(POST_DATE_YEARS.first, POST_DATE_YEARS.last),
      (value) => !value || !isDateTime(value) || isWithinYears(value),
    ),
  /** The `updatedAt` of the post the edit began from: a save over a newer one is refused (409). */
  updatedAt: string().optional(),
}).noUnknown(({ unknown }: { unknown?: string }) => M.unknownFields(String(unknown)));

export type PostInput = InferType<typeof postSchema>;

/** What the editor's preview sends: Markdown within the body's limits. */
export const postPreviewSchema = object({ body: postBody() });
