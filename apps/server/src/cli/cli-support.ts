import { parseArgs } from 'node:util';
import { ConfigError } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { HttpError } from '../lib/http-errors';

/** Exit codes of the command-line tools: 0 done, 1 could not do it, 2 wrong usage. */
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

/** A problem with the command line itself; printed with a pointer to --help. */
export class UsageError extends Error {}

/** One line a person can act on, for any error a command meets. */
export function describeCliError(error: unknown): string {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof HttpError) {
    return error.message;
  }
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === '28P01' || code === '3D000') {
    return `Cannot connect to DATABASE_URL: ${message}`;
  }
  return message;
}

/** Runs a command: prints a failure as one line on stderr and sets the exit code. */
export function runCommand(command: () => Promise<void>): void {
  command().catch((error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`${error.message} (see --help)`);
      process.exitCode = EXIT_USAGE;
      return;
    }
    console.error(describeCliError(error));
    process.exitCode = EXIT_FAILED;
  });
}

/** node:util parseArgs errors name the option in their own words; this keeps the first line only. */
export function usageErrorFrom(error: unknown): UsageError {
  const message = error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
  return new UsageError(message);
}

/**
 * The words after the command, for commands whose only option is --help; null when --help was asked for
 * (the help is then printed).
 */
export function readPositionals(help: string): string[] | null {
  let parsed;
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      options: { help: { type: 'boolean', short: 'h', default: false } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw usageErrorFrom(error);
  }
  if (parsed.values.help) {
    console.log(help);
    return null;
  }
  return parsed.positionals;
}
