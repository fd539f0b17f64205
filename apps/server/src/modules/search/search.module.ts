import type { ServerModule } from '../../server-module.js';
import { searchRoutes } from './search.routes.js';

/** The top bar's search across the modules: it owns no table, each module searches its own. */
export const searchModule: ServerModule = {
  name: 'search',
  routes: [{ plugin: searchRoutes, prefix: '/api/search' }],
};
