// The peak memory of the worst legal save (every image, the whole total, the most pixels) in a process that runs
// the function's app as the platform does, beside the memory the function declares.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { API_MEMORY_MIB } from '../../functions/src/config/resources';
import { OWNER_ACCOUNT } from '../demo-accounts';
import { emulatorIdToken } from '../lib/auth-emulator';
import { largestLegalSave } from '../lib/largest-legal-save';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface SaveMemoryRow {
  /** What was saved: images, megabytes, the largest image's megapixels. */
  save: string;
  baselineMib: number;
  peakMib: number;
  declaredMib: number;
  saveMs: number;
}

/** A process's resident set: now, and its peak so far (Linux). */
function residentMib(pid: number): { now: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { now: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

const PROJECT_FIELDS = {
  title: 'Bench: the largest legal save',
  purpose: 'Measure memory',
  category: 'web-dev-project',
  type: 'Frontend',
  status: 'In Complete',
  startDate: '2026-01-01',
  technologies: 'Bench',
  description: 'Made and deleted by the bench.',
  published: 'false',
};

export async function measureSaveMemory(): Promise<SaveMemoryRow> {
  const save = await largestLegalSave();
  const token = await emulatorIdToken(OWNER_ACCOUNT.email, OWNER_ACCOUNT.password);
  const server = spawn('node', ['--import', 'tsx', 'scripts/bench/save-memory-server.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      createInterface({ input: server.stdout }).on('line', (line) => {
        const match = /^listening (\d+)$/.exec(line);
        if (match) resolve(Number(match[1]));
      });
      server.on('exit', (code) => reject(new Error(`the app process exited (${code})`)));
    });
    const base = `http://127.0.0.1:${port}/api`;
    const headers = { Authorization: `Bearer ${token}` };
    await fetch(`${base}/health`);
    const baseline = residentMib(server.pid ?? 0).now;
    const form = new FormData();
    for (const [name, value] of Object.entries(PROJECT_FIELDS)) form.append(name, value);
    const jpeg = (bytes: Buffer, name: string) =>
      new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
    form.append('image', jpeg(save.image, 'main.jpg'));
    save.screenshots.forEach((bytes, i) => form.append('screenshots', jpeg(bytes, `shot-${i}.jpg`)));
    const started = performance.now();
    const response = await fetch(`${base}/projects`, { method: 'POST', headers, body: form });
    const saveMs = performance.now() - started;
    const body = (await response.json()) as { data?: { _id: string } };
    if (response.status !== 201 || !body.data) {
      throw new Error(`the save answered ${response.status}: ${JSON.stringify(body)}`);
    }
    const { peak } = residentMib(server.pid ?? 0);
    await fetch(`${base}/projects/${body.data._id}`, { method: 'DELETE', headers });
    const images = save.screenshots.length + 1;
    return {
      save: `${images} images, ${(save.totalBytes / 1024 / 1024).toFixed(1)} MB, largest 50 MP`,
      baselineMib: Math.round(baseline),
      peakMib: Math.round(peak),
      declaredMib: API_MEMORY_MIB,
      saveMs: Math.round(saveMs),
    };
  } finally {
    server.kill();
  }
}
