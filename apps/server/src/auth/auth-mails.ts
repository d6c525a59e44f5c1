import { APP_NAME } from '@bil/domain';
import type { MailMessage } from '../lib/mail.service';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function compose(
  to: string,
  subject: string,
  lines: string[],
  link: { label: string; url: string },
): MailMessage {
  const text = [...lines, '', `${link.label}: ${link.url}`, '', `— ${APP_NAME}`].join('\n');
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
    `<p>${escapeHtml(APP_NAME)}</p>`,
  ].join('\n');
  return { to, subject, text, html };
}

export function buildVerificationMail(to: string, url: string): MailMessage {
  return compose(
    to,
    'Confirm your e-mail address',
    [
      'Please confirm your e-mail address to finish setting up your account.',
      'The link is valid for one hour.',
    ],
    { label: 'Confirm my e-mail address', url },
  );
}

export function buildResetPasswordMail(to: string, url: string): MailMessage {
  return compose(
    to,
    'Reset your password',
    [
      'Someone asked to reset the password of your account. If it was you, choose a new password with the link below.',
      'The link is valid for one hour. If you did not ask for this, ignore this message.',
    ],
    { label: 'Choose a new password', url },
  );
}

/** Sent instead of a confirmation when someone registers with an address that already has an account. */
export function buildExistingAccountMail(to: string, signInUrl: string): MailMessage {
  return compose(
    to,
    'You already have an account',
    [
      'Someone tried to register with this e-mail address, but you already have an account.',
      'Sign in with your password, or use "Forgot password" on the sign-in page to choose a new one.',
      'If this was not you, you can ignore this message.',
    ],
    { label: 'Sign in', url: signInUrl },
  );
}

export function buildInvitationMail(to: string, url: string, validDays: number): MailMessage {
  return compose(
    to,
    `You have been invited to ${APP_NAME}`,
    [
      `An administrator created an account for you in ${APP_NAME}.`,
      `Choose your password with the link below (valid for ${validDays} days), then sign in with this e-mail address.`,
    ],
    { label: 'Choose my password', url },
  );
}

/** An administrator approved a self-registration: the account is ready. */
export function buildAccountApprovedMail(to: string, signInUrl: string): MailMessage {
  return compose(
    to,
    `Your ${APP_NAME} account is ready`,
    [
      `An administrator approved your registration for ${APP_NAME}.`,
      'Your account is ready: sign in with this e-mail address and your password.',
    ],
    { label: 'Sign in', url: signInUrl },
  );
}

/** An administrator refused a self-registration: a short notice, with no link. */
export function buildAccountRefusedMail(to: string): MailMessage {
  const lines = [
    `Your registration for ${APP_NAME} was not approved.`,
    'If you think this is a mistake, contact an administrator.',
  ];
  const text = [...lines, '', `— ${APP_NAME}`].join('\n');
  const html = [...lines, APP_NAME].map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  return { to, subject: `Your ${APP_NAME} registration`, text, html };
}
