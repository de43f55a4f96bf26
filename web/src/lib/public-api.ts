import type { ContactFields, FieldErrors, Project } from '@portfolio/common';

/** The API is served by Hosting under `/api` on the site's own origin (and proxied there by the dev server). */
const API_BASE = '/api';

/** A non-OK answer of the API, with its status and, for a 400, the message of each invalid field. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: FieldErrors = {},
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

interface ApiErrorBody {
  error?: { code?: string; message?: string; fields?: FieldErrors };
}

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${API_BASE}${path}`, {
    ...init,
    headers: { Accept: 'application/json', ...init.headers },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as ApiErrorBody;
    throw new ApiRequestError(
      response.status,
      body.error?.message ?? `Request failed with status ${response.status}`,
      body.error?.fields,
    );
  }
  return (await response.json()) as T;
}

/** GET /best-projects: at most six projects, in priority order, for the home page. */
export function fetchBestProjects(signal?: AbortSignal): Promise<Project[]> {
  return request('/best-projects', { signal });
}

/** GET /filterd-projects (the spec's spelling): `all`, a category slug, or anything else (then none). */
export function fetchProjectsByCategory(category: string, signal?: AbortSignal): Promise<Project[]> {
  return request(`/filterd-projects?${new URLSearchParams({ categoryOfProject: category })}`, { signal });
}

/** GET /projects/{id}: one project; an unknown id rejects with an ApiRequestError of status 404. */
export function fetchProject(id: string, signal?: AbortSignal): Promise<Project> {
  return request(`/projects/${encodeURIComponent(id)}`, { signal });
}

/** What the contact form sends: its fields plus `website`, a honeypot that people leave empty. */
export type ContactMessage = ContactFields & { website: string };

/** POST /contact: stores the message for the owner (and forwards it when a form service is configured). */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  await request('/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(message),
  });
}
