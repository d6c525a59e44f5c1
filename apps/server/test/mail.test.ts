import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/lib/mail.service';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { startSmtpCapture } from './support/smtp-capture';

function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe('mail service', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await buildTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const outboxRow = (id: string) =>
    server.ctx.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const message = {
    to: 'someone@example.test',
    subject: 'Confirm',
    text: 'Open http://localhost:3000/api/auth/verify-email?token=abc',
  };

  it('without SMTP_URL logs the message (with its link) at info level and keeps it in the outbox', async () => {
    const { logger, lines } = captureLog();
    const mailer = createMailer({ ...server.ctx.config, smtpUrl: undefined }, server.ctx.db, logger);
    const delivery = await mailer.send(message);
    expect(delivery.sent).toBe(false);
    const logged = lines.join('');
    expect(logged).toContain('verify-email?token=abc');
    expect(logged).toContain('"level":30');
    expect(logged).not.toContain('someone@example.test');
    expect(await outboxRow(delivery.outboxId)).toMatchObject({
      to_address: 'someone@example.test',
      subject: 'Confirm',
      text_body: message.text,
      sent_at: null,
      error: expect.stringContaining('SMTP_URL') as unknown,
    });
  });

  it('with SMTP_URL sends through the SMTP server and marks the outbox row sent', async () => {
    const smtp = await startSmtpCapture();
    try {
      const mailer = createMailer({ ...server.ctx.config, smtpUrl: smtp.url }, server.ctx.db);
      const delivery = await mailer.send({ ...message, html: '<p>Hi</p>' });
      expect(delivery).toMatchObject({ sent: true, error: null });
      const received = await smtp.waitForMail('someone@example.test');
      expect(received.text).toContain('verify-email?token=abc');
      expect(received.text).toContain('From: BIL Tracker <no-reply@localhost>');
      const row = await outboxRow(delivery.outboxId);
      expect(row.sent_at).not.toBeNull();
      expect(row).toMatchObject({ error: null, html_body: '<p>Hi</p>' });
    } finally {
      await smtp.close();
    }
  });

  it('records the error when the SMTP server cannot be reached, without throwing', async () => {
    const smtp = await startSmtpCapture();
    await smtp.close();
    const mailer = createMailer(
      { ...server.ctx.config, smtpUrl: smtp.url },
      server.ctx.db,
      captureLog().logger,
    );
    const delivery = await mailer.send(message);
    expect(delivery.sent).toBe(false);
    const row = await outboxRow(delivery.outboxId);
    expect(row.sent_at).toBeNull();
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);
  });
});
