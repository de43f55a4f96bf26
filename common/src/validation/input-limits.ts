// What the forms and the API accept alike: text lengths, image sizes and types, the contact rate.

/** Sizes the forms and the API enforce alike. */
export const TEXT_LIMITS = {
  title: 120,
  purpose: 300,
  description: 5000,
  technology: 40,
  technologies: 20,
  /** The comma-separated text the technologies are typed as: room for every one with its separators. */
  technologiesText: 20 * (40 + 2),
  url: 2048,
  name: 80,
  email: 254,
  phone: 30,
  message: 5000,
  deviceField: 100,
} as const;

/** The most one image may weigh as sent: after the browser has prepared it (see below). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_SCREENSHOTS = 10;

const MB = 1024 * 1024;
/**
 * Cloud Functions refuses an HTTP request body over 32 MB before the app runs, with an answer that is not JSON
 * (cloud.google.com/functions/quotas). One multipart request therefore carries at most this much, with room to
 * spare for the form's text fields and the multipart framing.
 */
export const PLATFORM_REQUEST_BODY_LIMIT_BYTES = 32 * 1000 * 1000;
export const MAX_UPLOAD_BYTES = 24 * MB;
/** The text fields and multipart framing of one request, besides its files. */
export const MULTIPART_OVERHEAD_BYTES = 1 * MB;

/**
 * The largest image the API decodes, in pixels: a decoded image is held whole while it is rotated and resized, so
 * this bounds the memory one encode takes (a 50-megapixel phone camera's photo passes).
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/**
 * What a form accepts from a photo picker, before preparing it: a phone camera's original. The browser then
 * downsizes anything larger than UPLOAD_LONGEST_SIDE_PX or heavier than UPLOAD_PASSTHROUGH_BYTES, so that
 * eleven photos still fit in one request; the server decodes and re-encodes whatever arrives anyway.
 */
export const MAX_PICKED_PHOTO_BYTES = 25 * MB;
export const MAX_PICKED_PHOTO_PIXELS = MAX_IMAGE_PIXELS;
/** Wider than the stored image (1600 px) with room for a 2× screen; text in a screenshot stays sharp. */
export const UPLOAD_LONGEST_SIDE_PX = 2560;
export const UPLOAD_PASSTHROUGH_BYTES = 1.5 * MB;
export const UPLOAD_ENCODE_QUALITY = 0.9;

/** Megabytes with one decimal, as the forms' messages say them. */
export const formatMegabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
/** The most projects one reorder rewrites: a Firestore transaction writes at most 500 documents. */
export const MAX_ORDERED_PROJECTS = 500;
/** Image formats accepted by upload, recognised by their bytes. SVG is refused: it can carry scripts. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** The years a project's dates may fall in: before the web there were no such projects, after this nobody plans. */
export const PROJECT_YEARS = { first: 1980, last: 2100 } as const;

export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;

/** What the browser declares a chosen file to be; the API checks the bytes themselves. */
export function isAcceptedImageType(type: unknown): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly unknown[]).includes(type);
}

/** The `accept` attribute of image inputs. */
export const IMAGE_INPUT_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');
