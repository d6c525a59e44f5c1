import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_INFO,
  sendsEmail,
  showsInApp,
  type NotificationKind,
} from '@bil/domain';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Raising: every scan is one `insert ... select` of candidate rows (user_id, cause, params) with the
 * person's setting joined in; the unique (user_id, kind, cause) key makes a cause raise once, however often
 * and however concurrently the scans run. "Of yours" (written down in docs/ARCHITECTURE.md): a person
 * with a PM name gets the items of that PM's projects and airports; anyone gets the items of the projects,
 * shares and imports they created; administrators also get the DBE report.
 */

const list = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));
const SHOWING = list(NOTIFICATION_CHANNELS.filter(showsInApp));
const MAILING = list(NOTIFICATION_CHANNELS.filter(sendsEmail));

/** Approved people only: a waiting or refused registration is told nothing. */
export const APPROVED = sql`(select user_id, tdot_pm, role from user_accounts where approval = 'approved')`;

export async function raiseFrom(
  db: Kysely<Database>,
  kind: NotificationKind,
  candidates: RawBuilder<unknown>,
): Promise<number> {
  const fallback = NOTIFICATION_KIND_INFO[kind].defaultChannel;
  const result = await sql`
    insert into notifications (user_id, kind, cause, params, shown, email_state)
    select c.user_id, ${kind}, c.cause, c.params,
      coalesce(s.channel, ${fallback}) in (${SHOWING}),
      case when coalesce(s.channel, ${fallback}) in (${MAILING}) then 'pending' else 'none' end
    from (${candidates}) c
    join ${APPROVED} ua on ua.user_id = c.user_id
    left join notification_settings s on s.user_id = c.user_id and s.kind = ${kind}
    on conflict (user_id, kind, cause) do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

export type Candidate = { user_id: string; cause: string; params: Record<string, unknown> };

/** Candidates worked out in JavaScript (e.g. the AIG balances), passed as one JSON parameter. */
export function candidatesOf(rows: readonly Candidate[]): RawBuilder<unknown> {
  return sql`select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
    as x(user_id text, cause text, params jsonb)`;
}

/** Projects past 90 days to award or 60 days to sub-award (the domain's overdueDateBounds), per owner. */
export function overdueProjectCandidates(bounds: {
  today: string;
  awardAppliedOnOrBefore: string;
  subAwardAwardedOnOrBefore: string;
}): RawBuilder<unknown> {
  const waiting = sql`
    select p.id, p.project_title, p.airport_code, p.tdot_pm, p.created_by,
      case when p.award_date is null then 'award' else 'sub_award' end as subject,
      coalesce(p.award_date, p.application_date)::text as since
    from projects p
    where (p.award_date is null and p.application_date <= ${bounds.awardAppliedOnOrBefore}::date)
       or (p.award_date is not null and p.sub_award_date is null
           and p.award_date <= ${bounds.subAwardAwardedOnOrBefore}::date)`;
  return sql`
    with w as (${waiting})
    select o.user_id, w.subject || ':' || w.id || ':' || w.since as cause,
      jsonb_build_object('subject', w.subject, 'projectId', w.id, 'title', w.project_title,
        'airportCode', w.airport_code, 'since', w.since) as params
    from w join (
      select ua.user_id, ua.tdot_pm, null::text as creator from ${APPROVED} ua where ua.tdot_pm is not null
      union all select ua.user_id, null, ua.user_id from ${APPROVED} ua
    ) o on (o.tdot_pm is not null and o.tdot_pm = w.tdot_pm) or (o.creator is not null and o.creator = w.created_by)`;
}

/** Open GC&I corrective actions past their date (GC&I's own rule), for the PM of the airport. */
export function overdueActionCandidates(overdueAction: RawBuilder<boolean>): RawBuilder<unknown> {
  return sql`
    select ua.user_id, 'gci-action:' || d.id || ':' || coalesce(d.target_date, d.plan_due_date)::text as cause,
      jsonb_build_object('subject', 'gci_action', 'title', d.description, 'airportCode', i.airport_code,
        'dueDate', coalesce(d.target_date, d.plan_due_date)::text) as params
    from gci_discrepancies d
    join gci_inspections i on i.id = d.inspection_id
    join airport_assignments a on a.airport_code = i.airport_code
    join ${APPROVED} ua on ua.tdot_pm = a.tdot_pm
    where ${overdueAction}`;
}

/** The DBE report of a fiscal year past December 1 with nothing submitted: for administrators. */
export function overdueDbeReportCandidates(fiscalYear: number, dueDate: string): RawBuilder<unknown> {
  return sql`
    select ua.user_id, 'dbe-report:' || ${fiscalYear} as cause,
      jsonb_build_object('subject', 'dbe_report', 'fiscalYear', ${fiscalYear}::int, 'dueDate', ${dueDate}::text) as params
    from ${APPROVED} ua
    where ua.role = 'admin' and not exists (select 1 from dbe_reports r where r.fiscal_year = ${fiscalYear})`;
}

/** Project changes (the audit trail's update_project rows) by someone other than the owner. */
export function changedProjectCandidates(since: Date): RawBuilder<unknown> {
  return sql`
    select o.user_id, 'audit:' || a.id as cause,
      jsonb_build_object('projectId', p.id, 'title', p.project_title,
        'actor', coalesce(nullif(actor.display_name, ''), nullif(au.name, ''), au.email),
        'fields', coalesce((select jsonb_agg(k order by k) from jsonb_object_keys(coalesce(a.after, '{}'::jsonb)) k), '[]'::jsonb)) as params
    from audit_logs a
    join projects p on p.id::text = a.resource_id
    left join user_accounts actor on actor.user_id = a.user_id
    left join "user" au on au.id = a.user_id
    join (
      select ua.user_id, ua.tdot_pm, null::text as creator from ${APPROVED} ua where ua.tdot_pm is not null
      union all select ua.user_id, null, ua.user_id from ${APPROVED} ua
    ) o on (o.tdot_pm is not null and o.tdot_pm = p.tdot_pm) or (o.creator is not null and o.creator = p.created_by)
    where a.action = 'update_project' and a.resource_type = 'projects' and a.created_at >= ${since}
      and o.user_id is distinct from a.user_id`;
}

/** Applied imports, for whoever ran them. */
export function finishedImportCandidates(since: Date): RawBuilder<unknown> {
  return sql`
    select r.created_by as user_id, 'import:' || r.id as cause,
      jsonb_build_object('fileName', r.file_name, 'importKind', r.kind,
        'created', coalesce((r.counts->>'created')::int, 0), 'updated', coalesce((r.counts->>'updated')::int, 0)) as params
    from import_runs r
    where r.created_by is not null and r.created_at >= ${since}`;
}

/** Shares opened at least once (recently), for their creator: once per share. */
export function openedShareCandidates(since: Date): RawBuilder<unknown> {
  return sql`
    select s.created_by as user_id, 'share-opened:' || s.id as cause,
      jsonb_build_object('name', s.name) as params
    from shares s
    where s.created_by is not null and s.view_count > 0 and s.last_viewed_at >= ${since}`;
}

/** Live shares that expire within the window, for their creator: once per share and expiry. */
export function expiringShareCandidates(now: Date, until: Date): RawBuilder<unknown> {
  return sql`
    select s.created_by as user_id, 'share-expiring:' || s.id || ':' || s.expires_at::text as cause,
      jsonb_build_object('name', s.name,
        'expiresOn', to_char(s.expires_at at time zone 'America/New_York', 'YYYY-MM-DD')) as params
    from shares s
    where s.created_by is not null and s.revoked_at is null
      and s.expires_at > ${now} and s.expires_at <= ${until}`;
}

/** Approved people with a PM name, by that name (the AIG scan's audience). */
export async function listPmPeople(db: Kysely<Database>): Promise<{ user_id: string; tdot_pm: string }[]> {
  const rows = await db
    .selectFrom('user_accounts')
    .select(['user_id', 'tdot_pm'])
    .where('approval', '=', 'approved')
    .where('tdot_pm', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.tdot_pm ? [{ user_id: row.user_id, tdot_pm: row.tdot_pm }] : []));
}
