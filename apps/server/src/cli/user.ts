// `npm run user -- create --email E --password P --role admin|pm|viewer [--pm "Name"] [--name N]`
// and `npm run user -- disable-demo` (see HELP).
import { parseArgs } from 'node:util';
import {
  isSafeText,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ROLES,
  roleTakesPmName,
  SIGN_IN_POLICY_MESSAGES,
  unsafeTextMessage,
} from '@bil/domain';
import { z } from 'zod';
import { loadConfig } from '../config';
import { findAuthUserIdByEmail } from '../modules/accounts';
import { disableDemoAccounts } from '../demo/demo-accounts';
import { openDatabase } from '../server';
import { isCommonPassword } from '../lib/common-passwords';
import { createAccount } from '../modules/accounts';
import { UsageError, runCommand, usageErrorFrom } from './cli-support';

const HELP = `Usage: npm run user -- create --email E --password P --role admin|pm|viewer [--pm "Name"] [--name "Display name"]
       npm run user -- disable-demo

Creates an account that can sign in at once (e-mail already confirmed), with the default
permissions of its role; an administrator can change them later in the app. Uses the same
database as the server (DATABASE_URL, else the embedded database in DATA_DIR, default ./data).

Options:
  --email E     the e-mail address to sign in with
  --password P  8 to 128 characters, not one of the common and breached passwords
  --role R      admin, pm or viewer
  --pm "Name"   with --role pm: the project manager name the person's airports are assigned to
  --name N      display name (optional)
  -h, --help    show this help

disable-demo disables the demo accounts (admin@demo.test, pm@demo.test, viewer@demo.test) and ends their
sessions: a production server refuses to start while any of them can sign in.

Stop the server first when it uses the embedded database: only one process may open it.`;

const PASSWORD_LENGTH_ERROR = `--password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`;

const createSchema = z
  .object({
    email: z.email({ error: '--email must be an e-mail address, e.g. name@example.com' }),
    // The sign-up and admin rules (NIST 800-63B): the length first, then the common and breached list.
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_LENGTH_ERROR, abort: true })
      .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_LENGTH_ERROR, abort: true })
      .refine((password) => !isCommonPassword(password), SIGN_IN_POLICY_MESSAGES.passwordCommon),
    role: z.enum(ROLES, { error: '--role must be admin, pm or viewer' }),
    pm: z
      .string()
      .trim()
      .min(1, { error: '--pm must not be blank' })
      .max(200)
      .refine(isSafeText, unsafeTextMessage('--pm'))
      .optional(),
    name: z
      .string()
      .trim()
      .min(1, { error: '--name must not be blank' })
      .max(200)
      .refine(isSafeText, unsafeTextMessage('--name'))
      .optional(),
  })
  .refine((input) => input.pm === undefined || roleTakesPmName(input.role), {
    error: '--pm applies only to --role pm',
  });

type CreateInput = z.infer<typeof createSchema>;

function parseCommand(argv: string[]): CreateInput | 'help' | 'disable-demo' {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        role: { type: 'string' },
        pm: { type: 'string' },
        name: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    throw usageErrorFrom(error);
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  const [command, ...extra] = positionals;
  if (command !== 'create' && command !== 'disable-demo') {
    throw new UsageError(
      command
        ? `Unknown command '${command}'; the commands are: create, disable-demo`
        : 'Missing the command: create or disable-demo',
    );
  }
  if (extra.length > 0) throw new UsageError(`Unexpected argument '${extra.join(' ')}'`);
  if (command === 'disable-demo') return 'disable-demo';
  for (const required of ['email', 'password', 'role'] as const) {
    if (values[required] === undefined) throw new UsageError(`--${required} is required`);
  }
  const result = createSchema.safeParse(values);
  if (!result.success) throw new UsageError(result.error.issues[0]?.message ?? 'Invalid options');
  return result.data;
}

async function main(): Promise<void> {
  const input = parseCommand(process.argv.slice(2));
  if (input === 'help') {
    console.log(HELP);
    return;
  }
  const config = loadConfig();
  const { handle, ctx } = await openDatabase(config);
  if (input === 'disable-demo') {
    try {
      const disabled = await disableDemoAccounts(ctx.db);
      console.log(
        disabled.length > 0
          ? `Disabled ${disabled.join(', ')} and ended their sessions.`
          : 'No demo account can sign in: nothing to disable.',
      );
    } finally {
      await handle.close();
    }
    return;
  }
  try {
    const email = input.email.toLowerCase();
    if (await findAuthUserIdByEmail(ctx.db, email))
      throw new Error(`An account with e-mail ${email} already exists.`);
    await createAccount(ctx, {
      email,
      password: input.password,
      role: input.role,
      tdotPm: input.pm ?? null,
      displayName: input.name ?? input.pm ?? null,
      emailConfirmed: true,
    });
    const pm = input.pm ? ` for project manager '${input.pm}'` : '';
    console.log(`Created ${input.role} account ${email}${pm}; e-mail confirmed, it can sign in now.`);
    if (roleTakesPmName(input.role) && !input.pm) {
      console.log(
        'Note: without --pm this account sees no airports until an administrator sets its PM name.',
      );
    }
  } finally {
    await handle.close();
  }
}

runCommand(main);
