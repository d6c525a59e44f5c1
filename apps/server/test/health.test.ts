import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { TEST_DB_KIND } from './support/test-database';

describe('GET /api/health', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await buildTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('reports the database kind, the migration and version 1.0.0', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      version: '1.0.0',
      database: { kind: TEST_DB_KIND, reachable: true, migration: '0015-dbe-paid-totals' },
      schema: { ok: true, missing: [] },
    });
  });

  it('serves the OpenAPI document listing the health route', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json<{ paths: object }>().paths)).toContain('/api/health');
  });

  it('answers an unknown API path with a 404 JSON error', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No route GET /api/nope' });
  });

  it('refuses a state-changing request from another site', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'a@b.c', password: 'whatever-123' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Cross-site request refused' });
  });

  it('sends a strict content security policy without inline scripts', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
