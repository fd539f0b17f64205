import type { ServerModule } from '../../server-module.js';
import { catalogueModuleSections } from './migrations/0005-catalogue-module-sections.js';
import { unusedCursorKeys } from './migrations/20261124-0224-translations-unused-cursor-keys.js';
import { translationsRoutes } from './translations.routes.js';

/** The catalogue's texts as the master overrides them. */
export const translationsModule: ServerModule = {
  name: 'translations',
  routes: [{ plugin: translationsRoutes, prefix: '/api' }],
  migrations: {
    '0005-catalogue-module-sections': catalogueModuleSections,
    '20261124-0224-translations-unused-cursor-keys': unusedCursorKeys,
  },
};
