import { describeNotification, type NotificationKind } from '@bil/domain';
import type { AppContext } from '../../app-context';
import { createMailer } from '../../lib/mail.service';
import { lockPendingEmails, markEmailed } from './notifications.repository';
import { escapeHtml } from './html-escape';

/** How many e-mails one run sends at most; the next minute's run takes the rest. */
const BATCH = 200;

/**
 * Job notifications.deliver-email (every minute): sends each notification whose person chose e-mail.
 * The rows are locked (skip locked: a second process takes other rows) and marked sent in the same
 * transaction as their outbox rows, so a notification is e-mailed once. With SMTP_URL set, a message the
 * SMTP server refused stays pending and is tried again next minute (its failure is in the outbox).
 */
export async function deliverPendingEmails(ctx: Pick<AppContext, 'db' | 'config'>): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    const pending = await lockPendingEmails(trx, BATCH);
    const mailer = createMailer(ctx.config, trx);
    const done: string[] = [];
    for (const row of pending) {
      const { title, body, link } = describeNotification(row.kind as NotificationKind, row.params);
      const url = new URL(link, ctx.config.publicUrl).toString();
      const delivery = await mailer.send({
        to: row.email,
        subject: title,
        text: `${title}\n\n${body}\n\nOpen it: ${url}\n\nChoose which notifications you get by e-mail in Settings.`,
        html: `<p><strong>${escapeHtml(title)}</strong></p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(url)}">Open it</a></p><p style="color:#5c6670;font-size:12px">Choose which notifications you get by e-mail in Settings.</p>`,
      });
      if (delivery.sent || !ctx.config.smtpUrl) done.push(row.id);
    }
    await markEmailed(trx, done);
    return done.length;
  });
}
