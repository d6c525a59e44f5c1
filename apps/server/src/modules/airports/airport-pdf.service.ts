import { can, resolveAirportVisibility } from '@bil/domain';
import type { AppContext } from '../../app-context';
import type { RequestPrincipal } from '../../auth/access.service';
import { renderAirportPdf, type AirportPdfProject } from './airport.pdf';
import { listAirportProjectJson } from './airports.repository';
import { getAirportDetail } from './airports.service';

/**
 * GET /api/airports/:code/report.pdf: the airport page as a drawn PDF, for whoever may read the airport
 * (same 404 as the page otherwise). Its projects are listed only for those who may read BIL projects,
 * as on GET /api/airports/:code/projects.
 */
export async function getAirportPdf(
  ctx: Pick<AppContext, 'db'>,
  principal: RequestPrincipal,
  code: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const detail = await getAirportDetail(ctx, principal, code);
  let projects: AirportPdfProject[] | null = null;
  if (can(principal, 'flag:can_access_bil_projects').allowed) {
    const rows = await listAirportProjectJson(
      ctx.db,
      detail.airportCode,
      resolveAirportVisibility(principal),
    );
    projects = rows.map((row) => JSON.parse(row.json) as AirportPdfProject);
  }
  const safeCode = detail.airportCode.replace(/[^A-Za-z0-9_-]/g, '');
  return {
    filename: `airport-${safeCode}-${detail.today}.pdf`,
    pdf: await renderAirportPdf(detail, projects),
  };
}
