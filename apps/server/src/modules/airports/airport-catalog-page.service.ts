import {
  pageAirportCatalog,
  todayInNewYork,
  type AirportCatalog,
  type AirportCatalogPage,
  type AirportCatalogPageQuery,
} from '@bil/domain';
import type { AppContext } from '../../app-context';
import type { RequestPrincipal } from '../../auth/access.service';
import { clockNow } from '../../lib/clock';
import { keyedPromiseCache } from '../../lib/keyed-promise-cache';
import { strongEtag, callerScopeKey } from '../../lib/response-cache';
import { readProjectsDataVersion } from '../projects';
import { readAirportsFingerprint } from './airports.repository';
import { listAirportCatalog } from './airports.service';

/**
 * Every airport of a scope with its figures, computed once per key (projects data version, airports
 * fingerprint, New York's date, the caller's scope) and database, as the grant metrics table keeps its
 * grants: each page, search and sort of the catalogue then reads two version rows and no airport. A few
 * scopes (everyone and the PMs signed in today) cover the traffic.
 */
const cachedCatalog = keyedPromiseCache<AirportCatalog>(8);

/**
 * GET /api/airports/catalog (issue 31): one page of the catalogue as the screen's view asks for it. The
 * balances come from the domain's drawing rule (drawAigAwards), which has no SQL twin, so the view runs
 * on the kept list, not in SQL.
 */
export async function getAirportCatalogPage(
  ctx: Pick<AppContext, 'db'>,
  principal: RequestPrincipal,
  query: AirportCatalogPageQuery,
): Promise<AirportCatalogPage> {
  const now = clockNow();
  const [version, fingerprint] = await Promise.all([
    readProjectsDataVersion(ctx.db),
    readAirportsFingerprint(ctx.db),
  ]);
  const today = todayInNewYork(now);
  const scope = callerScopeKey(principal);
  const compute = () => listAirportCatalog(ctx, principal, now);
  // Without a data version (a database the migrations have not versioned) nothing is kept.
  const catalog =
    version === null
      ? await compute()
      : await cachedCatalog(ctx.db, strongEtag([version, fingerprint, today, scope]), compute);
  return pageAirportCatalog(catalog.today, catalog.airports, query);
}
