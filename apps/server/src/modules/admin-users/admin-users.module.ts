import type { ServerModule } from '../../server-module.js';
import { adminUsersRoutes } from './admin-users.routes.js';
import { administration } from './migrations/0002-administration.js';

/** The member list and its management; migration 0002 also made the audit, banner and translation tables. */
export const adminUsersModule: ServerModule = {
  name: 'admin-users',
  routes: [{ plugin: adminUsersRoutes, prefix: '/api/admin/users' }],
  migrations: { '0002-administration': administration },
};
