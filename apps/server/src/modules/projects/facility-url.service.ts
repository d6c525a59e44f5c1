import { DEFAULT_FACILITY_SYSTEM_URL, type FacilityUrlSetting } from '@bil/domain';
import type { AppContext } from '../../app-context';
import { insertAuditLog } from '../../lib/audit.repository';
import { FACILITY_URL_KEY, findFacilityUrl, saveFacilityUrl } from './facility-url.repository';
import type { SignedInPrincipal } from '../../auth/access.service';

/** GET /api/settings/facility-system-url: the UPIN redirect's address template (the placeholder until set). */
export async function getFacilityUrl(ctx: Pick<AppContext, 'db'>): Promise<FacilityUrlSetting> {
  return { url: (await findFacilityUrl(ctx.db)) ?? DEFAULT_FACILITY_SYSTEM_URL };
}

/** PUT /api/settings/facility-system-url (administrators): saved with its audit row. */
export async function updateFacilityUrl(
  ctx: Pick<AppContext, 'db'>,
  principal: SignedInPrincipal,
  url: string,
): Promise<FacilityUrlSetting> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = (await findFacilityUrl(trx, { forUpdate: true })) ?? DEFAULT_FACILITY_SYSTEM_URL;
    await saveFacilityUrl(trx, url, principal.userId);
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: 'update_setting',
      resourceType: 'app_settings',
      resourceId: FACILITY_URL_KEY,
      before: { url: before },
      after: { url },
    });
  });
  return { url };
}
