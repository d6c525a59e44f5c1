import type { FastifyInstance } from 'fastify';
import { adminSettingsRoutes } from './admin-settings.routes';
import { adminUsersRoutes } from './admin-users.routes';
import { registrationRoutes } from './registration.routes';
import { signInPolicyRoutes } from './sign-in-policy.routes';
import { signInSettingsRoutes } from './sign-in-settings.routes';

/** Everything under /api/admin (each route declares access 'admin'). */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(adminUsersRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(registrationRoutes);
  await app.register(signInPolicyRoutes);
  await app.register(signInSettingsRoutes);
}
