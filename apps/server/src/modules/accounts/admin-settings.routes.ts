import {
  auditLogPageSchema,
  auditLogQuerySchema,
  outboxPageSchema,
  outboxQuerySchema,
  roleDefaultsSchema,
  roleDefaultsUpdateBodySchema,
  schemaStatusSchema,
} from '@bil/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../plugins/authenticate';
import { declareRoutes } from '../../plugins/declare-routes';
import { listAuditEntries } from '../audit';
import { listOutbox } from '../../lib/mail.service';
import { getRoleDefaults, updateRoleDefaults } from './role-defaults.service';

/** Role defaults, audit log, mail outbox and the schema check: administrators only. */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app, { access: 'admin', tags: ['admin'] });

  route.get(
    '/api/admin/role-defaults',
    { summary: 'Flags each role starts with', response: { 200: roleDefaultsSchema } },
    async () => getRoleDefaults(app.ctx.db),
  );

  route.put(
    '/api/admin/role-defaults',
    {
      summary: 'Change the flags new accounts of a role start with',
      body: roleDefaultsUpdateBodySchema,
      response: { 200: roleDefaultsSchema },
    },
    async (request) => updateRoleDefaults(app.ctx, requireSignedIn(request).userId, request.body),
  );

  route.get(
    '/api/admin/audit-logs',
    {
      summary: 'Audit log, newest first',
      querystring: auditLogQuerySchema,
      response: { 200: auditLogPageSchema },
    },
    async (request) => listAuditEntries(app.ctx, request.query),
  );

  route.get(
    '/api/admin/outbox',
    {
      summary: 'Mail sent (or not) by the app, newest first',
      querystring: outboxQuerySchema,
      response: { 200: outboxPageSchema },
    },
    async (request) => listOutbox(app.ctx, request.query),
  );

  route.get(
    '/api/admin/schema-status',
    {
      summary: "Start-up schema check behind the admins' Database Configuration Notice",
      response: { 200: schemaStatusSchema },
    },
    async () => app.ctx.schema,
  );
};
