// Each public page's static twin: the same page without its scripts. A page that paints from its HTML can do no
// better than its twin, which has the same markup, inline stylesheet, images and fonts and nothing else, so the
// twin is the fair floor of each page. The bench serves both through one loopback proxy in front of the Hosting
// emulator, which compresses both the same way: `/about` is the page, `/about?twin` its twin.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { SITE_URL } from './site';

/** The query that asks the proxy for a page's twin. */
export const TWIN_QUERY = 'twin';

/** Every script element (the inline boot script, the start script, the JSON data, speculation rules). */
const SCRIPT_ELEMENTS = /<script\b[^>]*>[\s\S]*?<\/script>\s*/gi;
/** Links that only the app or the next page would use. */
const SCRIPT_LINKS = /<link\b[^>]*\brel="(?:modulepreload|prefetch|prerender)"[^>]*>\s*/gi;

/** The page without anything that runs or only serves what runs. */
export function twinOf(html: string): string {
  return html.replace(SCRIPT_ELEMENTS, '').replace(SCRIPT_LINKS, '');
}

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|atom\+xml)|image\/svg\+xml)/;
/** Request headers that fetch sets itself, or that name the proxy rather than the site. */
const UPSTREAM_SET_HEADERS = new Set([
  'host',
  'connection',
  'content-length',
  'accept-encoding',
  'origin',
  'referer',
]);
/** Headers that describe the upstream body, which the proxy may change, or the upstream connection. */
const DROPPED_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'etag',
]);

export interface TwinServer {
  /** The page at `path`, through the proxy. */
  pageUrl(path: string): string;
  /** Its twin, through the same proxy. */
  twinUrl(path: string): string;
  close(): Promise<void>;
}

async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://twin');
  const twin = url.searchParams.has(TWIN_QUERY);
  url.searchParams.delete(TWIN_QUERY);
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string' && !UPSTREAM_SET_HEADERS.has(name)) headers.set(name, value);
  }
  headers.set('accept-encoding', 'identity');
  const upstream = await fetch(new URL(`${url.pathname}${url.search}`, SITE_URL), {
    method: request.method,
    headers,
    body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    redirect: 'manual',
  });
  const contentType = upstream.headers.get('content-type') ?? '';
  let body = Buffer.from(await upstream.arrayBuffer());
  if (twin && contentType.startsWith('text/html')) body = Buffer.from(twinOf(body.toString('utf8')));
  const answerHeaders: Record<string, string> = {};
  upstream.headers.forEach((value, name) => {
    if (!DROPPED_HEADERS.has(name)) answerHeaders[name] = value;
  });
  const gzip = COMPRESSIBLE.test(contentType) && /\bgzip\b/.test(String(request.headers['accept-encoding']));
  if (gzip) {
    // Level 6, as a CDN compresses on the fly; the same for the page and its twin.
    body = gzipSync(body, { level: 6 });
    answerHeaders['content-encoding'] = 'gzip';
    answerHeaders.vary = 'Accept-Encoding';
  }
  answerHeaders['content-length'] = String(body.length);
  response.writeHead(upstream.status, answerHeaders);
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** Serves the site and its twins on a free loopback port until close(). */
export async function startTwinServer(): Promise<TwinServer> {
  const server: Server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    pageUrl: (path) => new URL(path, origin).href,
    twinUrl: (path) => {
      const url = new URL(path, origin);
      url.searchParams.set(TWIN_QUERY, '');
      return url.href.replace(/=$/, '').replace(/=&/, '&');
    },
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
