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
import { listAuditEntries } from '../audit';
import { listOutbox } from '../../lib/mail.service';
import { getRoleDefaults, updateRoleDefaults } from './role-defaults.service';

/** Role defaults, audit log, mail outbox and the schema check: administrators only. */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'admin' } as const;
  const tags = ['admin'];

  app.get(
    '/api/admin/role-defaults',
    {
      config,
      schema: { tags, summary: 'Flags each role starts with', response: { 200: roleDefaultsSchema } },
    },
    async () => getRoleDefaults(app.ctx.db),
  );

  app.put(
    '/api/admin/role-defaults',
    {
      config,
      schema: {
        tags,
        summary: 'Change the flags new accounts of a role start with',
        body: roleDefaultsUpdateBodySchema,
        response: { 200: roleDefaultsSchema },
      },
    },
    async (request) => updateRoleDefaults(app.ctx, requireSignedIn(request).userId, request.body),
  );

  app.get(
    '/api/admin/audit-logs',
    {
      config,
      schema: {
        tags,
        summary: 'Audit log, newest first',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema },
      },
    },
    async (request) => listAuditEntries(app.ctx, request.query),
  );

  app.get(
    '/api/admin/outbox',
    {
      config,
      schema: {
        tags,
        summary: 'Mail sent (or not) by the app, newest first',
        querystring: outboxQuerySchema,
        response: { 200: outboxPageSchema },
      },
    },
    async (request) => listOutbox(app.ctx, request.query),
  );

  app.get(
    '/api/admin/schema-status',
    {
      config,
      schema: {
        tags,
        summary: "Start-up schema check behind the admins' Database Configuration Notice",
        response: { 200: schemaStatusSchema },
      },
    },
    async () => app.ctx.schema,
  );
};
