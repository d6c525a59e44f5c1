import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import { buildLoggerOptions } from './lib/logger';
import { registerAuthentication } from './plugins/authenticate';
import { registerErrorHandler } from './plugins/error-handler';
import { registerInputGuard } from './plugins/input-guard';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { registerNotFound } from './plugins/not-found';
import { registerSpa } from './plugins/spa';
import { adminRoutes, meRoutes, settingsPublicRoutes } from './modules/accounts';
import {
  airportOptionsRoutes,
  facilityUrlRoutes,
  grantsRoutes,
  projectTableRoutes,
  projectsRoutes,
} from './modules/projects';
import { airportsRoutes } from './modules/airports';
import {
  gciComplianceRoutes,
  gciDocumentsRoutes,
  gciGrantsRoutes,
  gciInspectionsRoutes,
  gciSummaryRoutes,
} from './modules/gci';
import { flightServicesRoutes } from './modules/flight-services';
import { importsRoutes } from './modules/imports';
import { jobsRoutes } from './modules/jobs';
import { notificationsRoutes } from './modules/notifications';
import { executiveRoutes } from './modules/executive';
import { planningRoutes } from './modules/planning';
import { deliveryRoutes } from './modules/delivery';
import { analyticsRoutes } from './modules/analytics';
import { healthRoutes } from './modules/health';
import { pmRoutes } from './modules/pm';
import { dbeRoutes } from './modules/dbe';
import { publicSharesRoutes, sharesRoutes } from './modules/sharing';
import { authRoutes } from './auth/auth.routes';

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export type BuildAppOptions = {
  webDistDir?: string | false;
  /** Sees every route as it is registered (the permission-matrix test lists them with it). */
  onRoute?: (route: RouteOptions) => void;
};

/** The whole HTTP surface: API under /api, OpenAPI at /api/docs, and the built web app. */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: buildLoggerOptions(ctx.config.logLevel),
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    return503OnClosing: true,
  });
  app.decorate('ctx', ctx);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  registerErrorHandler(app);
  registerInputGuard(app);
  await registerSecurity(app, ctx.config.publicUrl, ctx.config);
  await registerAuthentication(app);
  await registerOpenApi(app);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(meRoutes);
  await app.register(adminRoutes);
  await app.register(jobsRoutes);
  await app.register(projectTableRoutes);
  await app.register(projectsRoutes);
  await app.register(grantsRoutes);
  await app.register(airportOptionsRoutes);
  await app.register(airportsRoutes);
  await app.register(gciGrantsRoutes);
  await app.register(gciInspectionsRoutes);
  await app.register(gciComplianceRoutes);
  await app.register(gciDocumentsRoutes);
  await app.register(gciSummaryRoutes);
  await app.register(planningRoutes);
  await app.register(deliveryRoutes);
  await app.register(settingsPublicRoutes);
  await app.register(facilityUrlRoutes);
  await app.register(analyticsRoutes);
  await app.register(sharesRoutes);
  await app.register(publicSharesRoutes);
  await app.register(pmRoutes);
  await app.register(flightServicesRoutes);
  await app.register(executiveRoutes);
  await app.register(dbeRoutes);
  await app.register(importsRoutes);
  await app.register(notificationsRoutes);

  const webDist = options.webDistDir ?? DEFAULT_WEB_DIST;
  const serveSpa = webDist !== false && (await registerSpa(app, webDist));
  registerNotFound(app, serveSpa);
  return app;
}
