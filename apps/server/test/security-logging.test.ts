import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLoggerOptions, redactUrl } from '../src/lib/logger';
import { createMailer } from '../src/lib/mail.service';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { TEST_DB_KIND } from './support/test-database';

function captureLines() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream };
}

const TOKEN = 'Sup3rSecretT0ken';

// The log's shape does not depend on the database kind: run once.
describe.runIf(TEST_DB_KIND === 'pglite')('the request log never holds tokens, passwords or secrets', () => {
  it('logs reset links, confirmation links and share links without their tokens', async () => {
    const { lines, stream } = captureLines();
    const app = Fastify({ logger: { ...buildLoggerOptions('info'), stream } });
    app.all('/*', async () => 'ok');
    const urls = [
      `/api/auth/reset-password/${TOKEN}?callbackURL=%2Fauth`,
      `/api/auth/verify-email?token=${TOKEN}&callbackURL=%2Fauth`,
      `/api/public/shares/${TOKEN}/data`,
      `/share/pm/Pat%20PM/${TOKEN}`,
      `/api/anything?apiKey=${TOKEN}&password=${TOKEN}`,
    ];
    for (const url of urls) await app.inject({ method: 'GET', url });
    await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { password: TOKEN } });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/api/auth/reset-password/[redacted]');
    expect(log).toContain('/api/public/shares/[redacted]/data');
    expect(log).toContain('incoming request');
    expect(log).not.toContain(TOKEN);
  });

  it('keeps the rest of the URL readable', () => {
    expect(redactUrl('/api/projects?search=apron&page=2')).toBe('/api/projects?search=apron&page=2');
    expect(redactUrl(`/api/auth/verify-email?token=${TOKEN}&callbackURL=x`)).toBe(
      '/api/auth/verify-email?token=[redacted]&callbackURL=x',
    );
    expect(redactUrl(`/share/chart/${TOKEN}`)).toBe('/share/chart/[redacted]');
  });
});

describe('mail without SMTP_URL in production', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await buildTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('logs that a mail was kept, but not its body with the link token', async () => {
    const { lines, stream } = captureLines();
    const config = { ...server.ctx.config, env: 'production' as const, smtpUrl: undefined };
    const mailer = createMailer(config, server.ctx.db, pino({ level: 'info' }, stream));
    const text = `Reset: http://localhost:3000/api/auth/reset-password/${TOKEN}`;
    const delivery = await mailer.send({ to: 'someone@example.test', subject: 'Reset', text });
    expect(delivery.sent).toBe(false);
    const log = lines.join('');
    expect(log).toContain('not sent (no SMTP_URL): Reset');
    expect(log).not.toContain(TOKEN);
    const kept = await server.ctx.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('id', '=', delivery.outboxId)
      .executeTakeFirstOrThrow();
    expect(kept.text_body).toBe(text);
  });
});
