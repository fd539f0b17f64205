import type { ServerModule } from '../../server-module.js';
import { uploadsRoutes } from './uploads.routes.js';

/** Serves the stored files (GET /uploads/:name); the upload routes themselves belong to their modules. */
export const uploadsModule: ServerModule = {
  name: 'uploads',
  routes: [{ plugin: uploadsRoutes, prefix: '' }],
};
