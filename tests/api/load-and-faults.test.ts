import { COLLECTIONS, type Project } from '@portfolio/common';
import { Firestore, Transaction } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api, jsonOf, postProject } from './api-client';
import { bucket, db, storedFiles } from './backend';
import { multipart, pngFile } from './uploads';
import { startInProcessApi } from './in-process-api';

const projectFields = {
  title: 'Load test project',
  purpose: 'Concurrency',
  category: 'web-dev-project',
  type: 'Frontend',
  status: 'Complete',
  startDate: '2025-01-01',
  endDate: '2025-02-01',
  technologies: 'React',
  description: 'Made by the load and fault tests.',
};

let admin: TestAccount;
let secondAdmin: TestAccount;

beforeAll(async () => {
  [admin, secondAdmin] = await Promise.all([createAccount({ admin: true }), createAccount({ admin: true })]);
});

/** What a failed request must leave unchanged: the number of projects and every stored project file. */
async function projectState() {
  const [count, files] = await Promise.all([
    db.collection(COLLECTIONS.projects).count().get(),
    storedFiles('projects/'),
  ]);
  return { count: count.data().count, files };
}

// The Functions emulator starts one process per concurrent request, while a deployed v2 function serves up to 80
// requests at once in one process: the load runs against the Express app in one process, as an instance runs it,
// with the real emulated Firestore and Auth behind it.
describe('under load (the Express app in process; bounded, on 127.0.0.1)', () => {
  let inProcess: Awaited<ReturnType<typeof startInProcessApi>>;
  beforeAll(async () => {
    inProcess = await startInProcessApi();
  });
  afterAll(() => inProcess.close());

  it('200 concurrent public GETs are all answered 2xx', async () => {
    const paths = ['/best-projects', '/filterd-projects?categoryOfProject=all', '/projects/seed-shopfront'];
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => api(paths[i % paths.length]!, { base: inProcess.base })),
    );
    expect(responses.filter((response) => response.status >= 300).map((response) => response.status)).toEqual(
      [],
    );
  });

  it('50 concurrent device posts for one user: all 2xx, one entry per device, none lost or doubled', async () => {
    const account = await createAccount({ register: true });
    const devices = Array.from({ length: 5 }, (_, i) => ({
      deviceType: 'desktop',
      browser: `Browser ${i}`,
      os: 'Linux',
    }));
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        api('/auth/track-device', {
          method: 'POST',
          base: inProcess.base,
          headers: account.bearer,
          json: devices[i % devices.length],
        }),
      ),
    );
    expect(responses.map((response) => response.status).filter((status) => status !== 200)).toEqual([]);
    const record = await jsonOf<{ devices: { browser: string }[] }>(
      await api(`/user?email=${encodeURIComponent(account.email)}`, { headers: account.bearer }),
    );
    expect(record.devices.map((device) => device.browser).sort()).toEqual(
      devices.map((device) => device.browser),
    );
  });
});

describe('concurrent edits (through Hosting and the Functions emulator)', () => {
  it('two admins saving one project at once: one stored, the other refused, and the project is one whole version', async () => {
    const created = await postProject(admin, projectFields);
    const { data } = await jsonOf<{ data: Project }>(created);
    const versionA = {
      ...projectFields,
      title: 'Version A',
      purpose: 'Purpose A',
      priority: '11',
      technologies: 'Alpha',
    };
    const versionB = {
      ...projectFields,
      title: 'Version B',
      purpose: 'Purpose B',
      priority: '22',
      status: 'In Complete',
      technologies: 'Beta',
    };
    const [first, second] = await Promise.all([
      api(`/projects/${data._id}`, { method: 'PUT', headers: admin.bearer, form: multipart(versionA) }),
      api(`/projects/${data._id}`, { method: 'PUT', headers: secondAdmin.bearer, form: multipart(versionB) }),
    ]);
    // Each save writes only over the version it read: if both read the same one, the second is a 409.
    expect([first.status, second.status]).toContain(200);
    for (const answer of [first, second]) expect([200, 409]).toContain(answer.status);
    const stored = await jsonOf<Project>(await api(`/projects/${data._id}`));
    const seen = [
      stored.title,
      stored.purpose,
      String(stored.priority),
      stored.technologies.join(),
      stored.status,
    ];
    const whole = [
      ['Version A', 'Purpose A', '11', 'Alpha', 'Complete'],
      ['Version B', 'Purpose B', '22', 'Beta', 'In Complete'],
    ];
    expect(whole).toContainEqual(seen);
  });
});

describe('faults at the service boundary (the Express app in process, with a failing service)', () => {
  let inProcess: Awaited<ReturnType<typeof startInProcessApi>>;
  beforeAll(async () => {
    inProcess = await startInProcessApi();
  });
  afterAll(() => inProcess.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function postProject() {
    return api('/projects', {
      method: 'POST',
      base: inProcess.base,
      headers: admin.bearer,
      form: multipart(projectFields, {
        image: [await pngFile('cover.png')],
        screenshots: [await pngFile('one.png'), await pngFile('two.png')],
      }),
    });
  }

  it('a Storage write that fails after others succeeded: 503, no project, no file left', async () => {
    const before = await projectState();
    const realFile = bucket.file.bind(bucket);
    let saves = 0;
    vi.spyOn(bucket, 'file').mockImplementation((name, options) => {
      const stored = realFile(name, options);
      const save = stored.save.bind(stored);
      // The third file written fails, as a Storage backend that is briefly down would.
      stored.save = ((...args: Parameters<typeof save>) =>
        ++saves === 3
          ? Promise.reject(Object.assign(new Error('Service Unavailable'), { code: 503 }))
          : save(...args)) as typeof stored.save;
      return stored;
    });
    const response = await postProject();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await jsonOf(response)).toMatchObject({ error: { code: 'unavailable' } });
    expect(saves).toBeGreaterThanOrEqual(3);
    vi.restoreAllMocks();
    expect(await projectState()).toEqual(before);
  });

  it('a Firestore write that fails after the uploads: 503, no half-written project, no file left', async () => {
    const before = await projectState();
    // The create's transaction fails as a whole (its own retries spent).
    const create = vi
      .spyOn(Firestore.prototype, 'runTransaction')
      .mockRejectedValueOnce(Object.assign(new Error('14 UNAVAILABLE: connection reset'), { code: 14 }));
    const response = await postProject();
    expect(response.status).toBe(503);
    expect(create).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
    expect(await projectState()).toEqual(before);
  });

  it('an unexpected failure: a plain 500 in the error shape, nothing written', async () => {
    const before = await projectState();
    vi.spyOn(Transaction.prototype, 'create').mockImplementationOnce(() => {
      throw new Error('bug');
    });
    const response = await postProject();
    expect(response.status).toBe(500);
    expect(await jsonOf(response)).toEqual({ error: { code: 'internal', message: 'Internal error' } });
    vi.restoreAllMocks();
    expect(await projectState()).toEqual(before);
  });
});
