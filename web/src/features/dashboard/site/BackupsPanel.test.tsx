import type { BackupChanges } from '@portfolio/common';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmDanger } from '@/lib/alerts';
import { BackupsPanel } from './BackupsPanel';

// The token and the popups are stand-ins; the API's answers are stubbed where the browser meets them, at fetch.
vi.mock('@/lib/auth', () => ({ currentIdToken: async () => 'token', expireSession: vi.fn() }));
vi.mock('@/lib/alerts');

const CHANGES: BackupChanges = {
  projects: { added: 2, replaced: 7, removed: 1 },
  posts: { added: 0, replaced: 3, removed: 0 },
  versions: { added: 4, replaced: 0, removed: 0 },
  files: { added: 5, replaced: 40, removed: 2 },
  messages: { added: 0, replaced: 0, removed: 0 },
  translations: { added: 0, replaced: 0, removed: 0 },
  interfaceTexts: { added: 0, replaced: 0, removed: 0 },
};
const EXPORTED_AT = '2026-11-27T09:30:00.000Z';
const BACKUP = { id: 'b-2026-11-27', createdAt: '2026-11-27T03:00:00.000Z', size: 2_900_000 };

type Answer = { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;
const calls: { method: string; url: string; init: RequestInit }[] = [];

/** Answers each call by its method and path (with its query); an unexpected call fails the test. */
function stubApi(answers: Record<string, Answer>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, init });
      const answer = answers[`${method} ${url}`];
      if (!answer) throw new Error(`unexpected ${method} ${url}`);
      const { status, body } = await answer;
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

const zip = () => new File([new Uint8Array([80, 75, 3, 4])], 'export.zip', { type: 'application/zip' });
const dryRun = { status: 200, body: { dryRun: true, changes: CHANGES, exportedAt: EXPORTED_AT } };
const done = { status: 200, body: { dryRun: false, changes: CHANGES, exportedAt: EXPORTED_AT } };

function chooseZip() {
  fireEvent.change(screen.getByLabelText('Backup file (.zip)'), { target: { files: [zip()] } });
}

beforeEach(() => {
  calls.length = 0;
  vi.mocked(confirmDanger).mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('Restore from a backup', () => {
  it('previews a chosen zip: its dry run, in counts, with the backup date; nothing restored', async () => {
    stubApi({
      'GET /api/backups': { status: 200, body: { backups: [] } },
      'POST /api/import?dryRun=1': dryRun,
    });
    render(<BackupsPanel onRestored={vi.fn()} />);
    chooseZip();
    const preview = await screen.findByTestId('restore-preview');
    expect(within(preview).getByRole('heading', { level: 3 })).toHaveTextContent(
      'What restoring the backup of 27 Nov 2026',
    );
    const rows = within(preview)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'KindAddedReplacedRemoved',
      'Projects271',
      'Posts030',
      'Versions400',
      'Files5402',
      'Messages000',
      'Translations000',
      'Interface texts000',
    ]);
    const sent = calls.find((call) => call.url === '/api/import?dryRun=1')!;
    expect(sent.init.headers).toMatchObject({
      'Content-Type': 'application/zip',
      Authorization: 'Bearer token',
    });
    expect(sent.init.body).toBeInstanceOf(File);
    expect(calls.filter((call) => call.url === '/api/import')).toHaveLength(0);
  });

  it('confirms naming what is replaced, shows progress while it runs, then the outcome', async () => {
    let finish!: (answer: { status: number; body: unknown }) => void;
    const running = new Promise<{ status: number; body: unknown }>((resolve) => (finish = resolve));
    stubApi({
      'GET /api/backups': { status: 200, body: { backups: [] } },
      'POST /api/import?dryRun=1': dryRun,
      'POST /api/import': running,
    });
    vi.mocked(confirmDanger).mockResolvedValue(true);
    const onRestored = vi.fn();
    render(<BackupsPanel onRestored={onRestored} />);
    chooseZip();
    fireEvent.click(await screen.findByRole('button', { name: 'Restore this backup' }));
    const overlay = await screen.findByRole('dialog', {
      name: 'Please Wait! The backup is being restored...',
    });
    expect(overlay).toBeVisible();
    const [title, text] = vi.mocked(confirmDanger).mock.calls[0]!;
    expect(title).toBe('Replace everything with this backup?');
    expect(text).toContain('Replaced: 7 projects, 3 posts, 40 files.');
    expect(text).toContain('Removed (not in the backup): 1 project, 2 files.');
    finish(done);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('restore-outcome')).toHaveTextContent(
      /^The backup of 27 Nov 2026.* has been restored/,
    );
    expect(onRestored).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('restore-preview')).toBeNull();
  });

  it('a declined confirmation restores nothing and keeps the preview', async () => {
    stubApi({
      'GET /api/backups': { status: 200, body: { backups: [] } },
      'POST /api/import?dryRun=1': dryRun,
    });
    vi.mocked(confirmDanger).mockResolvedValue(false);
    render(<BackupsPanel onRestored={vi.fn()} />);
    chooseZip();
    fireEvent.click(await screen.findByRole('button', { name: 'Restore this backup' }));
    await waitFor(() => expect(confirmDanger).toHaveBeenCalled());
    expect(screen.getByTestId('restore-preview')).toBeVisible();
    expect(calls.map((call) => call.url)).not.toContain('/api/import');
  });

  it.each([
    [400, 'invalid_backup', 'The entry site.json does not match the sha256 in manifest.json.'],
    [409, 'import_running', 'A restore is already running; try again when it has finished.'],
  ])('says the API reason of a %i (%s)', async (status, code, message) => {
    stubApi({
      'GET /api/backups': { status: 200, body: { backups: [] } },
      'POST /api/import?dryRun=1': { status, body: { error: { code, message } } },
    });
    render(<BackupsPanel onRestored={vi.fn()} />);
    chooseZip();
    await waitFor(() => expect(screen.getByTestId('restore-outcome')).toHaveTextContent(message));
    expect(screen.queryByTestId('restore-preview')).toBeNull();
  });
});

describe('Kept backups', () => {
  it('lists each with its date and size; Restore goes through the same preview of that backup', async () => {
    stubApi({
      'GET /api/backups': { status: 200, body: { backups: [BACKUP] } },
      'POST /api/backups/b-2026-11-27/restore?dryRun=1': dryRun,
    });
    render(<BackupsPanel onRestored={vi.fn()} />);
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent(/27 Nov 2026.*2\.9 MB/);
    expect(within(item).getByRole('button', { name: /^Download the backup of 27 Nov 2026/ })).toBeEnabled();
    fireEvent.click(within(item).getByRole('button', { name: /^Restore the backup of 27 Nov 2026/ }));
    expect(await screen.findByTestId('restore-preview')).toHaveTextContent('Projects271');
  });

  it('Back up now adds the new backup at the top', async () => {
    const made = { id: 'b-now', createdAt: '2026-11-28T12:00:00.000Z', size: 3_000 };
    stubApi({
      'GET /api/backups': { status: 200, body: { backups: [BACKUP] } },
      'POST /api/backups': { status: 201, body: made },
    });
    render(<BackupsPanel onRestored={vi.fn()} />);
    await screen.findByRole('listitem');
    fireEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(/28 Nov 2026.*3 KB/);
    expect(screen.getByText('Backup made.')).toBeVisible();
  });
});
