import { PASSWORD_MIN_LENGTH, SIGN_IN_POLICY_MESSAGES } from '@bil/domain';
import { APIError } from 'better-auth/api';
import { isCommonPassword } from '../lib/common-passwords';

/** The better-auth endpoints that set a password, and the body field that carries it. */
const PASSWORD_FIELDS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/change-password': 'newPassword',
  '/reset-password': 'newPassword',
};

/**
 * NIST 800-63B in better-auth's before hook: length is better-auth's own check (8 to 128); no composition
 * rules; a password on the common and breached list is refused with words that say why.
 */
export function refuseCommonPassword(context: { path?: string; body?: unknown }): void {
  const field = context.path ? PASSWORD_FIELDS[context.path] : undefined;
  if (!field) return;
  const password = (context.body as Record<string, unknown> | undefined)?.[field];
  // A password too short is told so by the length rule first: 'Password too short' says what to change.
  if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH) return;
  if (isCommonPassword(password)) {
    throw new APIError('BAD_REQUEST', {
      message: SIGN_IN_POLICY_MESSAGES.passwordCommon,
      code: 'PASSWORD_COMMON',
    });
  }
}
