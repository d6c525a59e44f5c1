import nodemailer, { type Transporter } from 'nodemailer';
import pino, { type Logger } from 'pino';
import type { Kysely } from 'kysely';
import type { OutboxMail, PagedResponse } from '@bil/domain';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { buildLoggerOptions } from './logger';
import { presentOutboxMail } from './mail.presenter';
import {
  countOutboxMails,
  insertOutboxMail,
  listOutboxMails,
  markOutboxMailFailed,
  markOutboxMailSent,
} from './mail.repository';
import { toPage } from './paged.presenter';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type MailDelivery = { outboxId: string; sent: boolean; error: string | null };
export type Mailer = { send: (message: MailMessage) => Promise<MailDelivery> };

/** Shows who a logged message was for without putting the whole address in the log (SPEC §9). */
function maskAddress(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/**
 * Every message is first written to mail_outbox, then sent through SMTP_URL (nodemailer) and marked
 * sent or failed. Without SMTP_URL the message is written to the log at info level so a person
 * running the app can still follow a confirmation or reset link (not in production, where links are
 * tokens and the body stays in the outbox). Sending never throws: a failure is
 * recorded on the outbox row (admins see it at /api/admin/outbox).
 */
export function createMailer(config: AppConfig, db: Kysely<Database>, logger?: Logger): Mailer {
  const log = logger ?? pino(buildLoggerOptions(config.logLevel));
  let transport: Transporter | null = null;
  const getTransport = () =>
    (transport ??= config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null);

  return {
    async send(message) {
      const outboxId = await insertOutboxMail(db, {
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
      });
      const smtp = getTransport();
      if (!smtp) {
        const error = 'Not sent: SMTP_URL is not set (message written to the log)';
        await markOutboxMailFailed(db, outboxId, error);
        // The body's links carry tokens: shown only outside production (admins read the outbox there).
        const body = config.env === 'production' ? '(body kept in the outbox only)' : message.text;
        log.info(`Mail for ${maskAddress(message.to)} not sent (no SMTP_URL): ${message.subject}\n${body}`);
        return { outboxId, sent: false, error };
      }
      try {
        await smtp.sendMail({
          from: config.mailFrom,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        await markOutboxMailSent(db, outboxId);
        return { outboxId, sent: true, error: null };
      } catch (cause) {
        const error = cause instanceof Error ? cause.message : String(cause);
        await markOutboxMailFailed(db, outboxId, error);
        log.warn({ outboxId, error }, 'Mail could not be sent');
        return { outboxId, sent: false, error };
      }
    },
  };
}

/** GET /api/admin/outbox: newest first, bodies included. */
export async function listOutbox(
  ctx: { db: Kysely<Database> },
  query: { page: number; limit: number },
): Promise<PagedResponse<OutboxMail>> {
  const [rows, total] = [
    await listOutboxMails(ctx.db, { offset: (query.page - 1) * query.limit, limit: query.limit }),
    await countOutboxMails(ctx.db),
  ];
  return toPage(rows.map(presentOutboxMail), total, query);
}
