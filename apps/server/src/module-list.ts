import { aiFilesModule } from './modules/ai-files/ai-files.module.js';
import { adspyModule } from './modules/adspy/adspy.module.js';
import { aiChatModule } from './modules/ai-chat/ai-chat.module.js';
import { accountsModule } from './modules/accounts/accounts.module.js';
import { adminUsersModule } from './modules/admin-users/admin-users.module.js';
import { aiModelsModule } from './modules/ai-models/ai-models.module.js';
import { aiCreditsModule } from './modules/ai-credits/ai-credits.module.js';
import { auditModule } from './modules/audit/audit.module.js';
import { bannersModule } from './modules/banners/banners.module.js';
import { coursesModule } from './modules/courses/courses.module.js';
import { jobsModule } from './jobs/jobs.module.js';
import { forumModule } from './modules/forum/forum.module.js';
import { liveModule } from './modules/live/live.module.js';
import { meModule } from './modules/me/me.module.js';
import { notificationsModule } from './modules/notifications/notifications.module.js';
import { platformModule } from './modules/platform/platform.module.js';
import { publicModule } from './modules/public/public.module.js';
import { salesModule } from './modules/sales/sales.module.js';
import { searchModule } from './modules/search/search.module.js';
import { translationsModule } from './modules/translations/translations.module.js';
import { uploadsModule } from './modules/uploads/uploads.module.js';
import type { ServerModule } from './server-module.js';

/**
 * Every server module, in the order their routes are registered and their first-run data and
 * start-up steps run. Migrations run in the order of their names, whatever the order here.
 * Adding a module is one line here (and its `<name>.module.ts`).
 */
export const serverModules: readonly ServerModule[] = [
  jobsModule,
  adspyModule,
  accountsModule,
  meModule,
  publicModule,
  adminUsersModule,
  auditModule,
  platformModule,
  bannersModule,
  translationsModule,
  forumModule,
  coursesModule,
  notificationsModule,
  liveModule,
  searchModule,
  uploadsModule,
  aiModelsModule,
  aiCreditsModule,
  aiChatModule,
  aiFilesModule,
  salesModule,
];
