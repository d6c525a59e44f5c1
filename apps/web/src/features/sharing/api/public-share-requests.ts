import type { PublicShareData, PublicShareMetaResponse, ShareVerifyResponse } from '@bil/domain';
import { apiPost } from '@/lib/api-client';

/** Visitor calls (no sign-in): /api/public/shares/:shareId/{meta,verify,data}. */

const base = (shareId: string) => `/api/public/shares/${encodeURIComponent(shareId)}` as const;

export const fetchShareMeta = (shareId: string, signal?: AbortSignal) =>
  apiPost<PublicShareMetaResponse>(`${base(shareId)}/meta`, {}, signal ? { signal } : {});

/** A valid password sets a short-lived access cookie for this share only. */
export const verifySharePassword = (shareId: string, password: string) =>
  apiPost<ShareVerifyResponse>(`${base(shareId)}/verify`, { password });

/** 401 without a grant for a protected share, 410 when expired, 404 when gone. */
export const fetchShareData = (shareId: string, signal?: AbortSignal) =>
  apiPost<PublicShareData>(`${base(shareId)}/data`, {}, signal ? { signal } : {});
