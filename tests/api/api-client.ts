// Requests to the API as a browser or a script sends them.
import type { TestAccount } from './accounts';
import { multipart, pngFile, type UploadFile } from './uploads';

/** Where the API answers in the emulators: through Hosting, as browsers reach it, and on the function's own URL. */
export const SITE_ORIGIN = 'http://127.0.0.1:5000';
export const API_BASE = `${SITE_ORIGIN}/api`;
export const FUNCTION_URL = 'http://127.0.0.1:5001/demo-portfolio/us-central1/api';
export const FUNCTION_BASE = `${FUNCTION_URL}/api`;

type ApiInit = Omit<RequestInit, 'body' | 'headers'> & {
  headers?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  base?: string;
};

/** fetch against the API, with a JSON or multipart body. */
export function api(path: string, init: ApiInit = {}): Promise<Response> {
  const { json, form, base = API_BASE, headers = {}, ...rest } = init;
  const body = form ?? (json === undefined ? undefined : JSON.stringify(json));
  const contentType: Record<string, string> =
    json === undefined ? {} : { 'Content-Type': 'application/json' };
  return fetch(`${base}${path}`, { ...rest, headers: { ...contentType, ...headers }, body });
}

export async function jsonOf<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** The field messages of a refusal (`{ error: { fields } }`); none when it names no field. */
export async function fieldErrorsOf(response: Response): Promise<Record<string, string>> {
  return (await jsonOf<{ error: { fields?: Record<string, string> } }>(response)).error.fields ?? {};
}

/** POST /projects as `account`: these text fields and these files, by default one PNG main image. */
export async function postProject(
  account: TestAccount,
  fields: Record<string, string | string[]>,
  files?: Record<string, UploadFile[]>,
): Promise<Response> {
  return api('/projects', {
    method: 'POST',
    headers: account.bearer,
    form: multipart(fields, files ?? { image: [await pngFile('a.png')] }),
  });
}

/** A valid project form: a Python back end in progress, with the fields a test is about. */
export function projectFields(
  fields: { title: string; purpose: string; description: string } & Record<string, string>,
): Record<string, string> {
  return {
    category: 'python-project',
    type: 'Backend',
    status: 'In Complete',
    startDate: '2026-02-01',
    technologies: 'Python',
    ...fields,
  };
}
