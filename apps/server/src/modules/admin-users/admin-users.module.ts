import type { ServerModule } from '../../server-module.js';
import { scheduleExpiryNotices } from './access-notices.js';
import { adminUsersRoutes } from './admin-users.routes.js';
import { administration } from './migrations/0002-administration.js';
import { accessExpiryNotices } from './migrations/20261124-0215-admin-users-access-expiry-notices.js';

/**
 * The member list and its management; migration 0002 also made the audit, banner and translation
 * tables. Every hour one instance looks for accesses about to expire (access-notices.ts).
 */
export const adminUsersModule: ServerModule = {
  name: 'admin-users',
  routes: [{ plugin: adminUsersRoutes, prefix: '/api/admin/users' }],
  migrations: {
    '0002-administration': administration,
    '20261124-0215-admin-users-access-expiry-notices': accessExpiryNotices,
  },
  async onStart(app) {
    scheduleExpiryNotices(app);
  },
};
