import { formatDate, formatDateLong, groupDeadlines, type DeadlineItem } from '@bil/domain';
import type { MailMessage } from '../../lib/mail.service';
import { escapeHtml } from './html-escape';

const absolute = (publicUrl: string, link: string) => new URL(link, publicUrl).toString();
const shownDate = (date: string) => formatDate(date);

type DigestInput = { to: string; today: string; items: DeadlineItem[]; total: number; publicUrl: string };

function textSection(title: string, items: DeadlineItem[], publicUrl: string): string {
  if (items.length === 0) return `${title}: none.\n`;
  const lines = items.map(
    (item) =>
      `- ${shownDate(item.date)}  ${item.title} (${item.detail})\n  ${absolute(publicUrl, item.link)}`,
  );
  return `${title} (${items.length}):\n${lines.join('\n')}\n`;
}

function htmlSection(title: string, colour: string, items: DeadlineItem[], publicUrl: string): string {
  const rows =
    items.length === 0
      ? `<tr><td style="padding:8px 0;color:#5c6670">None.</td></tr>`
      : items
          .map(
            (item) => `<tr>
  <td style="padding:8px 12px 8px 0;white-space:nowrap;vertical-align:top;color:#5c6670">${escapeHtml(shownDate(item.date))}</td>
  <td style="padding:8px 0;vertical-align:top"><a href="${escapeHtml(absolute(publicUrl, item.link))}" style="color:#1c4e80;font-weight:600">${escapeHtml(item.title)}</a><br><span style="color:#5c6670;font-size:13px">${escapeHtml(item.detail)}</span></td>
</tr>`,
          )
          .join('\n');
  return `<h2 style="font-size:17px;margin:24px 0 4px;color:${colour}">${escapeHtml(title)} (${items.length})</h2>
<table role="presentation" style="border-collapse:collapse;width:100%;font-size:14px">${rows}</table>`;
}

/** The weekly digest as an e-mail: HTML with a plain-text part holding the same items and links. */
export function presentDigestMail({ to, today, items, total, publicUrl }: DigestInput): MailMessage {
  const { overdue, upcoming } = groupDeadlines(items, today);
  const more = total > items.length ? total - items.length : 0;
  const moreText = more > 0 ? `\n${more} more not listed: open the app to see them all.\n` : '';
  const subject = `Weekly digest: ${overdue.length} overdue, ${upcoming.length} coming up`;
  const settings = absolute(publicUrl, '/settings');
  const text = `Your airport grants digest for the week of ${formatDateLong(today)}.

${textSection('Overdue', overdue, publicUrl)}
${textSection('Coming up', upcoming, publicUrl)}${moreText}
Change or stop this e-mail in Settings: ${settings}
`;
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1b2733">
<div style="max-width:640px;margin:0 auto;padding:24px 16px">
<div style="background:#ffffff;border:1px solid #dde3e8;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 4px;color:#0b2545">Weekly digest</h1>
<p style="margin:0;color:#5c6670">Week of ${escapeHtml(formatDateLong(today))}: ${overdue.length} overdue, ${upcoming.length} coming up.</p>
${htmlSection('Overdue', '#b42318', overdue, publicUrl)}
${htmlSection('Coming up', '#1c4e80', upcoming, publicUrl)}
${more > 0 ? `<p style="color:#5c6670">${more} more not listed: open the app to see them all.</p>` : ''}
<p style="margin-top:24px;font-size:12px;color:#5c6670">Change or stop this e-mail in <a href="${escapeHtml(settings)}" style="color:#1c4e80">Settings</a>.</p>
</div></div></body></html>`;
  return { to, subject, text, html };
}
