import type { Kysely, Selectable } from 'kysely';
import type { Database, MailOutboxTable } from '../db/schema';

export type OutboxRow = Selectable<MailOutboxTable>;

export type NewOutboxMail = { to: string; subject: string; text: string; html: string | null };

export async function insertOutboxMail(db: Kysely<Database>, mail: NewOutboxMail): Promise<string> {
  const row = await db
    .insertInto('mail_outbox')
    .values({ to_address: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markOutboxMailSent(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ sent_at: new Date(), error: null })
    .where('id', '=', id)
    .execute();
}

export async function markOutboxMailFailed(db: Kysely<Database>, id: string, error: string): Promise<void> {
  await db.updateTable('mail_outbox').set({ error }).where('id', '=', id).execute();
}

export async function listOutboxMails(
  db: Kysely<Database>,
  page: { offset: number; limit: number },
): Promise<OutboxRow[]> {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countOutboxMails(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}
