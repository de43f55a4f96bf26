// The operator's side of publishing, against the emulators: `npm run deploy` holds the publication lease while it
// deploys and asks for a publication after it; `npm run publish` publishes once, under the same lease.
import { COLLECTIONS, PUBLICATION_STATE_DOC } from '@portfolio/common';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { deployHoldingTheLease } from '../../scripts/deploy/deploy-lease';
import { createAccount, type TestAccount } from './accounts';
import { db, requestPublication } from './backend';
import { untilPublished } from './publication-status';
import { ROOT, runPublishCommand } from './publish-command';

const stateDoc = () => db.collection(COLLECTIONS.publication).doc(PUBLICATION_STATE_DOC);
const record = async () => (await stateDoc().get()).data() ?? {};

let admin: TestAccount;
beforeAll(async () => {
  admin = await createAccount({ admin: true });
});

describe('npm run deploy holds the publication lease', () => {
  it('no publication runs while it deploys; one runs right after', async () => {
    await untilPublished(admin);
    const during: Record<string, unknown>[] = [];
    const status = await deployHoldingTheLease('demo-portfolio', async () => {
      // A change of content in the middle of the deploy: its publication waits for the lease.
      await requestPublication();
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      during.push(await record());
      return 0;
    });
    expect(status).toBe(0);
    const [held] = during;
    expect((held?.lease as { holder: string }).holder).toMatch(/^deploy-/);
    expect(held?.published).toBeLessThan(held?.requested as number);
    const after = await record();
    expect((after.lease as { holder?: string } | undefined)?.holder ?? '').not.toMatch(/^deploy-/);
    // The deploy asked for one more publication, which went live.
    expect(after.requested).toBeGreaterThan(held?.requested as number);
    await untilPublished(admin);
  });

  it('a failed deploy leaves the lease and asks for nothing', async () => {
    await untilPublished(admin);
    const before = await record();
    expect(await deployHoldingTheLease('demo-portfolio', async () => 1)).toBe(1);
    const after = await record();
    expect(after.requested).toBe(before.requested);
    expect(after.lease).toBeUndefined();
  });
});

describe('npm run publish', () => {
  it("publishes once to the Hosting emulator's folder and records it as live", async () => {
    await untilPublished(admin);
    const { code, stdout, stderr } = await runPublishCommand([]);
    expect(code, `${stdout}\n${stderr}`).toBe(0);
    expect(stdout).toMatch(/^publish: \d+ files live on the Hosting emulator's folder as version \w+$/m);
    const served = JSON.parse(await readFile(path.join(ROOT, 'web/dist/.publication.json'), 'utf8')) as {
      version: string;
    };
    expect((await record()).version).toBe(served.version);
    expect(stdout).toContain(served.version);
    expect((await record()).lease).toBeUndefined();
  });

  it('refuses an unknown target with one line and exit code 1', async () => {
    const { code, stderr } = await runPublishCommand(['--target', 'ftp']);
    expect(code).toBe(1);
    expect(stderr.trim()).toBe('publish: --target is emulator or hosting');
  });
});
