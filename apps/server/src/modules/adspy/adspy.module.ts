import { adspyDigestSection } from './competitors/digest-section.js';
import type { ServerModule } from '../../server-module.js';
import { adSpyRoutes } from './adspy.routes.js';
import { adspyTables } from './migrations/20261124-0537-adspy-tables.js';
import { scheduleDailySnapshots } from './snapshots/daily-snapshots.js';
import { adSpyAdminRoutes } from './tokens/tokens.routes.js';

/** AdSpy: the Meta Ad Library, competitors with daily snapshots, swipe files (docs/decisions/0043, 0044). */
export const adspyModule: ServerModule = {
  name: 'adspy',
  routes: [
    { plugin: adSpyRoutes, prefix: '/api/adspy' },
    { plugin: adSpyAdminRoutes, prefix: '/api/admin/adspy' },
  ],
  migrations: { '20261124-0537-adspy-tables': adspyTables },
  digestSections: [adspyDigestSection],
  async onStart(app) {
    scheduleDailySnapshots(app);
  },
};
