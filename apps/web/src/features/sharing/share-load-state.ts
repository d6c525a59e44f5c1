import type { PublicShareData, PublicShareMeta, PublicShareMetaResponse } from '@bil/domain';
import { ApiError } from '@/lib/api-client';

/** SPEC §4 shared page load: password required, loading, loaded, or an error of one of four kinds. */
export type ShareErrorKind = 'not-found' | 'server-error' | 'generic' | 'expired';

export type ShareLoadState =
  | { status: 'loading' }
  | { status: 'password'; meta: PublicShareMeta }
  | { status: 'error'; kind: ShareErrorKind; meta?: PublicShareMeta | undefined; expires?: string | null }
  | { status: 'loaded'; share: PublicShareData };

/**
 * SPEC §8: an error saying 'not found' or 'does not exist' (or a 404) is the not-found screen; a server
 * failure or a lost connection is the server-error screen; anything else is 'Something Went Wrong'.
 */
export function classifyShareError(error: unknown): ShareErrorKind {
  const message = error instanceof Error ? error.message.toLowerCase() : '';
  if (error instanceof ApiError) {
    if (error.status === 404 || message.includes('not found') || message.includes('does not exist')) {
      return 'not-found';
    }
    if (error.status === 410) return 'expired';
    if (error.status === 0 || error.status >= 500) return 'server-error';
    return 'generic';
  }
  if (message.includes('not found') || message.includes('does not exist')) return 'not-found';
  return 'generic';
}

export const isPasswordRequired = (error: unknown) => error instanceof ApiError && error.status === 401;

type Inputs = {
  meta: { data?: PublicShareMetaResponse | undefined; error: unknown; isPending: boolean };
  data: { data?: PublicShareData | undefined; error: unknown; isPending: boolean };
};

/** Combines the metadata and content queries into the one screen to show. */
export function resolveShareLoadState({ meta, data }: Inputs): ShareLoadState {
  if (meta.error && !meta.data) return { status: 'error', kind: classifyShareError(meta.error) };
  if (!meta.data) return { status: 'loading' };
  if (meta.data.isExpired)
    return { status: 'error', kind: 'expired', meta: meta.data, expires: meta.data.expires };
  if (!meta.data.hasAccess) return { status: 'password', meta: meta.data };
  if (data.data) return { status: 'loaded', share: data.data };
  if (data.error) {
    if (isPasswordRequired(data.error)) return { status: 'password', meta: meta.data };
    return {
      status: 'error',
      kind: classifyShareError(data.error),
      meta: meta.data,
      expires: meta.data.expires,
    };
  }
  return { status: 'loading' };
}
