import type { AirportOption, ProjectVisibility } from '@bil/domain';
import type { AppContext } from '../../lib/app-context';
import { listAirportOptions } from './airport-options.repository';
import type { RequestPrincipal } from '../../auth/access.service';

/** SPEC §7 airport_assignments: all for an administrator, filtered by tdot_pm otherwise (none without a PM name). */
function airportVisibility(principal: RequestPrincipal): ProjectVisibility {
  if (principal.isAdmin) return { scope: 'all' };
  return principal.tdotPm ? { scope: 'pm', tdotPm: principal.tdotPm } : { scope: 'none' };
}

/** GET /api/airport-options: the airports the person may pick in the project form. */
export async function listAirportOptionsFor(
  ctx: Pick<AppContext, 'db'>,
  principal: RequestPrincipal,
): Promise<AirportOption[]> {
  const visibility = airportVisibility(principal);
  if (visibility.scope === 'none') return [];
  return listAirportOptions(ctx.db, visibility);
}
