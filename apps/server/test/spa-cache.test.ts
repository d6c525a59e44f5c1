import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from '../src/plugins/spa';

describe('the built web app: how long a browser may keep its files', () => {
  let app: FastifyInstance;
  let distDir: string;

  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bil-dist-'));
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>BIL</title>');
    fs.writeFileSync(path.join(distDir, 'assets', 'app-Ab12Cd34.js'), 'console.log(1);');
    fs.writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = Fastify();
    expect(await registerSpa(app, distDir)).toBe(true);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('lets the browser keep a content-named chunk for good', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-Ab12Cd34.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1);');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps a file with a fixed name for an hour only', async () => {
    const response = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });
});
