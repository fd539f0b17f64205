import type { ServerModule } from '../../server-module.js';
import { platformRoutes } from './platform.routes.js';

/** The academy's own settings: name, logo and the like. */
export const platformModule: ServerModule = {
  name: 'platform',
  routes: [{ plugin: platformRoutes, prefix: '/api' }],
};
