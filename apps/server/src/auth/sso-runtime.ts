import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import type { Auth } from './create-auth';
import { resolveSsoConfig, type SsoConfig } from './sso-config';

/**
 * better-auth takes its OAuth providers when it is built, so a saved Sign-in screen means a new
 * instance. Each sign-in request asks whether the stored settings changed (one row read) and rebuilds
 * the instance if so: every server process follows a change at its next sign-in, with no restart.
 * Sessions live in the database, so they outlive the swap.
 */
export type SsoRuntime = {
  /** The SSO now in force; swaps ctx.auth first when the settings changed since it was built. */
  refresh: (ctx: { auth: Auth }) => Promise<SsoConfig | null>;
};

export function createSsoRuntime(
  config: AppConfig,
  db: Kysely<Database>,
  build: (sso: SsoConfig | null) => Auth,
): SsoRuntime {
  let builtVersion: string = config.sso ? 'environment' : 'none';
  return {
    refresh: async (ctx) => {
      const sso = await resolveSsoConfig(config, db);
      const version = sso?.version ?? 'none';
      if (version !== builtVersion) {
        ctx.auth = build(sso);
        builtVersion = version;
      }
      return sso;
    },
  };
}
