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
import { declareRoutes } from '../../plugins/declare-routes';
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
  const route = declareRoutes(app, { access: 'signed-in', tags: ['notifications'] });

  route.get(
    '/api/notifications',
    { summary: 'My newest notifications and unread count', response: { 200: notificationListSchema } },
    async (request) => getNotifications(app.ctx, requireSignedIn(request).userId),
  );

  route.post(
    '/api/notifications/:id/read',
    {
      summary: 'Mark one of my notifications read',
      params: notificationIdParamsSchema,
      response: { 200: markedReadSchema },
    },
    async (request) => readNotification(app.ctx, requireSignedIn(request).userId, request.params.id),
  );

  route.post(
    '/api/notifications/read-all',
    { summary: 'Mark all my notifications read', response: { 200: markedReadSchema } },
    async (request) => readAllNotifications(app.ctx, requireSignedIn(request).userId),
  );

  route.get(
    '/api/notifications/settings',
    { summary: 'My channel per notification kind', response: { 200: notificationSettingsSchema } },
    async (request) => getSettings(app.ctx, requireSignedIn(request).userId),
  );

  route.put(
    '/api/notifications/settings',
    {
      summary: 'Change my channel for some kinds (in the app, e-mail, both, off)',
      body: notificationSettingsBodySchema,
      response: { 200: notificationSettingsSchema },
    },
    async (request) => changeSettings(app.ctx, requireSignedIn(request).userId, request.body.settings),
  );

  route.get(
    '/api/notifications/calendar',
    { summary: 'Whether my calendar feed link is active', response: { 200: calendarFeedStatusSchema } },
    async (request) => getFeedStatus(app.ctx, requireSignedIn(request).userId),
  );

  route.post(
    '/api/notifications/calendar',
    {
      summary: 'Make (or replace) my private calendar feed link; shown once',
      status: 201,
      response: { 201: calendarFeedCreatedSchema },
    },
    async (request) => rotateFeedToken(app.ctx, requireSignedIn(request).userId),
  );

  route.delete(
    '/api/notifications/calendar',
    { summary: 'Revoke my calendar feed link', status: 204, response: { 204: z.null() } },
    async (request) => {
      await revokeFeedToken(app.ctx, requireSignedIn(request).userId);
      return null;
    },
  );

  route.get(
    '/api/calendar/:file',
    {
      access: 'public',
      summary: "A person's deadlines as iCalendar, by the private token in the URL (<token>.ics)",
      params: calendarTokenParamsSchema,
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
