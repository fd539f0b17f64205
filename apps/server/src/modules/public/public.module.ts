import type { ServerModule } from '../../server-module.js';
import { publicRoutes } from './public.routes.js';

/** What the site shows before sign-in. */
export const publicModule: ServerModule = {
  name: 'public',
  routes: [{ plugin: publicRoutes, prefix: '/api' }],
};
