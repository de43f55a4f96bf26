import { defineInt, defineSecret, defineString } from 'firebase-functions/params';

/**
 * Every setting of the function, each with one name and one default. Deployed, values come from
 * `functions/.env.<project-id>` (settings; firebase-tools asks for any setting the file does not name, so name every
 * one, and functions/.env.example lists them) and Secret Manager (secrets). A process the platform does not start
 * (a test process, a script) gets the default here.
 */

interface Setting<T> {
  readonly name: string;
  value(): T;
}

/** A declared parameter, read with its default where the process has no value for it. */
function withDefault<T>(name: string, defaultValue: T, param: { value(): T }): Setting<T> {
  return { name, value: () => (process.env[name] === undefined ? defaultValue : param.value()) };
}

const stringSetting = (name: string, defaultValue: string, description: string) =>
  withDefault(name, defaultValue, defineString(name, { default: defaultValue, description }));

const intSetting = (name: string, defaultValue: number, description: string) =>
  withDefault(name, defaultValue, defineInt(name, { default: defaultValue, description }));

export const OWNER_EMAIL = stringSetting(
  'OWNER_EMAIL',
  '',
  "The owner's address: its first verified sign-in gets the admin claim (empty: nobody is granted it that way).",
);

export const FORM_SERVICE_URL = stringSetting(
  'FORM_SERVICE_URL',
  '',
  'The form service that contact messages are forwarded to besides being stored (empty: not forwarded).',
);

/** The form service's access key: a secret, never in a file of the repository. */
export const FORM_SERVICE_ACCESS_KEY = defineSecret('FORM_SERVICE_ACCESS_KEY');

// Firebase Hosting's CDN appends the visitor's address and Cloud Run's front end the CDN's: two. The emulators
// append nothing, and their `.env` says 0.
export const TRUSTED_PROXY_HOPS = intSetting(
  'TRUSTED_PROXY_HOPS',
  2,
  'How many proxies in front of the function append to X-Forwarded-For (Hosting + Cloud Run: 2).',
);

export const ALLOWED_ORIGINS = stringSetting(
  'ALLOWED_ORIGINS',
  '',
  "Origins allowed by CORS besides the project's Hosting domains, comma separated (e.g. a custom domain).",
);

export const HOSTING_SITE = stringSetting(
  'HOSTING_SITE',
  '',
  "The Hosting site the public pages are published to (empty: the project's default site, looked up).",
);

/** The secrets the `api` function reads at run time. */
export const API_SECRETS = [FORM_SERVICE_ACCESS_KEY];
