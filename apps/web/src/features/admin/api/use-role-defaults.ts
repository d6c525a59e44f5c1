import type { RoleDefaults, RoleDefaultsUpdateBody } from '@bil/domain';
import { apiPut } from '@/lib/api-client';
import { useSaveSettingsDocument, useSettingsDocument } from '@/lib/settings-document';
import { adminKeys } from './admin-keys';

/** GET /api/admin/role-defaults: the flags each role starts with. */
export const useRoleDefaults = () =>
  useSettingsDocument<RoleDefaults>(adminKeys.roleDefaults, '/api/admin/role-defaults');

/** PUT /api/admin/role-defaults with the changed flags per role. */
export const useUpdateRoleDefaults = () =>
  useSaveSettingsDocument(
    adminKeys.roleDefaults,
    (body: RoleDefaultsUpdateBody) => apiPut<RoleDefaults>('/api/admin/role-defaults', body),
    [adminKeys.auditLogsAll],
  );
