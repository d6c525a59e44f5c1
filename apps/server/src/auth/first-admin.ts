import type { Role } from '@bil/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hasAccountWithRoleOrBypass } from './access.repository';

const ADMIN_ROLE: Role = 'admin';

export const CREATE_ADMIN_COMMAND =
  'npm run user -- create --email you@example.org --password "a-long-passphrase" --role admin';

/** The start-up line for an install nobody can administer yet (production loads no demo accounts). */
export async function describeMissingAdministrator(db: Kysely<Database>): Promise<string | null> {
  if (await hasAccountWithRoleOrBypass(db, ADMIN_ROLE)) return null;
  return `No administrator yet. Stop the server if it uses the embedded database, then create the first one with: ${CREATE_ADMIN_COMMAND}`;
}
