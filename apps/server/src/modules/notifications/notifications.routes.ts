import {
  notificationIdParamsSchema,
  notificationPreferencesSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  unreadCountSchema,
} from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember, requireMember } from '../../plugins/authorization.js';
import { listNotifications, markAllRead, markRead, unreadCount } from './notifications.service.js';
import { readPreferences, savePreferences } from './preferences.service.js';

const tags = ['Notificações'];

/** The top bar's bell: a member's own notifications, newest first, and marking them read. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireMember);

  app.get(
    '/',
    { schema: { tags, querystring: notificationsQuerySchema, response: { 200: notificationsPageSchema } } },
    async (request) => listNotifications(app, currentMember(request), request.query),
  );

  app.get('/unread-count', { schema: { tags, response: { 200: unreadCountSchema } } }, async (request) => ({
    unreadCount: await unreadCount(app, currentMember(request)),
  }));

  app.post(
    '/:id/read',
    { schema: { tags, params: notificationIdParamsSchema, response: { 200: unreadCountSchema } } },
    async (request) => ({ unreadCount: await markRead(app, currentMember(request), request.params.id) }),
  );

  // The member's own choices only: there is no member id in the address (decision 0100).
  app.get('/preferences', { schema: { tags, response: { 200: notificationPreferencesSchema } } }, async (request) =>
    readPreferences(app.database.db, currentMember(request).id),
  );

  app.put(
    '/preferences',
    { schema: { tags, body: notificationPreferencesSchema, response: { 200: notificationPreferencesSchema } } },
    async (request) => savePreferences(app, currentMember(request), request.body),
  );

  app.post('/read-all', { schema: { tags, response: { 200: unreadCountSchema } } }, async (request) => ({
    unreadCount: await markAllRead(app, currentMember(request)),
  }));
};
