import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './lib/app-context';
import { buildLoggerOptions } from './lib/logger';
import { registerErrorHandler } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { registerSpa } from './plugins/spa';
import { authRoutes } from './routes/auth/auth.routes';
import { healthRoutes } from './routes/health/health.routes';

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export type BuildAppOptions = { webDistDir?: string | false };

/** The whole HTTP surface: API under /api, OpenAPI at /api/docs, and the built web app. */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: buildLoggerOptions(ctx.config.logLevel),
    trustProxy: true,
    bodyLimit: 2 * 1024 * 1024,
    return503OnClosing: true,
  });
  app.decorate('ctx', ctx);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  await registerSecurity(app, ctx.config.publicUrl);
  await registerOpenApi(app);

  await app.register(healthRoutes);
  await app.register(authRoutes);

  const webDist = options.webDistDir ?? DEFAULT_WEB_DIST;
  if (webDist !== false) await registerSpa(app, webDist);
  return app;
}
