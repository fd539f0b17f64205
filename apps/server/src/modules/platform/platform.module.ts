import type { ServerModule } from '../../server-module.js';
import { readPlatformLogo } from './platform-logo.js';
import { platformRoutes } from './platform.routes.js';

/** The academy's own settings: name, logo and the like. */
export const platformModule: ServerModule = {
  name: 'platform',
  routes: [{ plugin: platformRoutes, prefix: '/api' }],
  uploadReferences: [
    { name: 'platform.logo', isReferenced: async (app, url) => (await readPlatformLogo(app.database.db)) === url },
  ],
};
