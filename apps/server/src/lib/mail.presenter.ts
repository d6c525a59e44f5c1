import type { OutboxMail } from '@bil/domain';
import type { OutboxRow } from './mail.repository';

// Timestamps arrive as Date (the driver), typed loosely by db/schema.ts.
const iso = (value: unknown) => new Date(value as Date | string).toISOString();

export function presentOutboxMail(row: OutboxRow): OutboxMail {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    textBody: row.text_body,
    htmlBody: row.html_body,
    sentAt: row.sent_at ? iso(row.sent_at) : null,
    error: row.error,
    createdAt: iso(row.created_at),
  };
}
