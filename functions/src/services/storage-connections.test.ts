import express from 'express';
import { text } from 'node:stream/consumers';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A stand-in for the Storage emulator's HTTP side: an Express app on a Node server with Node's keep-alive defaults,
 * as the emulator's is (it closes a connection left idle for 5 s, and says so in `Keep-Alive: timeout=5`). It
 * answers every request with one object's metadata, and records, for each connection, which side closed it.
 */
async function storageStandIn() {
  const app = express();
  app.use((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.query.alt === 'media') res.type('image/webp').send('bytes');
      else res.json(OBJECT);
    });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const closes: Promise<'client' | 'server'>[] = [];
  server.on('connection', (socket: Socket) => {
    let clientEnded = false;
    socket.on('end', () => (clientEnded = true));
    closes.push(
      new Promise((resolve) => socket.on('close', () => resolve(clientEnded ? 'client' : 'server'))),
    );
  });
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Who closed each connection, once every one is closed. */
    closedBy: () => Promise.all(closes),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const TOKEN = 'a-download-token';
const OBJECT = {
  kind: 'storage#object',
  name: 'projects/p1/image.webp',
  bucket: 'demo-portfolio.appspot.com',
  contentType: 'image/webp',
  size: '5',
  // The checksums of the stored bytes, `bytes`, which the client checks an upload against.
  crc32c: '0G6ckg==',
  md5Hash: 'SzpiGLs+OnMD6KFxpg/Pkg==',
  generation: '1',
  metadata: { firebaseStorageDownloadTokens: TOKEN },
  items: [],
};

let standIn: Awaited<ReturnType<typeof storageStandIn>>;
beforeAll(async () => {
  standIn = await storageStandIn();
  process.env.GCLOUD_PROJECT = 'demo-portfolio';
  process.env.STORAGE_EMULATOR_HOST = `http://${standIn.host}`;
});
afterAll(() => standIn.close());

describe('the connections to Storage', () => {
  // A connection the client keeps past the server's keep-alive time is one it may send a request on just as the
  // server closes it: "read ECONNRESET" or "socket hang up", seen when the machine is busy. The client must let go
  // of an idle connection first. This waits for the client's idle limit (4 s against the emulator's 5).
  it(
    'are closed by the client when idle, before the server would close them',
    { timeout: 15_000 },
    async () => {
      // Loaded once the environment names the stand-in: the Storage client reads it when it is made.
      const storage = await import('./storage');
      await storage.saveFile(OBJECT.name, Buffer.from('bytes'), 'image/webp');
      expect(await storage.storedFilesUnder('projects/')).toEqual([]);
      const served = await storage.fileForDownloadToken(OBJECT.name, TOKEN);
      expect(served?.contentType).toBe('image/webp');
      expect(await text(served!.open())).toBe('bytes');

      const closedBy = await standIn.closedBy();
      expect(closedBy.length).toBeGreaterThan(0);
      expect(closedBy).toEqual(closedBy.map(() => 'client'));
    },
  );
});
