import type { Timestamp } from '../../db/column-types.js';

/** One row per member and expiry date whose 'about to expire' notice went out (the run's claim). */
export interface AccessExpiryNoticesTable {
  user_id: string;
  access_expiration: Timestamp;
  notified_at: Timestamp;
}

/** The tables this module owns, merged into the app's Database type in db/schema.ts. */
export interface AdminUsersTables {
  access_expiry_notices: AccessExpiryNoticesTable;
}
