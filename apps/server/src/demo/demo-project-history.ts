import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DEMO_ACCOUNT_PM } from './tennessee-airports';

/** How many awarded demo projects get a recorded history (the demo PM's first, then others). */
const HISTORY_PROJECTS = 300;

const noonUtc = (date: string) => new Date(`${date}T16:00:00Z`);

/**
 * The History tab is never empty on the demo: awarded projects get the audit rows the app itself would
 * have written (created by the administrator, then the award recorded by their PM, or the administrator).
 */
export async function insertDemoProjectHistory(db: Kysely<Database>): Promise<number> {
  const people = await db
    .selectFrom('user')
    .select(['id', 'email'])
    .where('email', 'in', ['admin@demo.test', 'pm@demo.test'])
    .execute();
  const admin = people.find((person) => person.email === 'admin@demo.test')?.id;
  const pm = people.find((person) => person.email === 'pm@demo.test')?.id;
  if (!admin) return 0;
  const projects = await db
    .selectFrom('projects')
    .select([
      'id',
      'project_title',
      'airport_code',
      'tdot_pm',
      'grant_number',
      'status',
      'application_date',
      'award_date',
      'bil_aig_amount',
      'total_amount',
    ])
    .where('award_date', 'is not', null)
    .where('application_date', 'is not', null)
    .orderBy((eb) => eb.case().when('tdot_pm', '=', DEMO_ACCOUNT_PM).then(0).else(1).end())
    .orderBy('id')
    .limit(HISTORY_PROJECTS)
    .execute();
  const rows = projects.flatMap((project) => {
    const applied = project.application_date as string;
    const awarded = project.award_date as string;
    const changer = project.tdot_pm === DEMO_ACCOUNT_PM && pm ? pm : admin;
    return [
      {
        user_id: admin,
        action: 'create_project',
        resource_type: 'projects',
        resource_id: project.id,
        details: {},
        before: null,
        after: {
          project_title: project.project_title,
          airport_code: project.airport_code,
          tdot_pm: project.tdot_pm,
          grant_number: project.grant_number,
          status: 'pending',
          application_date: applied,
          award_date: null,
          bil_aig_amount: project.bil_aig_amount,
          total_amount: project.total_amount,
        },
        created_at: noonUtc(applied),
      },
      {
        user_id: changer,
        action: 'update_project',
        resource_type: 'projects',
        resource_id: project.id,
        details: {},
        before: { status: 'pending', award_date: null },
        after: { status: project.status, award_date: awarded },
        created_at: noonUtc(awarded),
      },
    ];
  });
  for (let start = 0; start < rows.length; start += 500)
    await db
      .insertInto('audit_logs')
      .values(rows.slice(start, start + 500))
      .execute();
  return projects.length;
}
