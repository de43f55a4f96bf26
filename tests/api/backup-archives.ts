// Zips for the backup tests, written by hand so that a test can make any archive, even one a zip library refuses
// to write (an entry named `../x`, 10,001 entries, a small entry that inflates past the limit).
import { createHash } from 'node:crypto';
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** The inflated size the zip declares, when it lies (a zip bomb); else the data's. */
  declaredSize?: number;
}

/** A zip header: each field written little-endian at its offset, `[offset, value, bytes]`. */
function littleEndian(size: number, fields: [number, number, 2 | 4][]): Buffer {
  const buffer = Buffer.alloc(size);
  for (const [at, value, bytes] of fields) {
    if (bytes === 2) buffer.writeUInt16LE(value, at);
    else buffer.writeUInt32LE(value, at);
  }
  return buffer;
}

export function writeZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const packed = deflateRawSync(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const head = littleEndian(30, [
      [0, 0x04034b50, 4],
      [4, 20, 2],
      [6, 0x0800, 2],
      [8, 8, 2],
      [14, crc, 4],
      [18, packed.length, 4],
      [22, size, 4],
      [26, name.length, 2],
    ]);
    const central = littleEndian(46, [
      [0, 0x02014b50, 4],
      [4, 20, 2],
      [6, 20, 2],
      [8, 0x0800, 2],
      [10, 8, 2],
      [16, crc, 4],
      [20, packed.length, 4],
      [24, size, 4],
      [28, name.length, 2],
      [42, offset, 4],
    ]);
    locals.push(head, name, packed);
    centrals.push(central, name);
    offset += head.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The entries of a zip (deflated or stored, no zip64): enough to take an export apart. */
export function readZip(zip: Buffer): ZipEntry[] {
  const endAt = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(endAt + 10);
  let at = zip.readUInt32LE(endAt + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(dataAt, dataAt + size);
    entries.push({ name, data: method === 8 ? inflateRawSync(raw) : Buffer.from(raw) });
    at += 46 + nameLength + extra;
  }
  return entries;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

type Manifest = { entries: Record<string, { sha256: string; size: number }>; [key: string]: unknown };

/** An export changed by `change` (entries in, entries out), its manifest's hashes made to match again. */
export function rewritten(zip: Buffer, change: (entries: ZipEntry[]) => ZipEntry[], rehash = true): Buffer {
  const changed = change(readZip(zip));
  const at = changed.findIndex((entry) => entry.name === 'manifest.json');
  if (rehash && at >= 0) {
    const manifest = JSON.parse(String(changed[at]?.data)) as Manifest;
    for (const entry of changed) {
      if (entry.name !== 'manifest.json')
        manifest.entries[entry.name] = { sha256: sha256(entry.data), size: entry.data.length };
    }
    changed[at] = { name: 'manifest.json', data: Buffer.from(JSON.stringify(manifest)) };
  }
  return writeZip(changed);
}

/** A JSON entry changed by `change`. */
export const editJson =
  (name: string, change: (value: unknown) => unknown) =>
  (entries: ZipEntry[]): ZipEntry[] =>
    entries.map((entry) =>
      entry.name === name
        ? { name, data: Buffer.from(JSON.stringify(change(JSON.parse(entry.data.toString())))) }
        : entry,
    );
