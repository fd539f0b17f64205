import type { ServerModule } from '../../server-module.js';
import { meAvatarRoutes } from './me-avatar.routes.js';
import { meLogoRoutes } from './me-logo.routes.js';
import { mePasswordRoutes } from './me-password.routes.js';
import { meRoutes } from './me.routes.js';

/** The signed-in member's own account: who they are, their profile, password, logo and profile photo. */
export const meModule: ServerModule = {
  name: 'me',
  routes: [
    { plugin: meRoutes, prefix: '/api/me' },
    { plugin: mePasswordRoutes, prefix: '/api/me' },
    { plugin: meLogoRoutes, prefix: '/api/me' },
    { plugin: meAvatarRoutes, prefix: '/api/me' },
  ],
};
