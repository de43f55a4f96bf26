import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalTarget, NO_VERSION } from './local-target';

let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'site-'));
  // A file of the build, which no publication names.
  await writeFile(path.join(folder, 'robots.txt'), 'built');
});
afterEach(() => rm(folder, { recursive: true, force: true }));

const files = (entries: Record<string, string>) =>
  new Map(Object.entries(entries).map(([urlPath, text]) => [urlPath, Buffer.from(text)]));
const modified = async (file: string) => (await stat(path.join(folder, file))).mtimeMs;

describe('the local target', () => {
  it('writes the files, then only those whose bytes changed, and removes what a publication no longer has', async () => {
    const target = createLocalTarget(folder);
    expect(await target.liveVersion()).toBe(NO_VERSION);
    const first = await target.publish(files({ '/index.html': 'home', '/project/a/index.html': 'a' }));
    expect(await target.liveVersion()).toBe(first.version);
    const homeWritten = await modified('index.html');

    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await target.publish(files({ '/index.html': 'home', '/about/index.html': 'about' }));
    expect(second.version).not.toBe(first.version);
    expect(await modified('index.html')).toBe(homeWritten);
    expect(await readFile(path.join(folder, 'about/index.html'), 'utf8')).toBe('about');
    // The project's file and its folder are gone; the build's own file stays.
    await expect(stat(path.join(folder, 'project'))).rejects.toThrow();
    expect(await readFile(path.join(folder, 'robots.txt'), 'utf8')).toBe('built');
  });

  it('writes again a file the build removed since, and refuses a path outside its folder', async () => {
    const target = createLocalTarget(folder);
    await target.publish(files({ '/index.html': 'home' }));
    await rm(path.join(folder, 'index.html'));
    await target.publish(files({ '/index.html': 'home' }));
    expect(await readFile(path.join(folder, 'index.html'), 'utf8')).toBe('home');
    await expect(target.publish(files({ '/../outside.html': 'x' }))).rejects.toThrow('outside');
  });

  it('replaces a file whole: a reader during publications gets one version or the other, never a part', async () => {
    const target = createLocalTarget(folder);
    const versions = ['a', 'b'].map((letter) => letter.repeat(2 ** 21));
    await target.publish(files({ '/index.html': versions[0]! }));
    let publishing = true;
    const reads: string[] = [];
    const reader = (async () => {
      while (publishing) reads.push(await readFile(path.join(folder, 'index.html'), 'utf8'));
    })();
    for (let round = 1; round <= 10; round++)
      await target.publish(files({ '/index.html': versions[round % 2]! }));
    publishing = false;
    await reader;
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.filter((text) => !versions.includes(text)).map((text) => text.length)).toEqual([]);
  });
});
