// The floor: an empty Vite + React page (./floor-page/), built with the web app's Vite, React and ReactDOM and served with
// gzip on a loopback port by the bench itself. Audited in the same run as the site's pages, it gives every figure a
// reference taken minutes apart on the same machine, so the budgets hold on any machine fast or slow.
import { createRequire } from 'node:module';
import { createServer, type Server } from 'node:http';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FLOOR_SOURCE = path.join(root, 'scripts/bench/floor-page');
/** Git-ignored, like every build output of the bench. */
const FLOOR_OUTPUT = path.join(root, '.cache/bench/floor');
const WEB_PACKAGE = path.join(root, 'web/package.json');

/** The packages whose versions make the floor comparable to the site; each must resolve to the web app's copy. */
const SHARED_PACKAGES = ['vite', 'react', 'react-dom'] as const;

export interface Floor {
  url: string;
  /**
   * The static floor (`floor-page/public/static/`): a page of HTML alone, no script, stylesheet or image. Its
   * blocking time is the browser's own (committing the navigation), which Lighthouse counts after the first paint on
   * a page that paints from its HTML; the floor paints only once its script has run, which hides that cost.
   */
  staticUrl: string;
  /** e.g. { vite: '8.3.8', react: '19.3.1', 'react-dom': '19.3.1' } */
  versions: Record<string, string>;
  close(): Promise<void>;
}

function packageJsonOf(name: string, from: string): string {
  return createRequire(from).resolve(`${name}/package.json`);
}

/** The versions the floor is built with, after checking they are the very copies the web app builds with. */
function sharedVersions(): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const name of SHARED_PACKAGES) {
    const fromWeb = packageJsonOf(name, WEB_PACKAGE);
    const fromFloor = packageJsonOf(name, path.join(FLOOR_SOURCE, 'main.tsx'));
    if (fromWeb !== fromFloor) {
      throw new Error(
        `the floor would build with ${fromFloor}, the web app with ${fromWeb}: not the same ${name}`,
      );
    }
    versions[name] = (JSON.parse(readFileSync(fromWeb, 'utf8')) as { version: string }).version;
  }
  return versions;
}

async function buildFloor(): Promise<void> {
  const { build } = await import('vite');
  await build({
    root: FLOOR_SOURCE,
    configFile: false,
    logLevel: 'warn',
    build: { outDir: FLOOR_OUTPUT, emptyOutDir: true },
  });
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

interface ServedFile {
  body: Buffer;
  gzipped: Buffer;
  contentType: string;
  cacheControl: string;
}

/** Every built file, gzipped once; hashed assets are immutable and the HTML is revalidated, as Hosting serves them. */
function servedFiles(): Map<string, ServedFile> {
  const files = new Map<string, ServedFile>();
  const walk = (directory: string) => {
    for (const name of readdirSync(directory)) {
      const file = path.join(directory, name);
      if (statSync(file).isDirectory()) {
        walk(file);
        continue;
      }
      const urlPath = `/${path.relative(FLOOR_OUTPUT, file).split(path.sep).join('/')}`;
      const body = readFileSync(file);
      files.set(urlPath, {
        body,
        gzipped: gzipSync(body, { level: 9 }),
        contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
        cacheControl: urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
    }
  };
  walk(FLOOR_OUTPUT);
  return files;
}

function serve(files: Map<string, ServedFile>): Promise<Server> {
  const server = createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://floor').pathname;
    const file = files.get(urlPath === '/' ? '/index.html' : urlPath);
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const body = gzip ? file.gzipped : file.body;
    response.writeHead(200, {
      'Content-Type': file.contentType,
      'Cache-Control': file.cacheControl,
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // Port 0: any free loopback port, so the floor never collides with the emulators.
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/** Builds the floor (and the static floor beside it) into .cache/bench/floor and serves it until close(). */
export async function startFloor(): Promise<Floor> {
  const versions = sharedVersions();
  await buildFloor();
  const server = await serve(servedFiles());
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    staticUrl: `http://127.0.0.1:${port}/static/index.html`,
    versions,
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
