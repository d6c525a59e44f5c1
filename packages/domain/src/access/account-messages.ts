// Account bounds and words without zod: the sign-in page shows them and loads no zod (the schemas are in
// account.schema.ts).

/** better-auth is configured with the same bounds. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;

/** SPEC §8 auth words, plus the few this server adds. */
export const AUTH_MESSAGES = {
  notAuthenticated: 'Not authenticated',
  permissionDenied: 'Permission denied',
  emailNotConfirmed: 'Email not confirmed',
  invalidCredentials: 'Invalid email or password',
  accountDisabled: 'This account has been disabled. Contact an administrator.',
  userNotFound: 'User not found',
  cannotDisableSelf: 'You cannot disable your own account',
  cannotDemoteSelf: 'You cannot remove your own administrator role',
  nothingToChange: 'Nothing to change',
} as const;

/** Sign-in from an address the server was not set up for: which address works, and how to add another. */
export function formatInvalidOrigin(publicUrl: string): string {
  return `This page was opened at an address the server does not accept for signing in. Open the app at ${publicUrl}, or ask the administrator to start the server with PUBLIC_URL set to the address you use (for example PUBLIC_URL=http://192.168.1.20:3000).`;
}

export function formatTooManyAttempts(retryAfterSeconds: number): string {
  return `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`;
}
