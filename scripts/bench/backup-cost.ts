// npx tsx scripts/bench/backup-cost.ts   (against the running, seeded emulators)
//
// What a backup costs: the export (GET /api/export, the daily backup) and the import (POST /api/import,
// `npm run restore`) of the seed, the reference, and of a site 20 times the seed made from the seed's own export
// (every project, post, version, message and file copied under new ids and names). Each runs the API's own code in a
// fresh process: its time and its peak memory above the process at rest (Linux: the peak is reset first). The
// emulators are left holding the seed again.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLATFORM_REQUEST_BODY_LIMIT_BYTES } from '@portfolio/common';
import { scaledBackup } from './backup-scaling';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SCALE = 20;

export interface BackupRun {
  ms: number;
  peakMib: number;
  /** The zip's size. */
  bytes: number;
}

const kb = (status: string, field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
const memory = () => readFileSync('/proc/self/status', 'utf8');

/** In the child: one export to `file`, or one import of it, and its cost printed as JSON. */
async function measureInChild(step: string, file: string): Promise<void> {
  // Points firebase-admin at the emulators before the functions' code initialises it.
  await import('../lib/firebase-admin-target');
  const { writeBackup } = await import('../../functions/src/backups/archive-writer');
  const { restoreBackup } = await import('../../functions/src/backups/restore');
  const { createWriteStream } = await import('node:fs');
  const { finished } = await import('node:stream/promises');
  const zip = step === 'import' ? readFileSync(file) : undefined;
  globalThis.gc?.();
  // Resets the process's peak resident set to what it holds now (Linux ≥ 4.0), so that the peak is this step's.
  writeFileSync('/proc/self/clear_refs', '5');
  const rest = kb(memory(), 'VmRSS');
  const started = performance.now();
  if (zip) await restoreBackup(zip, false);
  else {
    const output = createWriteStream(file);
    await writeBackup(output);
    await finished(output);
  }
  const ms = performance.now() - started;
  const peakMib = (kb(memory(), 'VmHWM') - rest) / 1024;
  console.log(JSON.stringify({ ms, peakMib, bytes: statSync(file).size } satisfies BackupRun));
  // The Firestore client keeps its channels open: the measurement is done.
  process.exit(0);
}

function measureOne(step: 'export' | 'import', file: string): Promise<BackupRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'node',
      ['--expose-gc', '--import', 'tsx', 'scripts/bench/backup-cost.ts', '--child', step, file],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as BackupRun)
        : reject(new Error(`the ${step} of ${file} exited with ${code}`)),
    );
  });
}

export interface BackupCost {
  seed: { export: BackupRun; import: BackupRun };
  scaled: { export: BackupRun; import: BackupRun };
  /** The seed imported back over the 20× site: every added document and file removed. */
  shrink: BackupRun;
}

export async function measureBackupCost(): Promise<BackupCost> {
  const dir = mkdtempSync(path.join(tmpdir(), 'backup-bench-'));
  const seedZip = path.join(dir, 'seed.zip');
  const scaledIn = path.join(dir, 'scaled-in.zip');
  const scaledOut = path.join(dir, 'scaled-out.zip');
  try {
    const seedExport = await measureOne('export', seedZip);
    const seedImport = await measureOne('import', seedZip);
    writeFileSync(scaledIn, scaledBackup(readFileSync(seedZip), SCALE));
    const scaledImport = await measureOne('import', scaledIn);
    const scaledExport = await measureOne('export', scaledOut);
    const shrink = await measureOne('import', seedZip);
    return {
      seed: { export: seedExport, import: seedImport },
      scaled: { export: scaledExport, import: scaledImport },
      shrink,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const figures = (run: BackupRun) => `${Math.round(run.ms)} ms, ${run.peakMib.toFixed(1)} MiB peak`;
const ratio = (value: number, reference: number) => `${(value / Math.max(reference, 0.1)).toFixed(1)}×`;
const beside = (run: BackupRun, reference: BackupRun) =>
  `${figures(run)} (${ratio(run.ms, reference.ms)} the time, ${ratio(run.peakMib, reference.peakMib)} the memory of the seed's)`;

export function backupCostLines({ seed, scaled, shrink }: BackupCost): string {
  const overLimit = scaled.export.bytes > PLATFORM_REQUEST_BODY_LIMIT_BYTES;
  return [
    `seed export: ${figures(seed.export)}, ${mb(seed.export.bytes)} zip (the reference)`,
    `seed import: ${figures(seed.import)} (the reference; onto the same site)`,
    `${SCALE}× export: ${beside(scaled.export, seed.export)}, ${mb(scaled.export.bytes)} zip` +
      (overLimit
        ? ` — over the ${mb(PLATFORM_REQUEST_BODY_LIMIT_BYTES)} request limit: restore it from a stored backup or npm run restore`
        : ''),
    `${SCALE}× import: ${beside(scaled.import, seed.import)} (onto the seed: every copy added)`,
    `seed import over the ${SCALE}× site: ${beside(shrink, seed.import)} (every copy removed)`,
  ].join('\n');
}

const childIndex = process.argv.indexOf('--child');
if (childIndex >= 0) {
  await measureInChild(process.argv[childIndex + 1] ?? '', process.argv[childIndex + 2] ?? '');
} else if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  console.log(backupCostLines(await measureBackupCost()));
  process.exit(0);
}
