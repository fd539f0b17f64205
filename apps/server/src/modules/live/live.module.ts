import type { ServerModule } from '../../server-module.js';
import { liveRoutes } from './live.routes.js';

/** Members' live events over Server-Sent Events, from every instance (docs/decisions/0049-live-events.md). */
export const liveModule: ServerModule = {
  name: 'live',
  routes: [{ plugin: liveRoutes, prefix: '/api' }],
};
