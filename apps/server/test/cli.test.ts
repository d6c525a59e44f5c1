import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SIGN_IN_POLICY_MESSAGES, unsafeTextMessage } from '@bil/domain';
import { connectDatabase } from '../src/db/connect';
import { runServerCli } from './support/run-cli';
import { TEST_DB_KIND } from './support/test-database';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bil-cli-test-'));

/** Runs one of the CLIs the way npm does (tsx), on its own embedded database in a temp directory. */
const runCli = (script: 'demo' | 'user', args: string[]) => runServerCli(dataDir, script, args);

// The CLIs open the embedded database themselves, so they are exercised once, in the PGlite pass.
describe.skipIf(TEST_DB_KIND === 'postgres')('command-line tools', { timeout: 120_000 }, () => {
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses bad options with one line and exit code 2, touching nothing', async () => {
    const demo = await runCli('demo', ['--projects', '12x']);
    expect(demo).toMatchObject({ code: 2, stdout: '' });
    expect(demo.stderr).toBe('--projects must be a whole number from 1 to 1000000 (see --help)');
    const user = await runCli('user', [
      'create',
      '--email',
      'a@b.co',
      '--password',
      'long-enough',
      '--role',
      'boss',
    ]);
    expect(user).toMatchObject({ code: 2, stderr: '--role must be admin, pm or viewer (see --help)' });
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  // Issue 32: the CLI keeps the sign-up rules (a common password after the length rule; names as issue 34 says).
  it.each([
    ['a common password', ['--password', 'Password123'], SIGN_IN_POLICY_MESSAGES.passwordCommon],
    [
      'a short password before the common list',
      ['--password', 'abc'],
      '--password must be 8 to 128 characters',
    ],
    ['a name with a right-to-left override', ['--name', 'Lee\u202Eexe'], unsafeTextMessage('--name')],
    // (a lone surrogate cannot reach a program's arguments: the OS passes UTF-8, so it arrives as U+FFFD)
    ['a PM name with a bidi isolate', ['--pm', 'Dana \u2066Kowalski'], unsafeTextMessage('--pm')],
  ])('refuses %s with exit code 2, creating nothing', async (_label, extra, message) => {
    const base = ['create', '--email', 'cli@example.com', '--password', 'secret-pass-1', '--role', 'pm'];
    const refused = await runCli('user', [...base, ...extra]);
    expect(refused).toMatchObject({ code: 2, stdout: '', stderr: `${message} (see --help)` });
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('creates an account once; a second time it says the e-mail exists (exit 1)', async () => {
    const args = ['create', '--email', 'Lee@Example.com', '--password', 'secret-pass-1', '--role', 'pm'];
    const created = await runCli('user', [...args, '--pm', 'Dana Kowalski']);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain(
      "Created pm account lee@example.com for project manager 'Dana Kowalski'",
    );
    const again = await runCli('user', args);
    expect(again).toMatchObject({
      code: 1,
      stderr: 'An account with e-mail lee@example.com already exists.',
    });
  });

  it('loads N demo projects, and will not replace projects people created unless --reset', async () => {
    const loaded = await runCli('demo', ['--projects', '40']);
    expect(loaded.code, loaded.stderr).toBe(0);
    expect(loaded.stdout).toMatch(/40 projects in \d+ grants/);
    expect(loaded.stdout).toContain('created admin@demo.test, pm@demo.test, viewer@demo.test');

    const handle = await connectDatabase({ kind: 'pglite', dataDir });
    const creator = await handle.db
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'lee@example.com')
      .executeTakeFirstOrThrow();
    await handle.db
      .updateTable('projects')
      .set({ created_by: creator.id })
      .where('airport_code', '=', 'CHA')
      .execute();
    await handle.db
      .updateTable('projects')
      .set({ created_by: creator.id })
      .where('airport_code', '=', 'BNA')
      .execute();
    await handle.close();

    const refused = await runCli('demo', ['--projects', '30']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^Nothing changed: \d+ of the 40 projects were created in the app\. Run again with --reset/,
    );

    const reset = await runCli('demo', ['--projects', '30', '--reset']);
    expect(reset.code, reset.stderr).toBe(0);
    expect(reset.stdout).toContain('replaced 40 projects');
    expect(reset.stdout).toContain('already there: admin@demo.test, pm@demo.test, viewer@demo.test');
  });
});
