import {
  calendarFeedCreatedSchema,
  calendarFeedStatusSchema,
  calendarTokenParamsSchema,
  markedReadSchema,
  notificationIdParamsSchema,
  notificationListSchema,
  notificationSettingsBodySchema,
  notificationSettingsSchema,
} from '@bil/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignedIn } from '../../plugins/authenticate';
import { getFeedStatus, renderFeed, revokeFeedToken, rotateFeedToken } from './calendar-feed.service';
import {
  changeSettings,
  getNotifications,
  getSettings,
  readAllNotifications,
  readNotification,
} from './notifications.service';

/** The bell, per-person notification settings, and the private calendar feed (issue 16). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const mine = { access: 'signed-in' } as const;
  const tags = ['notifications'];

  app.get(
    '/api/notifications',
    {
      config: mine,
      schema: {
        tags,
        summary: 'My newest notifications and unread count',
        response: { 200: notificationListSchema },
      },
    },
    async (request) => getNotifications(app.ctx, requireSignedIn(request).userId),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      config: mine,
      schema: {
        tags,
        summary: 'Mark one of my notifications read',
        params: notificationIdParamsSchema,
        response: { 200: markedReadSchema },
      },
    },
    async (request) => readNotification(app.ctx, requireSignedIn(request).userId, request.params.id),
  );

  app.post(
    '/api/notifications/read-all',
    {
      config: mine,
      schema: { tags, summary: 'Mark all my notifications read', response: { 200: markedReadSchema } },
    },
    async (request) => readAllNotifications(app.ctx, requireSignedIn(request).userId),
  );

  app.get(
    '/api/notifications/settings',
    {
      config: mine,
      schema: {
        tags,
        summary: 'My channel per notification kind',
        response: { 200: notificationSettingsSchema },
      },
    },
    async (request) => getSettings(app.ctx, requireSignedIn(request).userId),
  );

  app.put(
    '/api/notifications/settings',
    {
      config: mine,
      schema: {
        tags,
        summary: 'Change my channel for some kinds (in the app, e-mail, both, off)',
        body: notificationSettingsBodySchema,
        response: { 200: notificationSettingsSchema },
      },
    },
    async (request) => changeSettings(app.ctx, requireSignedIn(request).userId, request.body.settings),
  );

  app.get(
    '/api/notifications/calendar',
    {
      config: mine,
      schema: {
        tags,
        summary: 'Whether my calendar feed link is active',
        response: { 200: calendarFeedStatusSchema },
      },
    },
    async (request) => getFeedStatus(app.ctx, requireSignedIn(request).userId),
  );

  app.post(
    '/api/notifications/calendar',
    {
      config: mine,
      schema: {
        tags,
        summary: 'Make (or replace) my private calendar feed link; shown once',
        response: { 201: calendarFeedCreatedSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await rotateFeedToken(app.ctx, requireSignedIn(request).userId)),
  );

  app.delete(
    '/api/notifications/calendar',
    { config: mine, schema: { tags, summary: 'Revoke my calendar feed link', response: { 204: z.null() } } },
    async (request, reply) => {
      await revokeFeedToken(app.ctx, requireSignedIn(request).userId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/calendar/:file',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A person's deadlines as iCalendar, by the private token in the URL (<token>.ics)",
        params: calendarTokenParamsSchema,
      },
    },
    async (request, reply) => {
      const body = await renderFeed(app.ctx, request.params.file);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};
