import { resolveAirportOptionScope, type AirportOption } from '@bil/domain';
import type { AppContext } from '../../app-context';
import { listAirportOptions } from './airport-options.repository';
import type { RequestPrincipal } from '../../auth/access.service';

/** GET /api/airport-options: the airports the person may pick in the project form. */
export async function listAirportOptionsFor(
  ctx: Pick<AppContext, 'db'>,
  principal: RequestPrincipal,
): Promise<AirportOption[]> {
  // SPEC §7 airport_assignments: all for an administrator, by tdot_pm otherwise (none without a PM name).
  const visibility = resolveAirportOptionScope(principal);
  if (visibility.scope === 'none') return [];
  return listAirportOptions(ctx.db, visibility);
}
