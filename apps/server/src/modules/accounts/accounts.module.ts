import type { ServerModule } from '../../server-module.js';
import { accountsRoutes } from './accounts.routes.js';
import { isProfileImage } from './profile-images.repository.js';
import { studentsCounter } from './students-counter.js';
import { accountsAndSettings } from './migrations/0001-accounts-and-settings.js';
import { accountLimits } from './migrations/20261124-0245-accounts-account-limits.js';
import { userNameKey } from './migrations/20261129-1200-accounts-user-name-key.js';

/** Sign-up, sign-in, sign-out and password recovery; the profile, permission and settings tables. */
export const accountsModule: ServerModule = {
  name: 'accounts',
  routes: [{ plugin: accountsRoutes, prefix: '/api/auth' }],
  migrations: {
    '0001-accounts-and-settings': accountsAndSettings,
    '20261124-0245-accounts-account-limits': accountLimits,
    '20261129-1200-accounts-user-name-key': userNameKey,
  },
  publicCounters: [studentsCounter],
  uploadReferences: [
    { name: 'accounts.logo-and-avatar', isReferenced: (app, url) => isProfileImage(app.database.db, url) },
  ],
};
