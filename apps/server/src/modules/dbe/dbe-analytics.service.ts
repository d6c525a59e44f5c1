import { authorize, buildDbeAnalytics, dbeProgramPolicy, type DbeAnalyticsAnswer } from '@bil/domain';
import type { AppContext } from '../../app-context';
import { clockNow } from '../../lib/clock';
import { throwIfRefused } from '../../lib/http-errors';
import type { RequestPrincipal } from '../../auth/access.service';
import { readAnalyticsInput } from './dbe-analytics.repository';

/** GET /api/dbe/analytics: program-wide DBE figures, summed by the domain. */
export async function getDbeAnalytics(
  ctx: Pick<AppContext, 'db'>,
  principal: RequestPrincipal,
): Promise<DbeAnalyticsAnswer> {
  throwIfRefused(authorize(dbeProgramPolicy, principal, 'readAnalytics', null));
  const input = await readAnalyticsInput(ctx.db);
  return { ...buildDbeAnalytics(input), asOf: clockNow().toISOString() };
}
