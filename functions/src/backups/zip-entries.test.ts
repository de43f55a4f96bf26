import { BACKUP_MESSAGES } from '@portfolio/common';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { forEachEntry } from './zip-entries';

async function zipOf(entries: Record<string, string>): Promise<Buffer> {
  const { default: archiver } = await import('archiver');
  const archive = archiver('zip');
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  archive.pipe(out);
  for (const [name, data] of Object.entries(entries)) archive.append(data, { name });
  await archive.finalize();
  return Buffer.concat(chunks);
}

describe('forEachEntry', () => {
  it('hands over each entry inflated', async () => {
    const seen: [string, string][] = [];
    await forEachEntry(await zipOf({ 'a.json': '{}', 'media/b': 'bytes' }), (name, data) => {
      seen.push([name, data.toString()]);
    });
    expect(seen).toEqual([
      ['a.json', '{}'],
      ['media/b', 'bytes'],
    ]);
  });

  it('rejects with what the callback throws at once (an event handler would crash the process)', async () => {
    const read = forEachEntry(await zipOf({ 'media/x': 'x' }), (name) => {
      throw new Error(`refused ${name}`);
    });
    await expect(read).rejects.toThrow('refused media/x');
  });

  it('refuses a truncated zip', async () => {
    const zip = await zipOf({ 'a.json': '{}' });
    await expect(forEachEntry(zip.subarray(0, zip.length >> 1), () => undefined)).rejects.toThrow(
      BACKUP_MESSAGES.notZip,
    );
  });
});
