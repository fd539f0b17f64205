import type { ServerModule } from '../../server-module.js';
import { auditRoutes } from './audit.routes.js';

/** The administration's audit log. */
export const auditModule: ServerModule = {
  name: 'audit',
  routes: [{ plugin: auditRoutes, prefix: '/api/admin/audit' }],
};
