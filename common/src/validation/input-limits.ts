// What the forms and the API accept alike: text lengths, image sizes and types, the contact rate.

/** Sizes the forms and the API enforce alike. */
export const TEXT_LIMITS = {
  title: 120,
  purpose: 300,
  description: 5000,
  technology: 40,
  technologies: 20,
  url: 2048,
  name: 80,
  email: 254,
  phone: 30,
  message: 5000,
  deviceField: 100,
} as const;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_SCREENSHOTS = 10;
/** The most projects one reorder rewrites: a Firestore transaction writes at most 500 documents. */
export const MAX_ORDERED_PROJECTS = 500;
/** Image formats accepted by upload, recognised by their bytes. SVG is refused: it can carry scripts. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;

/** What the browser declares a chosen file to be; the API checks the bytes themselves. */
export function isAcceptedImageType(type: unknown): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly unknown[]).includes(type);
}

/** The `accept` attribute of image inputs. */
export const IMAGE_INPUT_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');
