import { AUTH_MESSAGES } from '@bil/domain';
import { ApiError } from '@/lib/api-client';

/** Words of the sign-in screen that are not the server's. */
export const AUTH_TEXT = {
  emailNotConfirmedTitle: AUTH_MESSAGES.emailNotConfirmed,
  emailNotConfirmedBody: (email: string) =>
    `Please confirm your e-mail address before signing in. We have sent a confirmation link to ${email}: open it, then sign in here. If no e-mail arrives within a few minutes, check your spam folder.`,
  registeredTitle: 'Check your e-mail',
  registeredNeedsApproval:
    'An administrator then reviews your account: you can sign in, and you get an e-mail once it is approved.',
  registeredBody: (email: string) =>
    `We have sent a confirmation e-mail to ${email}. Open the link in it to confirm your address, then sign in.`,
  resetRequestedTitle: 'Check your e-mail',
  resetRequestedBody: (email: string) =>
    `If an account exists for ${email}, we have sent it a link to choose a new password. The link is valid for one hour.`,
  passwordChanged: 'Your password has been changed. Sign in with your new password.',
  emailVerified: 'Your e-mail address is confirmed. You can sign in now.',
  verifyLinkInvalid: 'This confirmation link is invalid or has expired. Sign in to receive a new one.',
  resetLinkInvalid: 'This password link is invalid or has expired. Request a new one below.',
} as const;

export function isEmailNotConfirmed(error: unknown): boolean {
  return error instanceof ApiError && error.message === AUTH_MESSAGES.emailNotConfirmed;
}
