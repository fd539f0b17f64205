import type { ServerModule } from '../../server-module.js';
import { notificationsRoutes } from './notifications.routes.js';

/** The top bar's bell; its table came with migration 0003-forum. */
export const notificationsModule: ServerModule = {
  name: 'notifications',
  routes: [{ plugin: notificationsRoutes, prefix: '/api/notifications' }],
};
