import type { AdspyTables } from '../modules/adspy/adspy.tables.js';
import type { AiChatTables } from '../modules/ai-chat/ai-chat.tables.js';
import type { AccountsTables } from '../modules/accounts/accounts.tables.js';
import type { AiCreditsTables } from '../modules/ai-credits/ai-credits.tables.js';
import type { AiFilesTables } from '../modules/ai-files/ai-files.tables.js';
import type { AdminUsersTables } from '../modules/admin-users/admin-users.tables.js';
import type { AiModelsTables } from '../modules/ai-models/ai-models.tables.js';
import type { AuditTables } from '../modules/audit/audit.tables.js';
import type { BannersTables } from '../modules/banners/banners.tables.js';
import type { CoursesTables } from '../modules/courses/courses.tables.js';
import type { ForumTables } from '../modules/forum/forum.tables.js';
import type { JobsTables } from '../jobs/jobs.tables.js';
import type { NotificationsTables } from '../modules/notifications/notifications.tables.js';
import type { SalesTables } from '../modules/sales/sales.tables.js';
import type { SettingsTables } from '../modules/settings/settings.tables.js';
import type { TranslationsTables } from '../modules/translations/translations.tables.js';

export type { Flag, Timestamp } from './column-types.js';
export { toDate, toIso } from './column-types.js';

/** Every module's tables in one type for Kysely; each module declares its own in `<module>.tables.ts`. */
export interface Database
  extends
    AccountsTables,
    AdminUsersTables,
    SettingsTables,
    AuditTables,
    BannersTables,
    TranslationsTables,
    ForumTables,
    NotificationsTables,
    CoursesTables,
    JobsTables,
    AiCreditsTables,
    AiFilesTables,
    AdspyTables,
    AiModelsTables,
    AiChatTables,
    SalesTables {}
