import type {
  ChartGroupShareBody,
  ChartShareBody,
  DbeChartShareBody,
  ExecutiveShareBody,
  PmManagementShareBody,
  PmPageShareBody,
  ProjectPageShareBody,
  ShareCreated,
  ShareList,
  ShareListItem,
  SharePatchBody,
} from '@bil/domain';
import { apiDelete, apiGet, apiPatch, apiPost } from '@/lib/api-client';

/** Signed-in sharing calls (sharing API contract, /api/shares/*). */

export const createChartShare = (body: ChartShareBody) => apiPost<ShareCreated>('/api/shares/chart', body);

export const createChartGroupShare = (body: ChartGroupShareBody) =>
  apiPost<ShareCreated>('/api/shares/chart-group', body);

export const createProjectPageShare = (body: ProjectPageShareBody) =>
  apiPost<ShareCreated>('/api/shares/project-page', body);

/** A PM may share only their own page (403 otherwise). */
export const createPmPageShare = (body: PmPageShareBody) =>
  apiPost<ShareCreated>('/api/shares/pm-page', body);

export const createPmManagementShare = (body: PmManagementShareBody) =>
  apiPost<ShareCreated>('/api/shares/pm-management', body);

export const createExecutiveShare = (body: ExecutiveShareBody) =>
  apiPost<ShareCreated>('/api/shares/executive', body);

export const createDbeChartShare = (body: DbeChartShareBody) =>
  apiPost<ShareCreated>('/api/shares/dbe-chart', body);

export const fetchShares = (signal?: AbortSignal) =>
  apiGet<ShareList>('/api/shares', signal ? { signal } : {});

const sharePath = (shareId: string) => `/api/shares/${encodeURIComponent(shareId)}` as const;

export const patchShare = (shareId: string, body: SharePatchBody) =>
  apiPatch<ShareListItem>(sharePath(shareId), body);

export const revokeShare = (shareId: string) => apiPost<ShareListItem>(`${sharePath(shareId)}/revoke`);

export const deleteShare = (shareId: string) => apiDelete<undefined>(sharePath(shareId));
