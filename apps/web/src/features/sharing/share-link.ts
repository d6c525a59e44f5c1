import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';

/** SPEC §9: the share success toast stays 10 s, the copy toast 2 s. */
export const SHARE_SUCCESS_TOAST_MS = 10_000;
export const COPY_TOAST_MS = 2_000;

/** SPEC §7: the site origin plus the share's path. */
export function shareUrl(path: string): string {
  return `${window.location.origin}${path}`;
}

/** Copies text; false when the browser refuses (no permission, insecure context). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The server's words for a failure: a field's own message rather than 'field: message'. */
export function describeShareError(error: unknown): string {
  if (error instanceof ApiError) return error.issues[0]?.message ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Unknown error';
}

/**
 * SPEC §8 toast for a failed share: a refusal the server explained reads '{prefix}: {message}'; a failure
 * nobody expected (server fault, lost connection) reads 'An unexpected error occurred: {message}'.
 */
export function shareFailureMessage(prefix: string, error: unknown): string {
  const unexpected = !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
  return unexpected
    ? `An unexpected error occurred: ${describeShareError(error)}`
    : `${prefix}: ${describeShareError(error)}`;
}

/** Whether a failure means the caller is signed out. */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Copies a new link and tells the person: success toast 10 s, copy toast 2 s. */
export async function announceShareLink(url: string, title = 'Share link created'): Promise<void> {
  toast.success(title, { description: url, duration: SHARE_SUCCESS_TOAST_MS });
  const copied = await copyText(url);
  if (copied) toast.success('Link copied to clipboard', { duration: COPY_TOAST_MS });
}

/** Copies an existing link (share list, dialogs). */
export async function copyShareLink(url: string): Promise<void> {
  const copied = await copyText(url);
  if (copied) toast.success('Link copied to clipboard', { duration: COPY_TOAST_MS });
  else toast.error('Could not copy the link. Please copy it manually.', { duration: COPY_TOAST_MS });
}
