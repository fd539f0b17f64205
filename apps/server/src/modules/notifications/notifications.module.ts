import type { ServerModule } from '../../server-module.js';
import { notificationGroups } from './migrations/20261129-1230-notifications-groups.js';
import { notificationPreferences } from './migrations/20261129-1600-notifications-preferences.js';
import { attachNotificationMail } from './notification-mail.js';
import { notificationsRoutes } from './notifications.routes.js';
import { unsubscribeRoutes } from './unsubscribe.routes.js';
import { scheduleWeeklyDigest } from './digest/digest.job.js';

/**
 * The top bar's bell, for every module (decision 0012). Its table came with the forum's migrations
 * (0003-forum, then 20261123-2330-forum-generic-notifications, which turned the forum's rows generic).
 */
export const notificationsModule: ServerModule = {
  name: 'notifications',
  routes: [
    { plugin: notificationsRoutes, prefix: '/api/notifications' },
    { plugin: unsubscribeRoutes, prefix: '/api/notifications/unsubscribe' },
  ],
  migrations: {
    '20261129-1230-notifications-groups': notificationGroups,
    '20261129-1600-notifications-preferences': notificationPreferences,
  },
  async onStart(app) {
    attachNotificationMail(app);
    scheduleWeeklyDigest(app);
  },
};
