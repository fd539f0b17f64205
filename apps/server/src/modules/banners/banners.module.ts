import type { ServerModule } from '../../server-module.js';
import { isBannerImage } from './banners.repository.js';
import { bannersRoutes } from './banners.routes.js';

/** The dashboard's banner strip and its management. */
export const bannersModule: ServerModule = {
  name: 'banners',
  routes: [{ plugin: bannersRoutes, prefix: '/api' }],
  uploadReferences: [{ name: 'banners.image', isReferenced: (app, url) => isBannerImage(app.database.db, url) }],
};
