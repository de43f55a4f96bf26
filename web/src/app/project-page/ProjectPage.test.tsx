import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectFixture } from '@/features/projects/project.fixture';
import type { AuthView } from '@/lib/auth';
import { ProjectPage } from './ProjectPage';

const session = vi.hoisted(() => ({ view: { status: 'signedOut' } as AuthView }));

// The session as the header sees it, and a token for signed-in API calls, without Firebase.
vi.mock('@/lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/auth')>()),
  useAuthView: () => session.view,
  currentIdToken: () => Promise.resolve(session.view.status === 'signedIn' ? 'id-token' : undefined),
}));

const ADMIN: AuthView = { status: 'signedIn', displayName: 'Owner', photoURL: null, isAdmin: true };
const USER: AuthView = { status: 'signedIn', displayName: 'Visitor', photoURL: null, isAdmin: false };
const draft = projectFixture({ _id: 'draft-1', title: 'Secret Shop', published: false });

type Call = { url: string; method: string; authorization?: string; body?: unknown };
let calls: Call[];

/** The API as it answers: a draft to the admin's token only, 404 to anyone else; PATCH publishes. */
function stubApi() {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      const call: Call = {
        url,
        method: init.method ?? 'GET',
        authorization: headers.Authorization,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const json = (status: number, body: unknown) =>
        Promise.resolve(new Response(JSON.stringify(body), { status }));
      const isAdmin = call.authorization === 'Bearer id-token' && session.view === ADMIN;
      if (url === '/api/projects/draft-1' && call.method === 'GET' && isAdmin) return json(200, draft);
      if (url === '/api/projects/draft-1' && call.method === 'PATCH' && isAdmin)
        return json(200, { ok: true });
      return json(404, { error: { code: 'not_found', message: 'Project not found.' } });
    }),
  );
}

function renderProjectPage(id: string) {
  const router = createMemoryRouter([{ path: '/project/:id', element: <ProjectPage /> }], {
    initialEntries: [`/project/${id}`],
  });
  render(<RouterProvider router={router} />);
}

const expectNotFoundPage = async () => {
  expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  expect(screen.getByText('Sorry, the page you’re looking for doesn’t exist.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
};

beforeEach(stubApi);
afterEach(() => vi.unstubAllGlobals());

describe('/project/{id} for an unknown id or a draft', () => {
  it('a visitor gets the 404 page, and no signed-in request is made', async () => {
    session.view = { status: 'signedOut' };
    renderProjectPage('draft-1');
    await expectNotFoundPage();
    expect(calls).toEqual([{ url: '/api/projects/draft-1', method: 'GET', authorization: undefined }]);
    expect(screen.queryByText('Draft — only you can see this')).not.toBeInTheDocument();
  });

  it('a signed-in user who is not the admin gets the 404 page', async () => {
    session.view = USER;
    renderProjectPage('draft-1');
    await expectNotFoundPage();
    expect(calls.every((call) => call.authorization === undefined)).toBe(true);
  });

  it('the admin sees the draft as visitors will, under the banner, and publishes it', async () => {
    session.view = ADMIN;
    renderProjectPage('draft-1');
    const banner = await screen.findByRole('region', { name: 'Draft — only you can see this' });
    expect(screen.getByRole('heading', { level: 1, name: 'Secret Shop' })).toBeInTheDocument();
    expect(screen.getByText(draft.purpose)).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      url: '/api/projects/draft-1',
      method: 'GET',
      authorization: 'Bearer id-token',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(banner).not.toBeInTheDocument());
    expect(calls.at(-1)).toEqual({
      url: '/api/projects/draft-1',
      method: 'PATCH',
      authorization: 'Bearer id-token',
      body: { published: true },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Secret Shop' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Published: visitors can see this project now.');
    expect(document.activeElement).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Secret Shop' }),
    );
  });

  it('the admin opening an unknown id gets the 404 page', async () => {
    session.view = ADMIN;
    renderProjectPage('no-such-project');
    await waitFor(() => expect(calls.some((call) => call.authorization === 'Bearer id-token')).toBe(true));
    await expectNotFoundPage();
  });

  it('a failed publish says so and keeps the banner', async () => {
    session.view = ADMIN;
    renderProjectPage('draft-1');
    await screen.findByRole('region', { name: 'Draft — only you can see this' });
    vi.mocked(fetch).mockResolvedValueOnce(
      new Response(JSON.stringify({ error: { code: 'internal', message: 'Down' } }), { status: 500 }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The project could not be published or unpublished. Please try again.',
    );
    expect(screen.getByRole('region', { name: 'Draft — only you can see this' })).toBeInTheDocument();
  });
});
