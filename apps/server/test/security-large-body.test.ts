import { get as httpGet, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { TEST_ORIGIN, signInAs, type SignedInUser } from './support/sign-in-as';

// Issue 34, finding 1: one large upload froze the server (the NUL guard walked a Buffer body as an object,
// and a caller without the import right had the whole body read before being refused).
const MIB = 1024 * 1024;

type Answer = { status: number; body: string; ms: number };

/** Sends `size` bytes as application/octet-stream over a real socket, in 1 MiB chunks with backpressure. */
function upload(port: number, path: string, cookie: string, size: number): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(MIB, 0x41);
    let answered = false;
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        // One connection per request, closed after its answer, so the server closes without waiting on it.
        agent: false,
        headers: {
          cookie,
          origin: TEST_ORIGIN,
          'content-type': 'application/octet-stream',
          'content-length': String(size),
        },
      },
      (response) => {
        answered = true;
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(parts).toString('utf8'),
            ms: performance.now() - started,
          });
          req.destroy();
        });
      },
    );
    // The server may answer and close before the whole body is sent: a write error after the answer is expected.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    let sent = 0;
    const writeMore = () => {
      while (sent < size && !req.destroyed) {
        const piece = size - sent >= MIB ? chunk : chunk.subarray(0, size - sent);
        sent += piece.length;
        if (!req.write(piece)) {
          req.once('drain', writeMore);
          return;
        }
      }
      if (sent >= size) req.end();
    };
    writeMore();
  });
}

/** One GET /api/health on its own connection; resolves with its status. */
function healthCheck(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpGet({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (response) => {
      response.resume();
      response.on('end', () => {
        resolve(response.statusCode ?? 0);
      });
    });
    req.on('error', reject);
  });
}

/** Polls /api/health every 100 ms until stopped; returns the longest wait for one answer. */
function watchHealth(port: number): { stop: () => Promise<number> } {
  let longest = 0;
  const state = { running: true };
  const loop = (async () => {
    while (state.running) {
      const started = performance.now();
      await healthCheck(port);
      longest = Math.max(longest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    stop: async () => {
      state.running = false;
      await loop;
      return longest;
    },
  };
}

describe('one large upload never stops the server', () => {
  let server: TestServer;
  let port: number;
  let viewer: SignedInUser;
  let admin: SignedInUser;
  beforeAll(async () => {
    server = await buildTestServer();
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    port = (server.app.server.address() as AddressInfo).port;
    viewer = await signInAs(server.app, 'viewer');
    admin = await signInAs(server.app, 'admin');
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses a viewer’s 45 MB import before reading it, while health keeps answering', async () => {
    const health = watchHealth(port);
    const answer = await upload(
      port,
      '/api/imports/dry-run?kind=projects&fileName=p.csv',
      viewer.cookie,
      45 * MIB,
    );
    const longestHealthWait = await health.stop();
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toEqual({ error: 'Only administrators and project managers can import' });
    // Before the fix: no answer within 300 s. Bounds are loose for a busy 2-core CI machine.
    expect(answer.ms).toBeLessThan(5_000);
    expect(longestHealthWait).toBeLessThan(2_000);
  });

  it('refuses a viewer even when the query names no valid kind', async () => {
    const answer = await upload(
      port,
      '/api/imports/apply?kind=nothing&fileName=p.csv',
      viewer.cookie,
      8 * MIB,
    );
    expect(answer.status).toBe(403);
  });

  it('answers an administrator’s 45 MB body that is no spreadsheet promptly, while health keeps answering', async () => {
    const health = watchHealth(port);
    const answer = await upload(
      port,
      '/api/imports/dry-run?kind=projects&fileName=p.xlsx',
      admin.cookie,
      45 * MIB,
    );
    const longestHealthWait = await health.stop();
    expect(answer.status).toBe(400);
    expect(answer.ms).toBeLessThan(15_000);
    expect(longestHealthWait).toBeLessThan(2_000);
  });

  it('refuses an administrator’s body over the import limit with 413', async () => {
    const answer = await upload(
      port,
      '/api/imports/dry-run?kind=projects&fileName=p.csv',
      admin.cookie,
      51 * MIB,
    );
    expect(answer.status).toBe(413);
  });
});
