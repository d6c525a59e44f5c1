import { isSafeText, unsafeTextMessage } from '@bil/domain';
import { APIError } from 'better-auth/api';

/**
 * Issue 34: the name a sign-up may carry becomes the account's display name, so it follows the display
 * name's rule: a bidi control or a lone surrogate is refused in the settings form's words, nothing created.
 */
export function refuseUnsafeSignUpName(body: unknown): void {
  const name = (body as Record<string, unknown> | undefined)?.name;
  if (typeof name === 'string' && !isSafeText(name)) {
    throw new APIError('BAD_REQUEST', { message: unsafeTextMessage('Display name'), code: 'UNSAFE_NAME' });
  }
}
